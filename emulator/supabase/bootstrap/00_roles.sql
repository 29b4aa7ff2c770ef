-- Supabase's own roles, as a Supabase project has them. Roles are cluster-wide on a Postgres server:
-- several databases (one per test run) share them, so each is created only when missing.
do $$
declare
  r record;
begin
  for r in select * from (values
    ('anon', 'nologin noinherit'),
    ('authenticated', 'nologin noinherit'),
    ('service_role', 'nologin noinherit bypassrls'),
    ('authenticator', 'login noinherit')
  ) as t(name, attrs)
  loop
    if not exists (select 1 from pg_roles where rolname = r.name) then
      begin
        execute format('create role %I %s', r.name, r.attrs);
      exception when duplicate_object or unique_violation then
        null; -- created concurrently by another database's bootstrap
      end;
    end if;
  end loop;
end
$$;

grant anon, authenticated, service_role to authenticator;

-- The API-facing roles never get to create objects in public; they use what migrations grant.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
