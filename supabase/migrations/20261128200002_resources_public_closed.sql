-- resources-public is not used (every resource is checked by resource-save and kept in
-- resources-private, decision 0015), yet admins could still upload to it directly — a public file
-- that no content check has seen (issue 26, docs/decisions/0037-supabase-hardening.md). Nobody
-- writes it any more; the bucket stays (removing a bucket is the Storage API's job, and it holds
-- nothing), so old public URLs answer "Object not found" rather than an unknown bucket.
drop policy if exists "resources-public: admins upload" on storage.objects;
drop policy if exists "resources-public: admins update" on storage.objects;
drop policy if exists "resources-public: admins delete" on storage.objects;
