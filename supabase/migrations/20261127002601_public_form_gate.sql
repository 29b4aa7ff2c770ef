-- The public forms' one way in (issue 12, item 5; decision 0026): a submission from the site goes
-- through public.submit_contact(), which checks the honeypot on the server, and every submission by
-- a visitor (anon or a signed-in non-staff session) is limited per client address, one per request.
--
-- What a security probe did with the direct INSERT of 20261121000500/20261122000100, and what
-- answers it now:
--   * 50 messages in a second from one client, varied e-mails  -> per client address limit (PT429).
--   * one POST with an array of 30 rows                         -> anon may not INSERT at all; any
--     path (RPC bulk call, a session's direct insert) stores at most one row per request (PT400).
--   * the per-session limit skipped by dropping Authorization  -> the address limit needs no session.
--   * all six slots of a day booked anonymously                -> at most 2 pending (requested)
--     appointments per client address and appointment date (PT429).
--   * five submissions with someone else's e-mail lock them out -> the e-mail limit is per client
--     address and e-mail: the owner, from their own address, is never refused because of others.
--     What the old per-e-mail limit also did — keep strangers from filling someone's mailbox with
--     acknowledgements — is now a cap on acknowledgements per recipient (the submission is stored
--     and the team notified; only the automatic reply is skipped).
--   * the honeypot checked only in the browser                 -> submit_contact(…, website) drops
--     a submission whose honeypot is filled, answering as if it were stored.
--
-- The client address is the one Supabase's API gateway appends to X-Forwarded-For (its last entry,
-- public.request_client_address() of 20261126002001, which a client cannot forge: what it sends
-- comes before). IPv6 clients are counted per /64, the block one subscriber gets, so rotating
-- addresses inside it does not reset the count. Without any address (a direct database session
-- with an API role, never a request through the gateway) all such visitors share one count.
--
-- The addresses are kept out of contact_submissions (which editors read, whole) in
-- submission_sources, which no API role can read; a source is deleted a day after its submission,
-- except while it holds a pending appointment (the per-day appointment limit needs it).
--
-- Limits are data in public.submission_limits (one row), changed only by the database owner: the
-- local stack raises the per-address ones because every visitor of a local stack comes from this
-- machine's address (scripts/lib/local-stack.ts), as it does for the live chat.
--
-- Refusals: PT429 -> HTTP 429 (the site's "several requests in a short time" message), PT400 -> 400,
-- 22023 (an unknown field) -> 400, 42501 (a field only staff or the database set) -> 401/403.

-- --- limits, as data ---------------------------------------------------------------------------

drop function public.submission_limits();

create table public.submission_limits (
  id boolean primary key default true check (id),
  per_address integer not null default 10 check (per_address > 0),
  per_address_email integer not null default 5 check (per_address_email > 0),
  per_session integer not null default 20 check (per_session > 0),
  pending_appointments_per_address_and_day integer not null default 2 check (pending_appointments_per_address_and_day > 0),
  acknowledgements_per_email integer not null default 5 check (acknowledgements_per_email >= 0),
  submission_window interval not null default interval '1 hour' check (submission_window > interval '0')
);
insert into public.submission_limits default values;
alter table public.submission_limits enable row level security;
-- No policy and no privilege: only the database owner reads or changes the limits.
revoke all on public.submission_limits from anon, authenticated, service_role;

comment on table public.submission_limits is
  'The public forms'' abuse limits (one row; decision 0026). Changed only by the database owner.';

-- --- where submissions came from -----------------------------------------------------------------

create table public.submission_sources (
  submission_id uuid primary key references public.contact_submissions (id) on delete cascade,
  client_key text not null check (char_length(client_key) <= 200),
  email text check (char_length(email) <= 320),
  created_at timestamptz not null default now()
);
create index submission_sources_client_created_idx on public.submission_sources (client_key, created_at);
create index submission_sources_created_idx on public.submission_sources (created_at);
alter table public.submission_sources enable row level security;
-- No policy and no privilege: read and written only by the limit triggers (security definer).
revoke all on public.submission_sources from anon, authenticated, service_role;

comment on table public.submission_sources is
  'The client (address, or IPv6 /64) and submitter e-mail of visitors'' submissions, for the per-address limits; kept a day, or while an appointment is pending.';

-- The key a client is counted under: an IPv4 address, an IPv6 /64, or 'unknown'.
create or replace function public.submission_client_key(address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  plain text := btrim(coalesce(address, ''));
begin
  if plain = '' then
    return 'unknown';
  end if;
  -- An IPv4 client written as IPv6 (::ffff:a.b.c.d) is that IPv4 address.
  plain := regexp_replace(plain, '^::ffff:(\d+\.\d+\.\d+\.\d+)$', '\1', 'i');
  if family(plain::inet) = 6 then
    return network(set_masklen(plain::inet, 64))::text;
  end if;
  return host(plain::inet);
exception when others then
  -- Not an address (a misconfigured proxy): counted as written.
  return 'other:' || left(plain, 100);
end
$$;

revoke all on function public.submission_client_key(text) from public, anon, authenticated;

-- --- the limits, on every insert by a visitor -----------------------------------------------------

create or replace function public.limit_contact_submission_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits public.submission_limits;
  client text;
  address text;
  session_id uuid := auth.uid();
  recent integer;
  minutes numeric;
begin
  -- The session is the database's to record, never the client's.
  new.submitted_by := session_id;

  if coalesce(auth.role(), '') not in ('anon', 'authenticated') or public.is_staff() then
    return new;
  end if;

  -- One submission per request (PostgREST runs each request in one transaction): an array POST or a
  -- bulk RPC call stores nothing.
  if current_setting('contact_submissions.submitted', true) = 'yes' then
    raise exception 'one submission per request'
      using errcode = 'PT400', hint = 'Send each submission in its own request.';
  end if;
  perform set_config('contact_submissions.submitted', 'yes', true);

  -- A retry of an already stored submission: the primary key refuses it (counted as success).
  if exists (select 1 from public.contact_submissions c where c.id = new.id) then
    return new;
  end if;

  select * into limits from public.submission_limits;
  minutes := round(extract(epoch from limits.submission_window) / 60);
  client := public.submission_client_key(public.request_client_address());
  address := public.submission_limit_email(new.email, new.referrer_email);

  -- Every count below is of this client: one lock per client keeps two requests from both seeing
  -- "one left".
  perform pg_advisory_xact_lock(hashtextextended('contact_submissions:client:' || client, 0));

  select count(*) into recent
  from public.submission_sources s
  where s.client_key = client and s.created_at > now() - limits.submission_window;
  if recent >= limits.per_address then
    raise exception 'too many submissions from this address: at most % in % minutes', limits.per_address, minutes
      using errcode = 'PT429', hint = 'Wait a while before sending again.';
  end if;

  if address is not null then
    select count(*) into recent
    from public.submission_sources s
    where s.client_key = client and s.email = address and s.created_at > now() - limits.submission_window;
    if recent >= limits.per_address_email then
      raise exception 'too many submissions from this address with this e-mail address: at most % in % minutes', limits.per_address_email, minutes
        using errcode = 'PT429', hint = 'Wait a while before sending again.';
    end if;
  end if;

  if new.kind = 'appointment' then
    select count(*) into recent
    from public.submission_sources s
    join public.contact_submissions c on c.id = s.submission_id
    where s.client_key = client
      and c.kind = 'appointment'
      and c.appointment_status = 'requested'
      and c.appointment_date = new.appointment_date;
    if recent >= limits.pending_appointments_per_address_and_day then
      raise exception 'too many pending appointments from this address on %: at most %', new.appointment_date, limits.pending_appointments_per_address_and_day
        using errcode = 'PT429', hint = 'Wait for the firm to confirm the appointments already requested.';
    end if;
  end if;

  if session_id is not null then
    perform pg_advisory_xact_lock(hashtextextended('contact_submissions:session:' || session_id::text, 0));
    select count(*) into recent
    from public.contact_submissions c
    where c.submitted_by = session_id
      and c.created_at > now() - limits.submission_window;
    if recent >= limits.per_session then
      raise exception 'too many submissions from this session: at most % in % minutes', limits.per_session, minutes
        using errcode = 'PT429', hint = 'Wait a while before sending again.';
    end if;
  end if;

  return new;
end
$$;

revoke all on function public.limit_contact_submission_insert() from public;

-- After the row is in (the source references it): where it came from, and forgetting old sources.
create or replace function public.record_submission_source()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  keep interval;
begin
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') or public.is_staff() then
    return null;
  end if;
  insert into public.submission_sources (submission_id, client_key, email)
  values (new.id, public.submission_client_key(public.request_client_address()), public.submission_limit_email(new.email, new.referrer_email));

  select greatest(l.submission_window, interval '1 day') into keep from public.submission_limits l;
  delete from public.submission_sources s
  using public.contact_submissions c
  where s.created_at < now() - keep
    and c.id = s.submission_id
    and not (c.kind = 'appointment' and c.appointment_status = 'requested'
             and c.appointment_date >= (now() at time zone 'America/Toronto')::date);
  return null;
end
$$;

revoke all on function public.record_submission_source() from public;

create trigger record_submission_source
  after insert on public.contact_submissions
  for each row execute function public.record_submission_source();

-- --- the one way in for the public forms ----------------------------------------------------------

create or replace function public.submit_contact(submission jsonb, website text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- The fields a visitor sends (the site's toRow() and the live chat's offline message).
  allowed constant text[] := array[
    'id', 'kind', 'name', 'email', 'phone', 'subject', 'message', 'service', 'appointment_date',
    'appointment_time', 'notes', 'selected_package', 'discount_applied', 'business_name',
    'project_details', 'referrer_name', 'referrer_email', 'referee_name', 'referee_email', 'language',
    'chat_conversation_id'
  ];
  -- The fields only staff or the database set.
  managed constant text[] := array[
    'status', 'admin_response', 'replied_at', 'created_at', 'submitted_by', 'appointment_status',
    'appointment_decided_at'
  ];
  field text;
  r public.contact_submissions;
begin
  -- The honeypot: people leave it empty, simple bots fill every field. The answer is the same as
  -- for a stored submission, so the bot learns nothing.
  if nullif(btrim(website), '') is not null then
    return;
  end if;

  if submission is null or jsonb_typeof(submission) <> 'object' then
    raise exception 'a submission is one JSON object' using errcode = '22023';
  end if;
  select k into field from jsonb_object_keys(submission) k where k = any (managed) limit 1;
  if field is not null then
    raise exception 'a submission cannot set %', field using errcode = '42501';
  end if;
  select k into field from jsonb_object_keys(submission) k where k <> all (allowed) limit 1;
  if field is not null then
    raise exception 'a submission has no field %', field using errcode = '22023';
  end if;

  r := jsonb_populate_record(null::public.contact_submissions, submission);

  -- A retry of a stored submission (its answer was lost): already done.
  if r.id is not null and exists (select 1 from public.contact_submissions c where c.id = r.id) then
    return;
  end if;

  -- The table's CHECKs, triggers (dates, limits) and unique slot index decide the rest.
  insert into public.contact_submissions (
    id, kind, name, email, phone, subject, message, service, appointment_date, appointment_time, notes,
    selected_package, discount_applied, business_name, project_details, referrer_name, referrer_email,
    referee_name, referee_email, language, chat_conversation_id
  ) values (
    coalesce(r.id, gen_random_uuid()), coalesce(r.kind, 'message'), r.name, r.email, r.phone, r.subject,
    r.message, r.service, r.appointment_date, r.appointment_time, r.notes, r.selected_package,
    coalesce(r.discount_applied, 0), r.business_name, r.project_details, r.referrer_name,
    r.referrer_email, r.referee_name, r.referee_email, coalesce(r.language, 'en'), r.chat_conversation_id
  );
end
$$;

revoke all on function public.submit_contact(jsonb, text) from public;
grant execute on function public.submit_contact(jsonb, text) to anon, authenticated, service_role;

comment on function public.submit_contact(jsonb, text) is
  'The public forms'' submission (one row of contact_submissions, the fields of the site''s toRow()); website is the honeypot. Decision 0026.';

-- --- no direct INSERT for visitors ------------------------------------------------------------------

drop policy "contact_submissions: anyone submits" on public.contact_submissions;
revoke insert on public.contact_submissions from anon;

-- The live chat's offline message (src/features/chat/use-visitor-chat.ts) still inserts directly,
-- from its anonymous session, into its own conversation only; the same triggers limit it.
create policy "contact_submissions: visitors file their chat's offline message"
  on public.contact_submissions for insert
  to authenticated
  with check (
    kind = 'message'
    and chat_conversation_id is not null
    and public.owns_chat_conversation(chat_conversation_id)
    and status = 'new' and admin_response is null and replied_at is null
  );

-- --- acknowledgements: at most a few per recipient an hour --------------------------------------------

create or replace function public.queue_submission_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipient text := public.submission_limit_email(new.email, new.referrer_email);
  limits public.submission_limits;
  recent integer;
begin
  insert into public.mail_outbox (submission_id, kind) values (new.id, 'notification');
  if recipient is not null then
    select * into limits from public.submission_limits;
    perform pg_advisory_xact_lock(hashtextextended('mail_outbox:acknowledgement:' || recipient, 0));
    select count(*) into recent
    from public.mail_outbox o
    join public.contact_submissions s on s.id = o.submission_id
    where o.kind = 'acknowledgement'
      and o.created_at > now() - limits.submission_window
      and public.submission_limit_email(s.email, s.referrer_email) = recipient;
    if recent < limits.acknowledgements_per_email then
      insert into public.mail_outbox (submission_id, kind) values (new.id, 'acknowledgement');
    end if;
  end if;
  perform pg_notify('mail_outbox', new.id::text);
  return null;
end
$$;

revoke all on function public.queue_submission_mail() from public, anon, authenticated;
