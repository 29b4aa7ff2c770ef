-- Services, their pricing, and partners. Everyone may read them (public information); staff write.

create table public.service_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (char_length(btrim(name)) between 1 and 100),
  created_at timestamptz not null default now()
);

create table public.services (
  id uuid primary key default gen_random_uuid(),
  category_id uuid references public.service_categories (id) on delete set null,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text check (char_length(description) <= 5000),
  created_at timestamptz not null default now()
);
create index services_category_id_idx on public.services (category_id);

create table public.service_pricing (
  id uuid primary key default gen_random_uuid(),
  service_id uuid not null references public.services (id) on delete cascade,
  tier text not null check (char_length(btrim(tier)) between 1 and 100),
  label text check (char_length(label) <= 200),
  price numeric(12, 2) not null check (price >= 0),
  currency text not null default 'CAD' check (currency ~ '^[A-Z]{3}$'),
  billing_period text not null default 'one_time'
    check (billing_period in ('one_time', 'hourly', 'daily', 'monthly', 'yearly', 'per_project')),
  features text[] not null default '{}',
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);
create index service_pricing_service_id_idx on public.service_pricing (service_id);

create table public.partners (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  description text not null check (char_length(btrim(description)) between 1 and 2000),
  logo_url text not null check (logo_url ~* '^https?://[^\s/?#]+[^\s]*$'),
  website text check (website is null or website ~* '^https?://[^\s/?#]+[^\s]*$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger set_updated_at before update on public.partners
  for each row execute function public.set_updated_at();

alter table public.service_categories enable row level security;
alter table public.services enable row level security;
alter table public.service_pricing enable row level security;
alter table public.partners enable row level security;

create policy "service_categories: everyone reads" on public.service_categories for select to anon, authenticated using (true);
create policy "service_categories: staff insert" on public.service_categories for insert to authenticated with check (public.is_staff());
create policy "service_categories: staff update" on public.service_categories for update to authenticated using (public.is_staff()) with check (public.is_staff());
create policy "service_categories: staff delete" on public.service_categories for delete to authenticated using (public.is_staff());

create policy "services: everyone reads" on public.services for select to anon, authenticated using (true);
create policy "services: staff insert" on public.services for insert to authenticated with check (public.is_staff());
create policy "services: staff update" on public.services for update to authenticated using (public.is_staff()) with check (public.is_staff());
create policy "services: staff delete" on public.services for delete to authenticated using (public.is_staff());

create policy "service_pricing: everyone reads" on public.service_pricing for select to anon, authenticated using (true);
create policy "service_pricing: staff insert" on public.service_pricing for insert to authenticated with check (public.is_staff());
create policy "service_pricing: staff update" on public.service_pricing for update to authenticated using (public.is_staff()) with check (public.is_staff());
create policy "service_pricing: staff delete" on public.service_pricing for delete to authenticated using (public.is_staff());

create policy "partners: everyone reads" on public.partners for select to anon, authenticated using (true);
create policy "partners: staff insert" on public.partners for insert to authenticated with check (public.is_staff());
create policy "partners: staff update" on public.partners for update to authenticated using (public.is_staff()) with check (public.is_staff());
create policy "partners: staff delete" on public.partners for delete to authenticated using (public.is_staff());
