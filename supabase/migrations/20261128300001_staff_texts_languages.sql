-- Issue 25: what staff write reaches visitors in all five languages. The public texts of partners
-- and of the services' rate cards get their French, Russian, Arabic and Persian versions, stored
-- beside the English (decision 0033):
--   partners.description            English (required, as before)
--   partners.description_i18n       {"fr": "…", "ar": "…"}: the other languages, each optional
--   service_pricing.label, features English (as before: the tier's name and its list of features)
--   service_pricing.i18n            {"ar": {"label": "…", "features": ["…"]}}
-- Existing rows keep their text, which is the English text (it always was: the portal wrote English
-- only); their translations start empty and the public pages mark the English as such until staff
-- add them. Row-level security is the tables' own: everyone reads, admins and editors write.

create function public.staff_text_language_ok(language text) returns boolean
language sql immutable as $$ select language in ('fr', 'ru', 'ar', 'fa') $$;

-- A non-blank string of at most max_length characters.
create function public.staff_text_ok(value jsonb, max_length integer) returns boolean
language sql immutable as $$
  select jsonb_typeof(value) = 'string' and char_length(btrim(value #>> '{}')) between 1 and max_length
$$;

create function public.partner_description_i18n_ok(value jsonb) returns boolean
language sql immutable as $$
  select jsonb_typeof(value) = 'object'
    and not exists (
      select 1 from jsonb_each(value) as e (language, text)
      where not public.staff_text_language_ok(e.language) or not public.staff_text_ok(e.text, 2000)
    )
$$;

create function public.pricing_i18n_ok(value jsonb) returns boolean
language sql immutable as $$
  select jsonb_typeof(value) = 'object'
    and not exists (
      select 1 from jsonb_each(value) as e (language, texts)
      where not public.staff_text_language_ok(e.language)
        or jsonb_typeof(e.texts) <> 'object'
        or exists (select 1 from jsonb_object_keys(e.texts) as k (name) where k.name not in ('label', 'features'))
        or (e.texts ? 'label' and not public.staff_text_ok(e.texts -> 'label', 200))
        or (e.texts ? 'features' and (
          jsonb_typeof(e.texts -> 'features') <> 'array'
          or jsonb_array_length(e.texts -> 'features') > 50
          or exists (select 1 from jsonb_array_elements(e.texts -> 'features') as f (text) where not public.staff_text_ok(f.text, 500))
        ))
    )
$$;

alter table public.partners
  add column description_i18n jsonb not null default '{}'::jsonb
  constraint partners_description_i18n_check check (public.partner_description_i18n_ok(description_i18n));

alter table public.service_pricing
  add column i18n jsonb not null default '{}'::jsonb
  constraint service_pricing_i18n_check check (public.pricing_i18n_ok(i18n));

comment on column public.partners.description is 'The description in English (required); other languages in description_i18n.';
comment on column public.partners.description_i18n is 'The description in fr, ru, ar, fa (each optional): {"ar": "…"}. Saved by a person (machine drafts are reviewed in the portal first).';
comment on column public.service_pricing.label is 'The tier''s name in English (tier is its key); other languages in i18n.';
comment on column public.service_pricing.features is 'The tier''s features in English; other languages in i18n.';
comment on column public.service_pricing.i18n is 'The tier''s name and features in fr, ru, ar, fa (each optional): {"ar": {"label": "…", "features": ["…"]}}.';
