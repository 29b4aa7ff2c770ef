-- A stored file cannot leave its bucket for one whose limits it breaks (issue 10 item 6, decision 0014).
--
-- Postgres ORs permissive policies: the USING of one bucket's UPDATE policy and the WITH CHECK of
-- another's together let staff move an object across buckets with one UPDATE (storage-api's move),
-- e.g. a private PDF into their own folder of the public blog-images bucket, which allows only images.
-- storage-api does not check the destination bucket's size and type limits on move or copy; these
-- restrictive policies make Postgres check them, on a real project as in the local stack (whose
-- storage emulator refuses the same requests earlier, with storage-api's error codes).

-- The bucket a stored object is in now (before the UPDATE being checked: a command does not see its own changes).
create or replace function public.storage_object_bucket(object_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select o.bucket_id from storage.objects o where o.id = object_id
$$;

-- Whether an object of this size and type may be in the bucket (unknown size or type: the upload path checks them).
create or replace function public.object_fits_bucket(bucket text, metadata jsonb)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select
      (b.file_size_limit is null or metadata ->> 'size' is null or (metadata ->> 'size')::bigint <= b.file_size_limit)
      and (
        b.allowed_mime_types is null
        or metadata ->> 'mimetype' is null
        or exists (
          select 1 from unnest(b.allowed_mime_types) allowed
          where allowed = metadata ->> 'mimetype'
             or (allowed like '%/*' and split_part(allowed, '/', 1) = split_part(metadata ->> 'mimetype', '/', 1))
        )
      )
    from storage.buckets b
    where b.id = bucket
  ), false)
$$;

revoke all on function public.storage_object_bucket(uuid) from public, anon;
revoke all on function public.object_fits_bucket(text, jsonb) from public, anon;
grant execute on function public.storage_object_bucket(uuid) to authenticated, service_role;
grant execute on function public.object_fits_bucket(text, jsonb) to authenticated, service_role;

create policy "Objects change bucket only into one whose limits they meet"
  on storage.objects as restrictive for update to authenticated
  using (true)
  with check (bucket_id = public.storage_object_bucket(id) or public.object_fits_bucket(bucket_id, metadata));

create policy "Copied objects meet the destination bucket's limits"
  on storage.objects as restrictive for insert to authenticated
  with check (public.object_fits_bucket(bucket_id, metadata));
