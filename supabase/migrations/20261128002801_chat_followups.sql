-- Live chat follow-ups (issue 11; decision 0028):
--
-- * The portal's sidebar counts the conversations waiting for staff (chat_waiting_count()).
-- * A reply e-mailed to a visitor carries a link that resumes the conversation on any device: a
--   single-purpose token (random, stored only as its SHA-256, expiring, for one conversation) that
--   a new anonymous session presents to resume_chat_conversation(), which hands the conversation
--   over to that session (the session it was started in loses it; decision 0028 says why).
-- * The offline message goes through submit_contact() (decision 0026) like every public form, so
--   signed-in sessions lose the last direct INSERT into contact_submissions.
-- * Deleting a conversation (an admin, or the visitor's anonymous user going) clears the link of its
--   offline message (ON DELETE SET NULL) instead of failing on the "content never changes" guard.

-- --- the sidebar's count -------------------------------------------------------------------------

-- Conversations waiting for staff: not closed, and either not answered yet (pending) or with
-- visitor messages staff have not read. 0 for anyone but editors and admins.
create or replace function public.chat_waiting_count()
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  select count(*)::integer
    from public.chat_conversations c
   where (select public.is_editor())
     and c.status <> 'closed'
     and (
       c.status = 'pending'
       or exists (
         select 1 from public.chat_messages m
          where m.conversation_id = c.id and m.sender_type = 'user'
            and m.created_at > coalesce(c.staff_read_at, '-infinity'::timestamptz)
       )
     )
$$;
revoke all on function public.chat_waiting_count() from public, anon;
grant execute on function public.chat_waiting_count() to authenticated, service_role;

-- --- links that resume a conversation on another device ------------------------------------------

alter table public.chat_limits
  add column resume_link_lifetime interval not null default interval '7 days'
    check (resume_link_lifetime > interval '0');

create table public.chat_resume_tokens (
  -- SHA-256 of the token, hex: the token itself is only in the e-mail.
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  conversation_id uuid not null references public.chat_conversations (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  used_by uuid references auth.users (id) on delete set null
);
create index chat_resume_tokens_conversation_idx on public.chat_resume_tokens (conversation_id);
create index chat_resume_tokens_expires_idx on public.chat_resume_tokens (expires_at);
alter table public.chat_resume_tokens enable row level security;
-- No policy and no privilege: only the two functions below, as their owner, read and write it.
revoke all on public.chat_resume_tokens from anon, authenticated, service_role;

comment on table public.chat_resume_tokens is
  'Single-use, expiring links that resume a live chat conversation on another device (hashes only; decision 0028).';

-- A new token for a conversation (for the link of a reply e-mailed by chat-email). Editors and
-- admins only; the token is returned once and only its hash is kept. 32 random bytes' worth:
-- two gen_random_uuid() (each 122 bits from the server's strong random source), hex.
create or replace function public.issue_chat_resume_token(conversation uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  token text;
  lifetime interval;
begin
  if not public.is_editor() then
    raise exception 'only editors and admins send links to a conversation' using errcode = '42501';
  end if;
  if not exists (select 1 from public.chat_conversations c where c.id = conversation) then
    raise exception 'no such conversation' using errcode = 'PT404';
  end if;
  select l.resume_link_lifetime into lifetime from public.chat_limits l;
  token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  -- Tokens a day past their expiry are of no use to anyone.
  delete from public.chat_resume_tokens t where t.expires_at < now() - interval '1 day';
  insert into public.chat_resume_tokens (token_hash, conversation_id, expires_at)
  values (encode(sha256(convert_to(token, 'UTF8')), 'hex'), conversation, now() + lifetime);
  return token;
end
$$;
revoke all on function public.issue_chat_resume_token(uuid) from public, anon;
grant execute on function public.issue_chat_resume_token(uuid) to authenticated;

-- The caller's session (an anonymous sign-in on any device) takes the conversation over, given the
-- token of a link e-mailed for that very conversation, unexpired and unused. The session the
-- conversation was in loses it (RLS follows visitor_id). The same session following the same link
-- again is a no-op; any other use of a used token, a wrong one, an expired one or one for another
-- conversation is refused alike (PT403), so a refusal tells nothing about why.
create or replace function public.resume_chat_conversation(conversation uuid, token text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  session_id uuid := auth.uid();
  found_token public.chat_resume_tokens;
begin
  if session_id is null or coalesce(auth.role(), '') <> 'authenticated' then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  select * into found_token from public.chat_resume_tokens t
   where t.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
   for update;
  if not found
     or found_token.conversation_id is distinct from conversation
     or found_token.expires_at <= now()
     or (found_token.used_at is not null and not (
       found_token.used_by = session_id and public.owns_chat_conversation(conversation)
     )) then
    raise exception 'this link to the conversation is not valid: wrong, expired or already used'
      using errcode = 'PT403', hint = 'Start a new conversation, or leave us a message.';
  end if;
  update public.chat_resume_tokens t
     set used_at = coalesce(t.used_at, now()), used_by = session_id
   where t.token_hash = found_token.token_hash;
  update public.chat_conversations c set visitor_id = session_id
   where c.id = conversation and c.visitor_id <> session_id;
end
$$;
revoke all on function public.resume_chat_conversation(uuid, text) from public, anon;
grant execute on function public.resume_chat_conversation(uuid, text) to authenticated;

-- --- the offline message through submit_contact() --------------------------------------------------

drop policy "contact_submissions: visitors file their chat's offline message" on public.contact_submissions;
-- Nothing signed in inserts directly any more: visitors use submit_contact(), staff only read,
-- answer and delete.
revoke insert on public.contact_submissions from authenticated;

-- What the dropped policy also said: a visitor links only a message (not an appointment, a
-- referral…) and only to their own conversation.
create or replace function public.guard_contact_submission_chat_link()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.chat_conversation_id is not null
     and coalesce(auth.role(), '') in ('anon', 'authenticated')
     and not public.is_editor() then
    if not public.owns_chat_conversation(new.chat_conversation_id) then
      raise exception 'a message can only be linked to your own conversation' using errcode = '42501';
    end if;
    if new.kind <> 'message' then
      raise exception 'only a message can be linked to a conversation' using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;
revoke all on function public.guard_contact_submission_chat_link() from public;

-- The submitted data never changes, but the link to a conversation may be cleared: that is what the
-- foreign key does when the conversation is deleted. (As 20261125000300, plus that one exception.)
create or replace function public.guard_contact_submission_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  managed constant text[] := array['status', 'admin_response', 'replied_at', 'appointment_status', 'appointment_decided_at', 'chat_conversation_id'];
begin
  if (to_jsonb(new) - managed) is distinct from (to_jsonb(old) - managed)
     or (new.chat_conversation_id is distinct from old.chat_conversation_id and new.chat_conversation_id is not null) then
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
