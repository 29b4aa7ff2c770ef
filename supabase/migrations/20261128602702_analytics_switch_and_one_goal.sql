-- Site analytics, two corrections (issue 27; decision 0039):
--
-- * record_page_engagement() honours the switch: with analytics_settings.enabled = false it stores
--   no engagement time, as record_page_view() stores no view and the triggers no goal. (A view
--   recorded before the switch was turned off otherwise kept taking its time.)
-- * One visitor action, one goal: the live chat's "leave a message" (no staff online) creates a
--   conversation — the "chat" goal, recorded by its trigger — and files the message in the inbox
--   through submit_contact() with chat_conversation_id set. That submission is no longer a second,
--   "contact", goal: a submission linked to a chat conversation records none. The contact goal is
--   the contact form's message; the chat goal is a conversation begun in the chat widget, whether
--   staff answered live or by e-mail.

create or replace function public.record_page_engagement(view_id uuid, seconds integer)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.page_views
  set engaged_seconds = greatest(0, least(coalesce(seconds, 0), 1800))
  where id = view_id and engaged_seconds is null and viewed_at > now() - interval '1 day'
    and (select s.enabled from public.analytics_settings s)
$$;
revoke all on function public.record_page_engagement(uuid, integer) from public;
grant execute on function public.record_page_engagement(uuid, integer) to anon, authenticated;

create or replace function public.contact_submission_goal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A chat's offline message: its conversation already made the chat goal.
  if new.chat_conversation_id is not null then
    return null;
  end if;
  perform public.record_analytics_goal(case new.kind when 'message' then 'contact' else new.kind end, new.language);
  return null;
end
$$;
revoke all on function public.contact_submission_goal() from public;
