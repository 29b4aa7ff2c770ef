-- Appointments as moments, and when the firm can be booked (issue 28, items 3; decision 0036).
--
-- * Every appointment gets its start and end as timestamptz (appointment_starts_at/_ends_at), set by
--   Postgres from the firm's calendar day and slot in America/Toronto, daylight saving included; the
--   day and slot stay as the visitor chose them (the slot's identity), the moments are what reminders,
--   calendar entries and feeds use.
-- * Availability: the weekly booking hours (public.booking_hours, kept equal to the office hours the
--   site settings publish in Contentful by the booking-hours-sync function; seeded with the same
--   hours) and the closed periods admins add in the portal (public.booking_closures). A slot is
--   offered when it lies inside that weekday's hours and outside every closed period, and has not
--   begun. Postgres refuses any other booking, whatever the client sends (23514), and
--   appointment_availability() tells the site which days and slots to offer.
-- * A visitor may cancel or move their appointment (the manage link, 20261128120002): status
--   'cancelled' is new, and a cancelled slot is free again like a declined one.

-- --- settings, as data -----------------------------------------------------------------------------

create table public.appointment_settings (
  id boolean primary key default true check (id),
  -- An appointment's length: every slot is this long.
  slot_length interval not null default interval '1 hour' check (slot_length > interval '0'),
  -- How far ahead the site offers days (the form's calendar and appointment_availability()).
  booking_horizon interval not null default interval '180 days' check (booking_horizon > interval '0'),
  -- Reminders go out this long before a confirmed appointment (20261128120003).
  reminder_lead interval not null default interval '24 hours' check (reminder_lead > interval '0'),
  -- Wrong, expired or used manage links per client address before every manage request from it is
  -- refused for the window (20261128120002).
  manage_failures_per_address integer not null default 10 check (manage_failures_per_address > 0),
  manage_failure_window interval not null default interval '1 hour' check (manage_failure_window > interval '0')
);
insert into public.appointment_settings default values;
alter table public.appointment_settings enable row level security;
-- No policy and no privilege: only the database owner reads or changes them.
revoke all on public.appointment_settings from anon, authenticated, service_role;

comment on table public.appointment_settings is
  'Appointment length, booking horizon, reminder lead and manage-link limits (one row; decision 0036). Changed only by the database owner.';

-- --- the slot as moments -------------------------------------------------------------------------

-- "09:00 AM" on a day of the firm's calendar, as the moment it happens in Toronto.
create or replace function public.appointment_slot_start(slot_date date, slot_time text)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select case when slot_date is null or slot_time is null or slot_time !~ '^\d{2}:\d{2} (AM|PM)$' then null else
    (slot_date + make_time(
      (split_part(slot_time, ':', 1)::integer % 12) + case when right(slot_time, 2) = 'PM' then 12 else 0 end,
      substr(slot_time, 4, 2)::integer, 0))::timestamp at time zone 'America/Toronto'
  end
$$;

alter table public.contact_submissions
  add column appointment_starts_at timestamptz,
  add column appointment_ends_at timestamptz,
  -- RFC 5545's SEQUENCE of the appointment's calendar entry: raised when it moves or is cancelled.
  add column appointment_sequence integer not null default 0 check (appointment_sequence >= 0),
  add column appointment_cancelled_at timestamptz;

comment on column public.contact_submissions.appointment_starts_at is
  'Appointments: the moment the slot begins (the day and slot in America/Toronto), set by Postgres.';
comment on column public.contact_submissions.appointment_sequence is
  'Appointments: the calendar entry''s SEQUENCE (RFC 5545), raised when the appointment moves or is cancelled.';

update public.contact_submissions
   set appointment_starts_at = public.appointment_slot_start(appointment_date, appointment_time),
       appointment_ends_at = public.appointment_slot_start(appointment_date, appointment_time) + interval '1 hour'
 where kind = 'appointment';

-- Statuses: requested -> confirmed | declined (staff); requested | confirmed -> cancelled (the visitor).
alter table public.contact_submissions
  add constraint contact_submissions_appointment_moments check ((kind = 'appointment') = (appointment_starts_at is not null and appointment_ends_at is not null)),
  drop constraint contact_submissions_appointment_status_check,
  drop constraint contact_submissions_appointment_decided_at;
alter table public.contact_submissions
  add constraint contact_submissions_appointment_status check (appointment_status in ('requested', 'confirmed', 'declined', 'cancelled')),
  add constraint contact_submissions_appointment_decided_at check (
    (appointment_status in ('confirmed', 'declined') and appointment_decided_at is not null)
    or (appointment_status = 'requested' and appointment_decided_at is null)
    or appointment_status = 'cancelled' or appointment_status is null),
  add constraint contact_submissions_appointment_cancelled_at check ((appointment_status = 'cancelled') = (appointment_cancelled_at is not null));

-- One booking per slot among the appointments that hold it.
drop index public.contact_submissions_appointment_slot_key;
create unique index contact_submissions_appointment_slot_key
  on public.contact_submissions (appointment_date, appointment_time)
  where kind = 'appointment' and appointment_status in ('requested', 'confirmed');
create index contact_submissions_appointment_starts_idx
  on public.contact_submissions (appointment_starts_at)
  where kind = 'appointment' and appointment_status in ('requested', 'confirmed');

-- The moments follow the day and slot, on insert and when a visitor moves the appointment.
create or replace function public.set_appointment_moments()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  length interval := (select s.slot_length from public.appointment_settings s);
begin
  if new.kind = 'appointment' then
    new.appointment_starts_at := public.appointment_slot_start(new.appointment_date, new.appointment_time);
    new.appointment_ends_at := new.appointment_starts_at + length;
  else
    new.appointment_starts_at := null;
    new.appointment_ends_at := null;
  end if;
  return new;
end
$$;
revoke all on function public.set_appointment_moments() from public;

-- Named to fire first: before-row triggers run in name order, and the guards below need the moments.
create trigger appointment_moments
  before insert or update of appointment_date, appointment_time, kind on public.contact_submissions
  for each row execute function public.set_appointment_moments();

-- --- availability ----------------------------------------------------------------------------------

-- The weekly hours appointments can be booked, per ISO weekday (1 Monday … 7 Sunday); a day without a
-- row is closed. The office hours of the site settings (Contentful) are the source: the
-- booking-hours-sync function writes them here through set_booking_hours().
create table public.booking_hours (
  weekday smallint primary key check (weekday between 1 and 7),
  opens time not null,
  closes time not null,
  updated_at timestamptz not null default now(),
  check (closes > opens)
);
-- The seed's office hours (contentful/seed/site.ts): Mon-Fri 9:00 AM-6:00 PM, Sat 10:00 AM-2:00 PM, Sun closed.
insert into public.booking_hours (weekday, opens, closes) values
  (1, '09:00', '18:00'), (2, '09:00', '18:00'), (3, '09:00', '18:00'), (4, '09:00', '18:00'), (5, '09:00', '18:00'),
  (6, '10:00', '14:00');
alter table public.booking_hours enable row level security;
revoke all on public.booking_hours from anon, authenticated, service_role;
grant select on public.booking_hours to anon, authenticated, service_role;
create policy "booking_hours: anyone reads" on public.booking_hours for select to anon, authenticated using (true);

comment on table public.booking_hours is
  'Weekly hours appointments can be booked (ISO weekday; no row: closed), copied from the office hours in Contentful by booking-hours-sync.';

-- Replaces the weekly hours: {"1": ["09:00", "18:00"], …, "6": ["10:00", "14:00"]} (a weekday left out
-- is closed). The service role only (the sync function); an invalid document changes nothing.
create or replace function public.set_booking_hours(hours jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  day text;
  span jsonb;
  count integer := 0;
begin
  if hours is null or jsonb_typeof(hours) <> 'object' then
    raise exception 'hours is one JSON object of weekday -> [opens, closes]' using errcode = '22023';
  end if;
  for day, span in select * from jsonb_each(hours) loop
    if day !~ '^[1-7]$' or jsonb_typeof(span) <> 'array' or jsonb_array_length(span) <> 2
       or (span ->> 0) !~ '^([01]\d|2[0-3]):[0-5]\d$' or (span ->> 1) !~ '^([01]\d|2[0-4]):[0-5]\d$'
       or (span ->> 1)::time <= (span ->> 0)::time and (span ->> 1) <> '24:00' then
      raise exception 'invalid hours for weekday %: %', day, span using errcode = '22023';
    end if;
  end loop;
  delete from public.booking_hours where true;
  insert into public.booking_hours (weekday, opens, closes)
  select e.key::smallint, (e.value ->> 0)::time, case when e.value ->> 1 = '24:00' then '23:59:59'::time else (e.value ->> 1)::time end
    from jsonb_each(hours) e;
  get diagnostics count = row_count;
  return count;
end
$$;
revoke all on function public.set_booking_hours(jsonb) from public, anon, authenticated;
grant execute on function public.set_booking_hours(jsonb) to service_role;

-- Periods the firm takes no appointments: a holiday (whole days), an afternoon. Admins add, edit
-- and remove them in the portal; editors read them; visitors see only their effect.
create table public.booking_closures (
  id uuid primary key default gen_random_uuid(),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  reason text check (char_length(reason) <= 200),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint booking_closures_order check (ends_at > starts_at),
  constraint booking_closures_length check (ends_at - starts_at <= interval '400 days')
);
create index booking_closures_span_idx on public.booking_closures (starts_at, ends_at);
alter table public.booking_closures enable row level security;
revoke all on public.booking_closures from anon, authenticated, service_role;
grant select, insert, update, delete on public.booking_closures to authenticated;
grant select on public.booking_closures to service_role;

create policy "booking_closures: editors read" on public.booking_closures for select to authenticated using (public.is_editor());
create policy "booking_closures: admins add" on public.booking_closures for insert to authenticated with check (public.is_admin());
create policy "booking_closures: admins change" on public.booking_closures for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "booking_closures: admins remove" on public.booking_closures for delete to authenticated using (public.is_admin());
create policy "Staff writes need aal2 once two-factor is on (insert)" on public.booking_closures as restrictive for insert to authenticated with check (public.mfa_satisfied());
create policy "Staff writes need aal2 once two-factor is on (update)" on public.booking_closures as restrictive for update to authenticated using (public.mfa_satisfied()) with check (public.mfa_satisfied());
create policy "Staff writes need aal2 once two-factor is on (delete)" on public.booking_closures as restrictive for delete to authenticated using (public.mfa_satisfied());

create trigger audit_booking_closures after insert or update or delete on public.booking_closures
  for each row execute function public.audit_row_change();

comment on table public.booking_closures is
  'Periods without appointments (holidays, an afternoon), added by admins in the portal; decision 0036.';

-- Why a slot from `starts` to `ends` cannot be booked: 'past', 'hours' (outside the weekday's
-- booking hours), 'closed' (a closed period), 'horizon' (too far ahead), or null when it can.
create or replace function public.appointment_slot_refusal(starts timestamptz, ends timestamptz)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when starts <= now() then 'past'
    when starts > now() + (select s.booking_horizon from public.appointment_settings s) then 'horizon'
    when not exists (
      select 1 from public.booking_hours h
       where h.weekday = extract(isodow from starts at time zone 'America/Toronto')
         and (starts at time zone 'America/Toronto')::date = (ends at time zone 'America/Toronto')::date
         and (starts at time zone 'America/Toronto')::time >= h.opens
         and (ends at time zone 'America/Toronto')::time <= h.closes
    ) then 'hours'
    when exists (select 1 from public.booking_closures c where c.starts_at < ends and c.ends_at > starts) then 'closed'
  end
$$;
revoke all on function public.appointment_slot_refusal(timestamptz, timestamptz) from public, anon, authenticated;

-- The site's calendar: every slot of each day from from_date to to_date (at most 62 days, inside the
-- booking horizon), its moment and whether it can be booked — 'booked', or why not ('past', 'hours',
-- 'closed', 'horizon'), null when free. Nothing about who booked.
create or replace function public.appointment_availability(from_date date, to_date date)
returns table (slot_date date, slot_time text, starts_at timestamptz, refusal text)
language sql
stable
security definer
set search_path = ''
as $$
  with days as (
    select d::date as day
      from generate_series(from_date, least(to_date, from_date + 61), interval '1 day') d
  ), slots as (
    select days.day, t.slot, public.appointment_slot_start(days.day, t.slot) as starts
      from days cross join unnest(array['09:00 AM', '10:00 AM', '11:00 AM', '02:00 PM', '03:00 PM', '04:00 PM']) with ordinality t(slot, n)
  )
  select s.day, s.slot, s.starts,
         coalesce(
           public.appointment_slot_refusal(s.starts, s.starts + (select a.slot_length from public.appointment_settings a)),
           case when exists (
             select 1 from public.contact_submissions c
              where c.kind = 'appointment' and c.appointment_status in ('requested', 'confirmed')
                and c.appointment_date = s.day and c.appointment_time = s.slot
           ) then 'booked' end)
    from slots s
   order by s.starts
$$;
revoke all on function public.appointment_availability(date, date) from public;
grant execute on function public.appointment_availability(date, date) to anon, authenticated, service_role;

comment on function public.appointment_availability(date, date) is
  'Each slot of each day in the range (62 days at most) with its moment and why it cannot be booked (null: free). Decision 0036.';

-- The slots taken (requested or confirmed) from from_date on, without who took them (as before, for
-- callers of 20261121000500; the site now reads appointment_availability()).
create or replace function public.booked_slots(from_date date default null)
returns table (appointment_date date, appointment_time text)
language sql
stable
security definer
set search_path = ''
as $$
  select c.appointment_date, c.appointment_time
  from public.contact_submissions c
  where c.kind = 'appointment'
    and c.appointment_status in ('requested', 'confirmed')
    and c.appointment_date >= coalesce(from_date, (now() at time zone 'America/Toronto')::date)
  order by c.appointment_date, c.appointment_time
$$;

-- --- the rule on every new appointment ----------------------------------------------------------------

create or replace function public.guard_contact_submission_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  refusal text;
begin
  if new.kind = 'appointment' and new.appointment_date < (now() at time zone 'America/Toronto')::date then
    raise exception 'the appointment date cannot be in the past'
      using errcode = '23514', constraint = 'contact_submissions_appointment_date_not_past';
  end if;
  if new.kind = 'appointment' and new.appointment_starts_at is not null then
    refusal := public.appointment_slot_refusal(new.appointment_starts_at, new.appointment_ends_at);
    if refusal is not null then
      raise exception 'the firm takes no appointment at that time (%)', refusal
        using errcode = '23514', constraint = 'contact_submissions_appointment_available',
              hint = 'Choose a day and time the booking form offers.';
    end if;
  end if;
  new.created_at := now();
  -- The decision is staff's: a new appointment is always requested, whatever the client sent.
  new.appointment_status := case when new.kind = 'appointment' then 'requested' end;
  new.appointment_decided_at := null;
  new.appointment_cancelled_at := null;
  new.appointment_sequence := 0;
  return new;
end
$$;
