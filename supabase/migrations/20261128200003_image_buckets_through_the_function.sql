-- Blog covers and partner logos are checked by their content before they are stored (issue 26,
-- docs/decisions/0037-supabase-hardening.md): the image-upload function reads the magic bytes with
-- file-type, as resource-save does for documents, and stores the image with the service role. Staff
-- no longer write these buckets directly — storage checks only the declared type, so an SVG with
-- script could be stored as image/png. They still remove their own files (the delete policies stay).
drop policy if exists "blog-images: staff upload in their own folder" on storage.objects;
drop policy if exists "blog-images: staff update their own, admins all" on storage.objects;
drop policy if exists "partner-logos: editors upload" on storage.objects;
drop policy if exists "partner-logos: editors replace" on storage.objects;
