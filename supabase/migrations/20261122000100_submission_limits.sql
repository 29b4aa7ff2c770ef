-- Per-visitor limits on the public forms (contact_submissions), enforced where the data lands.
--
-- Anyone may insert a submission (anon or a signed-in visitor), so a script could flood the staff's
-- inbox or hold every appointment slot. The client guards against double clicks, but only Postgres
-- can hold the line against a script. Limits (declared once, in submission_limits() below):
--
--   * per e-mail address: at most 5 submissions in any rolling hour. The address is the submitter's:
--     `email` (message, appointment, quote) or `referrer_email` (referral), compared lower-cased and
--     trimmed. A visitor who gets a sixth "please wait" message has sent five already.
--   * per session: at most 20 submissions in any rolling hour for one auth.uid(), when the request
--     carries a session (a Supabase anonymous sign-in or a signed-in user). This catches one browser
--     cycling through e-mail addresses. Requests without a session have only the e-mail limit.
--
-- Who is limited: the API roles of visitors (auth.role() anon or authenticated) who are not staff.
-- Staff, the service role and direct database sessions (seed, migrations, tests) are not.
--
-- The refusal raises SQLSTATE PT429: PostgREST (and the local emulator) answer HTTP 429 with code
-- "PT429", which the site maps to its friendly "You have sent several requests in a short time"
-- message (src/lib/submissions.ts, reason "rate-limited"). It is distinct from every other refusal.
--
-- Idempotent retries: the site reuses the row id when it retries a send whose answer was lost. If
-- that id is already stored, the insert is a duplicate that the primary key refuses (the site counts
-- it as success); the limit is not applied to it, so a retry never turns into a "too many" refusal.
--
-- Concurrency: the counts take a transaction-scoped advisory lock per e-mail address and per session,
-- so two simultaneous inserts cannot both see "4 so far" and make 6.

alter table public.contact_submissions add column submitted_by uuid;

comment on column public.contact_submissions.submitted_by is
  'auth.uid() of the session that sent the submission (set by the insert trigger; null without a session). Used by the per-session limit.';

-- The submitter's address of a row, as the e-mail limit compares it.
create or replace function public.submission_limit_email(email text, referrer_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select lower(btrim(coalesce(email, referrer_email)))
$$;

create index contact_submissions_limit_email_idx
  on public.contact_submissions (public.submission_limit_email(email, referrer_email), created_at);
create index contact_submissions_limit_session_idx
  on public.contact_submissions (submitted_by, created_at)
  where submitted_by is not null;

-- The limits, as data in one place.
create or replace function public.submission_limits()
returns table (per_email integer, per_session integer, submission_window interval)
language sql
immutable
set search_path = ''
as $$
  select 5, 20, interval '1 hour'
$$;

create or replace function public.limit_contact_submission_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits record;
  address text;
  session_id uuid := auth.uid();
  recent integer;
begin
  -- The session is the database's to record, never the client's.
  new.submitted_by := session_id;

  if coalesce(auth.role(), '') not in ('anon', 'authenticated') or public.is_staff() then
    return new;
  end if;

  -- A retry of an already stored submission: the primary key refuses it (counted as success).
  if exists (select 1 from public.contact_submissions c where c.id = new.id) then
    return new;
  end if;

  select * into limits from public.submission_limits();
  address := public.submission_limit_email(new.email, new.referrer_email);

  if address is not null then
    perform pg_advisory_xact_lock(hashtextextended('contact_submissions:email:' || address, 0));
    select count(*) into recent
    from public.contact_submissions c
    where public.submission_limit_email(c.email, c.referrer_email) = address
      and c.created_at > now() - limits.submission_window;
    if recent >= limits.per_email then
      raise exception 'too many submissions from this e-mail address: at most % per hour', limits.per_email
        using errcode = 'PT429',
              hint = 'Wait a while before sending again.';
    end if;
  end if;

  if session_id is not null then
    perform pg_advisory_xact_lock(hashtextextended('contact_submissions:session:' || session_id::text, 0));
    select count(*) into recent
    from public.contact_submissions c
    where c.submitted_by = session_id
      and c.created_at > now() - limits.submission_window;
    if recent >= limits.per_session then
      raise exception 'too many submissions from this session: at most % per hour', limits.per_session
        using errcode = 'PT429',
              hint = 'Wait a while before sending again.';
    end if;
  end if;

  return new;
end
$$;

revoke all on function public.limit_contact_submission_insert() from public;

-- Runs after guard_contact_submission_insert (triggers fire in name order): invalid rows are refused
-- for what they are before they are counted.
create trigger limit_contact_submission_insert
  before insert on public.contact_submissions
  for each row execute function public.limit_contact_submission_insert();
