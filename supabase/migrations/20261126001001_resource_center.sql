-- The resource center (issue 10, decision 0015).
--
-- * Every document lives in the private bucket resources-private under a name the server made; the
--   resource-save function checks the file (size, name, content by magic bytes) and stores it with the
--   service role. Nobody else writes that bucket.
-- * A resource is pending after every create or edit; an admin approves or rejects it. Visitors (anon
--   and non-staff users) read only approved public resources and, through storage RLS, only their
--   files; staff (any role) read everything, internal documents through short-lived signed URLs.
-- * Admins and editors create, edit and delete (decision 0009); authors read.
-- * A download is counted once per visitor per document per day, only by the resource-download
--   function (service role): the counting function is not executable by anon or authenticated, and
--   download_count cannot be written through the API.

-- The old sample catalogue had no files; a resource without its file is no longer a thing.
delete from public.resources where file_name is null or file_type is null or file_size is null;

alter table public.resources drop column if exists file_url;
alter table public.resources
  add column file_path text,
  add column preview_text text check (char_length(preview_text) <= 20000),
  add column reviewed_by uuid references public.profiles (id) on delete set null,
  add column reviewed_at timestamptz;

-- Earlier seeds named their files after file_name; their objects are stored by the seeding script.
update public.resources set file_path = 'seed/' || file_name where file_path is null;

alter table public.resources
  alter column file_path set not null,
  alter column file_name set not null,
  alter column file_type set not null,
  alter column file_size set not null,
  add constraint resources_file_path_key unique (file_path),
  -- A plain object name: no folder climbing, no leading slash, no control characters.
  add constraint resources_file_path_safe check (file_path ~ '^[a-z0-9][a-z0-9/_.-]{0,199}$' and file_path !~ '\.\.|//'),
  add constraint resources_file_name_safe check (char_length(btrim(file_name)) between 1 and 200 and file_name !~ '[/\\[:cntrl:]]'),
  add constraint resources_file_type_matches_path check (file_path like '%.' || file_type);

create index resources_status_created_idx on public.resources (status, created_at desc);

-- Who may read: everyone the approved public ones, staff everything.
drop policy "resources: everyone reads public ones, staff read all" on public.resources;
create policy "resources: everyone reads approved public ones, staff read all"
  on public.resources for select
  to anon, authenticated
  using ((visibility = 'public' and status = 'approved') or public.is_staff());

-- Who may write: admins and editors.
drop policy "resources: staff create" on public.resources;
drop policy "resources: staff update" on public.resources;
drop policy "resources: staff delete" on public.resources;
create policy "resources: editors create"
  on public.resources for insert
  to authenticated
  with check (public.is_editor());
create policy "resources: editors update"
  on public.resources for update
  to authenticated
  using (public.is_editor())
  with check (public.is_editor());
create policy "resources: editors delete"
  on public.resources for delete
  to authenticated
  using (public.is_editor());

-- Whether an object of resources-private exists, for the guard below (it runs as the caller: an
-- admin or editor; anyone else is told no).
create or replace function public.resource_file_exists(path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_editor()
     and exists (select 1 from storage.objects o where o.bucket_id = 'resources-private' and o.name = path)
$$;
revoke all on function public.resource_file_exists(text) from public, anon;
grant execute on function public.resource_file_exists(text) to authenticated, service_role;

create or replace function public.guard_resource()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  content_changed boolean;
begin
  if current_user not in ('anon', 'authenticated') then
    -- The owner (seed, counting function) and the service role: only the dates are kept honest (a count
    -- or a preview extract is not an edit).
    if tg_op = 'UPDATE' then
      content_changed := (new.title, new.description, new.category, new.visibility, new.file_path, new.file_name, new.file_type, new.file_size)
        is distinct from (old.title, old.description, old.category, old.visibility, old.file_path, old.file_name, old.file_type, old.file_size);
      if content_changed and new.updated_at is not distinct from old.updated_at then
        new.updated_at := now();
      end if;
    end if;
    return new;
  end if;

  -- (Before-triggers run before the policies' checks: refuse non-editors here with the same error.)
  if not public.is_editor() then
    raise exception 'only admins and editors manage resources' using errcode = '42501';
  end if;

  if tg_op = 'INSERT' then
    new.status := 'pending';
    new.download_count := 0;
    new.created_at := now();
    new.updated_at := now();
    new.author_id := auth.uid();
    new.reviewed_by := null;
    new.reviewed_at := null;
    if not public.resource_file_exists(new.file_path) then
      raise exception 'the file % is not stored', new.file_path using errcode = '23503';
    end if;
    return new;
  end if;

  if (new.id, new.created_at, new.author_id, new.download_count) is distinct from (old.id, old.created_at, old.author_id, old.download_count) then
    raise exception 'id, created_at, author_id and download_count cannot be changed' using errcode = '42501';
  end if;
  if new.file_path is distinct from old.file_path and not public.resource_file_exists(new.file_path) then
    raise exception 'the file % is not stored', new.file_path using errcode = '23503';
  end if;

  -- (preview_text is derived from the file: it changes with file_path.)
  content_changed := (new.title, new.description, new.category, new.visibility, new.file_path, new.file_name, new.file_type, new.file_size, new.preview_text)
    is distinct from (old.title, old.description, old.category, old.visibility, old.file_path, old.file_name, old.file_type, old.file_size, old.preview_text);

  if content_changed then
    -- Every create or edit waits for review again (spec: status pending on every create or update).
    new.status := 'pending';
    new.reviewed_by := null;
    new.reviewed_at := null;
    new.updated_at := now();
  elsif new.status is distinct from old.status then
    -- A review: only an admin, only from pending, only to approved or rejected.
    if not public.is_admin() then
      raise exception 'only an admin approves or rejects a resource' using errcode = '42501';
    end if;
    if old.status <> 'pending' or new.status not in ('approved', 'rejected') then
      raise exception 'a resource is approved or rejected only while pending' using errcode = '23514';
    end if;
    new.reviewed_by := auth.uid();
    new.reviewed_at := now();
    new.updated_at := old.updated_at;
  else
    new.reviewed_by := old.reviewed_by;
    new.reviewed_at := old.reviewed_at;
    new.updated_at := old.updated_at;
  end if;
  return new;
end
$$;

-- Counting downloads --------------------------------------------------------------------------

drop function if exists public.increment_download(uuid);

-- Who downloaded what today: a keyed hash of the visitor (network address and browser, with a key
-- only the function holds, and the day), never the address itself. Kept for two days.
create table public.resource_download_visitors (
  resource_id uuid not null references public.resources (id) on delete cascade,
  visitor text not null check (visitor ~ '^[0-9a-f]{64}$'),
  day date not null,
  primary key (resource_id, visitor, day)
);
alter table public.resource_download_visitors enable row level security;
-- No policy: nobody reads or writes it through the API; count_resource_download() does.

-- Counts one download of `resource` by `visitor` (once per visitor, document and Toronto day) and
-- returns the count. Only the service role may call it (the resource-download function, after it
-- checked with the caller's own token that the caller may read the resource).
create or replace function public.count_resource_download(resource uuid, visitor text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'America/Toronto')::date;
  counted integer;
  total integer;
begin
  if visitor is null or visitor !~ '^[0-9a-f]{64}$' then
    raise exception 'visitor must be a hex SHA-256' using errcode = '22023';
  end if;
  perform 1 from public.resources r where r.id = resource for update;
  if not found then
    raise exception 'resource not found' using errcode = 'PT404';
  end if;
  delete from public.resource_download_visitors v where v.day < today - 1;
  insert into public.resource_download_visitors (resource_id, visitor, day)
  values (resource, visitor, today)
  on conflict do nothing;
  get diagnostics counted = row_count;
  if counted > 0 then
    update public.resources r set download_count = r.download_count + 1 where r.id = resource returning r.download_count into total;
  else
    select r.download_count into total from public.resources r where r.id = resource;
  end if;
  return total;
end
$$;
revoke all on function public.count_resource_download(uuid, text) from public, anon, authenticated;
grant execute on function public.count_resource_download(uuid, text) to service_role;

-- Storage ----------------------------------------------------------------------------------------

-- Whether `path` is the file of an approved public resource (runs as its owner).
create or replace function public.resource_file_is_public(path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.resources r
    where r.file_path = path and r.visibility = 'public' and r.status = 'approved'
  )
$$;
revoke all on function public.resource_file_is_public(text) from public;
grant execute on function public.resource_file_is_public(text) to anon, authenticated, service_role;

drop policy "resources buckets: staff upload" on storage.objects;
drop policy "resources buckets: staff update" on storage.objects;
drop policy "resources buckets: staff delete" on storage.objects;

-- resources-private: written by the service role only (the resource-save and resource-delete
-- functions, after their checks); read by staff, and by anyone for the files of approved public
-- resources (so a visitor can preview and download those, and nothing else).
create policy "resources-private: anyone reads approved public files"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'resources-private' and public.resource_file_is_public(name));

-- resources-public is not used by the resource center (every document is checked and kept private,
-- decision 0015). Only admins may still write it; editors and authors can no longer put unchecked
-- files where anyone reads them.
create policy "resources-public: admins upload"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'resources-public' and public.is_admin());
create policy "resources-public: admins update"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'resources-public' and public.is_admin())
  with check (bucket_id = 'resources-public' and public.is_admin());
create policy "resources-public: admins delete"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'resources-public' and public.is_admin());
