-- Storage buckets and their policies on storage.objects.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('resources-public', 'resources-public', true, 10485760, array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation'
  ]),
  ('resources-private', 'resources-private', false, 10485760, array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation'
  ]),
  ('blog-images', 'blog-images', true, 5242880, array[
    'image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'
  ])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Resources: staff upload, replace and delete in both buckets.
create policy "resources buckets: staff upload"
  on storage.objects for insert
  to authenticated
  with check (bucket_id in ('resources-public', 'resources-private') and public.is_staff());

create policy "resources buckets: staff update"
  on storage.objects for update
  to authenticated
  using (bucket_id in ('resources-public', 'resources-private') and public.is_staff())
  with check (bucket_id in ('resources-public', 'resources-private') and public.is_staff());

create policy "resources buckets: staff delete"
  on storage.objects for delete
  to authenticated
  using (bucket_id in ('resources-public', 'resources-private') and public.is_staff());

-- Reading: anyone reads the public buckets; only staff read private resources.
create policy "public buckets: anyone reads"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id in ('resources-public', 'blog-images'));

create policy "resources-private: staff read"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'resources-private' and public.is_staff());

-- Blog images: staff upload under their own folder (<uid>/...); they replace and delete their own,
-- admins any.
create policy "blog-images: staff upload in their own folder"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'blog-images'
    and public.is_staff()
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "blog-images: staff update their own, admins all"
  on storage.objects for update
  to authenticated
  using (
    bucket_id = 'blog-images'
    and ((public.is_staff() and (storage.foldername(name))[1] = (select auth.uid())::text) or public.is_admin())
  )
  with check (
    bucket_id = 'blog-images'
    and ((public.is_staff() and (storage.foldername(name))[1] = (select auth.uid())::text) or public.is_admin())
  );

create policy "blog-images: staff delete their own, admins all"
  on storage.objects for delete
  to authenticated
  using (
    bucket_id = 'blog-images'
    and ((public.is_staff() and (storage.foldername(name))[1] = (select auth.uid())::text) or public.is_admin())
  );
