-- The role model (docs/decisions/0009-role-model.md): admin, editor, author.
--
--   admin   everything an editor may do, plus staff accounts, moderation (blog posts, resources),
--           deleting conversations, and settings.
--   editor  the firm's answering and content staff: the inbox and appointments (visitors' personal
--           data), live chat, services and pricing, partners, resources, Contentful draft preview,
--           and their own blog posts.
--   author  their own blog posts only (moderated). No access to visitors' personal data.
--
-- is_staff() (any of the three) keeps its meaning for what every staff member may do; is_editor()
-- (editor or admin) is for what only the answering and content staff may do.

alter table public.profiles drop constraint if exists profiles_role_check;
alter table public.profiles add constraint profiles_role_check check (role in ('admin', 'editor', 'author'));

create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = auth.uid() and p.role in ('admin', 'editor', 'author')
  )
$$;

create or replace function public.is_editor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = auth.uid() and p.role in ('admin', 'editor')
  )
$$;

revoke all on function public.is_editor() from public;
grant execute on function public.is_editor() to anon, authenticated, service_role;

create or replace function public.handle_auth_user_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  staff_role text := new.raw_app_meta_data ->> 'role';
begin
  if coalesce(new.is_anonymous, false) or staff_role is null or staff_role not in ('admin', 'editor', 'author') then
    -- Not (or no longer) staff.
    if tg_op = 'UPDATE' then
      delete from public.profiles where id = new.id;
    end if;
    return new;
  end if;

  insert into public.profiles (id, full_name, role, email)
  values (
    new.id,
    nullif(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'name', '')), ''),
    staff_role,
    new.email
  )
  on conflict (id) do update
    set role = excluded.role,
        email = excluded.email,
        full_name = coalesce(public.profiles.full_name, excluded.full_name),
        updated_at = now();
  return new;
end
$$;
