-- Sign-in throttling where Supabase puts it (docs/decisions/0025-staff-accounts.md): Supabase Auth's
-- password-verification-attempt hook (supabase/config.toml [auth.hook.password_verification_attempt])
-- calls this function after every password check of an existing account. Five failures for one
-- account within 15 minutes lock that account, and failures on five different accounts from one
-- client address lock that address: the next attempt — even with the right password — answers 429
-- until the oldest failure is 15 minutes old. Failed
-- staff sign-ins also reach the audit log here (decision 0023).

create table public.sign_in_failures (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  user_id uuid not null,
  ip_address text
);
create index sign_in_failures_user on public.sign_in_failures (user_id, at desc);
create index sign_in_failures_ip on public.sign_in_failures (ip_address, at desc);
alter table public.sign_in_failures enable row level security;
revoke all on public.sign_in_failures from anon, authenticated, service_role;

create or replace function public.hook_password_verification_attempt(event jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := (event ->> 'user_id')::uuid;
  ip text := nullif(event -> 'metadata' ->> 'ip_address', '');
  window_start timestamptz := now() - interval '15 minutes';
  locked boolean;
  address text;
begin
  delete from public.sign_in_failures where at < now() - interval '1 day';
  -- The nil id stands for "no such account" (the local emulator asks for unknown addresses too, so
  -- that they take as long and count against the address); it is never locked as an account.
  -- Per address: failures on five different accounts (password spraying); repeated failures on one
  -- account are that account's lock, so one person mistyping does not lock an office's address.
  select count(*) filter (where f.user_id = uid and uid <> '00000000-0000-0000-0000-000000000000') >= 5
      or (ip is not null and count(distinct f.user_id) filter (where f.ip_address = ip) >= 5)
    into locked
    from public.sign_in_failures f
   where f.at > window_start and (f.user_id = uid or f.ip_address = ip);
  if locked then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 429,
      'message', 'Too many failed sign-in attempts. Wait 15 minutes, then try again.'));
  end if;
  if (event ->> 'valid')::boolean then
    delete from public.sign_in_failures where user_id = uid;
    return jsonb_build_object('decision', 'continue');
  end if;
  insert into public.sign_in_failures (user_id, ip_address) values (uid, ip);
  select u.email into address from auth.users u where u.id = uid;
  if address is not null then
    perform public.record_failed_sign_in(address);
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;
revoke all on function public.hook_password_verification_attempt(jsonb) from public, anon, authenticated, service_role;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant usage on schema public to supabase_auth_admin;
    grant execute on function public.hook_password_verification_attempt(jsonb) to supabase_auth_admin;
  end if;
end
$$;
