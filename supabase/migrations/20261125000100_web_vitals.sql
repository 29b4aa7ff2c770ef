-- Real-user measurement of the public pages (issue 13): Core Web Vitals of real visits, without
-- cookies, identifiers or personal data.
--
-- A row is one metric of one page view: which page template, which language, which metric, its
-- value. Nothing else: no URL (queries can carry personal data), no user agent, no IP, no session or
-- user id, and the time is set by the database (rounded to the minute), never by the browser. The
-- site sends only a sample of visits (VITE_WEB_VITALS_SAMPLE_RATE, README "Configuration").
--
-- Who may do what:
--   * anyone (anon, a signed-in visitor) may insert a row; nobody but staff may read rows, and nobody
--     may update or delete them through the API;
--   * staff read the 75th percentiles over the last 28 days through web_vitals_p75() (security
--     invoker: row-level security decides, so it answers nothing to visitors).
--
-- Flood control: the whole table accepts at most web_vitals_limit() rows per minute (SQLSTATE PT429,
-- HTTP 429 through the REST API). The check reads an index range of one minute, so it costs the same
-- for every insert however large the table grows.

create table public.web_vitals (
  id bigint generated always as identity primary key,
  recorded_at timestamptz not null default date_trunc('minute', now()),
  template text not null check (template ~ '^[a-z0-9-]{1,40}$'),
  language text not null check (language in ('en', 'fr', 'ru', 'ar', 'fa')),
  metric text not null check (metric in ('LCP', 'INP', 'CLS')),
  value double precision not null check (
    value >= 0 and value <= case metric when 'CLS' then 100 else 600000 end
  )
);

comment on table public.web_vitals is
  'Core Web Vitals of sampled real visits: template, language, metric and value only (no personal data).';

create index web_vitals_recorded_at_idx on public.web_vitals (recorded_at);

create or replace function public.web_vitals_limit()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 600
$$;

create or replace function public.web_vitals_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The time is the database's, to the minute: a browser cannot date a row or make it unique.
  new.recorded_at := date_trunc('minute', now());
  if (
    select count(*) from public.web_vitals
    where recorded_at >= date_trunc('minute', now())
  ) >= public.web_vitals_limit() then
    raise exception 'Too many measurements this minute'
      using errcode = 'PT429', hint = 'Measurements are sampled; try again later.';
  end if;
  return new;
end;
$$;

create trigger web_vitals_before_insert
  before insert on public.web_vitals
  for each row execute function public.web_vitals_before_insert();

alter table public.web_vitals enable row level security;

create policy "anyone may report a measurement"
  on public.web_vitals for insert
  to anon, authenticated
  with check (true);

create policy "staff read measurements"
  on public.web_vitals for select
  to authenticated
  using (public.is_staff());

-- p75 per template, language and metric over the last `days` days (staff only, through RLS).
create or replace function public.web_vitals_p75(days integer default 28)
returns table (template text, language text, metric text, p75 double precision, samples bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select v.template, v.language, v.metric,
         percentile_cont(0.75) within group (order by v.value) as p75,
         count(*) as samples
  from public.web_vitals v
  where v.recorded_at > now() - make_interval(days => greatest(1, least(days, 366)))
  group by v.template, v.language, v.metric
  order by v.template, v.language, v.metric
$$;

revoke execute on function public.web_vitals_p75(integer) from public, anon;
grant execute on function public.web_vitals_p75(integer) to authenticated;
