-- Reminders the day before, and each staff member's calendar feed (issue 28, items 4 and 5;
-- decision 0036).
--
-- * queue_appointment_reminders(at) puts a reminder to the visitor and one to the firm in the mail
--   outbox for every confirmed appointment that starts within reminder_lead (24 hours) of `at` and
--   has none yet for its current time (the outbox's unique submission/kind/sequence makes it once;
--   a moved appointment is reminded of its new time). Cancelled, declined and requested appointments
--   get none, and a reminder queued before a cancellation or a move is given up by the outbox claim
--   (20261128120002). A scheduled job calls it: pg_cron on Supabase
--   (`select cron.schedule('appointment-reminders', '*/5 * * * *', 'select public.queue_appointment_reminders()')`),
--   the local stack's scheduler here. `at` exists for tests with a controlled clock; only the
--   service role and the database owner may call it.
-- * A staff feed: an editor or admin makes a private iCalendar subscription URL (issue_staff_calendar_token,
--   returned once, stored as its SHA-256; a new one replaces the old) and can revoke it. The
--   staff-calendar function serves staff_calendar_feed(token): the confirmed appointments from 30
--   days ago on, while the token's owner is still an active editor or admin.

create or replace function public.queue_appointment_reminders(at timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  lead interval := (select s.reminder_lead from public.appointment_settings s);
  queued integer;
begin
  if coalesce(auth.role(), 'owner') not in ('service_role', 'owner') then
    raise exception 'only the scheduler queues reminders' using errcode = '42501';
  end if;
  insert into public.mail_outbox (submission_id, kind, sequence)
  select c.id, k.kind, c.appointment_sequence
    from public.contact_submissions c
   cross join (values ('reminder'), ('reminder_notice')) k(kind)
   where c.kind = 'appointment'
     and c.appointment_status = 'confirmed'
     and c.appointment_starts_at > at
     and c.appointment_starts_at <= at + lead
  on conflict (submission_id, kind, sequence) do nothing;
  get diagnostics queued = row_count;
  if queued > 0 then
    perform pg_notify('mail_outbox', 'reminders');
  end if;
  return queued;
end
$$;
revoke all on function public.queue_appointment_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.queue_appointment_reminders(timestamptz) to service_role;

comment on function public.queue_appointment_reminders(timestamptz) is
  'Queues the reminders owed for confirmed appointments starting within reminder_lead of `at` (once per appointment time). Run every few minutes by pg_cron or the local scheduler.';

-- --- staff calendar feeds ------------------------------------------------------------------------------

create table public.staff_calendar_tokens (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- SHA-256 of the token, hex: the token itself is only in the URL the staff member copied.
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
alter table public.staff_calendar_tokens enable row level security;
revoke all on public.staff_calendar_tokens from anon, authenticated, service_role;

comment on table public.staff_calendar_tokens is
  'Each staff member''s private calendar-feed token (hash only; one per person, replaced or revoked by them). Decision 0036.';

-- A new feed token for the caller (an editor or admin), returned once; the previous URL stops working.
create or replace function public.issue_staff_calendar_token()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  token text;
begin
  if not public.is_editor() or not public.mfa_satisfied() then
    raise exception 'only editors and admins have an appointments feed' using errcode = '42501';
  end if;
  token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  insert into public.staff_calendar_tokens (user_id, token_hash)
  values (auth.uid(), encode(sha256(convert_to(token, 'UTF8')), 'hex'))
  on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now(), last_used_at = null;
  return token;
end
$$;
revoke all on function public.issue_staff_calendar_token() from public, anon;
grant execute on function public.issue_staff_calendar_token() to authenticated;

-- The caller's feed URL stops working.
create or replace function public.revoke_staff_calendar_token()
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  if auth.uid() is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  delete from public.staff_calendar_tokens t where t.user_id = auth.uid();
  get diagnostics removed = row_count;
  return removed > 0;
end
$$;
revoke all on function public.revoke_staff_calendar_token() from public, anon;
grant execute on function public.revoke_staff_calendar_token() to authenticated;

-- Whether the caller has a feed URL, since when and when a calendar last read it.
create or replace function public.staff_calendar_token_status()
returns table (created_at timestamptz, last_used_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select t.created_at, t.last_used_at from public.staff_calendar_tokens t where t.user_id = auth.uid()
$$;
revoke all on function public.staff_calendar_token_status() from public, anon;
grant execute on function public.staff_calendar_token_status() to authenticated;

-- The feed behind a token: the confirmed appointments from 30 days ago on (a wrong or revoked token,
-- or one whose owner is no longer an active editor or admin, gets `valid` false and nothing else).
-- Anyone may call it — a calendar application has only the URL. Wrong tokens are not counted per
-- address here: the staff-calendar function calls it from its own address (the gateway's last
-- X-Forwarded-For entry would be the function's), so a count would let anyone lock every feed; a
-- 244-bit token is not guessed.
create or replace function public.staff_calendar_feed(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  owner_id uuid;
begin
  select t.user_id into owner_id
    from public.staff_calendar_tokens t
    join public.profiles p on p.id = t.user_id
    join auth.users u on u.id = t.user_id
   where t.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
     and p.role in ('admin', 'editor')
     and (u.banned_until is null or u.banned_until <= now());
  if owner_id is null then
    return jsonb_build_object('valid', false);
  end if;
  update public.staff_calendar_tokens t set last_used_at = now() where t.user_id = owner_id;
  return jsonb_build_object('valid', true, 'appointments', coalesce((
    select jsonb_agg(jsonb_build_object(
             'id', c.id, 'name', c.name, 'email', c.email, 'phone', c.phone, 'service', c.service, 'notes', c.notes,
             'language', c.language, 'starts_at', c.appointment_starts_at, 'ends_at', c.appointment_ends_at,
             'sequence', c.appointment_sequence) order by c.appointment_starts_at)
      from public.contact_submissions c
     where c.kind = 'appointment' and c.appointment_status = 'confirmed'
       and c.appointment_starts_at >= now() - interval '30 days'), '[]'::jsonb));
end
$$;
revoke all on function public.staff_calendar_feed(text) from public;
grant execute on function public.staff_calendar_feed(text) to anon, authenticated, service_role;
