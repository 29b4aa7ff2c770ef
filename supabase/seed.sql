-- Seed data for a fresh database (`supabase db reset`, and the local emulator on first start).
-- No users: the first admin is created by the app (scripts/admin-create.ts / npm start).

-- Service categories -------------------------------------------------------------------------
insert into public.service_categories (id, name) values
  ('00000000-0000-4000-8000-000000000101', 'Monitoring, Evaluation & Learning'),
  ('00000000-0000-4000-8000-000000000102', 'Sustainability'),
  ('00000000-0000-4000-8000-000000000103', 'Project Management'),
  ('00000000-0000-4000-8000-000000000104', 'Business Support'),
  ('00000000-0000-4000-8000-000000000105', 'Website Design');

-- Services -----------------------------------------------------------------------------------
insert into public.services (id, category_id, title, description, slug) values
  ('00000000-0000-4000-8000-000000000201', '00000000-0000-4000-8000-000000000101',
   'Monitoring, Evaluation and Learning (MEL)',
   'Data collection strategies, value-chain research, project evaluations, third-party monitoring, learning workshops and performance audits that turn evidence into better decisions.', 'mel'),
  ('00000000-0000-4000-8000-000000000202', '00000000-0000-4000-8000-000000000102',
   'Sustainability Management',
   'Business sustainability assessments, SDG alignment, ESG strategies and roadmaps, climate action and SDG reporting, training, and compliance and certification support.', 'sustainability'),
  ('00000000-0000-4000-8000-000000000203', '00000000-0000-4000-8000-000000000103',
   'Project Management',
   'Planning, delivery and risk management for donor-funded and business projects, from charter to close-out.', 'project-management'),
  ('00000000-0000-4000-8000-000000000204', '00000000-0000-4000-8000-000000000104',
   'Integrated Support Services',
   'IT services, business planning, digital marketing, financial management, HR support and a virtual office for small businesses.', 'integrated-support'),
  ('00000000-0000-4000-8000-000000000205', '00000000-0000-4000-8000-000000000104',
   'Augmented Support Services',
   'Climate impact assessments, energy efficiency audits, infrastructure resilience, cybersecurity compliance (CMMC, FedRAMP), stakeholder engagement and risk management.', 'augmented-support'),
  ('00000000-0000-4000-8000-000000000206', '00000000-0000-4000-8000-000000000105',
   'Website Design Packages',
   'Fixed-price websites for Canadian small businesses: Starter, Professional and Premium, with SSL, fast loading, mobile-ready pages and support.', 'website-packages');

-- Pricing ------------------------------------------------------------------------------------
insert into public.service_pricing (service_id, tier, label, price, currency, billing_period, features, sort_order) values
  ('00000000-0000-4000-8000-000000000201', 'hourly', 'Advisory (per hour)', 150, 'CAD', 'hourly',
   array['Senior MEL consultant', 'Indicator and framework review'], 1),
  ('00000000-0000-4000-8000-000000000201', 'evaluation', 'Project evaluation (from)', 8500, 'CAD', 'per_project',
   array['Evaluation design', 'Data collection and analysis', 'Final report and learning session'], 2),
  ('00000000-0000-4000-8000-000000000202', 'assessment', 'Sustainability assessment (from)', 3500, 'CAD', 'per_project',
   array['Baseline assessment', 'SDG alignment map', 'Priority recommendations'], 1),
  ('00000000-0000-4000-8000-000000000202', 'retainer', 'ESG advisory retainer', 1200, 'CAD', 'monthly',
   array['Monthly ESG check-in', 'Reporting support'], 2),
  ('00000000-0000-4000-8000-000000000203', 'daily', 'Project manager (per day)', 950, 'CAD', 'daily',
   array['Certified project manager', 'Weekly status reporting'], 1),
  ('00000000-0000-4000-8000-000000000204', 'essentials', 'Essentials', 499, 'CAD', 'monthly',
   array['IT help desk', 'Bookkeeping support', 'Virtual office address'], 1),
  ('00000000-0000-4000-8000-000000000204', 'growth', 'Growth', 999, 'CAD', 'monthly',
   array['Everything in Essentials', 'Digital marketing', 'HR support'], 2),
  ('00000000-0000-4000-8000-000000000205', 'hourly', 'Specialist (per hour)', 175, 'CAD', 'hourly',
   array['Climate and energy specialists', 'Cybersecurity compliance specialists'], 1),
  ('00000000-0000-4000-8000-000000000206', 'starter', 'Starter', 399, 'CAD', 'one_time',
   array['3 pages (Home, About, Contact)', '5 business days', '1 revision'], 1),
  ('00000000-0000-4000-8000-000000000206', 'professional', 'Professional', 699, 'CAD', 'one_time',
   array['Up to 6 pages', '7-10 business days', '2 revisions', 'Free 1-year hosting', 'SSL, booking, maps and analytics'], 2),
  ('00000000-0000-4000-8000-000000000206', 'premium', 'Premium', 999, 'CAD', 'one_time',
   array['10 pages plus a static blog', 'Priority delivery', '3 revisions', 'Hosting, SSL and domain setup', '6 months free maintenance'], 3);

-- Partners -----------------------------------------------------------------------------------
insert into public.partners (name, description, logo_url, website) values
  ('Northern Data Collective', 'Field data collection and survey partner for monitoring and evaluation assignments across Canada.',
   'https://placehold.co/240x120/png?text=Northern+Data', 'https://example.org/northern-data'),
  ('GreenLedger Advisory', 'ESG reporting and carbon accounting specialists we work with on sustainability roadmaps.',
   'https://placehold.co/240x120/png?text=GreenLedger', 'https://example.org/greenledger'),
  ('Lakeshore Digital', 'Web hosting and domain partner for our website design packages.',
   'https://placehold.co/240x120/png?text=Lakeshore+Digital', null);

-- Resource catalogue -------------------------------------------------------------------------
-- >>> resources: generated by scripts/generate-resources.ts from scripts/lib/resource-catalogue.ts (do not edit by hand)
-- Public documents (anyone) and internal ones (staff only), approved. Their files are in supabase/seed-resources/;
-- the local stack stores them in resources-private when it starts (scripts/lib/seed-resources.ts).
insert into public.resources (title, description, category, visibility, file_path, file_name, file_type, file_size, status, created_at, updated_at) values
  ('MEL Framework Guide',
   'A practical guide to building monitoring, evaluation and learning frameworks: theory of change, indicators, data collection and learning loops.',
   'whitepapers', 'public', 'seed/mel-framework-guide.pdf', 'mel-framework-guide.pdf', 'pdf', 8063, 'approved', '2026-01-15', '2026-01-15'),
  ('ESG Roadmap for Small Businesses',
   'A white paper on building a realistic ESG roadmap for a small business, with a 12-month action plan.',
   'whitepapers', 'public', 'seed/esg-roadmap-small-business.pdf', 'esg-roadmap-small-business.pdf', 'pdf', 5838, 'approved', '2026-04-02', '2026-04-02'),
  ('Case Study: Third-Party Monitoring in Practice',
   'How independent monitoring improved accountability and delivery on a multi-site, donor-funded programme.',
   'casestudies', 'public', 'seed/case-study-third-party-monitoring.pdf', 'case-study-third-party-monitoring.pdf', 'pdf', 5529, 'approved', '2026-03-10', '2026-03-10'),
  ('Case Study: Virtual Office for a Growing Team',
   'How a five-person firm moved to a virtual office with integrated IT, finance and HR support.',
   'casestudies', 'public', 'seed/case-study-virtual-office.docx', 'case-study-virtual-office.docx', 'docx', 10432, 'approved', '2026-05-18', '2026-05-18'),
  ('Project Charter Template',
   'A ready-to-use project charter: objectives, scope, stakeholders, milestones, risks and governance.',
   'templates', 'public', 'seed/project-charter-template.docx', 'project-charter-template.docx', 'docx', 10605, 'approved', '2026-02-20', '2026-02-20'),
  ('Sustainability Assessment Toolkit',
   'Checklists and scoring sheets to assess a business''s environmental, social and governance practices and align them with the SDGs.',
   'templates', 'public', 'seed/sustainability-assessment-toolkit.xlsx', 'sustainability-assessment-toolkit.xlsx', 'xlsx', 9274, 'approved', '2026-02-03', '2026-02-03'),
  ('Project Budget Tracker',
   'A spreadsheet to plan a project budget by line, record actual spending each month and see the variance at a glance.',
   'templates', 'public', 'seed/project-budget-tracker.xlsx', 'project-budget-tracker.xlsx', 'xlsx', 9042, 'approved', '2026-06-09', '2026-06-09'),
  ('Privacy and Data Handling Policy',
   'How we handle the personal information of clients, survey respondents and website visitors, in line with PIPEDA.',
   'policies', 'public', 'seed/privacy-and-data-handling-policy.pdf', 'privacy-and-data-handling-policy.pdf', 'pdf', 5389, 'approved', '2026-03-01', '2026-09-15'),
  ('Accessible Documents Guidelines',
   'Our guidelines for reports and presentations everyone can read: structure, language, colour, tables and alternative text.',
   'guidelines', 'public', 'seed/accessible-documents-guidelines.docx', 'accessible-documents-guidelines.docx', 'docx', 10390, 'approved', '2026-04-22', '2026-08-30'),
  ('Complaints and Feedback Procedure',
   'How clients, partners and community members can raise a concern or complaint with us, and how we handle it.',
   'procedures', 'public', 'seed/complaints-and-feedback-procedure.pdf', 'complaints-and-feedback-procedure.pdf', 'pdf', 5193, 'approved', '2026-05-05', '2026-05-05'),
  ('Data Protection Policy',
   'How we collect, store, share and dispose of personal and programme data.',
   'policies', 'internal', 'seed/data-protection-policy.pdf', 'data-protection-policy.pdf', 'pdf', 5046, 'approved', '2026-06-01', '2026-09-12'),
  ('Code of Ethical Conduct',
   'The standards of conduct, conflict-of-interest rules and reporting channels that apply to all staff and associates.',
   'policies', 'internal', 'seed/code-of-ethical-conduct.docx', 'code-of-ethical-conduct.docx', 'docx', 10218, 'approved', '2026-06-01', '2026-08-20'),
  ('Evaluation Quality Guidelines',
   'Internal guidelines for designing, conducting and reviewing evaluations to a consistent quality standard.',
   'guidelines', 'internal', 'seed/evaluation-quality-guidelines.docx', 'evaluation-quality-guidelines.docx', 'docx', 10149, 'approved', '2026-07-14', '2026-10-05'),
  ('Client Onboarding Procedure',
   'Step-by-step procedure from signed proposal to kick-off: contracts, data sharing agreements and project set-up.',
   'procedures', 'internal', 'seed/client-onboarding-procedure.pdf', 'client-onboarding-procedure.pdf', 'pdf', 4789, 'approved', '2026-08-03', '2026-10-28'),
  ('Field Data Collection Procedure',
   'Procedures for planning field work, consent, quality checks and secure transfer of collected data.',
   'procedures', 'internal', 'seed/field-data-collection-procedure.pdf', 'field-data-collection-procedure.pdf', 'pdf', 4672, 'approved', '2026-08-25', '2026-11-02');
-- <<< resources
