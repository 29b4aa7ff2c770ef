-- Messages, appointment requests, website quote requests and referrals sent from the public site.
--
-- Visitors (anon or signed in) may only INSERT, as status new with no admin response; they never
-- read submissions back (so the client inserts with Prefer: return=minimal, supabase-js' default
-- without .select()). Staff read, update and delete. The taken appointment slots are exposed
-- without personal data through public.booked_slots().
--
-- Appointment services and time slots are the site's fixed lists (spec, public site section 9).

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  kind text not null default 'message' check (kind in ('message', 'appointment', 'quote', 'referral')),
  name text check (char_length(name) <= 200),
  email text check (email is null or (char_length(email) <= 320 and public.is_email(email))),
  phone text check (char_length(phone) <= 40),
  subject text check (char_length(subject) <= 300),
  message text check (char_length(message) <= 1000),
  service text check (char_length(service) <= 200),
  appointment_date date,
  appointment_time text check (appointment_time in ('09:00 AM', '10:00 AM', '11:00 AM', '02:00 PM', '03:00 PM', '04:00 PM')),
  notes text check (char_length(notes) <= 1000),
  selected_package text check (selected_package in ('starter', 'professional', 'premium')),
  discount_applied integer not null default 0 check (discount_applied in (0, 15)),
  business_name text check (char_length(business_name) <= 300),
  project_details text check (char_length(project_details) <= 5000),
  referrer_name text check (char_length(referrer_name) <= 200),
  referrer_email text check (referrer_email is null or (char_length(referrer_email) <= 320 and public.is_email(referrer_email))),
  referee_name text check (char_length(referee_name) <= 200),
  referee_email text check (referee_email is null or (char_length(referee_email) <= 320 and public.is_email(referee_email))),
  status text not null default 'new' check (status in ('new', 'read', 'replied')),
  admin_response text check (char_length(admin_response) <= 10000),
  replied_at timestamptz,
  created_at timestamptz not null default now(),

  constraint contact_submissions_message_fields check (
    kind <> 'message' or (
      nullif(btrim(name), '') is not null and email is not null
      and nullif(btrim(subject), '') is not null and nullif(btrim(message), '') is not null
    )
  ),
  constraint contact_submissions_appointment_fields check (
    kind <> 'appointment' or (
      nullif(btrim(name), '') is not null and email is not null
      and service is not null and service in (
        'Monitoring, Evaluation, and Learning (MEL)', 'Sustainability Management', 'Project Management',
        'Integrated Support Services', 'Augmented Support Services', 'Other'
      )
      and appointment_date is not null and appointment_time is not null
    )
  ),
  constraint contact_submissions_quote_fields check (
    kind <> 'quote' or (nullif(btrim(name), '') is not null and email is not null)
  ),
  constraint contact_submissions_referral_fields check (
    kind <> 'referral' or (
      nullif(btrim(referrer_name), '') is not null and referrer_email is not null
      and nullif(btrim(referee_name), '') is not null and referee_email is not null
    )
  ),
  constraint contact_submissions_replied_has_response check (
    status <> 'replied' or nullif(btrim(admin_response), '') is not null
  )
);

-- One booking per slot.
create unique index contact_submissions_appointment_slot_key
  on public.contact_submissions (appointment_date, appointment_time)
  where kind = 'appointment';
create index contact_submissions_created_at_idx on public.contact_submissions (created_at desc);

alter table public.contact_submissions enable row level security;

-- CHECK cannot use now(): the appointment date is checked against today (Toronto, the firm's office) on insert.
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
  return new;
end
$$;

create trigger guard_contact_submission_insert
  before insert on public.contact_submissions
  for each row execute function public.guard_contact_submission_insert();

-- new -> read; new or read -> replied (with a response). The submitted data never changes.
create or replace function public.guard_contact_submission_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (to_jsonb(new) - 'status' - 'admin_response' - 'replied_at') is distinct from (to_jsonb(old) - 'status' - 'admin_response' - 'replied_at') then
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
  return new;
end
$$;

create trigger guard_contact_submission_update
  before update on public.contact_submissions
  for each row execute function public.guard_contact_submission_update();

create policy "contact_submissions: anyone submits"
  on public.contact_submissions for insert
  to anon, authenticated
  with check (status = 'new' and admin_response is null and replied_at is null);

create policy "contact_submissions: staff read"
  on public.contact_submissions for select
  to authenticated
  using (public.is_staff());

create policy "contact_submissions: staff update"
  on public.contact_submissions for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

create policy "contact_submissions: staff delete"
  on public.contact_submissions for delete
  to authenticated
  using (public.is_staff());

-- The appointment slots already taken from from_date on, without who took them.
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
    and c.appointment_date >= coalesce(from_date, (now() at time zone 'America/Toronto')::date)
  order by c.appointment_date, c.appointment_time
$$;

revoke all on function public.booked_slots(date) from public;
grant execute on function public.booked_slots(date) to anon, authenticated, service_role;
