-- The staff inbox (issue 9): who reads and answers submissions, and in which language to answer.
--
-- Roles (docs/decisions/0009-role-model.md): admins and editors read, mark as read, reply to and
-- delete submissions; authors (guest bloggers) do not see visitors' personal data at all. The first
-- migration let every staff role in (is_staff()); from here it is is_editor().
--
-- `language` is the site language the visitor wrote from (set by the public forms), so that the
-- acknowledgement and the staff's reply reach them in that language. Like every submitted field it
-- cannot change afterwards (guard_contact_submission_update compares the whole row).

alter table public.contact_submissions
  add column language text not null default 'en' check (language in ('en', 'fr', 'ru', 'ar', 'fa'));

comment on column public.contact_submissions.language is
  'The site language the visitor wrote from; replies are written in it.';

drop policy "contact_submissions: staff read" on public.contact_submissions;
drop policy "contact_submissions: staff update" on public.contact_submissions;
drop policy "contact_submissions: staff delete" on public.contact_submissions;

create policy "contact_submissions: editors read"
  on public.contact_submissions for select
  to authenticated
  using (public.is_editor());

create policy "contact_submissions: editors update"
  on public.contact_submissions for update
  to authenticated
  using (public.is_editor())
  with check (public.is_editor());

create policy "contact_submissions: editors delete"
  on public.contact_submissions for delete
  to authenticated
  using (public.is_editor());

-- The inbox lists newest first and filters by status (the unread count).
create index contact_submissions_status_created_at_idx on public.contact_submissions (status, created_at desc);
