-- Services, pricing and partners are managed by admins and editors (issue 9, decision 0009): the
-- first migration let every staff role write them (is_staff()); authors (guest bloggers) no longer may.
-- Partner logos can be uploaded to the public bucket partner-logos (raster images only: an SVG could
-- carry script when opened on its own), as an alternative to a logo URL.

do $$
declare
  t text;
begin
  foreach t in array array['service_categories', 'services', 'service_pricing', 'partners'] loop
    execute format('drop policy %I on public.%I', t || ': staff insert', t);
    execute format('drop policy %I on public.%I', t || ': staff update', t);
    execute format('drop policy %I on public.%I', t || ': staff delete', t);
    execute format('create policy %I on public.%I for insert to authenticated with check (public.is_editor())', t || ': editors insert', t);
    execute format('create policy %I on public.%I for update to authenticated using (public.is_editor()) with check (public.is_editor())', t || ': editors update', t);
    execute format('create policy %I on public.%I for delete to authenticated using (public.is_editor())', t || ': editors delete', t);
  end loop;
end
$$;

-- A pricing row's tier is unique within its service; rows are shown in sort_order.
alter table public.service_pricing add constraint service_pricing_service_tier_key unique (service_id, tier);
alter table public.partners add constraint partners_name_key unique (name);

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('partner-logos', 'partner-logos', true, 1048576, array['image/png', 'image/jpeg', 'image/webp', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "partner-logos: anyone reads"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'partner-logos');

create policy "partner-logos: editors upload"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'partner-logos' and public.is_editor());

create policy "partner-logos: editors replace"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'partner-logos' and public.is_editor())
  with check (bucket_id = 'partner-logos' and public.is_editor());

create policy "partner-logos: editors delete"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'partner-logos' and public.is_editor());
