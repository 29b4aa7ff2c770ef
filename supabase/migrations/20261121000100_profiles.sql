-- Staff profiles and the role helpers every policy uses.
--
-- A profile exists only for staff: the trigger on auth.users creates it when the user's APP metadata
-- (raw_app_meta_data, writable only with the service role / by the superuser) says role admin or
-- author. User metadata (raw_user_meta_data, writable by the user through PUT /auth/v1/user) is never
-- consulted for the role, and anonymous sign-ins never get a profile.

-- A reasonable e-mail format check, shared by every table that stores an address.
create or replace function public.is_email(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~* '^[a-z0-9._%+''-]+@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$'
$$;

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text check (char_length(full_name) <= 200),
  role text not null check (role in ('admin', 'author')),
  email text check (email is null or public.is_email(email)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'Staff only: one row per admin or author, created from auth.users app metadata.';

alter table public.profiles enable row level security;

-- Security definer so that policies can call them without recursing into profiles' own RLS.
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = auth.uid() and p.role in ('admin', 'author')
  )
$$;

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = auth.uid() and p.role = 'admin'
  )
$$;

-- auth.users -> profiles. Runs as its owner (postgres): the API roles cannot write profiles.
create or replace function public.handle_auth_user_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  staff_role text := new.raw_app_meta_data ->> 'role';
begin
  if coalesce(new.is_anonymous, false) or staff_role is null or staff_role not in ('admin', 'author') then
    -- Not (or no longer) staff.
    if tg_op = 'UPDATE' then
      delete from public.profiles where id = new.id;
    end if;
    return new;
  end if;

  insert into public.profiles (id, full_name, role, email)
  values (
    new.id,
    nullif(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'name', '')), ''),
    staff_role,
    new.email
  )
  on conflict (id) do update
    set role = excluded.role,
        email = excluded.email,
        full_name = coalesce(public.profiles.full_name, excluded.full_name),
        updated_at = now();
  return new;
end
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_auth_user_change();

create trigger on_auth_user_updated
  after update of raw_app_meta_data, email, is_anonymous on auth.users
  for each row execute function public.handle_auth_user_change();

-- Through the API a user may change their own full_name; only an admin may change a role, and the
-- id and email follow auth.users (the trigger above), never the API.
create or replace function public.guard_profile_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if new.id is distinct from old.id or new.email is distinct from old.email or new.created_at is distinct from old.created_at then
      raise exception 'profile id, email and created_at cannot be changed'
        using errcode = '42501';
    end if;
    if new.role is distinct from old.role and not public.is_admin() then
      raise exception 'only an admin can change a role'
        using errcode = '42501';
    end if;
  end if;
  new.updated_at := now();
  return new;
end
$$;

create trigger guard_profile_update
  before update on public.profiles
  for each row execute function public.guard_profile_update();

create policy "profiles: a user reads their own, staff read all"
  on public.profiles for select
  to authenticated
  using (id = (select auth.uid()) or public.is_staff());

create policy "profiles: a user updates their own, admins all"
  on public.profiles for update
  to authenticated
  using (id = (select auth.uid()) or public.is_admin())
  with check (id = (select auth.uid()) or public.is_admin());

create policy "profiles: admins delete"
  on public.profiles for delete
  to authenticated
  using (public.is_admin());
-- No insert policy: profiles are created by the auth.users trigger only.

-- A shared trigger function for updated_at columns.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
