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

-- The dashboard's figures for the last `days` days (7, 28 or 90), optionally of one language, and
-- the period before. A visit is a visitor's day (their hash changes with the salt):
--   current/previous: page views, visitors, average visit duration (engagement seconds per visit),
--     goals, visits with a goal, and the conversion rate (visits with a goal / visits);
--   daily: views and visitors per UTC day of the period, every day present (the chart);
--   pages, languages: views, visitors, visits with a goal;
--   sources: per visit, the referrer host of its first view ('' = direct);
--   campaigns: per visit, the UTM source/medium/campaign of its first view carrying one;
--   devices, countries ('' = unknown): views and visitors;
--   goals: per kind, completions, visits and their rate; goal_pages: goals per page they followed.
-- A goal counts towards "visits with a goal" only when its visitor's views are in the period (a
-- visitor whose views were not sent — blocked — is not a visit). Staff only.
drop function public.analytics_summary(integer);
create or replace function public.analytics_summary(days integer default 28, only_language text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  span interval;
  since timestamptz;
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
  span := make_interval(days => days);
  since := now() - span;
  with
  views as (
    select v.* from public.page_views v
    where v.viewed_at >= now() - 2 * span and (only_language is null or v.language = only_language)
  ),
  goals as (
    select g.* from public.analytics_goals g
    where g.occurred_at >= now() - 2 * span and (only_language is null or g.language = only_language)
  ),
  periods as (
    select 'current' as period, since as p_since, now() + interval '1 minute' as p_until
    union all
    select 'previous', now() - 2 * span, since
  ),
  totals as (
    select p.period,
           (select count(*) from views v where v.viewed_at >= p.p_since and v.viewed_at < p.p_until) as views,
           (select count(distinct v.visitor_hash) from views v where v.viewed_at >= p.p_since and v.viewed_at < p.p_until) as visitors,
           (select coalesce(sum(v.engaged_seconds), 0) from views v where v.viewed_at >= p.p_since and v.viewed_at < p.p_until) as engaged,
           (select count(v.engaged_seconds) from views v where v.viewed_at >= p.p_since and v.viewed_at < p.p_until) as engaged_views,
           (select count(*) from goals g where g.occurred_at >= p.p_since and g.occurred_at < p.p_until) as goal_count,
           (select count(distinct g.visitor_hash) from goals g
             where g.occurred_at >= p.p_since and g.occurred_at < p.p_until
               and exists (select 1 from views v where v.visitor_hash = g.visitor_hash and v.viewed_at >= p.p_since and v.viewed_at < p.p_until)) as converted
    from periods p
  ),
  recent as (select v.* from views v where v.viewed_at >= since),
  recent_goals as (select g.* from goals g where g.occurred_at >= since),
  converted as (select distinct g.visitor_hash from recent_goals g),
  firsts as (
    select distinct on (r.visitor_hash) r.visitor_hash, coalesce(r.referrer_host, '') as source
    from recent r order by r.visitor_hash, r.viewed_at
  ),
  campaign_firsts as (
    select distinct on (r.visitor_hash) r.visitor_hash, coalesce(r.utm_source, '') as utm_source, coalesce(r.utm_medium, '') as utm_medium, coalesce(r.utm_campaign, '') as utm_campaign
    from recent r where r.utm_source is not null or r.utm_medium is not null or r.utm_campaign is not null
    order by r.visitor_hash, r.viewed_at
  ),
  visitor_total as (select count(distinct r.visitor_hash) as n from recent r),
  days_of as (
    select d::date as day from generate_series((since at time zone 'UTC')::date, (now() at time zone 'UTC')::date, interval '1 day') d
  )
  select jsonb_build_object(
    'days', days,
    'language', only_language,
    'current', (select jsonb_build_object('views', t.views, 'visitors', t.visitors,
                 'average_seconds', case when t.engaged_views = 0 then null else round(t.engaged::numeric / nullif(t.visitors, 0)) end,
                 'goals', t.goal_count, 'converted', t.converted,
                 'conversion_rate', case when t.visitors = 0 then null else round(t.converted::numeric / t.visitors, 4) end)
                from totals t where t.period = 'current'),
    'previous', (select jsonb_build_object('views', t.views, 'visitors', t.visitors,
                 'average_seconds', case when t.engaged_views = 0 then null else round(t.engaged::numeric / nullif(t.visitors, 0)) end,
                 'goals', t.goal_count, 'converted', t.converted,
                 'conversion_rate', case when t.visitors = 0 then null else round(t.converted::numeric / t.visitors, 4) end)
                from totals t where t.period = 'previous'),
    'daily', (select jsonb_agg(jsonb_build_object('day', d.day, 'views', coalesce(x.views, 0), 'visitors', coalesce(x.visitors, 0)) order by d.day)
              from days_of d left join (
                select (r.viewed_at at time zone 'UTC')::date as day, count(*) as views, count(distinct r.visitor_hash) as visitors
                from recent r group by 1) x on x.day = d.day),
    'pages', coalesce((select jsonb_agg(x order by x.views desc, x.path) from (
                select r.path, count(*) as views, count(distinct r.visitor_hash) as visitors,
                       count(distinct r.visitor_hash) filter (where r.visitor_hash in (select c.visitor_hash from converted c)) as converted
                from recent r group by r.path order by count(*) desc, r.path limit 10) x), '[]'::jsonb),
    'languages', coalesce((select jsonb_agg(x order by x.views desc, x.language) from (
                select r.language, count(*) as views, count(distinct r.visitor_hash) as visitors,
                       count(distinct r.visitor_hash) filter (where r.visitor_hash in (select c.visitor_hash from converted c)) as converted
                from recent r group by r.language) x), '[]'::jsonb),
    'sources', coalesce((select jsonb_agg(x order by x.visitors desc, x.source) from (
                select f.source, count(*) as visitors,
                       count(*) filter (where f.visitor_hash in (select c.visitor_hash from converted c)) as converted
                from firsts f group by f.source order by count(*) desc, f.source limit 10) x), '[]'::jsonb),
    'campaigns', coalesce((select jsonb_agg(x order by x.visitors desc, x.utm_source, x.utm_medium, x.utm_campaign) from (
                select f.utm_source, f.utm_medium, f.utm_campaign, count(*) as visitors,
                       count(*) filter (where f.visitor_hash in (select c.visitor_hash from converted c)) as converted
                from campaign_firsts f group by 1, 2, 3 order by count(*) desc, 1, 2, 3 limit 10) x), '[]'::jsonb),
    'devices', coalesce((select jsonb_agg(x order by x.views desc, x.device) from (
                select r.device, count(*) as views, count(distinct r.visitor_hash) as visitors
                from recent r group by r.device) x), '[]'::jsonb),
    'countries', coalesce((select jsonb_agg(x order by x.views desc, x.country) from (
                select coalesce(r.country, '') as country, count(*) as views, count(distinct r.visitor_hash) as visitors
                from recent r group by 1 order by count(*) desc, 1 limit 10) x), '[]'::jsonb),
    'goals', coalesce((select jsonb_agg(x order by x.completions desc, x.goal) from (
                select g.goal, count(*) as completions, count(distinct g.visitor_hash) as visitors,
                       case when (select n from visitor_total) = 0 then null
                            else round((count(distinct g.visitor_hash) filter (where g.visitor_hash in (select r.visitor_hash from recent r)))::numeric / (select n from visitor_total), 4) end as rate
                from recent_goals g group by g.goal) x), '[]'::jsonb),
    'goal_pages', coalesce((select jsonb_agg(x order by x.completions desc, x.path) from (
                select coalesce(g.path, '') as path, count(*) as completions, count(distinct g.visitor_hash) as visitors
                from recent_goals g group by 1 order by count(*) desc, 1 limit 10) x), '[]'::jsonb)
  ) into result;
  return result;
end
$$;
revoke all on function public.analytics_summary(integer, text) from public, anon;
grant execute on function public.analytics_summary(integer, text) to authenticated;
