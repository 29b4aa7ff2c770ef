-- Staff accounts (docs/decisions/0025-staff-accounts.md): admins list staff, change roles and
-- deactivate accounts through these functions, under the caller's own JWT, so the audit log
-- (audit_auth_user_change on auth.users) records the admin who did it. Postgres refuses what would
-- lock the firm out: removing the last active admin, or an admin demoting or deactivating themself.

-- A deactivated (banned) account keeps its profile, but its role no longer counts anywhere: the
-- helpers every policy calls ignore banned users, so an access token issued before the ban is
-- refused at once, not only when it expires.
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p join auth.users u on u.id = p.id
    where p.id = auth.uid() and p.role in ('admin', 'editor', 'author')
      and (u.banned_until is null or u.banned_until <= now())
  )
$$;

create or replace function public.is_editor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p join auth.users u on u.id = p.id
    where p.id = auth.uid() and p.role in ('admin', 'editor')
      and (u.banned_until is null or u.banned_until <= now())
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
    select 1 from public.profiles p join auth.users u on u.id = p.id
    where p.id = auth.uid() and p.role = 'admin'
      and (u.banned_until is null or u.banned_until <= now())
  )
$$;

-- Every staff account, for the Users page. Admins only.
create or replace function public.staff_accounts()
returns table (
  id uuid,
  email text,
  full_name text,
  role text,
  last_sign_in_at timestamptz,
  invited_at timestamptz,
  confirmed boolean,
  active boolean,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can list staff accounts' using errcode = '42501';
  end if;
  return query
    select u.id, u.email::text, p.full_name, p.role, u.last_sign_in_at, u.invited_at,
           u.email_confirmed_at is not null,
           u.banned_until is null or u.banned_until <= now(),
           u.created_at
    from public.profiles p
    join auth.users u on u.id = p.id
    where u.deleted_at is null
    order by lower(coalesce(nullif(p.full_name, ''), u.email));
end;
$$;
revoke all on function public.staff_accounts() from public, anon;
grant execute on function public.staff_accounts() to authenticated;

-- Active admins other than `except_id`.
create or replace function public.other_active_admins(except_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
  from public.profiles p join auth.users u on u.id = p.id
  where p.role = 'admin' and p.id <> except_id and u.deleted_at is null
    and (u.banned_until is null or u.banned_until <= now())
$$;
revoke all on function public.other_active_admins(uuid) from public, anon, authenticated, service_role;

-- Gives a user a staff role (admin, editor, author). The role lives in app_metadata (decision 0004);
-- the profile follows by trigger, and the audit log records the change with this caller as actor.
create or replace function public.set_staff_role(target uuid, new_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_role_value text;
  anonymous boolean;
begin
  if not public.is_admin() then
    raise exception 'Only admins can change roles' using errcode = '42501';
  end if;
  -- Two-factor sign-in (migration 20261126005002): an admin with a factor acts from an aal2 session.
  if not public.mfa_satisfied() then
    raise exception 'Sign in with your second factor first' using errcode = '42501', hint = 'aal2_required';
  end if;
  if new_role is null or new_role not in ('admin', 'editor', 'author') then
    raise exception 'A role is admin, editor or author' using errcode = '22023';
  end if;
  select u.raw_app_meta_data ->> 'role', u.is_anonymous into current_role_value, anonymous
  from auth.users u where u.id = target and u.deleted_at is null;
  if not found or anonymous then
    raise exception 'No such account' using errcode = 'P0002';
  end if;
  if current_role_value is not distinct from new_role then
    return;
  end if;
  if target = auth.uid() then
    raise exception 'You cannot change your own role; ask another admin' using errcode = '42501', hint = 'own_role';
  end if;
  if current_role_value = 'admin' and public.other_active_admins(target) = 0 then
    raise exception 'The last admin cannot lose the admin role' using errcode = '42501', hint = 'last_admin';
  end if;
  update auth.users
     set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('role', new_role),
         updated_at = now()
   where id = target;
end;
$$;
revoke all on function public.set_staff_role(uuid, text) from public, anon;
grant execute on function public.set_staff_role(uuid, text) to authenticated;

-- Deactivates (bans, as GoTrue's ban_duration does: sign-in and refresh refused) or reactivates a
-- staff account. Deactivation ends the account's sessions.
create or replace function public.set_staff_active(target uuid, active boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target_role text;
begin
  if not public.is_admin() then
    raise exception 'Only admins can deactivate accounts' using errcode = '42501';
  end if;
  -- Two-factor sign-in (migration 20261126005002): an admin with a factor acts from an aal2 session.
  if not public.mfa_satisfied() then
    raise exception 'Sign in with your second factor first' using errcode = '42501', hint = 'aal2_required';
  end if;
  select p.role into target_role from public.profiles p join auth.users u on u.id = p.id
  where p.id = target and u.deleted_at is null;
  if not found then
    raise exception 'No such staff account' using errcode = 'P0002';
  end if;
  if active then
    update auth.users set banned_until = null, updated_at = now() where id = target and banned_until is not null;
    return;
  end if;
  if target = auth.uid() then
    raise exception 'You cannot deactivate your own account' using errcode = '42501', hint = 'own_account';
  end if;
  if target_role = 'admin' and public.other_active_admins(target) = 0 then
    raise exception 'The last admin cannot be deactivated' using errcode = '42501', hint = 'last_admin';
  end if;
  -- About a hundred years: GoTrue's "forever" ban (876000h); 'infinity' is not a time GoTrue reads.
  update auth.users set banned_until = now() + interval '876000 hours', updated_at = now()
   where id = target and (banned_until is null or banned_until <= now());
  delete from auth.sessions where user_id = target;
end;
$$;
revoke all on function public.set_staff_active(uuid, boolean) from public, anon;
grant execute on function public.set_staff_active(uuid, boolean) to authenticated;

-- The same rule for every path, the admin API with the service key included: the last active admin
-- cannot lose the role, be banned or be deleted.
create or replace function public.guard_last_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_active_admin boolean := coalesce(old.raw_app_meta_data ->> 'role' = 'admin' and old.deleted_at is null
    and (old.banned_until is null or old.banned_until <= now()), false);
begin
  if not was_active_admin then
    return coalesce(new, old);
  end if;
  if tg_op = 'UPDATE' and coalesce(new.raw_app_meta_data ->> 'role' = 'admin' and new.deleted_at is null
     and (new.banned_until is null or new.banned_until <= now()), false) then
    return new;
  end if;
  if public.other_active_admins(old.id) = 0 then
    raise exception 'The last admin cannot lose the admin role, be deactivated or be deleted' using errcode = '42501', hint = 'last_admin';
  end if;
  return coalesce(new, old);
end;
$$;
revoke all on function public.guard_last_admin() from public, anon, authenticated, service_role;

create trigger guard_last_admin before update of raw_app_meta_data, banned_until, deleted_at or delete on auth.users
  for each row execute function public.guard_last_admin();
