-- Issue 25 (decision 0041): resources' titles and descriptions and staff blog posts' title, excerpt
-- and body in five languages, stored beside the text they always had (as partners and rate cards,
-- decision 0033):
--   resources.title, description    English (required, as before: the portal wrote English)
--   resources.i18n                  {"ar": {"title": "…", "description": "…"}}: fr, ru, ar, fa, each optional
--   blog_posts.title, excerpt, content   the post in its own language (blog_posts.language, as before)
--   blog_posts.i18n                 {"ar": {"title": "…", "excerpt": "…", "content": "…"}}: the post in
--                                   the other site languages (never its own), each optional
-- Existing rows keep every text where it is; translations start empty and the public pages mark the
-- untranslated text until staff add them. A resource whose document is in another language
-- (resources.language, the file's language) had its title and description typed for that document:
-- they are also copied as that language's translation, so that language's page shows them unmarked.
-- Row-level security is the tables' own: editors write resources (through resource-save), authors
-- their own posts and admins all; an author's change to a translation of an approved post sends it
-- back to review like any change to its content.

-- A translations object: languages fr, ru, ar, fa other than `own`, each an object whose keys are
-- among `limits`' keys and whose values are non-blank texts of at most that many characters.
create function public.staff_texts_i18n_ok(value jsonb, own text, limits jsonb) returns boolean
language sql immutable as $$
  select jsonb_typeof(value) = 'object'
    and not exists (
      select 1 from jsonb_each(value) as e (language, texts)
      where not public.staff_text_language_ok(e.language)
        or e.language = own
        or case when jsonb_typeof(e.texts) <> 'object' then true
           else exists (
             select 1 from jsonb_each(e.texts) as f (name, text)
             where not limits ? f.name or not public.staff_text_ok(f.text, (limits ->> f.name)::integer)
           ) end
    )
$$;

alter table public.resources
  add column i18n jsonb not null default '{}'::jsonb
  constraint resources_i18n_check check (public.staff_texts_i18n_ok(i18n, 'en', '{"title": 300, "description": 5000}'));

update public.resources
  set i18n = jsonb_build_object(language, jsonb_build_object('title', btrim(title), 'description', btrim(description)))
  where language <> 'en' and btrim(title) <> '' and btrim(description) <> '';

alter table public.blog_posts
  add column i18n jsonb not null default '{}'::jsonb
  constraint blog_posts_i18n_check check (public.staff_texts_i18n_ok(i18n, language, '{"title": 300, "excerpt": 1000, "content": 200000}'));

comment on column public.resources.title is 'The title in English (required); other languages in i18n.';
comment on column public.resources.description is 'The description in English (required); other languages in i18n.';
comment on column public.resources.i18n is 'The title and description in fr, ru, ar, fa (each optional): {"ar": {"title": "…", "description": "…"}}. Saved by a person.';
comment on column public.blog_posts.i18n is 'The post in the site''s other languages (never its own, blog_posts.language), each optional: {"ar": {"title": "…", "excerpt": "…", "content": "…"}}. Saved by a person.';

-- A translation is content: an author's change to it sends an approved (or rejected) post back to
-- review, as guard_blog_post() does for the title and body (it ran first and checked who may
-- change what).
create function public.guard_blog_post_i18n()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not public.is_admin()
     and new.i18n is distinct from old.i18n and old.status <> 'pending' then
    new.status := 'pending';
    new.published := false;
    new.published_at := null;
  end if;
  return new;
end
$$;

create trigger guard_blog_post_i18n
  before update of i18n on public.blog_posts
  for each row execute function public.guard_blog_post_i18n();

-- The public view gains the translations and the languages a post can be read in unmarked (its own
-- and its translations'), for the blog's list of a language (added last: `create or replace view`
-- keeps the existing columns).
create or replace view public.published_blog_posts as
  select b.id, b.title, b.slug, b.category, b.tags, b.excerpt, b.content, b.cover_image_url,
         b.published_at, b.created_at, b.updated_at,
         p.full_name as author_name,
         b.language,
         b.i18n,
         array(select jsonb_object_keys(b.i18n)) || b.language as languages
  from public.blog_posts b
  left join public.profiles p on p.id = b.author_id
  where b.status = 'approved' and b.published;

revoke all on public.published_blog_posts from anon, authenticated;
grant select on public.published_blog_posts to anon, authenticated, service_role;
