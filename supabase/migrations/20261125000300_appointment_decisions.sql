-- Appointments are requested by visitors and confirmed or declined by staff (issue 9).
--
-- appointment_status: requested (every new appointment, whatever the client sends) → confirmed or
-- declined, once. Only appointment rows have one. appointment_decided_at is the database's clock.
-- A declined slot is free again: the one-booking-per-slot index and booked_slots() leave declined
-- appointments out, so the public form offers the slot to the next visitor.
--
-- The visitor's e-mail is sent first by the edge function appointment-decision, which stores the
-- decision only after the provider accepted the message (the same order as submission-reply).

alter table public.contact_submissions
  add column appointment_status text check (appointment_status in ('requested', 'confirmed', 'declined')),
  add column appointment_decided_at timestamptz;

update public.contact_submissions set appointment_status = 'requested' where kind = 'appointment';

alter table public.contact_submissions
  add constraint contact_submissions_appointment_status_kind check ((kind = 'appointment') = (appointment_status is not null)),
  add constraint contact_submissions_appointment_decided_at check ((appointment_status in ('confirmed', 'declined')) = (appointment_decided_at is not null));

comment on column public.contact_submissions.appointment_status is
  'Appointments only: requested, then confirmed or declined once by staff (a declined slot is free again).';

drop index public.contact_submissions_appointment_slot_key;
create unique index contact_submissions_appointment_slot_key
  on public.contact_submissions (appointment_date, appointment_time)
  where kind = 'appointment' and appointment_status <> 'declined';

-- The agenda reads upcoming appointments by date.
create index contact_submissions_agenda_idx
  on public.contact_submissions (appointment_date, appointment_time)
  where kind = 'appointment';

create or replace function public.guard_contact_submission_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.kind = 'appointment' and new.appointment_date < (now() at time zone 'America/Toronto')::date then
    raise exception 'the appointment date cannot be in the past'
      using errcode = '23514', constraint = 'contact_submissions_appointment_date_not_past';
  end if;
  new.created_at := now();
  -- The decision is staff's: a new appointment is always requested, whatever the client sent.
  new.appointment_status := case when new.kind = 'appointment' then 'requested' end;
  new.appointment_decided_at := null;
  return new;
end
$$;

-- new -> read; new or read -> replied (with a response); requested -> confirmed | declined, once.
-- The submitted data never changes.
create or replace function public.guard_contact_submission_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  managed constant text[] := array['status', 'admin_response', 'replied_at', 'appointment_status', 'appointment_decided_at'];
begin
  if (to_jsonb(new) - managed) is distinct from (to_jsonb(old) - managed) then
    raise exception 'a submission''s content cannot be changed' using errcode = '42501';
  end if;
  if new.status is distinct from old.status then
    if not ((old.status = 'new' and new.status = 'read') or (old.status in ('new', 'read') and new.status = 'replied')) then
      raise exception 'status cannot change from % to %', old.status, new.status using errcode = '23514';
    end if;
    if new.status = 'replied' then
      new.replied_at := now();
    end if;
  elsif new.admin_response is distinct from old.admin_response and new.status <> 'replied' then
    raise exception 'a response is saved by replying (status replied)' using errcode = '23514';
  elsif new.replied_at is distinct from old.replied_at then
    new.replied_at := old.replied_at;
  end if;

  if new.appointment_status is distinct from old.appointment_status then
    if not (old.appointment_status = 'requested' and new.appointment_status in ('confirmed', 'declined')) then
      raise exception 'appointment status cannot change from % to %', coalesce(old.appointment_status, 'none'), coalesce(new.appointment_status, 'none')
        using errcode = '23514';
    end if;
    new.appointment_decided_at := now();
  else
    new.appointment_decided_at := old.appointment_decided_at;
  end if;
  return new;
end
$$;

-- The slots taken from from_date on (declined ones are free again), without who took them.
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
    and c.appointment_status <> 'declined'
    and c.appointment_date >= coalesce(from_date, (now() at time zone 'America/Toronto')::date)
  order by c.appointment_date, c.appointment_time
$$;
