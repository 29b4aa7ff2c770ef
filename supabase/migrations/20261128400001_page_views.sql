-- Site analytics without cookies (issue 27; decision 0039): one row per public page view, a daily
-- visitor hash computed here, and the dashboard's figures computed here for staff only.
--
-- What a view stores: the time (the database's), the path without query or fragment, the route
-- template, the language, the referrer's host, the UTM source/medium/campaign, the device class
-- (mobile/tablet/desktop), the engagement time reported when the page is hidden, and a visitor hash:
-- sha256(daily salt || client address || user agent). The salt is random, lives in analytics_salts
-- for its UTC day only (older salts are deleted when the next day's is made), and is never stored
-- with a view, so a hash cannot be recomputed from an address once its day is over. The client
-- address is never stored: not in page_views, not in the rate counts (they hold a salted hash too).
--
-- Who may do what:
--   * a visitor (anon or a non-staff session) calls record_page_view(page jsonb) and
--     record_page_engagement(id, seconds); both security definer. No API role has any privilege on
--     the tables: nothing is readable, updatable or deletable through the API.
--   * a signed-in staff member's views are not counted (record_page_view answers null), nor are
--     clients whose user agent says they are a robot (the browser also skips them with isbot).
--   * staff read the figures through analytics_summary(days) (security definer, refuses non-staff).
--
-- Abuse: at most analytics_settings.views_per_address_per_minute views per client address (IPv4, or
-- IPv6 /64, public.submission_client_key) and minute: PT429 (HTTP 429). Every field is validated:
-- an unknown field, a path with a query, markup or control characters, a referrer that is not a host
-- name is refused (22023, HTTP 400), so nothing stored can break the dashboard.
--
-- Retention: raw views are deleted after analytics_settings.retention_days (default 396, thirteen
-- months: a year compared with the previous one), by the first view of each day.

create table public.analytics_settings (
  id boolean primary key default true check (id),
  views_per_address_per_minute integer not null default 60 check (views_per_address_per_minute > 0),
  retention_days integer not null default 396 check (retention_days between 1 and 3660)
);
insert into public.analytics_settings default values;
alter table public.analytics_settings enable row level security;
revoke all on public.analytics_settings from anon, authenticated, service_role;
comment on table public.analytics_settings is
  'Analytics limits and retention (one row; decision 0039). Changed only by the database owner.';

create table public.analytics_salts (
  day date primary key,
  salt bytea not null
);
alter table public.analytics_salts enable row level security;
revoke all on public.analytics_salts from anon, authenticated, service_role;
comment on table public.analytics_salts is
  'The random salt of the visitor hash, one per UTC day; older days are deleted (decision 0039).';

create table public.page_view_rate (
  client_hash text not null,
  minute timestamptz not null,
  hits integer not null default 1,
  primary key (client_hash, minute)
);
create index page_view_rate_minute_idx on public.page_view_rate (minute);
alter table public.page_view_rate enable row level security;
revoke all on public.page_view_rate from anon, authenticated, service_role;
comment on table public.page_view_rate is
  'Views per salted client hash and minute, for the per-address limit; rows older than a minute are deleted.';

create table public.page_views (
  id uuid primary key default gen_random_uuid(),
  viewed_at timestamptz not null default now(),
  path text not null check (path ~ '^/[A-Za-z0-9/_.~%-]{0,199}$'),
  template text not null check (template ~ '^[a-z0-9-]{1,40}$'),
  language text not null check (language in ('en', 'fr', 'ru', 'ar', 'fa')),
  referrer_host text check (referrer_host ~ '^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$'),
  utm_source text check (char_length(utm_source) between 1 and 100 and utm_source !~ '[[:cntrl:]<>]'),
  utm_medium text check (char_length(utm_medium) between 1 and 100 and utm_medium !~ '[[:cntrl:]<>]'),
  utm_campaign text check (char_length(utm_campaign) between 1 and 100 and utm_campaign !~ '[[:cntrl:]<>]'),
  device text not null check (device in ('mobile', 'tablet', 'desktop')),
  visitor_hash text not null check (visitor_hash ~ '^[0-9a-f]{64}$'),
  engaged_seconds integer check (engaged_seconds between 0 and 1800)
);
create index page_views_viewed_at_idx on public.page_views (viewed_at);
alter table public.page_views enable row level security;
revoke all on public.page_views from anon, authenticated, service_role;
comment on table public.page_views is
  'One public page view: path, template, language, referrer host, UTM, device, daily visitor hash (no address, no cookie; decision 0039).';

-- Whether a user agent says it is a robot (the browser checks with isbot first; this is the floor).
create or replace function public.analytics_robot(user_agent text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(btrim(user_agent), '') = ''
      or user_agent ~* '(bot|crawl|spider|slurp|headless|lighthouse|curl|wget|python|java/|go-http|node-fetch|undici|axios|httpclient|phantom|scrapy|facebookexternalhit|preview)'
$$;
revoke all on function public.analytics_robot(text) from public, anon, authenticated;

-- Today's salt (UTC day), made by the first view of the day, which also deletes older salts and
-- views past their retention.
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
  select s.salt into current_salt from public.analytics_salts s where s.day = today;
  return current_salt;
end
$$;
revoke all on function public.analytics_salt() from public, anon, authenticated;

-- One optional text field of a view: null when absent or empty, else checked by the table.
create or replace function public.analytics_text(doc jsonb, field text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if doc -> field is null or jsonb_typeof(doc -> field) = 'null' then
    return null;
  end if;
  if jsonb_typeof(doc -> field) <> 'string' then
    raise exception 'field % must be a string', field using errcode = '22023';
  end if;
  return nullif(btrim(doc ->> field), '');
end
$$;
revoke all on function public.analytics_text(jsonb, text) from public, anon, authenticated;

create or replace function public.record_page_view(page jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  allowed constant text[] := array['path', 'template', 'language', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'device'];
  unknown text;
  headers json := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json;
  agent text := headers ->> 'user-agent';
  v_salt bytea;
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
  -- Staff looking at the site, and robots, are not visitors.
  if public.is_staff() or public.analytics_robot(agent) then
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

  v_salt := public.analytics_salt();
  client := public.submission_client_key(public.request_client_address());

  -- The per-address limit, counted under a salted hash of the address (the address is not stored).
  delete from public.page_view_rate r where r.minute < this_minute;
  insert into public.page_view_rate as r (client_hash, minute)
  values (encode(sha256(v_salt || convert_to('rate|' || client, 'UTF8')), 'hex'), this_minute)
  on conflict (client_hash, minute) do update set hits = r.hits + 1
  returning r.hits into v_hits;
  if v_hits > (select views_per_address_per_minute from public.analytics_settings) then
    raise exception 'too many page views from this address' using errcode = 'PT429';
  end if;

  begin
    insert into public.page_views (path, template, language, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor_hash)
    values (
      v_path,
      public.analytics_text(page, 'template'),
      public.analytics_text(page, 'language'),
      v_referrer,
      public.analytics_text(page, 'utm_source'),
      public.analytics_text(page, 'utm_medium'),
      public.analytics_text(page, 'utm_campaign'),
      public.analytics_text(page, 'device'),
      encode(sha256(v_salt || convert_to(client || '|' || agent, 'UTF8')), 'hex')
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

-- The engagement time of a view, reported once when its page is hidden (the id is known only to the
-- browser that recorded the view; a view older than a day or already reported is left as it is).
create or replace function public.record_page_engagement(view_id uuid, seconds integer)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.page_views
  set engaged_seconds = greatest(0, least(coalesce(seconds, 0), 1800))
  where id = view_id and engaged_seconds is null and viewed_at > now() - interval '1 day'
$$;
revoke all on function public.record_page_engagement(uuid, integer) from public;
grant execute on function public.record_page_engagement(uuid, integer) to anon, authenticated;

-- The dashboard's figures for the last `days` days (7, 28 or 90) and the period before: page views,
-- unique visitors (a visitor is counted once a day: the hash changes with the salt), the average
-- visit duration (engagement seconds per visitor and day), top pages and languages. Staff only.
create or replace function public.analytics_summary(days integer default 28)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  span interval;
  result jsonb;
begin
  if not public.is_staff() then
    raise exception 'only staff read the analytics' using errcode = '42501';
  end if;
  if days is null or days not in (7, 28, 90) then
    raise exception 'days must be 7, 28 or 90' using errcode = '22023';
  end if;
  span := make_interval(days => days);
  with periods as (
    select 'current' as period, now() - span as since, now() + interval '1 minute' as until
    union all
    select 'previous', now() - 2 * span, now() - span
  ),
  totals as (
    select p.period,
           count(v.id) as views,
           count(distinct v.visitor_hash) as visitors,
           coalesce(sum(v.engaged_seconds), 0) as engaged,
           count(v.engaged_seconds) as engaged_views
    from periods p
    left join public.page_views v on v.viewed_at >= p.since and v.viewed_at < p.until
    group by p.period
  ),
  recent as (
    select v.* from public.page_views v where v.viewed_at >= now() - span
  )
  select jsonb_build_object(
    'days', days,
    'current', (select jsonb_build_object('views', t.views, 'visitors', t.visitors,
                 'average_seconds', case when t.engaged_views = 0 then null else round(t.engaged::numeric / nullif(t.visitors, 0)) end)
                from totals t where t.period = 'current'),
    'previous', (select jsonb_build_object('views', t.views, 'visitors', t.visitors,
                 'average_seconds', case when t.engaged_views = 0 then null else round(t.engaged::numeric / nullif(t.visitors, 0)) end)
                from totals t where t.period = 'previous'),
    'pages', coalesce((select jsonb_agg(x order by x.views desc, x.path) from (
                select r.path, count(*) as views, count(distinct r.visitor_hash) as visitors
                from recent r group by r.path order by count(*) desc, r.path limit 10) x), '[]'::jsonb),
    'languages', coalesce((select jsonb_agg(x order by x.views desc, x.language) from (
                select r.language, count(*) as views, count(distinct r.visitor_hash) as visitors
                from recent r group by r.language) x), '[]'::jsonb)
  ) into result;
  return result;
end
$$;
revoke all on function public.analytics_summary(integer) from public, anon;
grant execute on function public.analytics_summary(integer) to authenticated;
