-- A visitor manages their appointment from a link in its e-mails (issue 28, item 2; decision 0036).
--
-- * The link carries a single-purpose token: random (two gen_random_uuid(), 244 bits), for one
--   appointment, stored only as its SHA-256, expiring when the appointment ends. It is issued when an
--   e-mail about the appointment is written (issue_appointment_token: the mail worker, or staff
--   confirming), so each e-mail has its own; using one (cancel or move) spends every token of that
--   appointment, and the e-mail sent about the change carries a new one.
-- * manage_appointment(token) shows the appointment; cancel_appointment(token) and
--   reschedule_appointment(token, date, time) change it. Each is callable by anyone (the link is the
--   credential, not a session) and answers a wrong, expired, used or stale token alike, with
--   {"error": "invalid"} (not an exception: the refusal must be counted, and an exception would roll
--   the count back), so a refusal tells nothing about why.
-- * Limits: per client address (the gateway's, public.request_client_address()), at most
--   manage_failures_per_address refused tokens in manage_failure_window; past that, every manage call
--   from that address is refused (PT429) until the window has passed, right token or not.
-- * A change frees the old slot at once (the slot index counts requested and confirmed appointments
--   only), raises the calendar SEQUENCE, puts the submission back to "new" in the staff inbox when it
--   had been read, is recorded in the audit log (the trigger of 20261126004001, actor role anon), and
--   queues e-mails in the outbox: to the visitor (with the calendar update) and to the firm.

-- --- the outbox learns the appointment's e-mails --------------------------------------------------

alter table public.mail_outbox
  drop constraint mail_outbox_kind_check,
  add constraint mail_outbox_kind_check check (kind in (
    'acknowledgement', 'notification',
    -- to the firm when staff confirm (the calendar entry for the firm's own calendar)
    'confirmation_notice',
    -- to the visitor and to the firm when the visitor cancels or moves the appointment
    'cancellation', 'cancellation_notice', 'reschedule', 'reschedule_notice',
    -- 24 hours before a confirmed appointment (20261128120003)
    'reminder', 'reminder_notice')),
  -- The appointment's calendar SEQUENCE the e-mail is about: an appointment moved twice owes two
  -- reschedule e-mails; a reminder is owed once per time the appointment is at.
  add column sequence integer not null default 0 check (sequence >= 0),
  drop constraint mail_outbox_submission_id_kind_key,
  add constraint mail_outbox_submission_kind_sequence_key unique (submission_id, kind, sequence);

-- Up to `batch` due e-mails with what they need, leased for a while (attempt n waits 2^n minutes).
-- E-mails about an appointment that has changed since they were queued (a reminder for an
-- appointment since cancelled or moved) are given up instead of sent.
drop function public.claim_mail_outbox(integer);
create function public.claim_mail_outbox(batch integer default 20)
returns table (
  id uuid,
  kind text,
  sequence integer,
  attempts integer,
  submission jsonb
)
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.mail_outbox o
     set failed_at = now(), last_error = 'no longer due: the appointment changed after this e-mail was queued'
    from public.contact_submissions s
   where s.id = o.submission_id
     and o.sent_at is null and o.failed_at is null
     and o.kind in ('reminder', 'reminder_notice')
     and (s.appointment_status is distinct from 'confirmed' or s.appointment_sequence <> o.sequence);

  return query
  with due as (
    select o.id
    from public.mail_outbox o
    where o.sent_at is null and o.failed_at is null and o.next_attempt_at <= now()
    order by o.next_attempt_at
    limit least(greatest(batch, 1), 100)
    for update skip locked
  ), claimed as (
    update public.mail_outbox o
    set attempts = o.attempts + 1,
        next_attempt_at = now() + make_interval(mins => (2 ^ (o.attempts + 1))::integer)
    from due
    where o.id = due.id
    returning o.id, o.kind, o.sequence, o.attempts, o.submission_id
  )
  select c.id, c.kind, c.sequence, c.attempts, to_jsonb(s) - 'submitted_by' - 'admin_response'
  from claimed c
  join public.contact_submissions s on s.id = c.submission_id;
end
$$;
revoke all on function public.claim_mail_outbox(integer) from public, anon, authenticated;
grant execute on function public.claim_mail_outbox(integer) to service_role;

-- For the inbox: whether the e-mails of a submission went out (editors and admins only).
drop function public.submission_mail_status(uuid);
create function public.submission_mail_status(submission uuid)
returns table (kind text, sequence integer, sent_at timestamptz, failed_at timestamptz, attempts integer)
language sql
stable
security definer
set search_path = ''
as $$
  select o.kind, o.sequence, o.sent_at, o.failed_at, o.attempts
  from public.mail_outbox o
  where o.submission_id = submission and public.is_editor()
  order by o.created_at, o.kind
$$;
revoke all on function public.submission_mail_status(uuid) from public, anon;
grant execute on function public.submission_mail_status(uuid) to authenticated, service_role;

-- E-mails an appointment's changes owe, queued in the transaction of the change.
create or replace function public.queue_appointment_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.kind <> 'appointment' then
    return null;
  end if;
  if new.appointment_status = 'confirmed' and old.appointment_status = 'requested' then
    insert into public.mail_outbox (submission_id, kind, sequence) values (new.id, 'confirmation_notice', new.appointment_sequence)
    on conflict do nothing;
  elsif new.appointment_status = 'cancelled' and old.appointment_status is distinct from 'cancelled' then
    insert into public.mail_outbox (submission_id, kind, sequence)
    values (new.id, 'cancellation', new.appointment_sequence), (new.id, 'cancellation_notice', new.appointment_sequence)
    on conflict do nothing;
  elsif new.appointment_starts_at is distinct from old.appointment_starts_at then
    insert into public.mail_outbox (submission_id, kind, sequence)
    values (new.id, 'reschedule', new.appointment_sequence), (new.id, 'reschedule_notice', new.appointment_sequence)
    on conflict do nothing;
  else
    return null;
  end if;
  perform pg_notify('mail_outbox', new.id::text);
  return null;
end
$$;
revoke all on function public.queue_appointment_mail() from public, anon, authenticated;

-- (Columns named here must be in the UPDATE itself: the moments change through the day and slot.)
create trigger queue_appointment_mail
  after update of appointment_status, appointment_date, appointment_time on public.contact_submissions
  for each row execute function public.queue_appointment_mail();

-- --- what may change on a submission ---------------------------------------------------------------

-- new -> read; new or read -> replied (with a response); requested -> confirmed | declined (staff,
-- once). The submitted data never changes — except what the manage functions below do, which they
-- announce with a transaction-local setting naming the appointment: the day and slot (a move),
-- requested or confirmed -> cancelled, the calendar sequence, and read -> new (staff see the change).
create or replace function public.guard_contact_submission_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  managed constant text[] := array['status', 'admin_response', 'replied_at', 'appointment_status', 'appointment_decided_at', 'chat_conversation_id',
                                   'appointment_date', 'appointment_time', 'appointment_starts_at', 'appointment_ends_at', 'appointment_sequence',
                                   'appointment_cancelled_at'];
  by_visitor boolean := coalesce(current_setting('contact_submissions.managed_by_visitor', true) = new.id::text, false);
begin
  if (to_jsonb(new) - managed) is distinct from (to_jsonb(old) - managed)
     or (new.chat_conversation_id is distinct from old.chat_conversation_id and new.chat_conversation_id is not null) then
    raise exception 'a submission''s content cannot be changed' using errcode = '42501';
  end if;
  if not by_visitor and (new.appointment_date is distinct from old.appointment_date or new.appointment_time is distinct from old.appointment_time
                         or new.appointment_sequence is distinct from old.appointment_sequence
                         or new.appointment_cancelled_at is distinct from old.appointment_cancelled_at) then
    raise exception 'only the visitor moves or cancels an appointment, from the link in its e-mails' using errcode = '42501';
  end if;

  if new.status is distinct from old.status then
    if not ((old.status = 'new' and new.status = 'read') or (old.status in ('new', 'read') and new.status = 'replied')
            or (by_visitor and old.status = 'read' and new.status = 'new')) then
      raise exception 'status cannot change from % to %', old.status, new.status using errcode = '23514';
    end if;
    if new.status = 'replied' then
      new.replied_at := now();
    end if;
  elsif new.admin_response is distinct from old.admin_response and new.status <> 'replied' then
    raise exception 'a response is saved by replying (status replied)' using errcode = '23514';
  elsif new.replied_at is distinct from old.replied_at then
    new.replied_at := old.replied_at;
  end if;

  if new.appointment_status is distinct from old.appointment_status then
    if old.appointment_status = 'requested' and new.appointment_status in ('confirmed', 'declined') and not by_visitor then
      new.appointment_decided_at := now();
    elsif old.appointment_status in ('requested', 'confirmed') and new.appointment_status = 'cancelled' and by_visitor then
      new.appointment_decided_at := old.appointment_decided_at;
      new.appointment_cancelled_at := now();
    else
      raise exception 'appointment status cannot change from % to %', coalesce(old.appointment_status, 'none'), coalesce(new.appointment_status, 'none')
        using errcode = '23514';
    end if;
  else
    new.appointment_decided_at := old.appointment_decided_at;
    new.appointment_cancelled_at := old.appointment_cancelled_at;
  end if;
  -- A move keeps the appointment's state; only requested and confirmed appointments move.
  if (new.appointment_date is distinct from old.appointment_date or new.appointment_time is distinct from old.appointment_time)
     and old.appointment_status not in ('requested', 'confirmed') then
    raise exception 'a % appointment cannot be moved', old.appointment_status using errcode = '23514';
  end if;
  return new;
end
$$;

-- --- the tokens --------------------------------------------------------------------------------------

create table public.appointment_tokens (
  -- SHA-256 of the token, hex: the token itself is only in the e-mail.
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  submission_id uuid not null references public.contact_submissions (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index appointment_tokens_submission_idx on public.appointment_tokens (submission_id);
create index appointment_tokens_expires_idx on public.appointment_tokens (expires_at);
alter table public.appointment_tokens enable row level security;
-- No policy and no privilege: only the functions below, as their owner, read and write it.
revoke all on public.appointment_tokens from anon, authenticated, service_role;

comment on table public.appointment_tokens is
  'Single-purpose links that let a visitor cancel or move one appointment (SHA-256 hashes only; decision 0036).';

-- Refused manage requests per client address (for the limit), kept for the window.
create table public.appointment_token_failures (
  client_key text not null check (char_length(client_key) <= 200),
  at timestamptz not null default now()
);
create index appointment_token_failures_idx on public.appointment_token_failures (client_key, at);
alter table public.appointment_token_failures enable row level security;
revoke all on public.appointment_token_failures from anon, authenticated, service_role;

-- A new token for an appointment's e-mail, returned once (only its hash is kept); valid until the
-- appointment ends. The mail worker (service role) and editors or admins (confirming) issue them.
create or replace function public.issue_appointment_token(appointment uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  token text;
  ends timestamptz;
begin
  if coalesce(auth.role(), '') <> 'service_role' and not public.is_editor() then
    raise exception 'only the mail worker and staff issue links to an appointment' using errcode = '42501';
  end if;
  select c.appointment_ends_at into ends from public.contact_submissions c
   where c.id = appointment and c.kind = 'appointment' and c.appointment_status in ('requested', 'confirmed');
  if ends is null then
    raise exception 'no such appointment to manage' using errcode = 'PT404';
  end if;
  token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  -- Tokens a day past their expiry are of no use to anyone.
  delete from public.appointment_tokens t where t.expires_at < now() - interval '1 day';
  insert into public.appointment_tokens (token_hash, submission_id, expires_at)
  values (encode(sha256(convert_to(token, 'UTF8')), 'hex'), appointment, ends);
  return token;
end
$$;
revoke all on function public.issue_appointment_token(uuid) from public, anon;
grant execute on function public.issue_appointment_token(uuid) to authenticated, service_role;

-- The appointment a token may manage, locked for the change; null for a wrong, expired or used token
-- and one whose appointment is no longer requested or confirmed, counting the refusal against the
-- client address; refuses everything (PT429) from an address past its limit.
create or replace function public.appointment_for_token(token text)
returns public.contact_submissions
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings public.appointment_settings;
  client text := public.submission_client_key(public.request_client_address());
  failures integer;
  found_token public.appointment_tokens;
  appointment public.contact_submissions;
begin
  select * into settings from public.appointment_settings;
  perform pg_advisory_xact_lock(hashtextextended('appointment_tokens:client:' || client, 0));
  delete from public.appointment_token_failures f where f.at < now() - settings.manage_failure_window;
  select count(*) into failures from public.appointment_token_failures f where f.client_key = client;
  if failures >= settings.manage_failures_per_address then
    raise exception 'too many wrong or used appointment links from this address' using errcode = 'PT429',
      hint = 'Wait an hour, or answer the e-mail to reach the firm.';
  end if;

  select * into found_token from public.appointment_tokens t
   where t.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
   for update;
  if found then
    select * into appointment from public.contact_submissions c where c.id = found_token.submission_id for update;
  end if;
  if found_token.token_hash is null or found_token.used_at is not null or found_token.expires_at <= now()
     or appointment.id is null or appointment.appointment_status not in ('requested', 'confirmed') then
    -- The callers answer {"error": "invalid"} without raising, so this row stays.
    insert into public.appointment_token_failures (client_key) values (client);
    return null;
  end if;
  return appointment;
end
$$;
revoke all on function public.appointment_for_token(text) from public, anon, authenticated, service_role;

-- What the manage page shows: the appointment's day, slot, moments, service, status and language,
-- and the visitor's name (the link holder received the e-mails).
create or replace function public.manage_appointment(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  appointment public.contact_submissions := public.appointment_for_token(token);
begin
  if appointment.id is null then
    return jsonb_build_object('error', 'invalid');
  end if;
  return jsonb_build_object(
    'name', appointment.name, 'service', appointment.service, 'language', appointment.language,
    'date', appointment.appointment_date, 'time', appointment.appointment_time,
    'starts_at', appointment.appointment_starts_at, 'ends_at', appointment.appointment_ends_at,
    'status', appointment.appointment_status);
end
$$;
revoke all on function public.manage_appointment(text) from public;
grant execute on function public.manage_appointment(text) to anon, authenticated;

-- Spends every token of the appointment (the change's e-mail carries a new one).
create or replace function public.spend_appointment_tokens(appointment uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.appointment_tokens t set used_at = now() where t.submission_id = appointment and t.used_at is null
$$;
revoke all on function public.spend_appointment_tokens(uuid) from public, anon, authenticated, service_role;

-- The visitor cancels: the slot is free at once; the visitor and the firm are e-mailed.
create or replace function public.cancel_appointment(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  appointment public.contact_submissions := public.appointment_for_token(token);
begin
  if appointment.id is null then
    return jsonb_build_object('error', 'invalid');
  end if;
  perform set_config('contact_submissions.managed_by_visitor', appointment.id::text, true);
  update public.contact_submissions c
     set appointment_status = 'cancelled',
         appointment_sequence = c.appointment_sequence + 1,
         status = case when c.status = 'read' then 'new' else c.status end
   where c.id = appointment.id;
  perform set_config('contact_submissions.managed_by_visitor', '', true);
  perform public.spend_appointment_tokens(appointment.id);
  return jsonb_build_object('status', 'cancelled', 'language', appointment.language);
end
$$;
revoke all on function public.cancel_appointment(text) from public;
grant execute on function public.cancel_appointment(text) to anon, authenticated;

-- The visitor moves the appointment to another free slot: the old one is free at once, the new one
-- is checked like any booking (availability 23514, taken 23505); the state stays (requested or
-- confirmed); the visitor and the firm are e-mailed with the new time.
create or replace function public.reschedule_appointment(token text, new_date date, new_time text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  appointment public.contact_submissions := public.appointment_for_token(token);
  starts timestamptz := public.appointment_slot_start(new_date, new_time);
  refusal text;
  moved public.contact_submissions;
begin
  if appointment.id is null then
    return jsonb_build_object('error', 'invalid');
  end if;
  if starts is null or new_time not in ('09:00 AM', '10:00 AM', '11:00 AM', '02:00 PM', '03:00 PM', '04:00 PM') then
    raise exception 'not one of the appointment times' using errcode = '23514', constraint = 'contact_submissions_appointment_time_check';
  end if;
  if new_date = appointment.appointment_date and new_time = appointment.appointment_time then
    raise exception 'the appointment is already at that time' using errcode = '23514', constraint = 'contact_submissions_appointment_moved';
  end if;
  refusal := public.appointment_slot_refusal(starts, starts + (select s.slot_length from public.appointment_settings s));
  if refusal is not null then
    raise exception 'the firm takes no appointment at that time (%)', refusal
      using errcode = '23514', constraint = 'contact_submissions_appointment_available',
            hint = 'Choose a day and time the page offers.';
  end if;
  perform set_config('contact_submissions.managed_by_visitor', appointment.id::text, true);
  update public.contact_submissions c
     set appointment_date = new_date,
         appointment_time = new_time,
         appointment_sequence = c.appointment_sequence + 1,
         status = case when c.status = 'read' then 'new' else c.status end
   where c.id = appointment.id
  returning * into moved;
  perform set_config('contact_submissions.managed_by_visitor', '', true);
  perform public.spend_appointment_tokens(appointment.id);
  return jsonb_build_object('status', moved.appointment_status, 'language', moved.language, 'date', moved.appointment_date,
                            'time', moved.appointment_time, 'starts_at', moved.appointment_starts_at);
end
$$;
revoke all on function public.reschedule_appointment(text, date, text) from public;
grant execute on function public.reschedule_appointment(text, date, text) to anon, authenticated;

-- A pending (requested) appointment moved by its visitor still counts toward the per-address limit
-- of its new day: the source row follows it (nothing to do — the limit joins on the submission).
