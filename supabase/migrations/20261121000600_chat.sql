-- Live chat. A visitor is any signed-in user, including a Supabase anonymous sign-in
-- (auth.jwt() ->> 'is_anonymous' = 'true'): the browser signs in anonymously, so every visitor has
-- an auth.uid() and sees only their own conversations. Staff see all and answer as 'agent'.

create table public.chat_conversations (
  id uuid primary key default gen_random_uuid(),
  visitor_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'active', 'closed')),
  -- coalesce: a missing key makes the expression null, which a CHECK would let through.
  metadata jsonb not null default '{}'::jsonb check (coalesce(
    jsonb_typeof(metadata) = 'object'
    and jsonb_typeof(metadata -> 'name') = 'string'
    and char_length(btrim(metadata ->> 'name')) between 1 and 200
    and jsonb_typeof(metadata -> 'email') = 'string'
    and public.is_email(metadata ->> 'email'),
    false
  )),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index chat_conversations_visitor_id_idx on public.chat_conversations (visitor_id);

create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.chat_conversations (id) on delete cascade,
  content text not null check (char_length(content) between 1 and 2000 and btrim(content) <> ''),
  sender_type text not null default 'user' check (sender_type in ('user', 'agent', 'system')),
  sender_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index chat_messages_conversation_id_created_at_idx on public.chat_messages (conversation_id, created_at);

alter table public.chat_conversations enable row level security;
alter table public.chat_messages enable row level security;

create trigger set_updated_at before update on public.chat_conversations
  for each row execute function public.set_updated_at();

-- Visitors never change a conversation's owner or status; staff may move it pending -> active -> closed.
create or replace function public.guard_chat_conversation_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if new.visitor_id is distinct from old.visitor_id or new.id is distinct from old.id
       or new.created_at is distinct from old.created_at then
      raise exception 'a conversation''s owner cannot be changed' using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;

create trigger guard_chat_conversation_update
  before update on public.chat_conversations
  for each row execute function public.guard_chat_conversation_update();

-- The first agent reply makes a pending conversation active.
create or replace function public.activate_chat_on_agent_reply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.sender_type = 'agent' then
    update public.chat_conversations set status = 'active'
     where id = new.conversation_id and status = 'pending';
  end if;
  return null;
end
$$;

create trigger activate_chat_on_agent_reply
  after insert on public.chat_messages
  for each row execute function public.activate_chat_on_agent_reply();

-- A security definer helper so that message policies do not depend on conversation policies.
create or replace function public.owns_chat_conversation(conversation uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.chat_conversations c
    where c.id = conversation and c.visitor_id = auth.uid()
  )
$$;

create policy "chat_conversations: visitors start their own"
  on public.chat_conversations for insert
  to authenticated
  with check (visitor_id = (select auth.uid()) and status = 'pending');

create policy "chat_conversations: visitors read their own, staff all"
  on public.chat_conversations for select
  to authenticated
  using (visitor_id = (select auth.uid()) or public.is_staff());

create policy "chat_conversations: staff update"
  on public.chat_conversations for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

create policy "chat_conversations: admins delete"
  on public.chat_conversations for delete
  to authenticated
  using (public.is_admin());

create policy "chat_messages: visitors read their conversations, staff all"
  on public.chat_messages for select
  to authenticated
  using (public.owns_chat_conversation(conversation_id) or public.is_staff());

create policy "chat_messages: visitors write as user in their open conversations"
  on public.chat_messages for insert
  to authenticated
  with check (
    sender_type = 'user'
    and sender_id = (select auth.uid())
    and public.owns_chat_conversation(conversation_id)
    and exists (select 1 from public.chat_conversations c where c.id = conversation_id and c.status <> 'closed')
  );

create policy "chat_messages: staff write as agent"
  on public.chat_messages for insert
  to authenticated
  with check (
    sender_type = 'agent'
    and sender_id = (select auth.uid())
    and public.is_staff()
  );

create policy "chat_messages: admins delete"
  on public.chat_messages for delete
  to authenticated
  using (public.is_admin());
-- No update policy: messages are immutable.

alter publication supabase_realtime add table public.chat_conversations, public.chat_messages;
