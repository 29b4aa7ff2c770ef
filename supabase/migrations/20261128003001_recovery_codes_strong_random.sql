-- Recovery codes from the server's strong random source (found by a review: random() is not one).
-- gen_random_uuid() draws on pg_strong_random; each character is chosen from a random byte by
-- rejection sampling, so the 31-letter alphabet is uniform. Codes made before stay valid.
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
  pool bytea := '';
  next int := 0;
  b int;
begin
  if auth.uid() is null or coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' then
    raise exception 'Recovery codes need a session signed in with the second factor' using errcode = '42501', hint = 'aal2_required';
  end if;
  delete from public.mfa_recovery_codes where user_id = auth.uid();
  for i in 1..10 loop
    code := '';
    while length(code) < 10 loop
      if next >= length(pool) then
        -- 12 bytes of each UUID v4 are random (the others carry its version and variant).
        pool := substring(uuid_send(gen_random_uuid()) from 1 for 6) || substring(uuid_send(gen_random_uuid()) from 11 for 6);
        next := 0;
      end if;
      b := get_byte(pool, next);
      next := next + 1;
      -- Rejection sampling: 248 = 8 × 31, so every letter of the alphabet is equally likely.
      if b < 248 then
        code := code || substr(alphabet, 1 + b % 31, 1);
      end if;
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
