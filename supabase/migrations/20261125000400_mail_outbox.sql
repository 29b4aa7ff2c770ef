-- E-mails that follow a new submission (issue 9): an acknowledgement to the visitor, in the language
-- they wrote in, and a notification to the firm's address. Decision 0013.
--
-- They go through an outbox written in the same transaction as the submission, so none is lost when
-- the mail provider is down or the worker is stopped: the edge function mail-outbox claims due rows,
-- sends them, and records the outcome; failures are retried with a growing delay, six attempts in all.
-- A claim is a lease: a worker that dies mid-send leaves the row due again when the lease ends.
--
-- Nobody reads or writes the outbox through the API but the service role (the worker's caller):
-- RLS is on with no policy for anon or authenticated, and the claim/finish functions are granted to
-- service_role only. Editors see whether a submission's e-mails went out through
-- submission_mail_status().

create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null references public.contact_submissions (id) on delete cascade,
  kind text not null check (kind in ('acknowledgement', 'notification')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text check (char_length(last_error) <= 1000),
  created_at timestamptz not null default now(),
  unique (submission_id, kind)
);

create index mail_outbox_due_idx on public.mail_outbox (next_attempt_at) where sent_at is null and failed_at is null;

-- Row-level security with no policy: anon and authenticated keep a Supabase project's table grants,
-- and every row is refused to them; the service role bypasses RLS.
alter table public.mail_outbox enable row level security;

comment on table public.mail_outbox is
  'E-mails owed for new submissions (acknowledgement to the visitor, notification to the firm); sent by the mail-outbox function.';

-- Every new submission owes two e-mails; the worker is woken at once (pg_notify; on Supabase a
-- database webhook on this table or pg_cron does the same).
create or replace function public.queue_submission_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.mail_outbox (submission_id, kind) values (new.id, 'acknowledgement'), (new.id, 'notification');
  perform pg_notify('mail_outbox', new.id::text);
  return null;
end
$$;

create trigger queue_submission_mail
  after insert on public.contact_submissions
  for each row execute function public.queue_submission_mail();

-- Up to `batch` due e-mails with what they need, leased for a while (attempt n waits 2^n minutes).
create or replace function public.claim_mail_outbox(batch integer default 20)
returns table (
  id uuid,
  kind text,
  attempts integer,
  submission jsonb
)
language sql
security definer
set search_path = ''
as $$
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
    returning o.id, o.kind, o.attempts, o.submission_id
  )
  select c.id, c.kind, c.attempts, to_jsonb(s) - 'submitted_by' - 'admin_response'
  from claimed c
  join public.contact_submissions s on s.id = c.submission_id
$$;

-- The outcome of one attempt: sent, or the error (the claim's lease is the delay before the next
-- attempt; after six attempts the e-mail is given up).
create or replace function public.finish_mail_outbox(outbox_id uuid, error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.mail_outbox o
  set sent_at = case when error is null then now() end,
      last_error = left(error, 1000),
      failed_at = case when error is not null and o.attempts >= 6 then now() end
  where o.id = outbox_id and o.sent_at is null
$$;

-- For the inbox: whether the e-mails of a submission went out (editors and admins only).
create or replace function public.submission_mail_status(submission uuid)
returns table (kind text, sent_at timestamptz, failed_at timestamptz, attempts integer)
language sql
stable
security definer
set search_path = ''
as $$
  select o.kind, o.sent_at, o.failed_at, o.attempts
  from public.mail_outbox o
  where o.submission_id = submission and public.is_editor()
  order by o.kind
$$;

revoke all on function public.queue_submission_mail() from public, anon, authenticated;
revoke all on function public.claim_mail_outbox(integer) from public, anon, authenticated;
revoke all on function public.finish_mail_outbox(uuid, text) from public, anon, authenticated;
revoke all on function public.submission_mail_status(uuid) from public, anon;
grant execute on function public.claim_mail_outbox(integer) to service_role;
grant execute on function public.finish_mail_outbox(uuid, text) to service_role;
grant execute on function public.submission_mail_status(uuid) to authenticated, service_role;
