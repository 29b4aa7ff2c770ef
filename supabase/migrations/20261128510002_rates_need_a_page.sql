-- Issue 25 item 3 (decisions 0033, 0041): the portal's "services" are the rates of the site's service
-- pages, and the portal's screen says rates need their public page. The database says so too: a
-- service saved from now on names its page (services.slug), and rates (service_pricing) are added
-- only to a service that has one. Rows saved before without a page stay as they are (NOT VALID: the
-- check applies to rows inserted or updated from now on), listed in the portal as "Not shown on the
-- site: choose its public page" until someone chooses it.

alter table public.services
  add constraint services_page_required check (slug is not null) not valid;

create function public.service_pricing_needs_page()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from public.services s where s.id = new.service_id and s.slug is not null) then
    raise exception 'Rates belong to a service with a public page: choose the service''s page first'
      using errcode = '23514', constraint = 'service_pricing_needs_page';
  end if;
  return new;
end
$$;

create trigger service_pricing_needs_page
  before insert or update of service_id on public.service_pricing
  for each row execute function public.service_pricing_needs_page();
