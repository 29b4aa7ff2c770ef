-- A service managed in the portal names the public service page that shows its pricing (issue 9):
-- `slug` is the page's slug in Contentful (/services/{slug}), e.g. "mel". Optional: a service
-- without one is listed in the portal only.

alter table public.services
  add column slug text unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100);

comment on column public.services.slug is
  'The public service page (/services/{slug}, the Contentful service''s slug) that shows this service''s pricing.';

update public.services set slug = v.slug
from (values
  ('Monitoring, Evaluation and Learning (MEL)', 'mel'),
  ('Sustainability Management', 'sustainability'),
  ('Project Management', 'project-management'),
  ('Integrated Support Services', 'integrated-support'),
  ('Augmented Support Services', 'augmented-support'),
  ('Website Design Packages', 'website-packages')
) as v (title, slug)
where services.title = v.title and services.slug is null;
