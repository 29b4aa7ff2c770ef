-- Searches that found nothing (issue 29 item 4; decision 0040): what visitors looked for on the site
-- search and did not find, counted per UTC day, language and query, for staff to read. Same privacy
-- rules as the page views (decision 0039): no address, no visitor hash, no cookie, no identifier —
-- a row is only (day, language, query, count).
--
-- Who may do what:
--   * a visitor (anon or a non-staff session) calls record_search_miss(query, language) (security
--     definer); no API role has any privilege on the table: nothing is readable, updatable or
--     deletable through the API.
--   * signed-in staff and robots are not counted (the function answers false), as for page views.
--   * staff read the top queries through search_misses_summary(days) (security definer, refuses
--     non-staff with 42501).
--
-- What is stored: the query trimmed, its spaces collapsed and lower-cased, 1–100 characters. A query
-- with markup or control characters is refused (22023). A query that looks like it carries an
-- identifier — an e-mail address (@), a run of five or more digits (a phone or account number, in
-- Latin, Arabic or Persian digits) or a web address — is not stored (the answer is false): the
-- firm wants to know what is missing from the site, not who searched.
--
-- Abuse: the same per-address limit as page views (analytics_settings.views_per_address_per_minute
-- per minute, PT429 → HTTP 429), counted in page_view_rate under a salted hash of the address with
-- its own prefix. Retention: rows older than analytics_settings.retention_days are deleted by the
-- next miss recorded.

create table public.search_misses (
  day date not null default ((now() at time zone 'UTC')::date),
  language text not null check (language in ('en', 'fr', 'ru', 'ar', 'fa')),
  query text not null check (char_length(query) between 1 and 100 and query !~ '[[:cntrl:]<>]'),
  misses integer not null default 1 check (misses > 0),
  primary key (day, language, query)
);
alter table public.search_misses enable row level security;
revoke all on public.search_misses from anon, authenticated, service_role;
comment on table public.search_misses is
  'Site searches that found nothing, counted per UTC day, language and query; no identifiers (decision 0040).';

create or replace function public.record_search_miss(query text, language text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  headers json := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json;
  agent text := headers ->> 'user-agent';
  normalized text := lower(btrim(regexp_replace(coalesce(query, ''), '\s+', ' ', 'g')));
  this_minute timestamptz := date_trunc('minute', now());
  v_salt bytea;
  v_hits integer;
begin
  if language is null or language not in ('en', 'fr', 'ru', 'ar', 'fa') then
    raise exception 'language must be one of the site''s languages' using errcode = '22023';
  end if;
  if char_length(normalized) not between 1 and 100 or normalized ~ '[[:cntrl:]<>]' then
    raise exception 'a query is 1 to 100 characters of text' using errcode = '22023';
  end if;
  if public.is_staff() or public.analytics_robot(agent) then
    return false;
  end if;
  if normalized ~ '@' or normalized ~ '[0-9٠-٩۰-۹]{5,}' or normalized ~ '(://|www\.)' then
    return false;
  end if;

  v_salt := public.analytics_salt();
  delete from public.page_view_rate r where r.minute < this_minute;
  insert into public.page_view_rate as r (client_hash, minute)
  values (encode(sha256(v_salt || convert_to('search|' || public.submission_client_key(public.request_client_address()), 'UTF8')), 'hex'), this_minute)
  on conflict (client_hash, minute) do update set hits = r.hits + 1
  returning r.hits into v_hits;
  if v_hits > (select views_per_address_per_minute from public.analytics_settings) then
    raise exception 'too many searches from this address' using errcode = 'PT429';
  end if;

  delete from public.search_misses m
  where m.day < (now() at time zone 'UTC')::date - (select retention_days from public.analytics_settings);
  insert into public.search_misses as m (language, query)
  values (language, normalized)
  on conflict on constraint search_misses_pkey do update set misses = m.misses + 1;
  return true;
end
$$;
revoke all on function public.record_search_miss(text, text) from public;
grant execute on function public.record_search_miss(text, text) to anon, authenticated;

-- The 20 queries that found nothing most often in the last `days` days (7, 28 or 90), per language,
-- with their counts and the last day each was searched. Staff only.
create or replace function public.search_misses_summary(days integer default 28)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'only staff read the searches' using errcode = '42501';
  end if;
  if days is null or days not in (7, 28, 90) then
    raise exception 'days must be 7, 28 or 90' using errcode = '22023';
  end if;
  return jsonb_build_object(
    'days', days,
    'total', (select coalesce(sum(m.misses), 0) from public.search_misses m
              where m.day > (now() at time zone 'UTC')::date - days),
    'queries', coalesce((select jsonb_agg(x order by x.misses desc, x.query, x.language) from (
        select m.query, m.language, sum(m.misses)::integer as misses, max(m.day) as last_day
        from public.search_misses m
        where m.day > (now() at time zone 'UTC')::date - days
        group by m.query, m.language
        order by sum(m.misses) desc, m.query, m.language
        limit 20) x), '[]'::jsonb)
  );
end
$$;
revoke all on function public.search_misses_summary(integer) from public, anon;
grant execute on function public.search_misses_summary(integer) to authenticated;
