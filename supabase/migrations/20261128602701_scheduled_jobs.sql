-- Scheduled jobs, one list for every environment (issue 27; decision 0039, "Scheduled jobs").
--
-- Until now the jobs existed on a real project only as `select cron.schedule(...)` in comments and the
-- README, and locally as timers of the local stack. public.scheduled_jobs is now the one list: a job's
-- name, its cron expression (five fields, UTC, as pg_cron reads them) and the SQL it runs.
--
-- * Where the pg_cron extension is available (a Supabase project), this migration creates it and
--   schedule_jobs() hands every row to cron.schedule(name, schedule, command); cron.schedule replaces
--   a job of the same name, so the jobs the README used to have set up by hand are taken over. pg_net
--   is created too, for the jobs that call an edge function.
-- * Where it is not (PGlite, the CI's Postgres server), nothing is scheduled here: the local stack's
--   scheduler (scripts/lib/job-scheduler.ts) reads this table and runs each command at the times its
--   expression gives.
--
-- A job that calls an edge function runs `select public.invoke_scheduled_function('<name>')`: with
-- pg_net it POSTs to <project_url>/functions/v1/<name> with the service role's key, both read from
-- Supabase Vault (secrets `project_url` and `service_role_key`, created once by the operator — a
-- migration holds no secret); without pg_net it notifies `scheduled_function` and the local stack
-- calls the function.
--
-- To add a job: insert a row and `select public.schedule_jobs()` in a new migration. To drop one:
-- delete its row and `select cron.unschedule('<name>')` where cron exists. Nothing here is reachable
-- through the API: RLS on, no policy, no privilege for anon, authenticated or service_role.

create table public.scheduled_jobs (
  name text primary key check (name ~ '^[a-z][a-z0-9-]{0,62}$'),
  schedule text not null check (schedule ~ '^[0-9*/,-]+( [0-9*/,-]+){4}$'),
  command text not null check (length(command) between 1 and 2000),
  description text not null
);
alter table public.scheduled_jobs enable row level security;
revoke all on public.scheduled_jobs from anon, authenticated, service_role;
comment on table public.scheduled_jobs is
  'The scheduled jobs (name, cron expression in UTC, SQL command): pg_cron runs them on Supabase (schedule_jobs()), the local stack''s scheduler elsewhere (decision 0039).';

insert into public.scheduled_jobs (name, schedule, command, description) values
  ('mail-outbox', '* * * * *', 'select public.invoke_scheduled_function(''mail-outbox'')',
   'Sends the e-mails due in the outbox, retries included (decision 0013); a database webhook on mail_outbox sends new ones at once.'),
  ('appointment-reminders', '*/5 * * * *', 'select public.queue_appointment_reminders()',
   'Queues the reminders of confirmed appointments 24 hours ahead (decision 0036).'),
  ('booking-hours-sync', '*/15 * * * *', 'select public.invoke_scheduled_function(''booking-hours-sync'')',
   'Copies the appointment hours from Contentful''s site settings (decision 0036); a Contentful webhook does it at once on publish.'),
  ('prune-audit-log', '17 3 * * *', 'select public.prune_audit_log()',
   'Deletes audit log entries older than the retention period (decision 0023).'),
  ('analytics-roll-up', '15 0 * * *', 'select public.analytics_roll_up()',
   'Rolls completed days of site analytics up into analytics_daily and applies the raw retention (decision 0039).');

-- Calls an edge function of this project as the service role (the jobs above). Never fails the job's
-- transaction for a missing secret: it warns instead.
create or replace function public.invoke_scheduled_function(function_name text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  project_url text;
  service_key text;
begin
  if function_name is null or function_name !~ '^[a-z][a-z0-9-]{0,62}$' then
    raise exception 'not a function name' using errcode = '22023';
  end if;
  if to_regnamespace('net') is null or to_regclass('vault.decrypted_secrets') is null then
    -- No pg_net (PGlite, a plain Postgres server): the local stack listens and calls the function.
    perform pg_notify('scheduled_function', function_name);
    return;
  end if;
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1 limit 1' into project_url using 'project_url';
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1 limit 1' into service_key using 'service_role_key';
  if project_url is null or service_key is null then
    raise warning 'scheduled job %: Vault secrets project_url and service_role_key are needed to call the function', function_name;
    return;
  end if;
  execute 'select net.http_post(url := $1, headers := $2, body := $3, timeout_milliseconds := 10000)'
    using rtrim(project_url, '/') || '/functions/v1/' || function_name,
          jsonb_build_object('Authorization', 'Bearer ' || service_key, 'Content-Type', 'application/json'),
          '{}'::jsonb;
end
$$;
revoke all on function public.invoke_scheduled_function(text) from public, anon, authenticated, service_role;

-- Hands every job of the list to pg_cron (a job of the same name is replaced); how many were
-- scheduled, 0 where pg_cron is not installed.
create or replace function public.schedule_jobs()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  job record;
  scheduled integer := 0;
begin
  if to_regnamespace('cron') is null then
    return 0;
  end if;
  for job in select j.name, j.schedule, j.command from public.scheduled_jobs j order by j.name loop
    execute 'select cron.schedule($1, $2, $3)' using job.name, job.schedule, job.command;
    scheduled := scheduled + 1;
  end loop;
  return scheduled;
end
$$;
revoke all on function public.schedule_jobs() from public, anon, authenticated, service_role;

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create schema if not exists extensions;
    create extension if not exists pg_net with schema extensions;
  end if;
end
$$;

select public.schedule_jobs();
