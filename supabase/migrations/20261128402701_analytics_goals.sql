-- Site analytics, continued (issue 27; decision 0039): goals (conversions), the visitor's country
-- from the host's header, a server-side switch, and the dashboard's full figures.
--
-- Goals: a contact message, an appointment request, a quote request, a referral (each a row of
-- contact_submissions, by kind), a live chat started (a row of chat_conversations) and a resource
-- downloaded (the resource-download function, record_download_goal) are goals. They are recorded by
-- the database itself, by a trigger on the visitor's own insert, or by the download function with
-- the service role after the download — a visitor cannot
-- record, forge, read or change one through the API (no function to call, no privilege on the
-- table). A goal stores its time, its kind, the language (the submission's, or the chat's), the page
-- the same visitor viewed last that day, and the day's visitor hash — the same hash as their page
-- views (public.analytics_visitor_hash: daily salt, client address, user agent), so the dashboard can
-- say which pages, languages and sources lead to goals, and nothing links a goal to a submission, an
-- address or a person beyond that day's hash. Not recorded: goals of staff, of robots, of clients
-- sending Do-Not-Track or Global Privacy Control (as the browser skips their page views), and every
-- goal when analytics_settings.enabled is false. A goal can never make its submission fail.
--
-- Flooding: a goal is made only by a stored submission or chat, which their own per-address limits
-- bound (decisions 0026, 0028): no request makes more than one goal.
--
-- Country: the two-letter code of the `cf-ipcountry` header (Cloudflare's, in front of Supabase's
-- API), when it is one; 'XX' (unknown) and 'T1' (Tor) are not stored. The local stack's gateway sets
-- no such header: country stays empty there.

alter table public.analytics_settings
  add column enabled boolean not null default true;
comment on column public.analytics_settings.enabled is
  'False: no page view, engagement or goal is recorded (the database side of VITE_ANALYTICS_OFF).';

alter table public.page_views
  add column country text check (country ~ '^[A-Z]{2}$');
comment on column public.page_views.country is
  'The visitor''s country as the host''s cf-ipcountry header gives it (two letters), or null.';

create index page_views_visitor_hash_idx on public.page_views (visitor_hash, viewed_at);

create table public.analytics_goals (
  id uuid primary key default gen_random_uuid(),
  occurred_at timestamptz not null default now(),
  goal text not null check (goal in ('contact', 'appointment', 'quote', 'referral', 'chat', 'download')),
  language text check (language in ('en', 'fr', 'ru', 'ar', 'fa')),
  path text check (path ~ '^/[A-Za-z0-9/_.~%-]{0,199}$'),
  visitor_hash text not null check (visitor_hash ~ '^[0-9a-f]{64}$')
);
create index analytics_goals_occurred_at_idx on public.analytics_goals (occurred_at);
alter table public.analytics_goals enable row level security;
-- No policy and no privilege: written by triggers, read by analytics_summary() only.
revoke all on public.analytics_goals from anon, authenticated, service_role;
comment on table public.analytics_goals is
  'One goal (conversion) of a visitor: kind, language, last page, daily visitor hash; no submission id, no address (decision 0039).';

-- The two-letter country of the request, from the host's header, or null.
create or replace function public.analytics_country()
returns text
language sql
stable
set search_path = ''
as $$
  select case when c ~ '^[A-Z]{2}$' and c not in ('XX', 'T1') then c end
  from (select upper(btrim(coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'cf-ipcountry', ''))) c) h
$$;
revoke all on function public.analytics_country() from public, anon, authenticated;

-- The visitor hash of a client (address as the gateway gives it, user agent), or null when it is not
-- counted: analytics switched off, a robot, or a client asking not to be tracked (`untracked`: DNT: 1
-- or Sec-GPC: 1). The same formula as every page view's.
create or replace function public.analytics_hash_for(client_address text, agent text, untracked boolean)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not (select s.enabled from public.analytics_settings s) or untracked or public.analytics_robot(agent) then
    return null;
  end if;
  return encode(sha256(public.analytics_salt() || convert_to(public.submission_client_key(client_address) || '|' || agent, 'UTF8')), 'hex');
end
$$;
revoke all on function public.analytics_hash_for(text, text, boolean) from public, anon, authenticated;

-- The visitor hash of the current API request, or null when it is not counted (as above, or staff).
create or replace function public.analytics_visitor_hash()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  headers json := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json;
begin
  if public.is_staff() then
    return null;
  end if;
  return public.analytics_hash_for(
    public.request_client_address(),
    headers ->> 'user-agent',
    btrim(coalesce(headers ->> 'dnt', '')) = '1' or btrim(coalesce(headers ->> 'sec-gpc', '')) = '1'
  );
end
$$;
revoke all on function public.analytics_visitor_hash() from public, anon, authenticated;

-- Stores a goal of the visitor `v_hash` (null: not counted) with the page they viewed last that day.
-- Never fails: a goal is a side note of a submission or a download.
create or replace function public.insert_analytics_goal(kind text, goal_language text, v_hash text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  last_view public.page_views;
begin
  if v_hash is null then
    return;
  end if;
  select v.* into last_view from public.page_views v
  where v.visitor_hash = v_hash and v.viewed_at > now() - interval '1 day'
  order by v.viewed_at desc limit 1;
  insert into public.analytics_goals (goal, language, path, visitor_hash)
  values (kind, coalesce(goal_language, last_view.language), last_view.path, v_hash);
exception when others then
  raise warning 'analytics goal not recorded: %', sqlerrm;
end
$$;
revoke all on function public.insert_analytics_goal(text, text, text) from public, anon, authenticated;

-- Records a goal of the current request's visitor (the triggers below; visitors' own inserts only).
create or replace function public.record_analytics_goal(kind text, goal_language text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return;
  end if;
  perform public.insert_analytics_goal(kind, goal_language, public.analytics_visitor_hash());
exception when others then
  raise warning 'analytics goal not recorded: %', sqlerrm;
end
$$;
revoke all on function public.record_analytics_goal(text, text) from public, anon, authenticated;

-- A resource download as a goal: called only by the resource-download function (service role),
-- which passes the visitor's address (the gateway's, last X-Forwarded-For entry), user agent and
-- Do-Not-Track/GPC, and does not call it for staff. Answers whether a goal was recorded.
create or replace function public.record_download_goal(client_address text, user_agent text, untracked boolean, goal_language text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_hash text := public.analytics_hash_for(client_address, user_agent, coalesce(untracked, false));
begin
  if goal_language is not null and goal_language not in ('en', 'fr', 'ru', 'ar', 'fa') then
    raise exception 'language must be en, fr, ru, ar or fa' using errcode = '22023';
  end if;
  perform public.insert_analytics_goal('download', goal_language, v_hash);
  return v_hash is not null;
end
$$;
revoke all on function public.record_download_goal(text, text, boolean, text) from public, anon, authenticated;
grant execute on function public.record_download_goal(text, text, boolean, text) to service_role;

create or replace function public.contact_submission_goal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.record_analytics_goal(case new.kind when 'message' then 'contact' else new.kind end, new.language);
  return null;
end
$$;
revoke all on function public.contact_submission_goal() from public;
create trigger contact_submission_goal
  after insert on public.contact_submissions
  for each row execute function public.contact_submission_goal();

create or replace function public.chat_conversation_goal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.record_analytics_goal('chat', case when new.metadata ->> 'language' in ('en', 'fr', 'ru', 'ar', 'fa') then new.metadata ->> 'language' end);
  return null;
end
$$;
revoke all on function public.chat_conversation_goal() from public;
create trigger chat_conversation_goal
  after insert on public.chat_conversations
  for each row execute function public.chat_conversation_goal();

-- The page view, as in 20261128400001, plus: the country, the server-side switch, Do-Not-Track and
-- Global Privacy Control checked here too, and the hash made by analytics_visitor_hash().
create or replace function public.record_page_view(page jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  allowed constant text[] := array['path', 'template', 'language', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'device'];
  unknown text;
  v_hash text;
  client text;
  this_minute timestamptz := date_trunc('minute', now());
  v_hits integer;
  stored uuid;
  v_path text;
  v_referrer text;
begin
  if jsonb_typeof(page) is distinct from 'object' then
    raise exception 'a view is a JSON object' using errcode = '22023';
  end if;
  select k into unknown from jsonb_object_keys(page) k where k <> all (allowed) limit 1;
  if unknown is not null then
    raise exception 'unknown field %', unknown using errcode = '22023';
  end if;
  -- Staff, robots, clients asking not to be tracked, or analytics switched off: not counted.
  v_hash := public.analytics_visitor_hash();
  if v_hash is null then
    return null;
  end if;

  v_path := public.analytics_text(page, 'path');
  if v_path is null or v_path !~ '^/[A-Za-z0-9/_.~%-]{0,199}$' then
    raise exception 'path must be a path without query or fragment' using errcode = '22023';
  end if;
  v_referrer := lower(public.analytics_text(page, 'referrer'));
  if v_referrer is not null and v_referrer !~ '^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$' then
    raise exception 'referrer must be a host name' using errcode = '22023';
  end if;

  client := public.submission_client_key(public.request_client_address());

  -- The per-address limit, counted under a salted hash of the address (the address is not stored).
  delete from public.page_view_rate r where r.minute < this_minute;
  insert into public.page_view_rate as r (client_hash, minute)
  values (encode(sha256(public.analytics_salt() || convert_to('rate|' || client, 'UTF8')), 'hex'), this_minute)
  on conflict (client_hash, minute) do update set hits = r.hits + 1
  returning r.hits into v_hits;
  if v_hits > (select views_per_address_per_minute from public.analytics_settings) then
    raise exception 'too many page views from this address' using errcode = 'PT429';
  end if;

  begin
    insert into public.page_views (path, template, language, referrer_host, utm_source, utm_medium, utm_campaign, device, country, visitor_hash)
    values (
      v_path,
      public.analytics_text(page, 'template'),
      public.analytics_text(page, 'language'),
      v_referrer,
      public.analytics_text(page, 'utm_source'),
      public.analytics_text(page, 'utm_medium'),
      public.analytics_text(page, 'utm_campaign'),
      public.analytics_text(page, 'device'),
      public.analytics_country(),
      v_hash
    )
    returning id into stored;
  exception when check_violation or not_null_violation then
    raise exception 'invalid page view' using errcode = '22023';
  end;
  return stored;
end
$$;
revoke all on function public.record_page_view(jsonb) from public;
grant execute on function public.record_page_view(jsonb) to anon, authenticated;

-- The salt function now also forgets goals past retention (same retention as views).
create or replace function public.analytics_salt()
returns bytea
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'UTC')::date;
  current_salt bytea;
begin
  select s.salt into current_salt from public.analytics_salts s where s.day = today;
  if current_salt is not null then
    return current_salt;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('analytics_salts', 0));
  insert into public.analytics_salts (day, salt)
  values (today, sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')))
  on conflict (day) do nothing;
  delete from public.analytics_salts where day < today;
  delete from public.page_views
  where viewed_at < now() - make_interval(days => (select retention_days from public.analytics_settings));
  delete from public.analytics_goals
  where occurred_at < now() - make_interval(days => (select retention_days from public.analytics_settings));
  select s.salt into current_salt from public.analytics_salts s where s.day = today;
  return current_salt;
end
$$;
revoke all on function public.analytics_salt() from public, anon, authenticated;


-- --- daily roll-ups ---------------------------------------------------------------------------------
--
-- The dashboard's figures per UTC day, language ('' = all languages) and dimension, so that the
-- dashboard reads at most a few hundred rows per day whatever the traffic, and raw views can go after
-- analytics_settings.raw_days (default 90). A visitor's hash lives one day, so per-day unique visitors
-- add up exactly over a period (a visitor is counted once a day, as the raw figures count them).
-- Dimensions: total (views, visitors, visits with a goal, engagement, goals), page, language, source
-- (a visit's first referrer host; '' direct), campaign (a visit's first UTM source/medium/campaign,
-- joined by U+001F), device, country ('' unknown), goal (completions, visitors, visits with a goal),
-- goal_page (the page before the goal; '' none).
--
-- analytics_roll_up() rolls up every completed day (up to yesterday) that is not rolled up yet, and
-- rolls the last two days up again (a view reports its engagement for up to a day, so a day's figures
-- are final the day after next), then deletes raw views and goals of rolled-up days older than
-- raw_days and roll-ups older than retention_days. Not callable through the API: the
-- local stack runs it at start and every hour; on Supabase, pg_cron:
--   select cron.schedule('analytics-roll-up', '15 0 * * *', 'select public.analytics_roll_up()');

alter table public.analytics_settings
  add column raw_days integer not null default 90 check (raw_days between 3 and 3660),
  add column rolled_through date;
comment on column public.analytics_settings.raw_days is
  'Raw page views and goals are deleted this many days after their day, once rolled up (analytics_daily); at least 3: the roll-up recomputes the last two days.';
comment on column public.analytics_settings.rolled_through is
  'The last UTC day rolled up into analytics_daily (null: none yet).';

create table public.analytics_daily (
  language text not null check (language in ('', 'en', 'fr', 'ru', 'ar', 'fa')),
  day date not null,
  dimension text not null check (dimension in ('total', 'page', 'language', 'source', 'campaign', 'device', 'country', 'goal', 'goal_page')),
  value text not null check (char_length(value) <= 400),
  views bigint,
  visitors bigint,
  converted bigint,
  engaged_seconds bigint,
  engaged_views bigint,
  completions bigint,
  primary key (language, day, dimension, value)
);
alter table public.analytics_daily enable row level security;
-- No policy and no privilege: written by analytics_roll_up(), read by analytics_summary().
revoke all on public.analytics_daily from anon, authenticated, service_role;
comment on table public.analytics_daily is
  'The analytics figures per UTC day, language and dimension, rolled up from page_views and analytics_goals (decision 0039).';

-- The figures of the days from_day..to_day (UTC), of one language or all (null), from the raw rows.
create or replace function public.analytics_facts(from_day date, to_day date, lang text)
returns table (day date, dimension text, value text, views bigint, visitors bigint, converted bigint, engaged_seconds bigint, engaged_views bigint, completions bigint)
language sql
stable
security definer
set search_path = ''
set work_mem = '32MB'
as $$
  with
  v as (
    select (p.viewed_at at time zone 'UTC')::date as day, p.viewed_at, p.path, p.language, p.referrer_host, p.utm_source,
           p.utm_medium, p.utm_campaign, p.device, p.country, p.visitor_hash, p.engaged_seconds
    from public.page_views p
    where p.viewed_at >= (from_day::timestamp at time zone 'UTC') and p.viewed_at < ((to_day + 1)::timestamp at time zone 'UTC')
      and (lang is null or p.language = lang)
  ),
  g as (
    select (a.occurred_at at time zone 'UTC')::date as day, a.goal, a.path, a.visitor_hash
    from public.analytics_goals a
    where a.occurred_at >= (from_day::timestamp at time zone 'UTC') and a.occurred_at < ((to_day + 1)::timestamp at time zone 'UTC')
      and (lang is null or a.language = lang)
  ),
  gh as (select distinct g.day, g.visitor_hash from g),
  vh as (select distinct v.day, v.visitor_hash from v),
  vc as (
    select v.*, gh.visitor_hash is not null as conv
    from v left join gh on gh.day = v.day and gh.visitor_hash = v.visitor_hash
  ),
  firsts as (
    select distinct on (vc.day, vc.visitor_hash) vc.day, vc.visitor_hash, coalesce(vc.referrer_host, '') as source, vc.conv
    from vc order by vc.day, vc.visitor_hash, vc.viewed_at
  ),
  campaigns as (
    select distinct on (vc.day, vc.visitor_hash) vc.day, vc.visitor_hash,
           concat_ws(chr(31), coalesce(vc.utm_source, ''), coalesce(vc.utm_medium, ''), coalesce(vc.utm_campaign, '')) as campaign, vc.conv
    from vc where vc.utm_source is not null or vc.utm_medium is not null or vc.utm_campaign is not null
    order by vc.day, vc.visitor_hash, vc.viewed_at
  ),
  tv as (
    select vc.day, count(*) as views, count(distinct vc.visitor_hash) as visitors,
           count(distinct vc.visitor_hash) filter (where vc.conv) as converted,
           coalesce(sum(vc.engaged_seconds), 0) as engaged_seconds, count(vc.engaged_seconds) as engaged_views
    from vc group by vc.day
  ),
  tg as (select g.day, count(*) as completions from g group by g.day)
  select coalesce(tv.day, tg.day), 'total', '', coalesce(tv.views, 0), coalesce(tv.visitors, 0), coalesce(tv.converted, 0),
         coalesce(tv.engaged_seconds, 0), coalesce(tv.engaged_views, 0), coalesce(tg.completions, 0)
  from tv full join tg on tg.day = tv.day
  union all
  select vc.day, 'page', vc.path, count(*), count(distinct vc.visitor_hash), count(distinct vc.visitor_hash) filter (where vc.conv), null, null, null
  from vc group by vc.day, vc.path
  union all
  select vc.day, 'language', vc.language, count(*), count(distinct vc.visitor_hash), count(distinct vc.visitor_hash) filter (where vc.conv), null, null, null
  from vc group by vc.day, vc.language
  union all
  select f.day, 'source', f.source, null, count(*), count(*) filter (where f.conv), null, null, null
  from firsts f group by f.day, f.source
  union all
  select c.day, 'campaign', c.campaign, null, count(*), count(*) filter (where c.conv), null, null, null
  from campaigns c group by c.day, c.campaign
  union all
  select vc.day, 'device', vc.device, count(*), count(distinct vc.visitor_hash), null, null, null, null
  from vc group by vc.day, vc.device
  union all
  select vc.day, 'country', coalesce(vc.country, ''), count(*), count(distinct vc.visitor_hash), null, null, null, null
  from vc group by vc.day, coalesce(vc.country, '')
  union all
  select g.day, 'goal', g.goal, null, count(distinct g.visitor_hash), count(distinct g.visitor_hash) filter (where vh.visitor_hash is not null), null, null, count(*)
  from g left join vh on vh.day = g.day and vh.visitor_hash = g.visitor_hash
  group by g.day, g.goal
  union all
  select g.day, 'goal_page', coalesce(g.path, ''), null, count(distinct g.visitor_hash), null, null, null, count(*)
  from g group by g.day, coalesce(g.path, '')
$$;
revoke all on function public.analytics_facts(date, date, text) from public, anon, authenticated;

-- Rolls up the completed days (see above); answers how many days it rolled up.
create or replace function public.analytics_roll_up()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.analytics_settings;
  today date := (now() at time zone 'UTC')::date;
  from_day date;
  to_day date := today - 1;
  lang text;
begin
  perform pg_advisory_xact_lock(hashtextextended('analytics_roll_up', 0));
  select * into settings from public.analytics_settings;
  -- least() skips nulls: without a roll-up yet, start at the first raw day.
  from_day := coalesce(case when settings.rolled_through is not null then least(settings.rolled_through + 1, today - 2) end,
                       least((select min((p.viewed_at at time zone 'UTC')::date) from public.page_views p),
                             (select min((a.occurred_at at time zone 'UTC')::date) from public.analytics_goals a)),
                       to_day);
  if from_day <= to_day then
    delete from public.analytics_daily d where d.day between from_day and to_day;
    for lang in select unnest(array['', 'en', 'fr', 'ru', 'ar', 'fa']) loop
      insert into public.analytics_daily (language, day, dimension, value, views, visitors, converted, engaged_seconds, engaged_views, completions)
      select lang, f.day, f.dimension, left(f.value, 400), f.views, f.visitors, f.converted, f.engaged_seconds, f.engaged_views, f.completions
      from public.analytics_facts(from_day, to_day, nullif(lang, '')) f;
    end loop;
    update public.analytics_settings set rolled_through = to_day;
  end if;
  delete from public.page_views
  where viewed_at < ((least(coalesce(to_day, today), today - settings.raw_days) + 1)::timestamp at time zone 'UTC')
    and (viewed_at at time zone 'UTC')::date <= coalesce((select s.rolled_through from public.analytics_settings s), today - 10000);
  delete from public.analytics_goals
  where occurred_at < ((least(coalesce(to_day, today), today - settings.raw_days) + 1)::timestamp at time zone 'UTC')
    and (occurred_at at time zone 'UTC')::date <= coalesce((select s.rolled_through from public.analytics_settings s), today - 10000);
  delete from public.analytics_daily where day < today - settings.retention_days;
  return greatest(0, to_day - from_day + 1);
end
$$;
revoke all on function public.analytics_roll_up() from public, anon, authenticated, service_role;

-- Raw rows past the retention are deleted by the roll-up now (after they are rolled up), no longer
-- by the first view of a day: the salt function only rotates the salt.
create or replace function public.analytics_salt()
returns bytea
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'UTC')::date;
  current_salt bytea;
begin
  select s.salt into current_salt from public.analytics_salts s where s.day = today;
  if current_salt is not null then
    return current_salt;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('analytics_salts', 0));
  insert into public.analytics_salts (day, salt)
  values (today, sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')))
  on conflict (day) do nothing;
  delete from public.analytics_salts where day < today;
  select s.salt into current_salt from public.analytics_salts s where s.day = today;
  return current_salt;
end
$$;
revoke all on function public.analytics_salt() from public, anon, authenticated;

-- The dashboard's figures for the last `days` UTC days (7, 28 or 90; today included), optionally of
-- one language, and the `days` days before. A visit is a visitor's day (their hash changes daily):
--   current/previous: page views, visitors, average visit duration (engagement seconds per visit, null
--     when no page reported its time), goals, visits with a goal, conversion rate (visits with a goal /
--     visits; a goal whose visitor sent no page view — blocked — is not a visit);
--   daily: views and visitors per day of the period, every day present (the chart);
--   pages, languages: views, visitors, visits with a goal; sources, campaigns: per visit, its first
--   referrer host ('' direct) / UTM source, medium and campaign; devices, countries ('' unknown):
--   views and visitors; goals: completions, visitors and rate; goal_pages: the page before the goal.
-- Rolled-up days are read from analytics_daily, the others (today, or more when the roll-up has not
-- run) from the raw rows: both give the same figures. Staff only.
drop function public.analytics_summary(integer);
create or replace function public.analytics_summary(days integer default 28, only_language text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set work_mem = '32MB'
as $$
declare
  today date := (now() at time zone 'UTC')::date;
  cur_from date;
  prev_from date;
  rolled date;
  result jsonb;
begin
  if not public.is_staff() then
    raise exception 'only staff read the analytics' using errcode = '42501';
  end if;
  if days is null or days not in (7, 28, 90) then
    raise exception 'days must be 7, 28 or 90' using errcode = '22023';
  end if;
  if only_language is not null and only_language not in ('en', 'fr', 'ru', 'ar', 'fa') then
    raise exception 'language must be en, fr, ru, ar or fa' using errcode = '22023';
  end if;
  cur_from := today - (days - 1);
  prev_from := today - (2 * days - 1);
  rolled := least(coalesce((select s.rolled_through from public.analytics_settings s), prev_from - 1), today);
  with
  facts as (
    select d.day, d.dimension, d.value, d.views, d.visitors, d.converted, d.engaged_seconds, d.engaged_views, d.completions
    from public.analytics_daily d
    where d.language = coalesce(only_language, '') and d.day >= prev_from and d.day <= rolled
    union all
    select f.day, f.dimension, f.value, f.views, f.visitors, f.converted, f.engaged_seconds, f.engaged_views, f.completions
    from public.analytics_facts(greatest(prev_from, rolled + 1), today, only_language) f
  ),
  cur as (select * from facts f where f.day >= cur_from),
  totals as (
    select case when f.day >= cur_from then 'current' else 'previous' end as period,
           sum(f.views) as views, sum(f.visitors) as visitors, sum(f.converted) as converted,
           sum(f.engaged_seconds) as engaged, sum(f.engaged_views) as engaged_views, sum(f.completions) as goals
    from facts f where f.dimension = 'total' group by 1
  ),
  periods as (
    select p.period, coalesce(t.views, 0) as views, coalesce(t.visitors, 0) as visitors, coalesce(t.converted, 0) as converted,
           coalesce(t.engaged, 0) as engaged, coalesce(t.engaged_views, 0) as engaged_views, coalesce(t.goals, 0) as goals
    from (values ('current'), ('previous')) p(period) left join totals t on t.period = p.period
  ),
  visits as (select p.visitors as n from periods p where p.period = 'current')
  select jsonb_build_object(
    'days', days,
    'language', only_language,
    'current', (select jsonb_build_object('views', t.views, 'visitors', t.visitors,
                 'average_seconds', case when t.engaged_views = 0 or t.visitors = 0 then null else round(t.engaged::numeric / t.visitors) end,
                 'goals', t.goals, 'converted', t.converted,
                 'conversion_rate', case when t.visitors = 0 then null else round(t.converted::numeric / t.visitors, 4) end)
                from periods t where t.period = 'current'),
    'previous', (select jsonb_build_object('views', t.views, 'visitors', t.visitors,
                 'average_seconds', case when t.engaged_views = 0 or t.visitors = 0 then null else round(t.engaged::numeric / t.visitors) end,
                 'goals', t.goals, 'converted', t.converted,
                 'conversion_rate', case when t.visitors = 0 then null else round(t.converted::numeric / t.visitors, 4) end)
                from periods t where t.period = 'previous'),
    'daily', (select jsonb_agg(jsonb_build_object('day', d.day, 'views', coalesce(c.views, 0), 'visitors', coalesce(c.visitors, 0)) order by d.day)
              from (select g::date as day from generate_series(cur_from, today, interval '1 day') g) d
              left join cur c on c.dimension = 'total' and c.day = d.day),
    'pages', coalesce((select jsonb_agg(x order by x.views desc, x.path) from (
                select c.value as path, sum(c.views) as views, sum(c.visitors) as visitors, sum(c.converted) as converted
                from cur c where c.dimension = 'page' group by c.value order by sum(c.views) desc, c.value limit 10) x), '[]'::jsonb),
    'languages', coalesce((select jsonb_agg(x order by x.views desc, x.language) from (
                select c.value as language, sum(c.views) as views, sum(c.visitors) as visitors, sum(c.converted) as converted
                from cur c where c.dimension = 'language' group by c.value) x), '[]'::jsonb),
    'sources', coalesce((select jsonb_agg(x order by x.visitors desc, x.source) from (
                select c.value as source, sum(c.visitors) as visitors, sum(c.converted) as converted
                from cur c where c.dimension = 'source' group by c.value order by sum(c.visitors) desc, c.value limit 10) x), '[]'::jsonb),
    'campaigns', coalesce((select jsonb_agg(jsonb_build_object(
                  'utm_source', split_part(x.value, chr(31), 1), 'utm_medium', split_part(x.value, chr(31), 2), 'utm_campaign', split_part(x.value, chr(31), 3),
                  'visitors', x.visitors, 'converted', x.converted) order by x.visitors desc, x.value) from (
                select c.value, sum(c.visitors) as visitors, sum(c.converted) as converted
                from cur c where c.dimension = 'campaign' group by c.value order by sum(c.visitors) desc, c.value limit 10) x), '[]'::jsonb),
    'devices', coalesce((select jsonb_agg(x order by x.views desc, x.device) from (
                select c.value as device, sum(c.views) as views, sum(c.visitors) as visitors
                from cur c where c.dimension = 'device' group by c.value) x), '[]'::jsonb),
    'countries', coalesce((select jsonb_agg(x order by x.views desc, x.country) from (
                select c.value as country, sum(c.views) as views, sum(c.visitors) as visitors
                from cur c where c.dimension = 'country' group by c.value order by sum(c.views) desc, c.value limit 10) x), '[]'::jsonb),
    'goals', coalesce((select jsonb_agg(x order by x.completions desc, x.goal) from (
                select c.value as goal, sum(c.completions) as completions, sum(c.visitors) as visitors,
                       case when (select n from visits) = 0 then null else round(sum(c.converted)::numeric / (select n from visits), 4) end as rate
                from cur c where c.dimension = 'goal' group by c.value) x), '[]'::jsonb),
    'goal_pages', coalesce((select jsonb_agg(x order by x.completions desc, x.path) from (
                select c.value as path, sum(c.completions) as completions, sum(c.visitors) as visitors
                from cur c where c.dimension = 'goal_page' group by c.value order by sum(c.completions) desc, c.value limit 10) x), '[]'::jsonb)
  ) into result;
  return result;
end
$$;
revoke all on function public.analytics_summary(integer, text) from public, anon;
grant execute on function public.analytics_summary(integer, text) to authenticated;
