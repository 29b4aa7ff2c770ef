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

-- >>> staff texts in five languages (issue 25, decision 0033): the demo partners' descriptions and
-- tiers' names and features in fr, ru, ar, fa, as staff would write them in the portal.
update public.partners set description_i18n = v.texts from (values
  ('Northern Data Collective', '{"fr": "Partenaire de collecte de données sur le terrain et d’enquêtes pour les missions de suivi et d’évaluation partout au Canada.", "ru": "Партнёр по сбору полевых данных и проведению опросов в проектах мониторинга и оценки по всей Канаде.", "ar": "شريك في جمع البيانات الميدانية وإجراء المسوح لمهام الرصد والتقييم في جميع أنحاء كندا.", "fa": "شریک گردآوری داده‌های میدانی و پیمایش برای مأموریت‌های پایش و ارزشیابی در سراسر کانادا."}'::jsonb),
  ('GreenLedger Advisory', '{"fr": "Spécialistes du reporting ESG et de la comptabilité carbone avec qui nous élaborons les feuilles de route de durabilité.", "ru": "Специалисты по ESG-отчётности и углеродному учёту, с которыми мы разрабатываем дорожные карты устойчивого развития.", "ar": "متخصصون في تقارير الحوكمة البيئية والاجتماعية والمؤسسية (ESG) والمحاسبة الكربونية نعمل معهم على خرائط طريق الاستدامة.", "fa": "متخصصان گزارشگری ESG و حسابداری کربن که در نقشه‌های راه پایداری با آن‌ها همکاری می‌کنیم."}'::jsonb),
  ('Lakeshore Digital', '{"fr": "Partenaire d’hébergement web et de noms de domaine pour nos forfaits de conception de sites.", "ru": "Партнёр по веб-хостингу и доменам для наших пакетов разработки сайтов.", "ar": "شريك استضافة المواقع وأسماء النطاقات لباقات تصميم المواقع لدينا.", "fa": "شریک میزبانی وب و دامنه برای بسته‌های طراحی وب‌سایت ما."}'::jsonb)
) as v (name, texts) where partners.name = v.name;
update public.service_pricing set i18n = v.texts from (values
  ('00000000-0000-4000-8000-000000000201'::uuid, 'hourly', '{"fr": {"label": "Conseil (à l’heure)", "features": ["Consultant principal en suivi, évaluation et apprentissage", "Revue des indicateurs et du cadre"]}, "ru": {"label": "Консультации (почасово)", "features": ["Старший консультант по MEL", "Анализ индикаторов и рамочной модели"]}, "ar": {"label": "استشارات (بالساعة)", "features": ["مستشار أول في الرصد والتقييم والتعلّم", "مراجعة المؤشرات والإطار"]}, "fa": {"label": "مشاوره (ساعتی)", "features": ["مشاور ارشد پایش، ارزشیابی و یادگیری", "بازبینی شاخص‌ها و چارچوب"]}}'::jsonb),
  ('00000000-0000-4000-8000-000000000201'::uuid, 'evaluation', '{"fr": {"label": "Évaluation de projet (à partir de)", "features": ["Conception de l’évaluation", "Collecte et analyse des données", "Rapport final et séance d’apprentissage"]}, "ru": {"label": "Оценка проекта (от)", "features": ["Разработка дизайна оценки", "Сбор и анализ данных", "Итоговый отчёт и обучающая сессия"]}, "ar": {"label": "تقييم المشروع (ابتداءً من)", "features": ["تصميم التقييم", "جمع البيانات وتحليلها", "التقرير النهائي وجلسة التعلّم"]}, "fa": {"label": "ارزشیابی پروژه (از)", "features": ["طراحی ارزشیابی", "گردآوری و تحلیل داده‌ها", "گزارش نهایی و جلسهٔ یادگیری"]}}'::jsonb),
  ('00000000-0000-4000-8000-000000000202'::uuid, 'assessment', '{"fr": {"label": "Évaluation de durabilité (à partir de)", "features": ["Évaluation de référence", "Carte d’alignement sur les ODD", "Recommandations prioritaires"]}, "ru": {"label": "Оценка устойчивости (от)", "features": ["Базовая оценка", "Карта соответствия ЦУР", "Приоритетные рекомендации"]}, "ar": {"label": "تقييم الاستدامة (ابتداءً من)", "features": ["تقييم خط الأساس", "خريطة المواءمة مع أهداف التنمية المستدامة", "توصيات ذات أولوية"]}, "fa": {"label": "ارزیابی پایداری (از)", "features": ["ارزیابی خط پایه", "نقشهٔ همسویی با اهداف توسعهٔ پایدار", "توصیه‌های اولویت‌دار"]}}'::jsonb),
  ('00000000-0000-4000-8000-000000000202'::uuid, 'retainer', '{"fr": {"label": "Forfait mensuel de conseil ESG", "features": ["Point ESG mensuel", "Appui au reporting"]}, "ru": {"label": "Абонентское ESG-консультирование", "features": ["Ежемесячная ESG-сверка", "Поддержка отчётности"]}, "ar": {"label": "اشتراك استشارات الحوكمة البيئية والاجتماعية (ESG)", "features": ["متابعة شهرية لمعايير ESG", "دعم إعداد التقارير"]}, "fa": {"label": "قرارداد مشاورهٔ ماهانهٔ ESG", "features": ["بررسی ماهانهٔ ESG", "پشتیبانی از گزارشگری"]}}'::jsonb),
  ('00000000-0000-4000-8000-000000000203'::uuid, 'daily', '{"fr": {"label": "Chef de projet (à la journée)", "features": ["Chef de projet certifié", "Rapport d’avancement hebdomadaire"]}, "ru": {"label": "Руководитель проекта (за день)", "features": ["Сертифицированный руководитель проекта", "Еженедельные отчёты о ходе работ"]}, "ar": {"label": "مدير مشروع (باليوم)", "features": ["مدير مشروع معتمد", "تقارير أسبوعية عن سير العمل"]}, "fa": {"label": "مدیر پروژه (روزانه)", "features": ["مدیر پروژهٔ دارای گواهی‌نامه", "گزارش هفتگی وضعیت"]}}'::jsonb),
  ('00000000-0000-4000-8000-000000000204'::uuid, 'essentials', '{"fr": {"label": "Essentiel", "features": ["Service d’assistance informatique", "Appui à la tenue de livres", "Adresse de bureau virtuel"]}, "ru": {"label": "Базовый", "features": ["ИТ-служба поддержки", "Помощь с бухгалтерским учётом", "Адрес виртуального офиса"]}, "ar": {"label": "الأساسية", "features": ["مكتب دعم تقني", "دعم مسك الدفاتر", "عنوان مكتب افتراضي"]}, "fa": {"label": "پایه", "features": ["میز پشتیبانی فناوری اطلاعات", "پشتیبانی دفترداری", "نشانی دفتر مجازی"]}}'::jsonb),
  ('00000000-0000-4000-8000-000000000204'::uuid, 'growth', '{"fr": {"label": "Croissance", "features": ["Tout le forfait Essentiel", "Marketing numérique", "Appui en ressources humaines"]}, "ru": {"label": "Рост", "features": ["Всё из пакета «Базовый»", "Цифровой маркетинг", "Поддержка в сфере HR"]}, "ar": {"label": "النمو", "features": ["كل ما في الباقة الأساسية", "التسويق الرقمي", "دعم الموارد البشرية"]}, "fa": {"label": "رشد", "features": ["همهٔ خدمات بستهٔ پایه", "بازاریابی دیجیتال", "پشتیبانی منابع انسانی"]}}'::jsonb),
  ('00000000-0000-4000-8000-000000000205'::uuid, 'hourly', '{"fr": {"label": "Spécialiste (à l’heure)", "features": ["Spécialistes du climat et de l’énergie", "Spécialistes de la conformité en cybersécurité"]}, "ru": {"label": "Специалист (почасово)", "features": ["Специалисты по климату и энергетике", "Специалисты по соответствию требованиям кибербезопасности"]}, "ar": {"label": "أخصائي (بالساعة)", "features": ["متخصصون في المناخ والطاقة", "متخصصون في الامتثال للأمن السيبراني"]}, "fa": {"label": "متخصص (ساعتی)", "features": ["متخصصان اقلیم و انرژی", "متخصصان انطباق با الزامات امنیت سایبری"]}}'::jsonb),
  ('00000000-0000-4000-8000-000000000206'::uuid, 'starter', '{"fr": {"label": "Démarrage", "features": ["3 pages (Accueil, À propos, Contact)", "5 jours ouvrables", "1 révision"]}, "ru": {"label": "Стартовый", "features": ["3 страницы («Главная», «О нас», «Контакты»)", "5 рабочих дней", "1 правка"]}, "ar": {"label": "المبتدئة", "features": ["3 صفحات (الرئيسية، من نحن، اتصل بنا)", "5 أيام عمل", "مراجعة واحدة"]}, "fa": {"label": "آغازین", "features": ["۳ صفحه (خانه، درباره ما، تماس)", "۵ روز کاری", "۱ بار بازبینی"]}}'::jsonb),
  ('00000000-0000-4000-8000-000000000206'::uuid, 'professional', '{"fr": {"label": "Professionnel", "features": ["Jusqu’à 6 pages", "7 à 10 jours ouvrables", "2 révisions", "Hébergement gratuit pendant 1 an", "SSL, réservation, cartes et statistiques"]}, "ru": {"label": "Профессиональный", "features": ["До 6 страниц", "7–10 рабочих дней", "2 правки", "Бесплатный хостинг на 1 год", "SSL, онлайн-запись, карты и аналитика"]}, "ar": {"label": "الاحترافية", "features": ["حتى 6 صفحات", "من 7 إلى 10 أيام عمل", "مراجعتان", "استضافة مجانية لمدة سنة", "شهادة SSL والحجز والخرائط والتحليلات"]}, "fa": {"label": "حرفه‌ای", "features": ["تا ۶ صفحه", "۷ تا ۱۰ روز کاری", "۲ بار بازبینی", "میزبانی رایگان یک‌ساله", "SSL، رزرو، نقشه و تحلیل آمار"]}}'::jsonb),
  ('00000000-0000-4000-8000-000000000206'::uuid, 'premium', '{"fr": {"label": "Premium", "features": ["10 pages et un blogue statique", "Livraison prioritaire", "3 révisions", "Hébergement, SSL et configuration du domaine", "6 mois de maintenance gratuite"]}, "ru": {"label": "Премиум", "features": ["10 страниц и статический блог", "Приоритетная сдача", "3 правки", "Хостинг, SSL и настройка домена", "6 месяцев бесплатного сопровождения"]}, "ar": {"label": "المميزة", "features": ["10 صفحات ومدونة ثابتة", "تسليم ذو أولوية", "3 مراجعات", "الاستضافة وشهادة SSL وإعداد النطاق", "6 أشهر من الصيانة المجانية"]}, "fa": {"label": "ویژه", "features": ["۱۰ صفحه به‌همراه یک وبلاگ ایستا", "تحویل در اولویت", "۳ بار بازبینی", "میزبانی، SSL و راه‌اندازی دامنه", "۶ ماه نگهداری رایگان"]}}'::jsonb)
) as v (service_id, tier, texts) where service_pricing.service_id = v.service_id and service_pricing.tier = v.tier;
-- <<< staff texts in five languages

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
