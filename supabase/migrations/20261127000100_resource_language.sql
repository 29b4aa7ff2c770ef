-- The language a resource's document is written in (issue 15: every page in its language). The
-- resource center shows every document on every language's page; a document in another language
-- than the page's is marked so (lang on its title and description, for screen readers and
-- hyphenation, and a visible note naming the language). Existing documents were written in English.
alter table public.resources
  add column language text not null default 'en'
    constraint resources_language_check check (language in ('en', 'fr', 'ru', 'ar', 'fa'));
