-- Realtime Authorization as Supabase has it: private channels are authorised by row-level security
-- on realtime.messages. On joining a private channel the realtime server checks, as the user, whether
-- a row of realtime.messages with the channel's topic (and extension 'broadcast' or 'presence') is
-- readable (SELECT policies); before relaying a broadcast or tracking presence, whether one may be
-- inserted (INSERT policies). realtime.topic() is the topic being checked. Migrations write the
-- policies. (On Supabase the table is partitioned by day; a plain table behaves the same here.)
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  id uuid not null default gen_random_uuid(),
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  primary key (id, inserted_at)
);
create index if not exists messages_topic_idx on realtime.messages (topic);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql
stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;
grant execute on function realtime.topic() to anon, authenticated, service_role;
