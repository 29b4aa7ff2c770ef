-- The resource center's documents.
--
-- Visibility decides who reads: anyone reads public resources, only staff read internal ones.
-- Status is informative, as in the spec: every create or update through the API sets it to pending
-- and nothing in the product approves a resource, so requiring 'approved' for public reading would
-- hide every uploaded document forever. Public resources are therefore readable whatever their
-- status. (The seed, run as the superuser, may record resources as approved.)

create table public.resources (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 300),
  description text not null check (char_length(btrim(description)) between 1 and 5000),
  category text not null default 'whitepapers'
    check (category in ('whitepapers', 'casestudies', 'templates', 'policies', 'guidelines', 'procedures')),
  visibility text not null default 'public' check (visibility in ('public', 'internal')),
  file_url text check (char_length(file_url) <= 2000),
  file_name text check (char_length(file_name) <= 300),
  file_type text check (file_type in ('pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx')),
  file_size bigint check (file_size between 0 and 10485760),
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  download_count integer not null default 0 check (download_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index resources_visibility_category_idx on public.resources (visibility, category);

alter table public.resources enable row level security;

create or replace function public.guard_resource()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.status := 'pending';
    if tg_op = 'UPDATE' then
      if new.id is distinct from old.id or new.created_at is distinct from old.created_at then
        raise exception 'id and created_at cannot be changed' using errcode = '42501';
      end if;
      if new.download_count is distinct from old.download_count then
        raise exception 'download_count changes only through increment_download()' using errcode = '42501';
      end if;
    else
      new.download_count := 0;
      new.created_at := now();
    end if;
  end if;
  -- The superuser's inserts (the seed) may carry their own dates.
  if tg_op = 'UPDATE' or current_user in ('anon', 'authenticated') then
    new.updated_at := now();
  end if;
  return new;
end
$$;

create trigger guard_resource
  before insert or update on public.resources
  for each row execute function public.guard_resource();

create policy "resources: everyone reads public ones, staff read all"
  on public.resources for select
  to anon, authenticated
  using (visibility = 'public' or public.is_staff());

create policy "resources: staff create"
  on public.resources for insert
  to authenticated
  with check (public.is_staff());

create policy "resources: staff update"
  on public.resources for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

create policy "resources: staff delete"
  on public.resources for delete
  to authenticated
  using (public.is_staff());

-- Counts a download. Anyone may count a public resource; staff may count any. Returns the new count.
-- Raises PT404 (PostgREST turns SQLSTATE PTxyz into HTTP status xyz: 404) for a resource the caller cannot see.
create or replace function public.increment_download(resource_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_count integer;
begin
  update public.resources r
     set download_count = r.download_count + 1
   where r.id = resource_id
     and (r.visibility = 'public' or public.is_staff())
  returning r.download_count into new_count;
  if new_count is null then
    raise exception 'resource not found' using errcode = 'PT404';
  end if;
  return new_count;
end
$$;

revoke all on function public.increment_download(uuid) from public;
grant execute on function public.increment_download(uuid) to anon, authenticated, service_role;
