-- The visitor's country: what is documented, and a check of what is not (issue 27; decision 0039,
-- "Country").
--
-- Documented (Supabase, "Logging" → "Working with API logs"): requests to a project's API pass
-- through Cloudflare's edge, and `cf-ipcountry` (with `cf-connecting-ip`) is among the request
-- headers Supabase's gateway receives and logs. Cloudflare documents the header as the ISO 3166-1
-- alpha-2 code of the connecting address, `XX` when unknown and `T1` for Tor. No other country
-- header is documented for the Data API or for Edge Functions (Supabase's own edge-function example
-- looks the X-Forwarded-For address up with an outside service). So page views keep reading
-- `cf-ipcountry` (public.analytics_country(), 20261128402701).
--
-- Not documented: that the gateway passes `cf-ipcountry` on to PostgREST (request.headers), and that
-- Cloudflare replaces a `CF-IPCountry` header the client sent itself. analytics_country_check()
-- answers both on a live project in one request each: it returns the header as the database sees it
-- (at most 8 characters) and the country a page view would store. Called with no header of one's
-- own, a null `header` means the gateway does not pass it on; called with `CF-IPCountry: AQ` from
-- outside Antarctica, `AQ` in the answer means a client can choose its country (harmless: two
-- validated letters). It only reflects the caller's own request: no table is read or written (security
-- definer only to call analytics_country(), which the API roles cannot).

create or replace function public.analytics_country_check()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'header', left(nullif(current_setting('request.headers', true), '')::json ->> 'cf-ipcountry', 8),
    'country', public.analytics_country()
  )
$$;
revoke all on function public.analytics_country_check() from public;
grant execute on function public.analytics_country_check() to anon, authenticated;
