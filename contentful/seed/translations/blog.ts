/**
 * Translations of the blog posts (content type blogPost) for fr, ru, ar and fa: every post's
 * title, excerpt, category and tags, and the bodies of two posts. The other bodies have no
 * translation, as happens in a real space: the site shows them in English, marked lang="en" with a
 * discreet note (issue 15). Tags and categories come from one dictionary per language, so a tag
 * reads the same on every post. Merged with the other translations by loadSeed().
 */
import { md } from "../richtext.ts";
import { frenchTypography, mapStrings } from "./fr.ts";
import { russianTypography } from "./ru.ts";
import type { SeedTranslations } from "./types.ts";

type Language = "fr" | "ru" | "ar" | "fa";

const CATEGORIES: Record<string, Record<Language, string>> = {
  "Monitoring & Evaluation": { fr: "Suivi et évaluation", ru: "Мониторинг и оценка", ar: "الرصد والتقييم", fa: "پایش و ارزیابی" },
  Sustainability: { fr: "Durabilité", ru: "Устойчивое развитие", ar: "الاستدامة", fa: "پایداری" },
  "Project Management": { fr: "Gestion de projet", ru: "Управление проектами", ar: "إدارة المشاريع", fa: "مدیریت پروژه" },
  "Business Support": { fr: "Soutien aux entreprises", ru: "Поддержка бизнеса", ar: "دعم الأعمال", fa: "پشتیبانی کسب‌وکار" },
  "Web Design": { fr: "Conception Web", ru: "Веб-дизайн", ar: "تصميم المواقع", fa: "طراحی وب" },
};

const TAGS: Record<string, Record<Language, string>> = {
  "theory of change": { fr: "théorie du changement", ru: "теория изменений", ar: "نظرية التغيير", fa: "نظریه تغییر" },
  evaluation: { fr: "évaluation", ru: "оценка", ar: "التقييم", fa: "ارزیابی" },
  "program design": { fr: "conception de programmes", ru: "разработка программ", ar: "تصميم البرامج", fa: "طراحی برنامه" },
  indicators: { fr: "indicateurs", ru: "индикаторы", ar: "المؤشرات", fa: "شاخص‌ها" },
  monitoring: { fr: "suivi", ru: "мониторинг", ar: "الرصد", fa: "پایش" },
  "data quality": { fr: "qualité des données", ru: "качество данных", ar: "جودة البيانات", fa: "کیفیت داده" },
  accountability: { fr: "redevabilité", ru: "подотчётность", ar: "المساءلة", fa: "پاسخ‌گویی" },
  "field work": { fr: "travail de terrain", ru: "полевая работа", ar: "العمل الميداني", fa: "کار میدانی" },
  learning: { fr: "apprentissage", ru: "обучение", ar: "التعلّم", fa: "یادگیری" },
  facilitation: { fr: "animation", ru: "фасилитация", ar: "التيسير", fa: "تسهیل‌گری" },
  ESG: { fr: "ESG", ru: "ESG", ar: "ESG", fa: "ESG" },
  "small business": { fr: "petites entreprises", ru: "малый бизнес", ar: "الشركات الصغيرة", fa: "کسب‌وکارهای کوچک" },
  strategy: { fr: "stratégie", ru: "стратегия", ar: "الاستراتيجية", fa: "راهبرد" },
  SDGs: { fr: "ODD", ru: "ЦУР", ar: "أهداف التنمية المستدامة", fa: "اهداف توسعه پایدار" },
  reporting: { fr: "rapports", ru: "отчётность", ar: "إعداد التقارير", fa: "گزارش‌دهی" },
  climate: { fr: "climat", ru: "климат", ar: "المناخ", fa: "اقلیم" },
  "project planning": { fr: "planification de projet", ru: "планирование проектов", ar: "تخطيط المشاريع", fa: "برنامه‌ریزی پروژه" },
  governance: { fr: "gouvernance", ru: "корпоративное управление", ar: "الحوكمة", fa: "حاکمیت" },
  templates: { fr: "modèles", ru: "шаблоны", ar: "النماذج", fa: "الگوها" },
  "risk management": { fr: "gestion des risques", ru: "управление рисками", ar: "إدارة المخاطر", fa: "مدیریت ریسک" },
  agile: { fr: "méthodes agiles", ru: "гибкие методы", ar: "المنهجية المرنة", fa: "روش چابک" },
  nonprofits: { fr: "OSBL", ru: "некоммерческие организации", ar: "المنظمات غير الربحية", fa: "سازمان‌های غیرانتفاعی" },
  "virtual office": { fr: "bureau virtuel", ru: "виртуальный офис", ar: "المكتب الافتراضي", fa: "دفتر مجازی" },
  productivity: { fr: "productivité", ru: "продуктивность", ar: "الإنتاجية", fa: "بهره‌وری" },
  "financial management": { fr: "gestion financière", ru: "управление финансами", ar: "الإدارة المالية", fa: "مدیریت مالی" },
  websites: { fr: "sites Web", ru: "веб-сайты", ar: "المواقع الإلكترونية", fa: "وب‌سایت‌ها" },
  SEO: { fr: "référencement", ru: "SEO", ar: "تحسين محركات البحث", fa: "سئو" },
  accessibility: { fr: "accessibilité", ru: "доступность", ar: "إمكانية الوصول", fa: "دسترس‌پذیری" },
  AODA: { fr: "LAPHO", ru: "AODA", ar: "قانون AODA", fa: "قانون AODA" },
};

interface PostText {
  category: string;
  tags: string[];
  title: Record<Language, string>;
  excerpt: Record<Language, string>;
}

/** Entry id → the English category and tags (for the dictionaries) and the translated title and excerpt. */
const POSTS: Record<string, PostText> = {
  "post-building-a-theory-of-change-that-works": {
    category: "Monitoring & Evaluation",
    tags: ["theory of change", "evaluation", "program design"],
    title: {
      fr: "Bâtir une théorie du changement qui fonctionne vraiment",
      ru: "Как построить теорию изменений, которая действительно работает",
      ar: "بناء نظرية تغيير تنجح فعلًا",
      fa: "ساختن نظریه تغییری که واقعاً کار می‌کند",
    },
    excerpt: {
      fr: "Une théorie du changement est plus qu'un schéma pour une demande de financement. Bien faite, elle devient la colonne vertébrale de votre plan de suivi et le premier outil que consulte un évaluateur.",
      ru: "Теория изменений — это больше, чем схема для заявки на финансирование. Если сделать её хорошо, она становится основой плана мониторинга и первым, к чему обращается оценщик.",
      ar: "نظرية التغيير أكثر من مخطط يُرفق بطلب تمويل. إذا أُحسن إعدادها أصبحت العمود الفقري لخطة الرصد وأول ما يرجع إليه المقيّم.",
      fa: "نظریه تغییر چیزی بیش از یک نمودار برای درخواست بودجه است. اگر خوب تهیه شود، ستون فقرات برنامه پایش شما و نخستین ابزاری می‌شود که ارزیاب سراغش می‌رود.",
    },
  },
  "post-choosing-indicators-that-matter": {
    category: "Monitoring & Evaluation",
    tags: ["indicators", "monitoring", "data quality"],
    title: {
      fr: "Choisir des indicateurs qui comptent : au-delà de SMART",
      ru: "Как выбрать значимые индикаторы: не только SMART",
      ar: "اختيار مؤشرات ذات معنى: ما بعد معايير SMART",
      fa: "انتخاب شاخص‌های مهم: فراتر از SMART",
    },
    excerpt: {
      fr: "SMART est une liste de contrôle utile, mais elle ne vous empêchera pas de recueillir des données que personne n'utilise. Voici comment nous aidons nos clients à choisir des indicateurs moins nombreux et meilleurs.",
      ru: "SMART — полезный чек-лист, но он не помешает собирать данные, которыми никто не пользуется. Рассказываем, как мы помогаем клиентам выбрать меньше индикаторов, но лучше.",
      ar: "معايير SMART قائمة تحقق مفيدة، لكنها لن تمنعك من جمع بيانات لا يستخدمها أحد. إليك كيف نساعد عملاءنا على اختيار مؤشرات أقل عددًا وأفضل جودة.",
      fa: "SMART فهرست بررسی مفیدی است، اما مانع گردآوری داده‌هایی که کسی از آن‌ها استفاده نمی‌کند نمی‌شود. این‌جا می‌گوییم چگونه به مشتریان کمک می‌کنیم شاخص‌های کمتر و بهتری برگزینند.",
    },
  },
  "post-third-party-monitoring-in-practice": {
    category: "Monitoring & Evaluation",
    tags: ["monitoring", "accountability", "field work"],
    title: {
      fr: "Le suivi par une tierce partie en pratique : ce que bailleurs et organismes d'exécution doivent attendre",
      ru: "Независимый мониторинг на практике: чего ждать донорам и исполнителям",
      ar: "الرصد من طرف ثالث عمليًا: ما ينبغي أن يتوقعه المموّلون والجهات المنفّذة",
      fa: "پایش طرف سوم در عمل: آنچه تأمین‌کنندگان مالی و مجریان باید انتظار داشته باشند",
    },
    excerpt: {
      fr: "Le suivi indépendant rassure les bailleurs de fonds lorsqu'ils ne peuvent pas visiter eux-mêmes les sites des projets. Il fonctionne mieux lorsque les organismes d'exécution en sont les partenaires, et non les sujets.",
      ru: "Независимый мониторинг даёт донорам уверенность, когда они не могут сами посетить объекты проекта. Лучше всего он работает, когда исполнители участвуют в процессе как партнёры, а не как объекты проверки.",
      ar: "يمنح الرصد المستقل المموّلين الثقة حين لا يستطيعون زيارة مواقع المشاريع بأنفسهم. وينجح على أفضل وجه حين تكون الجهات المنفّذة شريكة في العملية لا موضوعًا لها.",
      fa: "پایش مستقل به تأمین‌کنندگان مالی اطمینان می‌دهد وقتی خودشان نمی‌توانند از محل پروژه‌ها بازدید کنند. این کار زمانی بهترین نتیجه را دارد که مجریان شریک فرایند باشند، نه موضوع آن.",
    },
  },
  "post-learning-workshops-that-change-decisions": {
    category: "Monitoring & Evaluation",
    tags: ["learning", "evaluation", "facilitation"],
    title: {
      fr: "Des ateliers d'apprentissage qui changent les décisions",
      ru: "Обучающие семинары, которые меняют решения",
      ar: "ورش تعلّم تغيّر القرارات",
      fa: "کارگاه‌های یادگیری که تصمیم‌ها را تغییر می‌دهند",
    },
    excerpt: {
      fr: "Le A de SEA (suivi, évaluation et apprentissage) est la partie la plus souvent négligée. Un atelier d'apprentissage bien conçu transforme les constats d'une évaluation en décisions que l'équipe s'approprie vraiment.",
      ru: "Обучение — та часть MEL, которую чаще всего пропускают. Хорошо продуманный обучающий семинар превращает выводы оценки в решения, которые команда действительно принимает как свои.",
      ar: "التعلّم هو الجزء الأكثر إهمالًا في منظومة الرصد والتقييم والتعلّم. وورشة التعلّم المصمَّمة جيدًا تحوّل نتائج التقييم إلى قرارات يتبنّاها الفريق فعلًا.",
      fa: "یادگیری بخشی از پایش، ارزیابی و یادگیری است که بیش از همه نادیده گرفته می‌شود. یک کارگاه یادگیری خوب طراحی‌شده یافته‌های ارزیابی را به تصمیم‌هایی تبدیل می‌کند که تیم واقعاً از آنِ خود می‌داند.",
    },
  },
  "post-an-esg-roadmap-for-small-businesses": {
    category: "Sustainability",
    tags: ["ESG", "small business", "strategy"],
    title: {
      fr: "Une feuille de route ESG pour les petites entreprises",
      ru: "Дорожная карта ESG для малого бизнеса",
      ar: "خارطة طريق للاستدامة والحوكمة البيئية والاجتماعية (ESG) للشركات الصغيرة",
      fa: "نقشه راه ESG برای کسب‌وکارهای کوچک",
    },
    excerpt: {
      fr: "Les pratiques environnementales, sociales et de gouvernance ne sont plus réservées aux grandes sociétés. Clients, prêteurs et employés interrogent aussi les petites entreprises à leur sujet. Voici une feuille de route en quatre étapes adaptée à une petite équipe.",
      ru: "Экологические, социальные и управленческие практики больше не удел только крупных корпораций. О них спрашивают и малый бизнес — клиенты, кредиторы и сотрудники. Вот дорожная карта из четырёх этапов, посильная для небольшой команды.",
      ar: "لم تعد ممارسات الاستدامة البيئية والاجتماعية والحوكمة حكرًا على الشركات الكبرى؛ فالعملاء والمقرضون والموظفون يسألون الشركات الصغيرة عنها أيضًا. إليك خارطة طريق من أربع مراحل تناسب فريقًا صغيرًا.",
      fa: "شیوه‌های زیست‌محیطی، اجتماعی و حاکمیتی دیگر فقط مخصوص شرکت‌های بزرگ نیست. مشتریان، وام‌دهندگان و کارکنان درباره آن‌ها از کسب‌وکارهای کوچک هم می‌پرسند. این نقشه راهی چهارمرحله‌ای است که به کار یک تیم کوچک می‌آید.",
    },
  },
  "post-aligning-with-the-sdgs-without-greenwashing": {
    category: "Sustainability",
    tags: ["SDGs", "reporting", "ESG"],
    title: {
      fr: "S'aligner sur les ODD sans écoblanchiment",
      ru: "Как соответствовать ЦУР без гринвошинга",
      ar: "التوافق مع أهداف التنمية المستدامة دون غسل أخضر",
      fa: "همسو شدن با اهداف توسعه پایدار بدون سبزشویی",
    },
    excerpt: {
      fr: "Dix-sept icônes colorées dans un rapport ne rendent pas une organisation durable. Un alignement crédible sur les ODD commence par l'impact, les preuves et l'honnêteté sur les compromis.",
      ru: "Семнадцать ярких значков в отчёте не делают организацию устойчивой. Убедительное соответствие ЦУР начинается с воздействия, доказательств и честного разговора о компромиссах.",
      ar: "سبع عشرة أيقونة ملوّنة في تقرير لا تجعل المنظمة مستدامة. يبدأ التوافق الموثوق مع أهداف التنمية المستدامة بالأثر والأدلة والصراحة بشأن المفاضلات.",
      fa: "هفده نماد رنگارنگ در یک گزارش سازمانی را پایدار نمی‌کند. همسویی باورپذیر با اهداف توسعه پایدار با اثر، شواهد و صداقت درباره بده‌بستان‌ها آغاز می‌شود.",
    },
  },
  "post-measuring-your-carbon-footprint-first-steps": {
    category: "Sustainability",
    tags: ["climate", "small business", "reporting"],
    title: {
      fr: "Mesurer votre empreinte carbone : premiers pas pour les petites organisations",
      ru: "Как измерить углеродный след: первые шаги для небольших организаций",
      ar: "قياس بصمتك الكربونية: خطوات أولى للمنظمات الصغيرة",
      fa: "اندازه‌گیری ردپای کربن: نخستین گام‌ها برای سازمان‌های کوچک",
    },
    excerpt: {
      fr: "On ne peut pas réduire ce qu'on n'a pas mesuré. Un premier inventaire des gaz à effet de serre est plus simple que ne le croient la plupart des petites organisations, et il se rentabilise généralement.",
      ru: "Нельзя сократить то, что не измерено. Первая инвентаризация парниковых газов проще, чем ожидает большинство небольших организаций, и обычно окупается.",
      ar: "لا يمكنك خفض ما لم تقِسه. أول جرد لغازات الدفيئة أبسط مما تتوقعه معظم المنظمات الصغيرة، وعادةً ما يسدّد تكلفته بنفسه.",
      fa: "چیزی را که اندازه نگرفته‌اید نمی‌توانید کاهش دهید. نخستین سیاهه گازهای گلخانه‌ای ساده‌تر از آن است که بیشتر سازمان‌های کوچک گمان می‌کنند و معمولاً هزینه خود را جبران می‌کند.",
    },
  },
  "post-the-project-charter-essentials": {
    category: "Project Management",
    tags: ["project planning", "governance", "templates"],
    title: {
      fr: "La charte de projet : dix éléments essentiels avant de commencer",
      ru: "Устав проекта: десять обязательных пунктов перед стартом",
      ar: "ميثاق المشروع: عشرة عناصر أساسية قبل أن تبدأ",
      fa: "منشور پروژه: ده نکته ضروری پیش از شروع",
    },
    excerpt: {
      fr: "La plupart des problèmes de projet qu'on nous demande de régler étaient visibles dès le premier jour. Une charte courte et bien faite est l'assurance la moins chère qu'un projet puisse s'offrir.",
      ru: "Большинство проблем, которые нас просят решить, были видны в первый же день проекта. Короткий и продуманный устав — самая дешёвая страховка, которую может купить проект.",
      ar: "معظم مشكلات المشاريع التي يُطلب منا حلّها كانت ظاهرة منذ اليوم الأول. والميثاق القصير المُحكم هو أرخص تأمين يمكن أن يشتريه المشروع.",
      fa: "بیشتر مشکلات پروژه‌ای که از ما می‌خواهند حل کنیم از روز اول پیدا بود. یک منشور کوتاه و خوب نوشته‌شده ارزان‌ترین بیمه‌ای است که یک پروژه می‌تواند بخرد.",
    },
  },
  "post-managing-risk-on-donor-funded-projects": {
    category: "Project Management",
    tags: ["risk management", "project planning", "accountability"],
    title: {
      fr: "Gérer les risques des projets financés par des bailleurs de fonds",
      ru: "Управление рисками в донорских проектах",
      ar: "إدارة المخاطر في المشاريع المموّلة من المانحين",
      fa: "مدیریت ریسک در پروژه‌های با بودجه اهداکنندگان",
    },
    excerpt: {
      fr: "Les projets financés par des bailleurs de fonds font face à des risques rares dans les projets commerciaux : budgets fixes en devises étrangères, règles d'admissibilité strictes et contextes d'intervention fragiles. Un registre des risques tenu à jour les garde sous contrôle.",
      ru: "Донорские проекты сталкиваются с рисками, редкими для коммерческих: фиксированные бюджеты в иностранной валюте, строгие правила допустимости расходов и нестабильная среда. Живой реестр рисков помогает держать их под контролем.",
      ar: "تواجه المشاريع المموّلة من المانحين مخاطر نادرًا ما تواجهها المشاريع التجارية: ميزانيات ثابتة بعملات أجنبية، وقواعد أهلية صارمة، وبيئات عمل هشّة. وسجلّ مخاطر حيّ يُبقيها تحت السيطرة.",
      fa: "پروژه‌هایی که اهداکنندگان تأمین مالی می‌کنند با ریسک‌هایی روبه‌رو هستند که پروژه‌های تجاری کمتر با آن‌ها مواجه می‌شوند: بودجه ثابت به ارز خارجی، قواعد سخت‌گیرانه هزینه‌کرد و محیط‌های عملیاتی شکننده. یک ثبت ریسکِ همیشه به‌روز آن‌ها را مهارپذیر نگه می‌دارد.",
    },
  },
  "post-agile-or-waterfall-for-mission-driven-teams": {
    category: "Project Management",
    tags: ["agile", "project planning", "nonprofits"],
    title: {
      fr: "Agile ou en cascade ? Choisir une approche pour les équipes à vocation sociale",
      ru: "Agile или каскад? Как выбрать подход для команд с социальной миссией",
      ar: "المنهجية المرنة أم الشلالية؟ اختيار النهج المناسب للفرق ذات الرسالة",
      fa: "چابک یا آبشاری؟ انتخاب رویکرد برای تیم‌های مأموریت‌محور",
    },
    excerpt: {
      fr: "Le débat est souvent présenté comme un choix exclusif. Pour les OSBL et les entreprises sociales, la meilleure réponse est souvent une approche hybride qui respecte les exigences des bailleurs tout en laissant place à l'apprentissage.",
      ru: "Обычно спор ставят как выбор «или — или». Для некоммерческих организаций и социальных предприятий лучшим ответом часто оказывается гибрид, который учитывает требования доноров и оставляет место для обучения.",
      ar: "يُطرح النقاش عادةً على أنه خيار بين أمرين. أما للمنظمات غير الربحية والمؤسسات الاجتماعية فكثيرًا ما يكون الجواب الأفضل نهجًا هجينًا يحترم متطلبات المموّلين ويترك مجالًا للتعلّم.",
      fa: "این بحث معمولاً به شکل «این یا آن» مطرح می‌شود. برای سازمان‌های غیرانتفاعی و بنگاه‌های اجتماعی، بهترین پاسخ اغلب رویکردی ترکیبی است که الزامات تأمین‌کنندگان مالی را رعایت می‌کند و جا برای یادگیری باقی می‌گذارد.",
    },
  },
  "post-setting-up-a-virtual-office-for-a-small-team": {
    category: "Business Support",
    tags: ["virtual office", "small business", "productivity"],
    title: {
      fr: "Mettre en place un bureau virtuel pour une petite équipe",
      ru: "Как организовать виртуальный офис для небольшой команды",
      ar: "إعداد مكتب افتراضي لفريق صغير",
      fa: "راه‌اندازی دفتر مجازی برای یک تیم کوچک",
    },
    excerpt: {
      fr: "Une adresse professionnelle, une ligne téléphonique toujours répondue et un espace de travail partagé sécurisé : un bureau virtuel donne à une petite équipe la présence d'un grand cabinet, sans le loyer.",
      ru: "Деловой адрес, телефон, на который всегда отвечают, и защищённое общее рабочее пространство: виртуальный офис даёт небольшой команде солидность крупной фирмы без арендной платы.",
      ar: "عنوان مهني، وخط هاتفي يُجاب عليه دائمًا، ومساحة عمل مشتركة آمنة: يمنح المكتب الافتراضي الفريق الصغير حضور شركة كبيرة دون عبء الإيجار.",
      fa: "نشانی حرفه‌ای، خط تلفنی که همیشه پاسخ داده می‌شود و فضای کاری مشترکِ امن: دفتر مجازی به یک تیم کوچک اعتبار یک شرکت بزرگ را می‌دهد، بی‌آنکه اجاره‌ای بپردازد.",
    },
  },
  "post-bookkeeping-habits-for-growing-businesses": {
    category: "Business Support",
    tags: ["financial management", "small business", "productivity"],
    title: {
      fr: "Cinq habitudes de tenue de livres pour les entreprises en croissance",
      ru: "Пять привычек бухучёта для растущего бизнеса",
      ar: "خمس عادات في مسك الدفاتر للشركات النامية",
      fa: "پنج عادت دفترداری برای کسب‌وکارهای رو به رشد",
    },
    excerpt: {
      fr: "Des livres bien tenus ne servent pas qu'à la saison des impôts. Cinq habitudes simples donnent aux propriétaires de petites entreprises une vision claire de leur trésorerie, moins de surprises et une fin d'exercice bien plus facile.",
      ru: "Порядок в учёте нужен не только в налоговый сезон. Пять простых привычек дают владельцу малого бизнеса ясную картину денежных потоков, меньше сюрпризов и куда более лёгкое закрытие года.",
      ar: "الدفاتر المنظّمة ليست لموسم الضرائب فقط. خمس عادات بسيطة تمنح أصحاب الشركات الصغيرة رؤية واضحة للسيولة، ومفاجآت أقل، ونهاية سنة مالية أيسر بكثير.",
      fa: "دفاتر منظم فقط برای فصل مالیات نیست. پنج عادت ساده به صاحبان کسب‌وکارهای کوچک دیدی روشن از نقدینگی، غافلگیری کمتر و پایان سال مالیِ بسیار آسان‌تری می‌دهد.",
    },
  },
  "post-what-every-small-business-website-needs": {
    category: "Web Design",
    tags: ["websites", "small business", "SEO"],
    title: {
      fr: "Ce dont tout site Web de petite entreprise a besoin",
      ru: "Что нужно каждому сайту малого бизнеса",
      ar: "ما يحتاجه كل موقع إلكتروني لشركة صغيرة",
      fa: "آنچه هر وب‌سایت کسب‌وکار کوچک لازم دارد",
    },
    excerpt: {
      fr: "Le site Web d'une petite entreprise n'a pas besoin d'être grand. Il doit se charger vite, répondre aux questions que posent vraiment les clients et faciliter la prise de contact.",
      ru: "Сайту малого бизнеса не нужно быть большим. Ему нужно быстро загружаться, отвечать на вопросы, которые действительно задают клиенты, и позволять легко связаться с вами.",
      ar: "لا يحتاج موقع الشركة الصغيرة إلى أن يكون كبيرًا، بل إلى أن يُحمَّل بسرعة، ويجيب عن الأسئلة التي يطرحها العملاء فعلًا، ويسهّل التواصل.",
      fa: "وب‌سایت یک کسب‌وکار کوچک لازم نیست بزرگ باشد. باید سریع بارگذاری شود، به پرسش‌هایی که مشتریان واقعاً می‌پرسند پاسخ دهد و تماس گرفتن را آسان کند.",
    },
  },
  "post-website-accessibility-and-the-aoda": {
    category: "Web Design",
    tags: ["accessibility", "websites", "AODA"],
    title: {
      fr: "L'accessibilité des sites Web et la LAPHO : guide pratique pour les organisations ontariennes",
      ru: "Доступность сайтов и закон AODA: практическое руководство для организаций Онтарио",
      ar: "إمكانية الوصول إلى المواقع الإلكترونية وقانون AODA: دليل عملي لمنظمات أونتاريو",
      fa: "دسترس‌پذیری وب‌سایت و قانون AODA: راهنمای عملی برای سازمان‌های انتاریو",
    },
    excerpt: {
      fr: "En vertu de la Loi sur l'accessibilité pour les personnes handicapées de l'Ontario, de nombreuses organisations doivent rendre leur site Web accessible. Au-delà de la conformité, les sites accessibles fonctionnent tout simplement mieux pour tout le monde.",
      ru: "По закону Онтарио о доступности для людей с инвалидностью (AODA) многие организации обязаны сделать свои сайты доступными. Но дело не только в соответствии закону: доступные сайты просто удобнее для всех.",
      ar: "بموجب قانون إتاحة الوصول لذوي الإعاقة في أونتاريو، يجب على كثير من المنظمات جعل مواقعها الإلكترونية قابلة للوصول. وبعيدًا عن الامتثال، تعمل المواقع المتاحة للجميع بشكل أفضل ببساطة.",
      fa: "طبق قانون دسترس‌پذیری برای ساکنان دارای معلولیت انتاریو، بسیاری از سازمان‌ها باید وب‌سایت خود را دسترس‌پذیر کنند. فراتر از رعایت قانون، سایت‌های دسترس‌پذیر به‌سادگی برای همه بهتر کار می‌کنند.",
    },
  },
};

/** The two posts whose bodies are translated (the others show their English body, marked). */
const BODIES: Record<Language, Record<string, ReturnType<typeof md>>> = {
  fr: {
    "post-an-esg-roadmap-for-small-businesses": md`
      Les propriétaires de petites entreprises nous disent tous la même chose : un gros client a envoyé un questionnaire ESG à ses fournisseurs, ou la banque a posé des questions sur le risque climatique, et ils ne savaient pas par où commencer. Bonne nouvelle : une petite entreprise n'a pas besoin d'un service de la durabilité. Elle a besoin d'un plan clair et proportionné.

      ![Feuille de route ESG en quatre étapes](asset:figure-esg-roadmap)

      ## Étape 1 : évaluer

      Commencez par un point de départ. Rassemblez une année de factures d'énergie, de reçus de carburant, de factures de gestion des déchets et de données de base sur le personnel (effectif, roulement, heures de formation, incidents au travail). Déterminez ensuite vos **enjeux importants** : les sujets environnementaux, sociaux et de gouvernance qui comptent le plus pour votre entreprise et vos parties prenantes. Pour un restaurant, le gaspillage alimentaire et le bien-être du personnel viendront peut-être en tête ; pour une entreprise de logiciels, la consommation d'énergie des services infonuagiques et la protection des données.

      ## Étape 2 : établir les priorités

      Retenez trois à cinq priorités et fixez des cibles que vous pouvez réellement atteindre. Une bonne cible est précise et a un responsable : « Réduire de 15 % la consommation de gaz naturel d'ici 2026 grâce à la modernisation du chauffage, sous la responsabilité du directeur des opérations. » Résistez à la tentation de promettre la carboneutralité pour l'an prochain : à ce stade, la crédibilité compte plus que l'ambition.

      ## Étape 3 : agir

      Commencez par des gains rapides qui font économiser de l'argent, car ils créent un élan et libèrent du budget :

      - Éclairage DEL et thermostats intelligents.
      - Choix des fournisseurs : options locales, certifiées ou moins emballées.
      - Un code de conduite écrit et un mécanisme simple de signalement.
      - Des politiques de travail flexible et de formation qui aident à garder le bon personnel.

      Planifiez ensuite les projets plus importants, comme le remplacement d'équipements ou le passage à l'électricité renouvelable, et cherchez les programmes gouvernementaux qui en partagent le coût.

      > Les petites entreprises ont un grand avantage en matière d'ESG : une décision se prend en une semaine, pas en un an.

      ## Étape 4 : rendre compte

      Faites état de vos progrès honnêtement, une fois par an, en langage clair : ce que vous avez mesuré, ce que vous avez changé, ce qui n'a pas fonctionné. Un résumé d'une page sur votre site Web et dans les questionnaires des fournisseurs suffit pour commencer. À mesure que vous grandissez, alignez-vous sur des cadres reconnus pour que vos données soient comparables.

      ## La gouvernance, le pilier discret

      Le « G » est souvent négligé par les petites entreprises, mais c'est là que les prêteurs et les grands clients regardent en premier. Des responsabilités claires, des politiques écrites, des règles sur les conflits d'intérêts et une hygiène de base en cybersécurité comptent toutes.

      ## Se faire aider

      Notre [équipe de la durabilité](/services/sustainability) propose des évaluations ESG à portée fixe pour les petites et moyennes entreprises, y compris le point de départ et un plan d'action priorisé. Les [ressources du gouvernement du Canada sur la durabilité des entreprises](https://ised-isde.canada.ca/site/canadian-industry-sustainability-hub/fr) présentent des programmes et des outils qui peuvent réduire vos coûts.
    `,
    "post-what-every-small-business-website-needs": md`
      Un nombre étonnant de sites Web de petites entreprises échouent sur l'essentiel : ils sont lents sur un téléphone, cachent le numéro de téléphone ou décrivent l'entreprise dans des termes que seul le propriétaire comprend. Avant de penser aux animations ou à un blogue, assurez-vous que votre site fait bien ce qui suit.

      ## Dites ce que vous faites, pour qui et où

      Les visiteurs décident en quelques secondes s'ils sont au bon endroit. Le titre de votre page d'accueil doit dire simplement ce que vous offrez et à qui. Précisez votre zone de service, qu'il s'agisse de North York, de la région du Grand Toronto ou de tout le Canada.

      ## Rendez la prise de contact facile

      - Votre numéro de téléphone dans l'en-tête, cliquable sur mobile.
      - Un court formulaire de contact avec seulement les champs vraiment nécessaires.
      - Votre adresse et une carte si des clients se rendent chez vous.
      - Vos heures d'ouverture, tenues à jour.
      - Un appel à l'action clair sur chaque page : réserver un appel, demander un devis, visiter la boutique.

      ## Soyez rapide et adapté aux mobiles

      La plupart des visites viennent désormais de téléphones. Compressez les images, évitez les carrousels lourds et testez vos pages sur un vrai téléphone de milieu de gamme avec une connexion mobile. L'outil gratuit [PageSpeed Insights](https://pagespeed.web.dev/) de Google montre ce qui ralentit une page.

      > Un site Web qui met cinq secondes à se charger a déjà perdu une bonne part de ses visiteurs.

      ## Inspirez confiance

      Montrez qui vous êtes : de vraies photos de votre équipe ou de vos locaux, de courtes biographies et des témoignages de vrais clients, avec leur permission. Affichez vos certifications ou adhésions. Assurez-vous que le site utilise HTTPS ; les navigateurs mettent les visiteurs en garde contre les sites qui ne le font pas.

      ## Couvrez les bases de la recherche

      Pas besoin d'une agence de référencement pour bien faire l'essentiel :

      1. Donnez à chaque page un titre et une méta-description uniques et descriptifs.
      2. Utilisez des intertitres qui reflètent ce que les clients recherchent.
      3. Créez une fiche d'établissement Google gratuite et gardez-la cohérente avec votre site.
      4. Demandez des avis à vos clients satisfaits.

      ## Respectez la vie privée et l'accessibilité

      Publiez une politique de confidentialité qui explique ce que vous recueillez par vos formulaires et pourquoi. Assurez-vous que votre site s'utilise au clavier et avec un lecteur d'écran ; en Ontario, l'accessibilité est aussi une obligation légale pour de nombreuses organisations.

      ## Prévoyez les mises à jour

      Choisissez une solution qui vous permet de modifier vous-même heures, prix et nouvelles. Un site qu'on ne peut pas mettre à jour rapidement devient désuet, et une information désuète coûte des clients.

      Nos [forfaits de sites Web](/website-packages) à prix fixe comprennent tout ce qui précède, de la conception adaptée aux mobiles et du certificat SSL au formulaire de contact et au référencement de base. Les entreprises immatriculées depuis moins de douze mois obtiennent en plus 15 % de rabais.
    `,
  },
  ru: {
    "post-an-esg-roadmap-for-small-businesses": md`
      Владельцы малого бизнеса рассказывают нам одно и то же: крупный заказчик прислал анкету поставщика по ESG или банк спросил о климатических рисках, а они не знали, с чего начать. Хорошая новость: малому бизнесу не нужен отдел устойчивого развития. Ему нужен ясный и соразмерный план.

      ![Дорожная карта ESG из четырёх этапов](asset:figure-esg-roadmap)

      ## Этап 1. Оценка

      Начните с исходного уровня. Соберите за год счета за коммунальные услуги, чеки за топливо, счета за вывоз отходов и базовые кадровые данные (численность, текучесть, часы обучения, происшествия на работе). Затем определите **существенные темы**: экологические, социальные и управленческие вопросы, которые важнее всего для вашего бизнеса и заинтересованных сторон. Для ресторана на первом месте могут быть пищевые отходы и благополучие персонала, для разработчика программ — энергопотребление облачных сервисов и защита данных.

      ## Этап 2. Приоритеты

      Выберите три–пять приоритетов и поставьте цели, которых действительно можно достичь. Хорошая цель конкретна и имеет ответственного: «Сократить потребление природного газа на 15 % к 2026 году за счёт модернизации отопления; ответственный — операционный менеджер». Не поддавайтесь соблазну обещать углеродную нейтральность к следующему году: на этом этапе доверие важнее амбиций.

      ## Этап 3. Действия

      Начните с быстрых побед, которые экономят деньги: они создают импульс и высвобождают бюджет.

      - Светодиодное освещение и умные термостаты.
      - Выбор поставщиков: местные, сертифицированные или с меньшим количеством упаковки.
      - Письменный кодекс поведения и простой канал для сообщений о нарушениях.
      - Гибкий график и политика обучения, которые помогают удержать хороших сотрудников.

      Затем планируйте более крупные проекты — замену оборудования или переход на возобновляемую электроэнергию — и ищите государственные программы, которые берут на себя часть затрат.

      > У малого бизнеса есть большое преимущество в ESG: решения принимаются за неделю, а не за год.

      ## Этап 4. Отчётность

      Раз в год честно и простым языком рассказывайте о прогрессе: что измерили, что изменили, что не сработало. Для начала достаточно одностраничной сводки на сайте и в анкетах поставщика. По мере роста ориентируйтесь на признанные стандарты, чтобы ваши данные можно было сравнивать.

      ## Управление — незаметная опора

      Малые компании часто забывают о букве «G», но именно на неё кредиторы и крупные заказчики смотрят в первую очередь. Важно всё: чёткое распределение ответственности, письменные политики, правила о конфликте интересов и базовая кибергигиена.

      ## Где получить помощь

      Наша [команда по устойчивому развитию](/services/sustainability) проводит ESG-оценку фиксированного объёма для малых и средних предприятий, включая исходный уровень и план действий по приоритетам. На [портале правительства Канады об устойчивом развитии бизнеса](https://ised-isde.canada.ca/site/canadian-industry-sustainability-hub/en) собраны программы и инструменты, которые могут снизить ваши расходы.
    `,
    "post-what-every-small-business-website-needs": md`
      Удивительно много сайтов малого бизнеса не справляются с основами: медленно открываются на телефоне, прячут номер телефона или описывают компанию словами, понятными только владельцу. Прежде чем думать об анимациях или блоге, убедитесь, что ваш сайт хорошо делает следующее.

      ## Скажите, что вы делаете, для кого и где

      Посетитель за секунды решает, туда ли он попал. Заголовок главной страницы должен прямо говорить, что вы предлагаете и кому. Укажите зону обслуживания — Норт-Йорк, Большой Торонто или вся Канада.

      ## Сделайте связь с вами лёгкой

      - Номер телефона в шапке сайта, с вызовом по нажатию на мобильном.
      - Короткая форма обратной связи только с действительно нужными полями.
      - Адрес и карта, если клиенты приходят к вам.
      - Часы работы, всегда актуальные.
      - Понятный призыв к действию на каждой странице: записаться на звонок, запросить цену, прийти в магазин.

      ## Будьте быстрыми и удобными на телефоне

      Большинство посещений сейчас приходится на телефоны. Сжимайте изображения, избегайте тяжёлых слайдеров и проверяйте страницы на настоящем телефоне среднего класса через мобильную сеть. Бесплатный сервис Google [PageSpeed Insights](https://pagespeed.web.dev/) показывает, что замедляет страницу.

      > Сайт, который загружается пять секунд, уже потерял заметную долю посетителей.

      ## Вызывайте доверие

      Покажите, кто вы: настоящие фотографии команды или помещения, короткие биографии и отзывы реальных клиентов с их согласия. Укажите сертификаты и членство в организациях. Убедитесь, что сайт работает по HTTPS: браузеры предупреждают посетителей о сайтах без него.

      ## Освойте основы поиска

      Чтобы сделать главное правильно, агентство по SEO не нужно:

      1. Дайте каждой странице уникальный, понятный заголовок и метаописание.
      2. Используйте подзаголовки, отражающие то, что ищут клиенты.
      3. Создайте бесплатный профиль компании в Google и поддерживайте его в согласии с сайтом.
      4. Просите довольных клиентов оставить отзыв.

      ## Уважайте приватность и доступность

      Опубликуйте политику конфиденциальности: что вы собираете через формы и зачем. Убедитесь, что сайтом можно пользоваться с клавиатуры и с программой экранного доступа; в Онтарио доступность для многих организаций — ещё и требование закона.

      ## Планируйте обновления

      Выберите решение, в котором вы сами можете менять часы работы, цены и новости. Сайт, который нельзя быстро обновить, устаревает, а устаревшая информация стоит вам клиентов.

      Наши [пакеты сайтов](/website-packages) по фиксированной цене включают всё перечисленное — от адаптивного дизайна и SSL до формы обратной связи и базового SEO. Новые компании, зарегистрированные за последние двенадцать месяцев, получают ещё и скидку 15 %.
    `,
  },
  ar: {
    "post-an-esg-roadmap-for-small-businesses": md`
      يقول لنا أصحاب الشركات الصغيرة الشيء نفسه: أرسل عميل كبير استبيانًا للموردين عن الاستدامة والحوكمة البيئية والاجتماعية، أو سأل البنك عن المخاطر المناخية، ولم يعرفوا من أين يبدؤون. والخبر السار أن الشركة الصغيرة لا تحتاج إلى قسم للاستدامة، بل إلى خطة واضحة ومتناسبة مع حجمها.

      ![خارطة طريق الاستدامة في أربع مراحل](asset:figure-esg-roadmap)

      ## المرحلة 1: التقييم

      ابدأ بخط أساس. اجمع فواتير الخدمات وإيصالات الوقود وفواتير النفايات لسنة كاملة، إلى جانب بيانات أساسية عن الموظفين (العدد، ونسبة الدوران، وساعات التدريب، وحوادث العمل). ثم حدّد **القضايا الجوهرية**: الموضوعات البيئية والاجتماعية وموضوعات الحوكمة الأهم لشركتك ولأصحاب المصلحة. في المطعم قد يتصدّر القائمةَ هدرُ الطعام ورفاهُ العاملين، وفي شركة البرمجيات استهلاكُ الطاقة في الخدمات السحابية وخصوصيةُ البيانات.

      ## المرحلة 2: تحديد الأولويات

      اختر من ثلاث إلى خمس أولويات وحدّد أهدافًا يمكنك بلوغها فعلًا. الهدف الجيد محدّد وله مسؤول: «خفض استهلاك الغاز الطبيعي بنسبة 15% بحلول 2026 عبر تحديث التدفئة، ويتولّاه مدير العمليات». قاوم إغراء الوعد بالحياد الكربوني في العام المقبل؛ فالمصداقية في هذه المرحلة أهم من الطموح.

      ## المرحلة 3: التنفيذ

      ابدأ بمكاسب سريعة توفّر المال، لأنها تصنع الزخم وتحرّر الميزانية:

      - إضاءة LED وأجهزة تنظيم حرارة ذكية.
      - اختيار الموردين: خيارات محلية أو معتمدة أو أقل تغليفًا.
      - مدوّنة سلوك مكتوبة وقناة بسيطة للإبلاغ عن المخالفات.
      - سياسات عمل مرن وتدريب تساعدك على الاحتفاظ بالموظفين الجيدين.

      ثم خطّط لمشاريع أكبر، مثل تحديث المعدات أو التحوّل إلى الكهرباء المتجددة، وابحث عن البرامج الحكومية التي تتقاسم التكلفة.

      > للشركات الصغيرة ميزة كبيرة في الاستدامة: القرار يُتّخذ في أسبوع لا في عام.

      ## المرحلة 4: الإفصاح

      شارك تقدّمك بصدق مرة في السنة وبلغة واضحة: ماذا قست، وماذا غيّرت، وما الذي لم ينجح. يكفي في البداية ملخّص من صفحة واحدة على موقعك وفي استبيانات الموردين. ومع نموّك، التزم بأطر معترف بها لتكون بياناتك قابلة للمقارنة.

      ## الحوكمة: الركيزة الهادئة

      كثيرًا ما تغفل الشركات الصغيرة عن حرف «G»، لكنه أول ما ينظر إليه المقرضون والعملاء الكبار. وكل ما يلي مهم: مسؤوليات واضحة، وسياسات موثّقة، وقواعد لتضارب المصالح، وأساسيات الأمن السيبراني.

      ## الحصول على المساعدة

      يقدّم [فريق الاستدامة](/services/sustainability) لدينا تقييمات للاستدامة والحوكمة البيئية والاجتماعية بنطاق محدّد للشركات الصغيرة والمتوسطة، تشمل خط الأساس وخطة عمل مرتّبة حسب الأولوية. كما تعرض [موارد حكومة كندا لاستدامة الأعمال](https://ised-isde.canada.ca/site/canadian-industry-sustainability-hub/en) برامج وأدوات قد تخفّض تكاليفك.
    `,
    "post-what-every-small-business-website-needs": md`
      يخفق عدد مفاجئ من مواقع الشركات الصغيرة في الأساسيات: بطء على الهاتف، أو رقم هاتف مخفي، أو وصف للشركة بعبارات لا يفهمها إلا صاحبها. قبل أن تفكّر في الحركات أو المدوّنة، تأكّد من أن موقعك يؤدي ما يلي جيدًا.

      ## قل ماذا تفعل ولمن وأين

      يقرّر الزائر في ثوانٍ إن كان في المكان الصحيح. يجب أن يقول عنوان صفحتك الرئيسية بوضوح ما تقدّمه ولمن. واذكر منطقة خدمتك، سواء كانت نورث يورك أو منطقة تورونتو الكبرى أو كندا كلها.

      ## اجعل التواصل معك سهلًا

      - رقم هاتفك في رأس الصفحة، قابلًا للنقر على الهاتف المحمول.
      - نموذج تواصل قصير لا يضم إلا الحقول الضرورية.
      - عنوانك وخريطة إن كان العملاء يزورونك.
      - ساعات العمل، محدّثة دائمًا.
      - دعوة واضحة إلى الإجراء في كل صفحة: احجز مكالمة، اطلب عرض سعر، زُر المتجر.

      ## كن سريعًا ومناسبًا للهاتف

      معظم الزيارات اليوم تأتي من الهواتف. اضغط الصور، وتجنّب شرائح العرض الثقيلة، واختبر صفحاتك على هاتف متوسط حقيقي عبر اتصال جوّال. وتُظهر أداة Google المجانية [PageSpeed Insights](https://pagespeed.web.dev/) ما يبطئ الصفحة.

      > الموقع الذي يستغرق تحميله خمس ثوانٍ قد خسر بالفعل نسبة كبيرة من زوّاره.

      ## ابنِ الثقة

      أظهر من أنت: صور حقيقية لفريقك أو مقرّك، ونبذ قصيرة، وشهادات عملاء حقيقيين بإذنهم. واعرض شهاداتك أو عضوياتك. وتأكّد من أن الموقع يستخدم HTTPS؛ فالمتصفحات تحذّر الزوار من المواقع التي لا تستخدمه.

      ## غطِّ أساسيات البحث

      لا تحتاج إلى وكالة لتحسين محركات البحث كي تُتقن الأساسيات:

      1. امنح كل صفحة عنوانًا ووصفًا تعريفيًا فريدين وواضحين.
      2. استخدم عناوين فرعية تعكس ما يبحث عنه العملاء.
      3. أنشئ ملفًا تجاريًا مجانيًا على Google وأبقِه متّسقًا مع موقعك.
      4. اطلب من العملاء الراضين كتابة مراجعات.

      ## احترم الخصوصية وإمكانية الوصول

      انشر سياسة خصوصية توضّح ما تجمعه عبر النماذج ولماذا. وتأكّد من إمكانية استخدام موقعك بلوحة المفاتيح وبقارئ الشاشة؛ ففي أونتاريو تُعدّ إمكانية الوصول أيضًا التزامًا قانونيًا على كثير من المنظمات.

      ## خطّط للتحديثات

      اختر حلًّا يتيح لك تغيير الساعات والأسعار والأخبار بنفسك. فالموقع الذي لا يمكن تحديثه بسرعة يتقادم، والمعلومات القديمة تكلّفك عملاء.

      تشمل [باقات المواقع](/website-packages) بسعر ثابت كل ما سبق، من التصميم المتوافق مع الهاتف وشهادة SSL إلى نموذج التواصل وأساسيات تحسين محركات البحث. وتحصل الشركات الجديدة المسجّلة خلال الاثني عشر شهرًا الماضية أيضًا على خصم 15%.
    `,
  },
  fa: {
    "post-an-esg-roadmap-for-small-businesses": md`
      صاحبان کسب‌وکارهای کوچک همه یک چیز به ما می‌گویند: یک مشتری بزرگ پرسش‌نامه ESG برای تأمین‌کنندگان فرستاده یا بانک درباره ریسک اقلیمی پرسیده و آن‌ها نمی‌دانسته‌اند از کجا شروع کنند. خبر خوب این است که یک کسب‌وکار کوچک به واحد پایداری نیاز ندارد؛ به برنامه‌ای روشن و متناسب نیاز دارد.

      ![نقشه راه چهارمرحله‌ای ESG](asset:figure-esg-roadmap)

      ## مرحله ۱: ارزیابی

      با یک خط پایه شروع کنید. قبض‌های آب و برق و گاز، رسیدهای سوخت، صورت‌حساب‌های دفع پسماند و داده‌های پایه کارکنان (تعداد، جابه‌جایی، ساعت‌های آموزش، حوادث کاری) را برای یک سال گرد آورید. سپس **موضوعات بااهمیت** خود را مشخص کنید: موضوعات زیست‌محیطی، اجتماعی و حاکمیتی که برای کسب‌وکار و ذی‌نفعان شما بیشترین اهمیت را دارند. برای یک رستوران شاید هدررفت غذا و رفاه کارکنان در صدر فهرست باشد؛ برای یک شرکت نرم‌افزاری، مصرف انرژی سرویس‌های ابری و حریم خصوصی داده‌ها.

      ## مرحله ۲: اولویت‌بندی

      سه تا پنج اولویت برگزینید و هدف‌هایی بگذارید که واقعاً دست‌یافتنی باشند. هدف خوب مشخص است و مسئول دارد: «کاهش ۱۵ درصدی مصرف گاز طبیعی تا سال ۲۰۲۶ با نوسازی سیستم گرمایش، با مسئولیت مدیر عملیات.» در برابر وسوسه وعده کربن‌صفر برای سال آینده مقاومت کنید؛ در این مرحله اعتبار مهم‌تر از بلندپروازی است.

      ## مرحله ۳: اقدام

      با دستاوردهای سریعی شروع کنید که در هزینه صرفه‌جویی می‌کنند، چون شتاب می‌سازند و بودجه آزاد می‌کنند:

      - روشنایی LED و ترموستات‌های هوشمند.
      - انتخاب تأمین‌کنندگان: گزینه‌های محلی، دارای گواهی یا با بسته‌بندی کمتر.
      - آیین‌نامه رفتاری مکتوب و مجرایی ساده برای گزارش تخلف.
      - سیاست‌های کار منعطف و آموزش که به نگه داشتن کارکنان خوب کمک می‌کند.

      سپس پروژه‌های بزرگ‌تر، مانند نوسازی تجهیزات یا رفتن به سوی برق تجدیدپذیر، را برنامه‌ریزی کنید و به دنبال برنامه‌های دولتی باشید که در هزینه سهیم می‌شوند.

      > کسب‌وکارهای کوچک در ESG یک مزیت بزرگ دارند: تصمیم در یک هفته گرفته می‌شود، نه در یک سال.

      ## مرحله ۴: گزارش‌دهی

      سالی یک بار، صادقانه و به زبان ساده، پیشرفت خود را بگویید: چه چیزی را اندازه گرفتید، چه چیزی را تغییر دادید و چه چیزی جواب نداد. برای شروع، یک خلاصه یک‌صفحه‌ای در وب‌سایت و در پرسش‌نامه‌های تأمین‌کنندگان کافی است. با رشد کسب‌وکار، با چارچوب‌های شناخته‌شده همسو شوید تا داده‌هایتان قابل مقایسه باشد.

      ## حاکمیت، ستون بی‌صدا

      حرف «G» را کسب‌وکارهای کوچک اغلب نادیده می‌گیرند، اما وام‌دهندگان و مشتریان بزرگ پیش از همه به آن نگاه می‌کنند. مسئولیت‌های روشن، سیاست‌های مکتوب، قواعد تعارض منافع و بهداشت پایه امنیت سایبری همه به حساب می‌آیند.

      ## کمک گرفتن

      [تیم پایداری](/services/sustainability) ما برای کسب‌وکارهای کوچک و متوسط ارزیابی‌های ESG با دامنه مشخص ارائه می‌دهد که خط پایه و یک برنامه اقدام اولویت‌بندی‌شده را در بر می‌گیرد. [منابع دولت کانادا درباره پایداری کسب‌وکار](https://ised-isde.canada.ca/site/canadian-industry-sustainability-hub/en) برنامه‌ها و ابزارهایی را معرفی می‌کند که ممکن است هزینه‌های شما را کاهش دهد.
    `,
    "post-what-every-small-business-website-needs": md`
      شمار شگفت‌آوری از وب‌سایت‌های کسب‌وکارهای کوچک در اصول اولیه می‌لنگند: روی تلفن کُندند، شماره تلفن را پنهان می‌کنند یا کسب‌وکار را با واژه‌هایی توصیف می‌کنند که فقط صاحبش می‌فهمد. پیش از آنکه به پویانمایی یا وبلاگ فکر کنید، مطمئن شوید سایت شما این کارها را خوب انجام می‌دهد.

      ## بگویید چه می‌کنید، برای چه کسی و کجا

      بازدیدکنندگان در چند ثانیه تصمیم می‌گیرند که آیا جای درستی آمده‌اند. عنوان صفحه اصلی شما باید ساده بگوید چه ارائه می‌دهید و برای چه کسی. محدوده خدمت خود را هم بنویسید، چه نورث یورک باشد، چه تورنتوی بزرگ یا سراسر کانادا.

      ## تماس با خود را آسان کنید

      - شماره تلفن در سربرگ سایت، قابل لمس روی تلفن همراه.
      - فرم تماس کوتاه فقط با فیلدهایی که واقعاً لازم دارید.
      - نشانی و نقشه، اگر مشتریان به محل شما می‌آیند.
      - ساعت‌های کاری، همیشه به‌روز.
      - دعوت روشن به اقدام در هر صفحه: رزرو تماس، درخواست قیمت، بازدید از فروشگاه.

      ## سریع و مناسب تلفن همراه باشید

      بیشتر بازدیدها اکنون از تلفن همراه است. تصاویر را فشرده کنید، از اسلایدرهای سنگین بپرهیزید و صفحه‌ها را روی یک تلفن میان‌رده واقعی با اینترنت همراه بیازمایید. ابزار رایگان [PageSpeed Insights](https://pagespeed.web.dev/) گوگل نشان می‌دهد چه چیزی صفحه را کُند می‌کند.

      > وب‌سایتی که بارگذاری‌اش پنج ثانیه طول می‌کشد، بخش بزرگی از بازدیدکنندگانش را از دست داده است.

      ## اعتماد بسازید

      نشان دهید چه کسی هستید: عکس‌های واقعی از تیم یا محل کار، زندگی‌نامه‌های کوتاه و نظرات مشتریان واقعی با اجازه خودشان. گواهی‌ها یا عضویت‌های خود را نمایش دهید. مطمئن شوید سایت از HTTPS استفاده می‌کند؛ مرورگرها بازدیدکنندگان را از سایت‌هایی که چنین نمی‌کنند برحذر می‌دارند.

      ## اصول جست‌وجو را پوشش دهید

      برای درست انجام دادن اصول، به آژانس سئو نیازی ندارید:

      1. به هر صفحه عنوان و توضیح متای یکتا و گویا بدهید.
      2. از سرتیترهایی استفاده کنید که بازتاب جست‌وجوی مشتریان باشد.
      3. یک نمایه رایگان کسب‌وکار در گوگل بسازید و آن را با سایت خود هماهنگ نگه دارید.
      4. از مشتریان راضی بخواهید نظر بنویسند.

      ## به حریم خصوصی و دسترس‌پذیری احترام بگذارید

      سیاست حریم خصوصی منتشر کنید که توضیح دهد از راه فرم‌ها چه چیزی و چرا گردآوری می‌کنید. مطمئن شوید سایت با صفحه‌کلید و صفحه‌خوان قابل استفاده است؛ در انتاریو دسترس‌پذیری برای بسیاری از سازمان‌ها الزام قانونی هم هست.

      ## برای به‌روزرسانی برنامه داشته باشید

      راهکاری برگزینید که بتوانید خودتان ساعت‌ها، قیمت‌ها و خبرها را تغییر دهید. سایتی که نتوان آن را سریع به‌روز کرد کهنه می‌شود، و اطلاعات کهنه برایتان مشتری از دست می‌دهد.

      [بسته‌های وب‌سایت](/website-packages) ما با قیمت ثابت همه موارد بالا را در بر دارند، از طراحی سازگار با تلفن همراه و SSL تا فرم تماس و سئوی پایه. کسب‌وکارهای تازه‌ای که در دوازده ماه گذشته ثبت شده‌اند ۱۵٪ تخفیف هم می‌گیرند.
    `,
  },
};

function forLanguage(language: Language): SeedTranslations {
  return Object.fromEntries(
    Object.entries(POSTS).map(([id, post]) => {
      const category = CATEGORIES[post.category]?.[language];
      const tags = post.tags.map((tag) => TAGS[tag]?.[language]);
      if (!category || tags.some((tag) => !tag)) throw new Error(`Blog translation (${language}) misses the category or a tag of ${id}.`);
      const body = BODIES[language][id];
      return [id, { title: post.title[language], excerpt: post.excerpt[language], category, tags, ...(body ? { body } : {}) }];
    }),
  );
}

export const blogTranslations: Record<Language, SeedTranslations> = {
  fr: mapStrings(forLanguage("fr"), frenchTypography) as SeedTranslations,
  ru: mapStrings(forLanguage("ru"), russianTypography) as SeedTranslations,
  ar: forLanguage("ar"),
  fa: forLanguage("fa"),
};
