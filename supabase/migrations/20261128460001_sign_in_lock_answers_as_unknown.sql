-- Issue 26 item 1, for hosted Supabase too (docs/decisions/0037-supabase-hardening.md): a locked
-- account answered 429 "Too many failed sign-in attempts", and GoTrue never asks this hook about an
-- address without an account, so the sixth wrong password told staff addresses from unknown ones.
-- GoTrue turns a `reject` decision into 400 invalid_credentials with the hook's message
-- (internal/api/token.go, ResourceOwnerPasswordGrant) — the very answer it gives an unknown address
-- ("Invalid login credentials"). So the lock now rejects with that message: a locked account, a
-- wrong password and an unknown address answer alike, however many times they are tried. The rule is
-- unchanged: five failures for one account in 15 minutes, or failures on five accounts from one
-- client address, lock until the oldest is 15 minutes old, and tries while locked are not counted.

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
  -- Per address: failures on five different accounts (password spraying); repeated failures on one
  -- account are that account's lock, so one person mistyping does not lock an office's address.
  select count(*) filter (where f.user_id = uid) >= 5
      or (ip is not null and count(distinct f.user_id) filter (where f.ip_address = ip) >= 5)
    into locked
    from public.sign_in_failures f
   where f.at > window_start and (f.user_id = uid or f.ip_address = ip);
  if locked then
    return jsonb_build_object('decision', 'reject', 'message', 'Invalid login credentials');
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
