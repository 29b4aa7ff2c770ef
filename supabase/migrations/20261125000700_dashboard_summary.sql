-- The portal's dashboard (issue 9): every figure computed by Postgres in one call, under the
-- caller's row-level security (security invoker): an editor counts submissions, an author does not
-- see them and gets null for those figures instead of a misleading 0.

create or replace function public.dashboard_summary()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with today as (select (now() at time zone 'America/Toronto')::date as day),
  events as (
    (select 'submission' as type, s.kind as detail, coalesce(s.subject, s.service, s.business_name, s.referee_name) as title,
            coalesce(s.name, s.referrer_name) as who, s.created_at as at, s.id
     from public.contact_submissions s order by s.created_at desc limit 8)
    union all
    (select 'post', p.status, p.title, null, p.created_at, p.id
     from public.blog_posts p order by p.created_at desc limit 8)
    union all
    (select 'moderation', p.status, p.title, null, p.reviewed_at, p.id
     from public.blog_posts p where p.reviewed_at is not null order by p.reviewed_at desc limit 8)
  )
  select jsonb_build_object(
    'new_submissions', case when public.is_editor() then (select count(*) from public.contact_submissions where status = 'new') end,
    'upcoming_appointments', case when public.is_editor() then (
      select count(*) from public.contact_submissions, today
      where kind = 'appointment' and appointment_status <> 'declined' and appointment_date >= today.day) end,
    'pending_posts', (select count(*) from public.blog_posts where status = 'pending'),
    'resources', (select count(*) from public.resources),
    'partners', (select count(*) from public.partners),
    'services', (select count(*) from public.services),
    'recent', coalesce((
      select jsonb_agg(jsonb_build_object('type', e.type, 'detail', e.detail, 'title', e.title, 'who', e.who, 'at', e.at, 'id', e.id) order by e.at desc)
      from (select * from events order by at desc limit 10) e
    ), '[]'::jsonb)
  )
$$;

revoke all on function public.dashboard_summary() from public, anon;
grant execute on function public.dashboard_summary() to authenticated, service_role;
