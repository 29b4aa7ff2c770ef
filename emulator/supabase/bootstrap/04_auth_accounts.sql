-- GoTrue's tables for MFA challenges and the authentication methods of a session (auth.mfa_challenges,
-- auth.mfa_amr_claims), the one-time-token columns it keeps on users, and the role its hooks run as.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    begin
      create role supabase_auth_admin nologin noinherit;
    exception when duplicate_object or unique_violation then
      null;
    end;
  end if;
end
$$;
grant usage on schema public to supabase_auth_admin;

alter table auth.mfa_factors add column if not exists last_challenged_at timestamptz;

create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address text
);

create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  unique (session_id, authentication_method)
);

alter table auth.users add column if not exists email_change_token_current varchar(255);
alter table auth.users add column if not exists email_change_confirm_status smallint default 0;
alter table auth.users add column if not exists reauthentication_token varchar(255);

revoke all on all tables in schema auth from public, anon, authenticated, service_role;
