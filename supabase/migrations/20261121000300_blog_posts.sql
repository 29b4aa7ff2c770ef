-- Staff blog posts with moderation.
--
-- Rules (enforced here, not in the UI):
--   * Authors (staff) create posts as pending and unpublished; they edit and delete their own posts;
--     admins edit and delete all.
--   * Only an admin changes status, and only from pending: pending -> approved publishes the post,
--     pending -> rejected unpublishes it. published always equals (status = 'approved').
--   * A non-admin can never set status, published, published_at or the reviewer fields.
--   * When a non-admin edits the content (title, content, excerpt, slug, category, tags, cover) of an
--     approved (or rejected) post, it goes back to pending and unpublished for a new review; an edit
--     that changes none of these keeps the status.
--   * Anyone (anon and non-staff) reads only approved and published posts; published_blog_posts is
--     the public view with the author's name and no e-mail.
-- The superuser and service_role (seed, maintenance scripts) are trusted and bypass these checks.

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  title text not null check (char_length(btrim(title)) between 1 and 300),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  category text check (char_length(category) <= 100),
  tags text[] not null default '{}' check (cardinality(tags) <= 20),
  excerpt text check (char_length(excerpt) <= 1000),
  content text not null default '' check (char_length(content) <= 200000),
  cover_image_url text check (cover_image_url is null or cover_image_url ~* '^(https?://|/)[^\s]*$'),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  published boolean not null default false,
  reviewer_note text check (char_length(reviewer_note) <= 2000),
  -- auth.users, not profiles: one foreign key to profiles keeps the REST embed blog_posts?select=*,profiles(full_name,role) unambiguous.
  reviewed_by uuid references auth.users (id) on delete set null,
  reviewed_at timestamptz,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint blog_posts_published_iff_approved check (published = (status = 'approved'))
);
create index blog_posts_author_id_idx on public.blog_posts (author_id);
create index blog_posts_public_idx on public.blog_posts (published_at desc) where status = 'approved' and published;

alter table public.blog_posts enable row level security;

-- A slug from the title when none is given: lower-case ASCII words joined by '-', unique.
create or replace function public.blog_post_slug(title text)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  base text := left(trim(both '-' from regexp_replace(lower(coalesce(title, '')), '[^a-z0-9]+', '-', 'g')), 80);
  candidate text;
begin
  base := trim(both '-' from base);
  if base = '' then
    base := 'post';
  end if;
  candidate := base;
  while exists (select 1 from public.blog_posts b where b.slug = candidate) loop
    candidate := base || '-' || substr(md5(random()::text), 1, 6);
  end loop;
  return candidate;
end
$$;

create or replace function public.guard_blog_post()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  trusted boolean := current_user not in ('anon', 'authenticated');
  admin boolean := public.is_admin();
  content_changed boolean;
begin
  if new.slug is null or btrim(new.slug) = '' then
    new.slug := public.blog_post_slug(new.title);
  end if;

  if tg_op = 'INSERT' then
    if not trusted and not admin then
      if new.status <> 'pending' or new.published or new.published_at is not null
         or new.reviewer_note is not null or new.reviewed_by is not null or new.reviewed_at is not null then
        raise exception 'only an admin can set status, published or review fields'
          using errcode = '42501';
      end if;
    end if;
    if new.status = 'approved' then
      new.published := true;
      new.published_at := coalesce(new.published_at, now());
    else
      new.published := false;
    end if;
    new.created_at := coalesce(new.created_at, now());
    new.updated_at := now();
    return new;
  end if;

  -- UPDATE
  if not trusted then
    if new.id is distinct from old.id or new.created_at is distinct from old.created_at then
      raise exception 'id and created_at cannot be changed' using errcode = '42501';
    end if;
    if not admin then
      if new.status is distinct from old.status or new.published is distinct from old.published
         or new.published_at is distinct from old.published_at
         or new.reviewer_note is distinct from old.reviewer_note or new.reviewed_by is distinct from old.reviewed_by
         or new.reviewed_at is distinct from old.reviewed_at then
        raise exception 'only an admin can change status, published or review fields'
          using errcode = '42501';
      end if;
      if new.author_id is distinct from old.author_id then
        raise exception 'only an admin can change a post''s author' using errcode = '42501';
      end if;
      content_changed :=
        new.title is distinct from old.title or new.content is distinct from old.content
        or new.excerpt is distinct from old.excerpt or new.slug is distinct from old.slug
        or new.category is distinct from old.category or new.tags is distinct from old.tags
        or new.cover_image_url is distinct from old.cover_image_url;
      if content_changed and old.status <> 'pending' then
        new.status := 'pending';
        new.published := false;
        new.published_at := null;
      end if;
    elsif new.status is distinct from old.status then
      if old.status <> 'pending' or new.status not in ('approved', 'rejected') then
        raise exception 'status can only change from pending to approved or rejected (was %, asked %)', old.status, new.status
          using errcode = '23514';
      end if;
      if new.published is distinct from old.published and new.published <> (new.status = 'approved') then
        raise exception 'an approved post is published, a rejected one is not' using errcode = '23514';
      end if;
      new.published := (new.status = 'approved');
      new.published_at := case when new.status = 'approved' then now() else null end;
      new.reviewed_by := auth.uid();
      new.reviewed_at := now();
    elsif new.published is distinct from old.published then
      raise exception 'published follows the status: approve or reject the post instead' using errcode = '23514';
    end if;
  elsif new.status is distinct from old.status then
    new.published := (new.status = 'approved');
    new.published_at := case when new.status = 'approved' then coalesce(new.published_at, now()) else null end;
  end if;

  new.updated_at := now();
  return new;
end
$$;

create trigger guard_blog_post
  before insert or update on public.blog_posts
  for each row execute function public.guard_blog_post();

create policy "blog_posts: everyone reads published posts, staff read all"
  on public.blog_posts for select
  to anon, authenticated
  using ((status = 'approved' and published) or public.is_staff());

create policy "blog_posts: staff create their own posts"
  on public.blog_posts for insert
  to authenticated
  with check (public.is_staff() and (author_id = (select auth.uid()) or public.is_admin()));

create policy "blog_posts: authors edit their own posts, admins all"
  on public.blog_posts for update
  to authenticated
  using (public.is_admin() or (public.is_staff() and author_id = (select auth.uid())))
  with check (public.is_admin() or (public.is_staff() and author_id = (select auth.uid())));

create policy "blog_posts: authors delete their own posts, admins all"
  on public.blog_posts for delete
  to authenticated
  using (public.is_admin() or (public.is_staff() and author_id = (select auth.uid())));

-- The public blog: published posts with the author's name, never their e-mail. The view runs with
-- its owner's rights (it reads profiles, which visitors cannot), and filters to published posts itself.
create view public.published_blog_posts as
  select b.id, b.title, b.slug, b.category, b.tags, b.excerpt, b.content, b.cover_image_url,
         b.published_at, b.created_at, b.updated_at,
         p.full_name as author_name
  from public.blog_posts b
  left join public.profiles p on p.id = b.author_id
  where b.status = 'approved' and b.published;

revoke all on public.published_blog_posts from anon, authenticated;
grant select on public.published_blog_posts to anon, authenticated, service_role;
