-- The audit log (docs/decisions/0023-audit-log.md): who changed what, and when.
--
-- Triggers record every insert, update and delete on the tables staff manage, every moderation
-- decision (a change of blog_posts.status is an update like any other, with before and after), every
-- role change or deactivation of a staff account, and every sign-in (auth.users.last_sign_in_at, which
-- GoTrue sets on each password sign-in). Failed sign-ins are recorded by public.record_failed_sign_in(),
-- callable only by the auth server's role.
--
-- Append-only: no API role (anon, authenticated, service_role) holds update, delete or truncate on the
-- table, and a trigger refuses update and delete for everyone else too, except the retention job
-- public.prune_audit_log() (rows older than the configured period, nothing younger).

create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default clock_timestamp(),
  -- auth.uid() of the request, or the signed-in user for sign-ins; null for the service role or the
  -- database itself.
  actor_id uuid,
  actor_email text,
  -- The JWT role of the request: authenticated, service_role, or null (a script connected directly).
  actor_role text,
  action text not null check (action in ('insert', 'update', 'delete', 'sign_in', 'sign_in_failed', 'role_change', 'deactivate', 'reactivate')),
  table_name text not null,
  row_id text,
  -- Insert: null. Update: the changed columns' old values. Delete: the old row (personal fields left out).
  before jsonb,
  -- Insert: the new row. Update: the changed columns' new values. Delete: null.
  after jsonb
);
comment on table public.audit_log is 'Append-only record of staff changes, moderation, role changes and sign-ins. Readable by admins; written by triggers only.';

create index audit_log_at on public.audit_log (at desc);
create index audit_log_actor on public.audit_log (actor_id, at desc);
create index audit_log_table on public.audit_log (table_name, at desc);

alter table public.audit_log enable row level security;

create policy "Admins read the audit log" on public.audit_log for select to authenticated using (public.is_admin());

revoke all on public.audit_log from anon, authenticated, service_role;
grant select on public.audit_log to authenticated;
-- The service role may read it (scripts, exports) but never change it.
grant select on public.audit_log to service_role;

-- How long entries are kept. One row; changed by a migration or a script, never by the API.
create table public.audit_settings (
  id boolean primary key default true check (id),
  retention_days integer not null default 400 check (retention_days >= 30)
);
insert into public.audit_settings default values;
alter table public.audit_settings enable row level security;
revoke all on public.audit_settings from anon, authenticated, service_role;
grant select on public.audit_settings to service_role;
create policy "Admins read the retention period" on public.audit_settings for select to authenticated using (public.is_admin());
grant select on public.audit_settings to authenticated;

create or replace function public.guard_audit_log()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and current_setting('audit.pruning', true) = 'on'
     and old.at < now() - make_interval(days => (select retention_days from public.audit_settings)) then
    return old;
  end if;
  raise exception 'The audit log is append-only' using errcode = '42501';
end;
$$;

create trigger guard_audit_log before update or delete on public.audit_log
  for each row execute function public.guard_audit_log();

create or replace function public.guard_audit_truncate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The audit log is append-only' using errcode = '42501';
end;
$$;

create trigger guard_audit_truncate before truncate on public.audit_log
  for each statement execute function public.guard_audit_truncate();

-- Deletes what is older than the retention period; returns how many rows went. Not callable through
-- the API (no grant): the local stack's worker runs it daily, pg_cron does on a real project.
create or replace function public.prune_audit_log()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  perform set_config('audit.pruning', 'on', true);
  delete from public.audit_log
  where at < now() - make_interval(days => (select retention_days from public.audit_settings));
  get diagnostics removed = row_count;
  perform set_config('audit.pruning', 'off', true);
  return removed;
end;
$$;
revoke all on function public.prune_audit_log() from public, anon, authenticated, service_role;

-- Who is asking: the request's JWT claims (PostgREST's request.jwt.claims), if any.
create or replace function public.audit_actor(out actor_id uuid, out actor_email text, out actor_role text)
language sql
stable
set search_path = ''
as $$
  select
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid,
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email',
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
$$;

-- The row trigger. TG_ARGV[0], if given, lists the columns to keep from a deleted or inserted row
-- (for tables holding visitors' personal data: their deletion must not live on in the log).
create or replace function public.audit_row_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who record;
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('UPDATE', 'INSERT') then to_jsonb(new) end;
  kept text[] := case when tg_nargs > 0 then string_to_array(tg_argv[0], ',') end;
  changed_before jsonb := '{}';
  changed_after jsonb := '{}';
  row_key text := coalesce(new_row ->> 'id', old_row ->> 'id');
  key text;
begin
  select * into who from public.audit_actor();
  if tg_op = 'UPDATE' then
    for key in select jsonb_object_keys(new_row) loop
      if key <> 'updated_at' and (old_row -> key) is distinct from (new_row -> key) then
        changed_before := changed_before || jsonb_build_object(key, old_row -> key);
        changed_after := changed_after || jsonb_build_object(key, new_row -> key);
      end if;
    end loop;
    if changed_after = '{}' then
      return new;
    end if;
    old_row := changed_before;
    new_row := changed_after;
  elsif kept is not null then
    old_row := (select jsonb_object_agg(k, v) from jsonb_each(old_row) e(k, v) where k = any (kept));
    new_row := (select jsonb_object_agg(k, v) from jsonb_each(new_row) e(k, v) where k = any (kept));
  end if;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, row_id, before, after)
  values (
    who.actor_id, who.actor_email, who.actor_role, lower(tg_op), tg_table_name, row_key, old_row, new_row
  );
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;

create trigger audit_services after insert or update or delete on public.services
  for each row execute function public.audit_row_change();
create trigger audit_service_categories after insert or update or delete on public.service_categories
  for each row execute function public.audit_row_change();
create trigger audit_service_pricing after insert or update or delete on public.service_pricing
  for each row execute function public.audit_row_change();
create trigger audit_partners after insert or update or delete on public.partners
  for each row execute function public.audit_row_change();
create trigger audit_blog_posts after insert or update or delete on public.blog_posts
  for each row execute function public.audit_row_change();
create trigger audit_resources after insert or update or delete on public.resources
  for each row execute function public.audit_row_change();
create trigger audit_profiles after update on public.profiles
  for each row execute function public.audit_row_change();
-- Visitors' submissions: their creation is not a staff action (and would copy every message into the
-- log); staff updates (read, replied, appointment decisions) and deletions are, and a deleted
-- submission keeps only its kind and status here.
create trigger audit_contact_submissions after update or delete on public.contact_submissions
  for each row execute function public.audit_row_change('id,kind,status,appointment_status');

-- Staff accounts: sign-ins, role changes, deactivation (a ban) and reactivation.
create or replace function public.audit_auth_user_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who record;
  old_role text := old.raw_app_meta_data ->> 'role';
  new_role text := new.raw_app_meta_data ->> 'role';
  banned_before boolean := old.banned_until is not null and old.banned_until > now();
  banned_after boolean := new.banned_until is not null and new.banned_until > now();
begin
  if coalesce(new.is_anonymous, false) then
    return new;
  end if;
  select * into who from public.audit_actor();
  if new.last_sign_in_at is distinct from old.last_sign_in_at and new.last_sign_in_at is not null
     and (new_role is not null or old_role is not null) then
    insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, row_id, before, after)
    values (new.id, new.email, 'authenticated', 'sign_in', 'users', new.id::text, null, jsonb_build_object('role', new_role));
  end if;
  if new_role is distinct from old_role then
    insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, row_id, before, after)
    values (who.actor_id, who.actor_email, who.actor_role, 'role_change', 'users', new.id::text,
            jsonb_build_object('role', old_role, 'email', old.email), jsonb_build_object('role', new_role, 'email', new.email));
  end if;
  if banned_after and not banned_before then
    insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, row_id, before, after)
    values (who.actor_id, who.actor_email, who.actor_role, 'deactivate', 'users', new.id::text, null, jsonb_build_object('email', new.email));
  elsif banned_before and not banned_after then
    insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, row_id, before, after)
    values (who.actor_id, who.actor_email, who.actor_role, 'reactivate', 'users', new.id::text, null, jsonb_build_object('email', new.email));
  end if;
  return new;
end;
$$;

create trigger audit_auth_user_change after update on auth.users
  for each row execute function public.audit_auth_user_change();

-- A failed sign-in for a known staff address (the auth server calls this; unknown addresses are not
-- logged: the log must not become a list of guessed e-mails).
create or replace function public.record_failed_sign_in(email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  user_id uuid;
begin
  select u.id into user_id from auth.users u
  where lower(u.email) = lower(record_failed_sign_in.email) and u.raw_app_meta_data ? 'role';
  if user_id is not null then
    insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, row_id)
    values (user_id, lower(record_failed_sign_in.email), null, 'sign_in_failed', 'users', user_id::text);
  end if;
end;
$$;
revoke all on function public.record_failed_sign_in(text) from public, anon, authenticated, service_role;

-- The people who appear in the log, for the portal's filter (admins only, through RLS above).
create or replace function public.audit_actors()
returns table (actor_id uuid, actor_email text)
language sql
stable
set search_path = ''
as $$
  select distinct on (a.actor_id) a.actor_id, a.actor_email
  from public.audit_log a
  where a.actor_id is not null
  order by a.actor_id, a.at desc
$$;
revoke all on function public.audit_actors() from public, anon;
grant execute on function public.audit_actors() to authenticated;
