-- Two-factor sign-in (docs/decisions/0025-staff-accounts.md): once a staff member has a verified TOTP
-- factor — or once an admin requires two-factor sign-in for every staff account — Postgres accepts
-- their writes only from an aal2 session (the JWT's `aal` claim, set by Supabase Auth after the
-- second step). A stolen password alone gives an aal1 session, which may read but not change data.
-- This follows Supabase's documented pattern (restrictive policies on auth.jwt()->>'aal').

create table public.security_settings (
  id boolean primary key default true check (id),
  require_mfa boolean not null default false,
  updated_at timestamptz not null default now()
);
insert into public.security_settings default values;
alter table public.security_settings enable row level security;
revoke all on public.security_settings from anon, authenticated, service_role;
grant select on public.security_settings to authenticated, service_role;
create policy "Staff read the security settings" on public.security_settings for select to authenticated using (public.is_staff());
create trigger audit_security_settings after update on public.security_settings
  for each row execute function public.audit_row_change();

-- Whether a user has a verified second factor (auth.mfa_factors is not readable through the API).
create or replace function public.has_verified_factor(uid uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from auth.mfa_factors f where f.user_id = uid and f.status = 'verified')
$$;
revoke all on function public.has_verified_factor(uuid) from public, anon;
grant execute on function public.has_verified_factor(uuid) to authenticated;

-- True when the request may write as far as two-factor sign-in is concerned: not staff (visitors,
-- the service role), or an aal2 session, or a staff member without a factor while 2FA is optional.
create or replace function public.mfa_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or not public.is_staff()
      or (not public.has_verified_factor(auth.uid())
          and not coalesce((select s.require_mfa from public.security_settings s), false))
$$;
revoke all on function public.mfa_satisfied() from public;
grant execute on function public.mfa_satisfied() to anon, authenticated, service_role;

-- A restrictive policy per staff-managed table and command: ANDed with every permissive policy.
do $$
declare
  t text;
begin
  foreach t in array array['services', 'service_categories', 'service_pricing', 'partners', 'blog_posts', 'resources',
                           'profiles', 'contact_submissions', 'chat_conversations', 'chat_messages'] loop
    execute format('create policy "Staff writes need aal2 once two-factor is on (insert)" on public.%I as restrictive for insert to authenticated with check (public.mfa_satisfied())', t);
    execute format('create policy "Staff writes need aal2 once two-factor is on (update)" on public.%I as restrictive for update to authenticated using (public.mfa_satisfied()) with check (public.mfa_satisfied())', t);
    execute format('create policy "Staff writes need aal2 once two-factor is on (delete)" on public.%I as restrictive for delete to authenticated using (public.mfa_satisfied())', t);
  end loop;
end
$$;
create policy "Staff uploads need aal2 once two-factor is on (insert)" on storage.objects as restrictive for insert to authenticated with check (public.mfa_satisfied());
create policy "Staff uploads need aal2 once two-factor is on (update)" on storage.objects as restrictive for update to authenticated using (public.mfa_satisfied()) with check (public.mfa_satisfied());
create policy "Staff uploads need aal2 once two-factor is on (delete)" on storage.objects as restrictive for delete to authenticated using (public.mfa_satisfied());

-- Admins require (or stop requiring) two-factor sign-in for every staff account.
create or replace function public.set_require_mfa(required boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins change security settings' using errcode = '42501';
  end if;
  if not public.mfa_satisfied() or (required and coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2') then
    raise exception 'Sign in with your second factor first' using errcode = '42501', hint = 'aal2_required';
  end if;
  update public.security_settings set require_mfa = required, updated_at = now() where require_mfa is distinct from required;
end;
$$;
revoke all on function public.set_require_mfa(boolean) from public, anon;
grant execute on function public.set_require_mfa(boolean) to authenticated;

-- Recovery codes: ten single-use codes shown once after enrolment, stored as SHA-256 hashes. One
-- code lets the staff-mfa-recovery function remove the person's factors (they then enrol again).
create table public.mfa_recovery_codes (
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (user_id, code_hash)
);
alter table public.mfa_recovery_codes enable row level security;
revoke all on public.mfa_recovery_codes from anon, authenticated, service_role;

create or replace function public.generate_mfa_recovery_codes()
returns text[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  codes text[] := '{}';
  code text;
  alphabet constant text := 'abcdefghjkmnpqrstuvwxyz23456789';
begin
  if auth.uid() is null or coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' then
    raise exception 'Recovery codes need a session signed in with the second factor' using errcode = '42501', hint = 'aal2_required';
  end if;
  delete from public.mfa_recovery_codes where user_id = auth.uid();
  for i in 1..10 loop
    code := '';
    for j in 1..10 loop
      code := code || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
    end loop;
    code := substr(code, 1, 5) || '-' || substr(code, 6, 5);
    codes := codes || code;
    insert into public.mfa_recovery_codes (user_id, code_hash) values (auth.uid(), encode(sha256(convert_to(code, 'UTF8')), 'hex'));
  end loop;
  return codes;
end;
$$;
revoke all on function public.generate_mfa_recovery_codes() from public, anon;
grant execute on function public.generate_mfa_recovery_codes() to authenticated;

-- Consumes one of the caller's codes; true when it was valid and unused.
create or replace function public.use_mfa_recovery_code(code text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found_code boolean;
begin
  if auth.uid() is null then
    return false;
  end if;
  update public.mfa_recovery_codes c set used_at = now()
   where c.user_id = auth.uid() and c.used_at is null
     and c.code_hash = encode(sha256(convert_to(lower(btrim(use_mfa_recovery_code.code)), 'UTF8')), 'hex')
  returning true into found_code;
  return coalesce(found_code, false);
end;
$$;
revoke all on function public.use_mfa_recovery_code(text) from public, anon;
grant execute on function public.use_mfa_recovery_code(text) to authenticated;

-- How many unused codes the caller has left (the profile page shows it).
create or replace function public.mfa_recovery_codes_left()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.mfa_recovery_codes where user_id = auth.uid() and used_at is null
$$;
revoke all on function public.mfa_recovery_codes_left() from public, anon;
grant execute on function public.mfa_recovery_codes_left() to authenticated;
