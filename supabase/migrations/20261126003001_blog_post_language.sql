-- The language a staff post is written in (issue 15: the blog in five languages). The public blog
-- lists a post on the pages of its language (/fr/blog for 'fr'), and English posts on every
-- language's pages (marked as shown in English). Existing posts were written in English.
alter table public.blog_posts
  add column language text not null default 'en'
    constraint blog_posts_language_check check (language in ('en', 'fr', 'ru', 'ar', 'fa'));

create index blog_posts_public_language_idx on public.blog_posts (language, published_at desc)
  where status = 'approved' and published;

-- Changing the language moves a post to other pages: like any change of its content, an author's
-- change sends an approved post back to review. guard_blog_post() (which runs first: triggers fire
-- in name order) already checked who may change what; this only adds the language to what counts
-- as content.
create or replace function public.guard_blog_post_language()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not public.is_admin()
     and new.language is distinct from old.language and old.status <> 'pending' then
    new.status := 'pending';
    new.published := false;
    new.published_at := null;
  end if;
  return new;
end
$$;

create trigger guard_blog_post_language
  before update of language on public.blog_posts
  for each row execute function public.guard_blog_post_language();

-- The public view gains the column (added last: `create or replace view` keeps the existing ones).
create or replace view public.published_blog_posts as
  select b.id, b.title, b.slug, b.category, b.tags, b.excerpt, b.content, b.cover_image_url,
         b.published_at, b.created_at, b.updated_at,
         p.full_name as author_name,
         b.language
  from public.blog_posts b
  left join public.profiles p on p.id = b.author_id
  where b.status = 'approved' and b.published;

revoke all on public.published_blog_posts from anon, authenticated;
grant select on public.published_blog_posts to anon, authenticated, service_role;
