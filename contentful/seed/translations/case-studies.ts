/**
 * Translations of the impact figures and case studies (contentful/seed/case-studies.ts) into French,
 * Russian, Arabic and Persian, in the conventions of each locale's own file (./fr.ts, ./ru.ts, ./ar.ts,
 * ./fa.ts), which spread them in. Client names are not localized fields: they stay as the client writes them.
 */
import type { SeedTranslations } from "./types.ts";

export const caseStudyTranslations: Record<"fr" | "ru" | "ar" | "fa", SeedTranslations> = {
  "fr": {
    "figure-years": {
      "label": "années de pratique"
    },
    "figure-evaluations": {
      "label": "évaluations réalisées"
    },
    "figure-countries": {
      "label": "pays d’intervention"
    },
    "figure-partners": {
      "label": "organisations partenaires"
    },
    "figure-youth-participants": {
      "label": "participants suivis"
    },
    "figure-youth-weeks": {
      "label": "semaines pour un cadre opérationnel"
    },
    "figure-youth-reports": {
      "label": "des rapports aux bailleurs remis à temps"
    },
    "figure-food-energy": {
      "label": "de baisse des coûts énergétiques la première année"
    },
    "figure-food-sites": {
      "label": "usines évaluées"
    },
    "figure-clinic-sites": {
      "label": "cliniques passées au nouveau système"
    },
    "figure-clinic-budget": {
      "label": "sous le budget approuvé"
    },
    "case-youth-employment-evaluation": {
      "title": "Des données fiables pour le bailleur d’un programme d’emploi des jeunes",
      "sector": "Organisme à but non lucratif",
      "summary": "Une fondation torontoise menait des programmes de préparation à l’emploi sur plusieurs sites, sans pouvoir montrer à ses bailleurs ce qu’ils produisaient. Nous avons construit un cadre de suivi commun et évalué le programme avec ses participants.",
      "challenge": "Chaque site comptait ses participants à sa manière, dans ses propres tableurs. Les rapports aux bailleurs prenaient des semaines et soulevaient encore des questions, et le conseil d’administration ne voyait pas quelles activités menaient les jeunes vers l’emploi.",
      "approach": "Nous sommes partis d’une théorie du changement rédigée avec le personnel, les participants et les employeurs, puis l’avons traduite en quelques indicateurs que chaque site pouvait recueillir.\n\n- Un seul questionnaire d’accueil et de suivi, en langage clair, sur tablette\n- Un tableau de bord commun au personnel et au conseil\n- Une évaluation à méthodes mixtes, avec entretiens et groupes de discussion",
      "results": "Les équipes de terrain et le conseil regardent désormais les mêmes chiffres. Le bailleur a renouvelé sa subvention sans une seule question sur les données, et la fondation s’est appuyée sur les conclusions de l’évaluation pour repenser son volet de mentorat."
    },
    "case-food-manufacturer-esg-roadmap": {
      "title": "Une feuille de route énergie et ESG abordable pour un fabricant alimentaire",
      "sector": "Transformation alimentaire",
      "summary": "Un fabricant alimentaire familial de l’Ontario voulait réduire ses factures d’énergie et répondre aux questionnaires de durabilité de ses clients de la grande distribution. Nous avons évalué ses usines et rédigé une feuille de route à la mesure de ses moyens.",
      "challenge": "Les prix de l’énergie augmentaient, les grands distributeurs demandaient des données d’émissions et personne dans l’entreprise n’était chargé de la durabilité. Les audits précédents avaient produit de longs rapports restés sans suite.",
      "approach": "Nous avons parcouru chaque usine avec les équipes de maintenance et mesuré où partait l’énergie.\n\n- Un état de référence de la consommation d’énergie et des émissions\n- Des mesures classées par coût, économie et délai de retour\n- Une courte déclaration ESG pour les clients, étayée par les données",
      "results": "Les premières mesures se sont remboursées dans l’année. L’entreprise répond désormais aux questionnaires de ses clients en quelques jours plutôt qu’en quelques semaines, et rend compte de ses progrès à son conseil chaque trimestre."
    },
    "case-clinic-records-migration": {
      "title": "Un réseau de cliniques passé à un seul système de dossiers, dans les délais",
      "sector": "Santé communautaire",
      "summary": "Un réseau de centres de santé communautaires devait remplacer un système de dossiers patients vieillissant sans interrompre les soins. Nous avons mené le projet de la planification jusqu’à la bascule de la dernière clinique.",
      "challenge": "Le support de l’ancien système prenait fin, le personnel redoutait le changement et chaque clinique avait ses propres façons de travailler. Une migration ratée aurait signifié des rendez-vous annulés pour des patients qui dépendent de ces cliniques.",
      "approach": "Nous avons planifié la migration par vagues, en intégrant le gestionnaire de chaque clinique à l’équipe de projet.\n\n- Un plan clair avec jalons, risques et responsables\n- Formation et accompagnement sur place à chaque bascule\n- Un rapport hebdomadaire d’une page pour la direction",
      "results": "Toutes les cliniques sont passées au nouveau système dans les délais, sans perdre une seule journée de soins. En quelques semaines, le personnel maîtrisait le nouveau système, et le réseau a repris la même démarche de projet pour sa mise à niveau suivante."
    }
  },
  "ru": {
    "figure-years": {
      "label": "лет практики"
    },
    "figure-evaluations": {
      "label": "проведённых оценок"
    },
    "figure-countries": {
      "label": "стран, где мы работали"
    },
    "figure-partners": {
      "label": "организаций-партнёров"
    },
    "figure-youth-participants": {
      "label": "участников в мониторинге"
    },
    "figure-youth-weeks": {
      "label": "недель до работающей системы мониторинга"
    },
    "figure-youth-reports": {
      "label": "отчётов донору сданы в срок"
    },
    "figure-food-energy": {
      "label": "снижение затрат на энергию за первый год"
    },
    "figure-food-sites": {
      "label": "завода обследованы"
    },
    "figure-clinic-sites": {
      "label": "клиник перешли на новую систему"
    },
    "figure-clinic-budget": {
      "label": "ниже утверждённого бюджета"
    },
    "case-youth-employment-evaluation": {
      "title": "Надёжные данные для донора программы трудоустройства молодёжи",
      "sector": "Некоммерческий сектор",
      "summary": "Фонд из Торонто проводил программы подготовки к трудоустройству на нескольких площадках, но не мог показать донорам их результаты. Мы создали единую систему мониторинга и провели оценку программы вместе с её участниками.",
      "challenge": "Каждая площадка считала участников по-своему, в собственных таблицах. Подготовка отчётов для доноров занимала недели и всё равно вызывала вопросы, а совет директоров не видел, какие мероприятия действительно приводят молодых людей к работе.",
      "approach": "Мы начали с теории изменений, написанной вместе с сотрудниками, участниками и работодателями, а затем превратили её в небольшой набор показателей, которые могла собирать каждая площадка.\n\n- Единая анкета при приёме и повторном контакте, простым языком, на планшетах\n- Общая информационная панель для сотрудников и совета\n- Оценка смешанными методами с интервью и фокус-группами",
      "results": "Полевые команды и совет теперь смотрят на одни и те же цифры. Донор продлил грант без единого вопроса о данных, а фонд использовал выводы оценки, чтобы переработать наставническую часть программы."
    },
    "case-food-manufacturer-esg-roadmap": {
      "title": "Доступная дорожная карта по энергии и ESG для пищевого производителя",
      "sector": "Пищевое производство",
      "summary": "Семейный пищевой производитель из Онтарио хотел сократить расходы на энергию и отвечать на анкеты по устойчивому развитию от своих розничных клиентов. Мы обследовали его заводы и составили дорожную карту, которая была ему по средствам.",
      "challenge": "Цены на энергию росли, крупные розничные сети запрашивали данные о выбросах, а за устойчивое развитие в компании никто не отвечал. Прежние аудиты заканчивались длинными отчётами, по которым ничего не делалось.",
      "approach": "Мы обошли каждый завод вместе с ремонтными службами и измерили, куда уходит энергия.\n\n- Базовый уровень энергопотребления и выбросов\n- Меры, ранжированные по стоимости, экономии и сроку окупаемости\n- Краткое заявление ESG для клиентов, подкреплённое данными",
      "results": "Первые меры окупились в течение года. Теперь компания отвечает на анкеты клиентов за несколько дней, а не недель, и ежеквартально отчитывается о прогрессе перед советом директоров."
    },
    "case-clinic-records-migration": {
      "title": "Сеть клиник вовремя перешла на единую систему медицинских карт",
      "sector": "Общественное здравоохранение",
      "summary": "Сети общественных клиник нужно было заменить устаревшую систему медицинских карт, не прерывая приём пациентов. Мы вели проект от планирования до перехода последней клиники.",
      "challenge": "Поддержка старой системы заканчивалась, сотрудники опасались перемен, а каждая клиника работала по-своему. Неудачная миграция означала бы отменённые приёмы для пациентов, которые зависят от этих клиник.",
      "approach": "Мы спланировали миграцию поэтапно и включили руководителя каждой клиники в проектную команду.\n\n- Понятный план с контрольными точками, рисками и ответственными\n- Обучение и поддержка на месте при каждом переходе\n- Еженедельный отчёт на одной странице для руководства",
      "results": "Все клиники перешли на новую систему по графику, не потеряв ни одного дня приёма. Через несколько недель сотрудники уверенно работали в новой системе, а сеть применила тот же проектный подход при следующем обновлении."
    }
  },
  "ar": {
    "figure-years": {
      "label": "عامًا من الخبرة"
    },
    "figure-evaluations": {
      "label": "تقييمًا منجزًا"
    },
    "figure-countries": {
      "label": "بلدًا عملنا فيه"
    },
    "figure-partners": {
      "label": "منظمة شريكة"
    },
    "figure-youth-participants": {
      "label": "مشاركًا جرت متابعتهم"
    },
    "figure-youth-weeks": {
      "label": "أسابيع للوصول إلى إطار عملي"
    },
    "figure-youth-reports": {
      "label": "من التقارير إلى الجهة المموّلة في موعدها"
    },
    "figure-food-energy": {
      "label": "انخفاضًا في تكاليف الطاقة في السنة الأولى"
    },
    "figure-food-sites": {
      "label": "مصانع خضعت للتقييم"
    },
    "figure-clinic-sites": {
      "label": "عيادة انتقلت إلى النظام الجديد"
    },
    "figure-clinic-budget": {
      "label": "دون الميزانية المعتمدة"
    },
    "case-youth-employment-evaluation": {
      "title": "أدلة موثوقة لجهة مموّلة في برنامج لتشغيل الشباب",
      "sector": "القطاع غير الربحي",
      "summary": "كانت مؤسسة في تورنتو تدير برامج للتأهيل للعمل في عدة مواقع، لكنها لم تستطع أن تُظهر للجهات المموّلة ما حققته. فبنينا إطارًا موحّدًا للرصد وقيّمنا البرنامج مع المشاركين فيه.",
      "challenge": "كان كل موقع يحصي المشاركين بطريقته الخاصة وفي جداوله الخاصة. وكان إعداد التقارير للجهات المموّلة يستغرق أسابيع ويثير مع ذلك أسئلة، ولم يكن مجلس الإدارة يرى أي الأنشطة تقود الشباب فعلًا إلى العمل.",
      "approach": "بدأنا بنظرية تغيير كتبناها مع الموظفين والمشاركين وأصحاب العمل، ثم حوّلناها إلى مجموعة صغيرة من المؤشرات يستطيع كل موقع جمعها.\n\n- استبيان واحد للتسجيل والمتابعة بلغة واضحة وعلى أجهزة لوحية\n- لوحة معلومات مشتركة للموظفين ومجلس الإدارة\n- تقييم بأساليب مختلطة يشمل المقابلات ومجموعات النقاش",
      "results": "أصبحت الفرق الميدانية ومجلس الإدارة ينظرون اليوم إلى الأرقام نفسها. وجدّدت الجهة المموّلة منحتها دون أي استفسار بشأن البيانات، واستندت المؤسسة إلى نتائج التقييم لإعادة تصميم مكوّن الإرشاد لديها."
    },
    "case-food-manufacturer-esg-roadmap": {
      "title": "خريطة طريق ميسورة التكلفة للطاقة ومعايير ESG لشركة تصنيع أغذية",
      "sector": "تصنيع الأغذية",
      "summary": "أرادت شركة عائلية لتصنيع الأغذية في أونتاريو أن تخفّض فواتير الطاقة وأن تجيب عن استبيانات الاستدامة التي يرسلها عملاؤها من سلاسل البيع بالتجزئة. فقيّمنا مصانعها وكتبنا خريطة طريق تقدر على تمويلها.",
      "challenge": "كانت أسعار الطاقة ترتفع، وكبار عملاء التجزئة يطلبون بيانات الانبعاثات، ولم يكن في الشركة من يتولى ملف الاستدامة. وكانت عمليات التدقيق السابقة قد انتهت إلى تقارير طويلة لم يعمل بها أحد.",
      "approach": "جُلنا في كل مصنع مع فرق الصيانة وقسنا أين تذهب الطاقة.\n\n- خط أساس لاستهلاك الطاقة والانبعاثات\n- تدابير مرتبة حسب الكلفة والوفر ومدة الاسترداد\n- بيان موجز عن ESG للعملاء تدعمه البيانات",
      "results": "غطّت التدابير الأولى كلفتها خلال السنة. وباتت الشركة تجيب عن استبيانات عملائها في أيام بدلًا من أسابيع، وترفع تقريرًا عن التقدم إلى مجلس إدارتها كل ثلاثة أشهر."
    },
    "case-clinic-records-migration": {
      "title": "شبكة عيادات تنتقل إلى نظام سجلات واحد في الموعد المحدد",
      "sector": "الصحة المجتمعية",
      "summary": "كان على شبكة من العيادات الصحية المجتمعية أن تستبدل نظامًا قديمًا لسجلات المرضى دون أن تنقطع الرعاية. فأدرنا المشروع من التخطيط حتى انتقال آخر عيادة.",
      "challenge": "كان دعم النظام القديم يقترب من نهايته، والموظفون قلقون من التغيير، ولكل عيادة طريقتها في العمل. ولو فشل الترحيل لأُلغيت مواعيد مرضى يعتمدون على هذه العيادات.",
      "approach": "خطّطنا الترحيل على مراحل، وضممنا مدير كل عيادة إلى فريق المشروع.\n\n- خطة واضحة بمراحلها الرئيسية ومخاطرها والمسؤولين عنها\n- تدريب ودعم ميداني عند كل انتقال\n- تقرير أسبوعي من صفحة واحدة للإدارة التنفيذية",
      "results": "انتقلت كل العيادات إلى النظام الجديد وفق الجدول، دون أن يضيع يوم رعاية واحد. واكتسب الموظفون الثقة بالنظام الجديد خلال أسابيع، وأعادت الشبكة استخدام النهج نفسه في مشروع التحديث التالي."
    }
  },
  "fa": {
    "figure-years": {
      "label": "سال تجربه"
    },
    "figure-evaluations": {
      "label": "ارزیابی انجام‌شده"
    },
    "figure-countries": {
      "label": "کشوری که در آن کار کرده‌ایم"
    },
    "figure-partners": {
      "label": "سازمان همکار"
    },
    "figure-youth-participants": {
      "label": "شرکت‌کننده پیگیری‌شده"
    },
    "figure-youth-weeks": {
      "label": "هفته تا یک چارچوب کارآمد"
    },
    "figure-youth-reports": {
      "label": "گزارش‌های به‌موقع به تأمین‌کننده مالی"
    },
    "figure-food-energy": {
      "label": "کاهش هزینه‌های انرژی در سال نخست"
    },
    "figure-food-sites": {
      "label": "کارخانه ارزیابی‌شده"
    },
    "figure-clinic-sites": {
      "label": "درمانگاه منتقل‌شده به سامانه جدید"
    },
    "figure-clinic-budget": {
      "label": "کمتر از بودجه مصوب"
    },
    "case-youth-employment-evaluation": {
      "title": "شواهدی قابل اعتماد برای تأمین‌کننده مالی یک برنامه اشتغال جوانان",
      "sector": "بخش غیرانتفاعی",
      "summary": "بنیادی در تورنتو برنامه‌های آمادگی شغلی را در چند محل اجرا می‌کرد، اما نمی‌توانست دستاوردهای آن‌ها را به تأمین‌کنندگان مالی نشان دهد. ما یک چارچوب پایش واحد ساختیم و برنامه را همراه با شرکت‌کنندگانش ارزشیابی کردیم.",
      "challenge": "هر محل شرکت‌کنندگان را به شیوه خودش و در صفحه‌گسترده‌های خودش می‌شمرد. تهیه گزارش برای تأمین‌کنندگان مالی هفته‌ها طول می‌کشید و باز هم پرسش‌هایی برمی‌انگیخت، و هیئت‌مدیره نمی‌دید کدام فعالیت‌ها جوانان را به کار می‌رساند.",
      "approach": "کار را با یک نظریه تغییر آغاز کردیم که همراه با کارکنان، شرکت‌کنندگان و کارفرمایان نوشته شد، و سپس آن را به مجموعه کوچکی از شاخص‌ها تبدیل کردیم که هر محل بتواند گردآوری کند.\n\n- یک پرسش‌نامه واحد برای پذیرش و پیگیری، به زبان ساده و روی تبلت\n- یک داشبورد مشترک برای کارکنان و هیئت‌مدیره\n- ارزشیابی با روش‌های ترکیبی، همراه با مصاحبه و گروه‌های کانونی",
      "results": "اکنون تیم‌های میدانی و هیئت‌مدیره به اعداد یکسانی نگاه می‌کنند. تأمین‌کننده مالی کمک‌هزینه را بدون حتی یک پرسش درباره داده‌ها تمدید کرد، و بنیاد از یافته‌های ارزشیابی برای بازطراحی بخش مربیگری خود بهره گرفت."
    },
    "case-food-manufacturer-esg-roadmap": {
      "title": "نقشه راهی مقرون‌به‌صرفه برای انرژی و ESG در یک تولیدکننده مواد غذایی",
      "sector": "تولید مواد غذایی",
      "summary": "یک تولیدکننده خانوادگی مواد غذایی در انتاریو می‌خواست هزینه‌های انرژی را کاهش دهد و به پرسش‌نامه‌های پایداری مشتریان خرده‌فروشش پاسخ دهد. ما کارخانه‌هایش را ارزیابی کردیم و نقشه راهی نوشتیم که از عهده هزینه‌اش برمی‌آمد.",
      "challenge": "قیمت انرژی بالا می‌رفت، خرده‌فروشان بزرگ داده‌های انتشار گازهای گلخانه‌ای را می‌خواستند و هیچ‌کس در شرکت مسئول پایداری نبود. ممیزی‌های پیشین به گزارش‌های بلندی انجامیده بود که کسی به آن‌ها عمل نکرده بود.",
      "approach": "همراه با تیم‌های نگهداری از هر کارخانه بازدید کردیم و اندازه گرفتیم انرژی کجا مصرف می‌شود.\n\n- خط پایه مصرف انرژی و انتشار گازها\n- اقدام‌هایی که بر پایه هزینه، صرفه‌جویی و دوره بازگشت سرمایه رتبه‌بندی شدند\n- بیانیه کوتاه ESG برای مشتریان، با پشتوانه داده‌ها",
      "results": "نخستین اقدام‌ها در همان سال هزینه خود را جبران کردند. شرکت اکنون به‌جای چند هفته، در چند روز به پرسش‌نامه‌های مشتریان پاسخ می‌دهد و هر فصل پیشرفت خود را به هیئت‌مدیره گزارش می‌کند."
    },
    "case-clinic-records-migration": {
      "title": "شبکه‌ای از درمانگاه‌ها که به‌موقع به یک سامانه پرونده واحد رسید",
      "sector": "بهداشت جامعه",
      "summary": "شبکه‌ای از درمانگاه‌های سلامت جامعه باید سامانه فرسوده پرونده بیماران را بدون وقفه در مراقبت جایگزین می‌کرد. ما پروژه را از برنامه‌ریزی تا انتقال آخرین درمانگاه پیش بردیم.",
      "challenge": "پشتیبانی سامانه قدیمی رو به پایان بود، کارکنان از تغییر نگران بودند و هر درمانگاه شیوه کار خودش را داشت. شکست در انتقال داده‌ها به معنای لغو نوبت بیمارانی بود که به این درمانگاه‌ها وابسته‌اند.",
      "approach": "انتقال را در چند مرحله برنامه‌ریزی کردیم و مدیر هر درمانگاه را عضو تیم پروژه کردیم.\n\n- برنامه‌ای روشن با نقاط عطف، ریسک‌ها و مسئولان\n- آموزش و پشتیبانی حضوری در هر انتقال\n- گزارش هفتگی یک‌صفحه‌ای برای مدیران ارشد",
      "results": "همه درمانگاه‌ها طبق برنامه به سامانه جدید منتقل شدند، بی‌آنکه حتی یک روز مراقبت از دست برود. کارکنان در عرض چند هفته به سامانه جدید مسلط شدند و شبکه همین رویکرد پروژه را برای ارتقای بعدی خود به کار گرفت."
    }
  }
};
