-- Live chat in use (issue 11): the widget, the staff console and the offline fallback.
--
-- * Who answers: editors and admins (decision 0009: live chat is theirs; authors see no visitor's
--   personal data). The chat policies of 20261121000600 used is_staff(); they now use is_editor().
-- * Idempotency: every message carries the sender's key (client_id), unique per conversation, so a
--   message the widget re-sends after a lost answer is stored once (the widget counts 23505 as sent).
-- * Abuse limits, as data in public.chat_limits (one row): a visitor session may start at most 6
--   conversations in 12 hours, and so may one client address (the last X-Forwarded-For entry of
--   request.headers, which the API gateway appends and a client cannot forge); a visitor may send at
--   most 20 messages a minute in a conversation; a message is at most 2000 characters (the CHECK of
--   chat_messages.content). Refusals raise SQLSTATE PT429 (HTTP 429), distinct from every other error.
-- * Staff state of a conversation: assigned_to, closed_at, last_message_at (newest activity first),
--   staff_read_at (unread counts; the visitor's "seen" mark).
-- * Offline messages: a contact submission may name the conversation it was left in
--   (chat_conversation_id); a visitor may only name their own.
-- * Private realtime channels: RLS on realtime.messages (Supabase Realtime Authorization). A visitor
--   may join `chat:<their conversation id>` (read and write: typing, presence) and read the presence of
--   `chat:staff` (who of the staff is online); editors may join and write every `chat:` topic.

-- --- limits ----------------------------------------------------------------------------------------

create table public.chat_limits (
  id boolean primary key default true check (id),
  conversations_per_session integer not null default 6 check (conversations_per_session > 0),
  conversations_per_address integer not null default 6 check (conversations_per_address > 0),
  conversation_window interval not null default interval '12 hours',
  messages_per_minute integer not null default 20 check (messages_per_minute > 0)
);
insert into public.chat_limits default values;
alter table public.chat_limits enable row level security;
-- No policy: only the database owner (and the service role) read or change the limits.

comment on table public.chat_limits is
  'The live chat''s abuse limits (one row). Changed only by the database owner, e.g. for a load benchmark.';

-- --- conversations -------------------------------------------------------------------------------

alter table public.chat_conversations
  add column assigned_to uuid references auth.users (id) on delete set null,
  add column closed_at timestamptz,
  add column last_message_at timestamptz not null default now(),
  add column staff_read_at timestamptz,
  add column client_address text,
  add constraint chat_conversations_metadata_size check (octet_length(metadata::text) <= 4000),
  add constraint chat_conversations_metadata_fields check (coalesce(
    (not metadata ? 'page' or (jsonb_typeof(metadata -> 'page') = 'string' and char_length(metadata ->> 'page') <= 500))
    and (not metadata ? 'language' or metadata ->> 'language' in ('en', 'fr', 'ru', 'ar', 'fa')),
    false
  ));

create index chat_conversations_last_message_at_idx on public.chat_conversations (last_message_at desc);
create index chat_conversations_visitor_created_idx on public.chat_conversations (visitor_id, created_at);
create index chat_conversations_address_created_idx on public.chat_conversations (client_address, created_at)
  where client_address is not null;

comment on column public.chat_conversations.client_address is
  'The client address the conversation was started from (set by the database; used by the per-address limit).';

-- The client's address as the API gateway saw it: the last entry of X-Forwarded-For.
create or replace function public.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(
    (regexp_split_to_array(
      coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''), ','
    ))[cardinality(regexp_split_to_array(
      coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''), ','
    ))]
  ), '')
$$;

create or replace function public.limit_chat_conversation_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits public.chat_limits;
  session_id uuid := auth.uid();
  address text := public.request_client_address();
  recent integer;
begin
  new.client_address := address;
  new.last_message_at := now();
  new.assigned_to := null;
  new.closed_at := null;
  new.staff_read_at := null;
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') or public.is_editor() then
    return new;
  end if;
  select * into limits from public.chat_limits;
  if session_id is not null then
    perform pg_advisory_xact_lock(hashtextextended('chat_conversations:session:' || session_id::text, 0));
    select count(*) into recent from public.chat_conversations c
     where c.visitor_id = session_id and c.created_at > now() - limits.conversation_window;
    if recent >= limits.conversations_per_session then
      raise exception 'too many conversations from this session: at most % in %', limits.conversations_per_session, limits.conversation_window
        using errcode = 'PT429', hint = 'Wait a while before starting another conversation.';
    end if;
  end if;
  if address is not null then
    perform pg_advisory_xact_lock(hashtextextended('chat_conversations:address:' || address, 0));
    select count(*) into recent from public.chat_conversations c
     where c.client_address = address and c.created_at > now() - limits.conversation_window;
    if recent >= limits.conversations_per_address then
      raise exception 'too many conversations from this address: at most % in %', limits.conversations_per_address, limits.conversation_window
        using errcode = 'PT429', hint = 'Wait a while before starting another conversation.';
    end if;
  end if;
  return new;
end
$$;
revoke all on function public.limit_chat_conversation_insert() from public;

create trigger limit_chat_conversation_insert
  before insert on public.chat_conversations
  for each row execute function public.limit_chat_conversation_insert();

-- Staff may move a conversation pending -> active -> closed (or pending -> closed); closed is final:
-- the visitor starts a new one. closed_at follows the status. Only the database sets the address.
create or replace function public.guard_chat_conversation_staff_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if new.client_address is distinct from old.client_address or new.metadata is distinct from old.metadata then
      raise exception 'a conversation''s visitor details cannot be changed' using errcode = '42501';
    end if;
    if old.status = 'closed' and new.status <> 'closed' then
      raise exception 'a closed conversation cannot be reopened' using errcode = '23514';
    end if;
    if old.status = 'active' and new.status = 'pending' then
      raise exception 'an active conversation cannot go back to pending' using errcode = '23514';
    end if;
  end if;
  if new.status = 'closed' and old.status <> 'closed' then
    new.closed_at := now();
  elsif new.status <> 'closed' then
    new.closed_at := null;
  end if;
  return new;
end
$$;

create trigger guard_chat_conversation_staff_update
  before update on public.chat_conversations
  for each row execute function public.guard_chat_conversation_staff_update();

-- --- messages ----------------------------------------------------------------------------------

alter table public.chat_messages
  add column client_id uuid not null default gen_random_uuid(),
  add constraint chat_messages_client_id_key unique (conversation_id, client_id);

comment on column public.chat_messages.client_id is
  'The sender''s idempotency key: a message re-sent after a lost answer is refused as a duplicate (23505) and counted as sent.';

create index chat_messages_sender_created_idx on public.chat_messages (sender_id, created_at);

create or replace function public.limit_chat_message_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits public.chat_limits;
  recent integer;
begin
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') or public.is_editor() then
    return new;
  end if;
  -- A re-send of a stored message: the unique key refuses it (the widget counts that as sent).
  if exists (select 1 from public.chat_messages m where m.conversation_id = new.conversation_id and m.client_id = new.client_id) then
    return new;
  end if;
  select * into limits from public.chat_limits;
  perform pg_advisory_xact_lock(hashtextextended('chat_messages:sender:' || coalesce(auth.uid()::text, ''), 0));
  select count(*) into recent from public.chat_messages m
   where m.sender_id = auth.uid() and m.created_at > now() - interval '1 minute';
  if recent >= limits.messages_per_minute then
    raise exception 'too many messages: at most % a minute', limits.messages_per_minute
      using errcode = 'PT429', hint = 'Wait a moment before sending again.';
  end if;
  return new;
end
$$;
revoke all on function public.limit_chat_message_insert() from public;

create trigger limit_chat_message_insert
  before insert on public.chat_messages
  for each row execute function public.limit_chat_message_insert();

-- Newest activity first in the console: a message moves its conversation up.
create or replace function public.touch_chat_conversation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.chat_conversations set last_message_at = new.created_at
   where id = new.conversation_id and last_message_at < new.created_at;
  return null;
end
$$;
revoke all on function public.touch_chat_conversation() from public;

create trigger touch_chat_conversation
  after insert on public.chat_messages
  for each row execute function public.touch_chat_conversation();

-- --- policies: editors and admins answer ---------------------------------------------------------

drop policy "chat_conversations: visitors read their own, staff all" on public.chat_conversations;
drop policy "chat_conversations: staff update" on public.chat_conversations;
drop policy "chat_messages: visitors read their conversations, staff all" on public.chat_messages;
drop policy "chat_messages: staff write as agent" on public.chat_messages;

create policy "chat_conversations: visitors read their own, editors all"
  on public.chat_conversations for select
  to authenticated
  using (visitor_id = (select auth.uid()) or (select public.is_editor()));

create policy "chat_conversations: editors update"
  on public.chat_conversations for update
  to authenticated
  using ((select public.is_editor()))
  with check ((select public.is_editor()));

create policy "chat_messages: visitors read their conversations, editors all"
  on public.chat_messages for select
  to authenticated
  using (public.owns_chat_conversation(conversation_id) or (select public.is_editor()));

create policy "chat_messages: editors write as agent"
  on public.chat_messages for insert
  to authenticated
  with check (
    sender_type = 'agent'
    and sender_id = (select auth.uid())
    and (select public.is_editor())
    and exists (select 1 from public.chat_conversations c where c.id = conversation_id and c.status <> 'closed')
  );

-- The console's list: every conversation the caller may read, newest activity first, with the number
-- of visitor messages staff have not read and the last message. Runs as the caller (RLS applies).
create or replace function public.chat_inbox()
returns table (
  id uuid,
  status text,
  metadata jsonb,
  assigned_to uuid,
  created_at timestamptz,
  last_message_at timestamptz,
  closed_at timestamptz,
  unread integer,
  last_message text,
  last_sender text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.id, c.status, c.metadata, c.assigned_to, c.created_at, c.last_message_at, c.closed_at,
         (select count(*)::integer from public.chat_messages m
           where m.conversation_id = c.id and m.sender_type = 'user'
             and m.created_at > coalesce(c.staff_read_at, '-infinity'::timestamptz)) as unread,
         l.content, l.sender_type
    from public.chat_conversations c
    left join lateral (
      select m.content, m.sender_type from public.chat_messages m
       where m.conversation_id = c.id order by m.created_at desc limit 1
    ) l on true
   order by c.last_message_at desc, c.created_at desc
   limit 500
$$;
revoke all on function public.chat_inbox() from public, anon;
grant execute on function public.chat_inbox() to authenticated, service_role;

-- --- offline messages land in the inbox ------------------------------------------------------------

alter table public.contact_submissions
  add column chat_conversation_id uuid references public.chat_conversations (id) on delete set null;

comment on column public.contact_submissions.chat_conversation_id is
  'The live chat conversation a message was left in while no staff member was online.';

create or replace function public.guard_contact_submission_chat_link()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.chat_conversation_id is not null
     and coalesce(auth.role(), '') in ('anon', 'authenticated')
     and not public.is_editor()
     and not public.owns_chat_conversation(new.chat_conversation_id) then
    raise exception 'a message can only be linked to your own conversation' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function public.guard_contact_submission_chat_link() from public;

create trigger guard_contact_submission_chat_link
  before insert or update of chat_conversation_id on public.contact_submissions
  for each row execute function public.guard_contact_submission_chat_link();

-- --- private realtime channels -----------------------------------------------------------------

-- The conversation a `chat:<uuid>` topic names, or null.
create or replace function public.chat_topic_conversation(topic text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case
    when topic ~ '^chat:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then substr(topic, 6)::uuid
  end
$$;

create policy "chat channels: visitors read their conversation and staff presence, editors all"
  on realtime.messages for select
  to authenticated
  using (
    (select realtime.topic()) like 'chat:%'
    and (
      (select public.is_editor())
      or public.owns_chat_conversation(public.chat_topic_conversation((select realtime.topic())))
      or ((select realtime.topic()) = 'chat:staff' and extension = 'presence')
    )
  );

create policy "chat channels: visitors write to their conversation, editors all"
  on realtime.messages for insert
  to authenticated
  with check (
    (select realtime.topic()) like 'chat:%'
    and (
      (select public.is_editor())
      or public.owns_chat_conversation(public.chat_topic_conversation((select realtime.topic())))
    )
  );
