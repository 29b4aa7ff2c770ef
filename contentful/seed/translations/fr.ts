/**
 * French (fr) translations of the seed's localized fields: entry id → field id
 * → value of the same shape as the en-US value (see ./types.ts). Blog posts
 * stay English. Canadian usage where it matters (courriel, TVH, LPRPDE, ODD).
 *
 * The copy below is typed with ordinary spaces and straight apostrophes;
 * `frenchTypography` then applies French typesetting to every string and
 * rich-text node: a no-break space before « : » and inside « guillemets »,
 * a narrow no-break space before ; ! ?, no-break spaces in « 15 % », « 50 $ »,
 * « 9 h » and between thousands, and the typographic apostrophe (’).
 */
import { md } from "../richtext.ts";
import { caseStudyTranslations } from "./case-studies.ts";
import type { SeedTranslations } from "./types.ts";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

export function frenchTypography(s: string): string {
  return s
    .replace(/'/g, "’")
    .replace(/ +([?!;])/g, `${NNBSP}$1`)
    .replace(/ +:/g, `${NBSP}:`)
    .replace(/« +/g, `«${NBSP}`)
    .replace(/ +»/g, `${NBSP}»`)
    .replace(/(\d) (%|\$|h\b)/g, `$1${NBSP}$2`)
    .replace(/(\d) (\d{3})\b/g, `$1${NNBSP}$2`);
}

/** Applies `fix` to every string: plain values, array items and rich-text text nodes (never URIs). */
export function mapStrings(value: unknown, fix: (s: string) => string): unknown {
  if (typeof value === "string") return fix(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fix));
  if (value && typeof value === "object") {
    const node = value as Record<string, unknown>;
    if (node.nodeType === "text") return { ...node, value: fix(node.value as string) };
    if (typeof node.nodeType === "string") {
      return { ...node, content: (node.content as unknown[]).map((c) => mapStrings(c, fix)) };
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, mapStrings(v, fix)]));
  }
  return value;
}

const FIRM = "Northbridge Consulting Group";

/* ---------- site.ts: settings, page sections, feature items, hero slides, testimonials ---------- */

const site: SeedTranslations = {
  "site-settings": {
    firmName: FIRM,
    tagline:
      "Données probantes, développement durable et exécution rigoureuse pour les organisations qui visent des résultats pérennes",
    address: "5160, rue Yonge, bureau 1800\nNorth York, Toronto (Ontario) M2N 6L9\nCanada",
    officeHours: ["Lun. au ven. : 9 h – 18 h", "Sam. : 10 h – 14 h", "Dim. : fermé"],
    footerAbout:
      "Northbridge Consulting Group est un cabinet établi à North York, à Toronto, qui aide les organismes sans but lucratif, les organismes publics et les petites entreprises canadiennes à mesurer ce qui compte vraiment, à fonctionner de façon durable et à mener leurs projets à bien dans les délais et le budget prévus.",
  },
  "section-home-mission": {
    title: "Notre mission",
    body: "Donner aux organisations et aux petites entreprises canadiennes les données probantes, les stratégies et le soutien concret dont elles ont besoin pour améliorer des vies, protéger l'environnement et croître en toute confiance.",
  },
  "section-home-vision": {
    title: "Notre vision",
    body: "Un monde où chaque programme, chaque projet et chaque décision d'affaires s'appuie sur des données fiables et contribue à un avenir plus juste et plus durable.",
  },
  "section-home-why-choose-us": {
    title: "Pourquoi nous choisir",
    subtitle: "Un partenaire qui allie la rigueur des méthodes à une exécution concrète, sur le terrain.",
  },
  "section-home-services": {
    title: "Nos services principaux",
    subtitle:
      "De la mesure de l'impact à la gestion de projets, en passant par la prise en charge de vos tâches administratives, nous vous apportons l'expertise dont vous avez besoin à chaque étape de votre croissance.",
    ctaLabel: "Voir tous les services",
  },
  "section-home-cta": {
    title: "Prêt à transformer vos objectifs en résultats ?",
    body: "Parlez-nous de votre programme, de votre projet ou de votre entreprise. Nous commençons par vous écouter, puis nous vous proposons un plan clair, un échéancier réaliste et un budget fixe.",
    ctaLabel: "Contactez-nous",
  },
  "section-home-testimonials": {
    title: "Ce que disent nos clients",
    subtitle:
      "Partout au Canada et dans le monde, des organisations nous confient le travail qui compte le plus pour elles.",
  },
  "section-about-hero": {
    title: "Transformer les idées en réussites",
    subtitle:
      "Nous sommes une équipe torontoise d'évaluateurs, de spécialistes du développement durable, de gestionnaires de projet et de conseillers d'affaires qui transforment les bonnes intentions en résultats mesurables.",
  },
  "section-about-purpose": {
    title: "Notre raison d'être",
    subtitle: "Pourquoi nous existons et où nous allons.",
  },
  "section-about-mission": {
    title: "Mission",
    body: "Aider les organisations à planifier et à réaliser leur travail, et à en tirer des leçons, grâce à un suivi, une évaluation et un apprentissage rigoureux, à des stratégies de développement durable concrètes, à une gestion de projet disciplinée et à des services de soutien fiables.",
  },
  "section-about-vision": {
    title: "Vision",
    body: "Être le partenaire de choix des organisations, au Canada et ailleurs, qui veulent fonder leurs décisions sur des données probantes et faire en sorte que leur croissance profite aux personnes comme à la planète.",
  },
  "section-about-values": {
    title: "Nos valeurs fondamentales",
    subtitle: "Les engagements qui guident notre façon de travailler avec nos clients, avec les communautés et entre nous.",
  },
  "section-about-team": {
    title: "Équipe de direction",
    subtitle: "Des professionnels chevronnés qui pilotent chaque mandat, de la première conversation jusqu'au rapport final.",
  },
  "section-about-principles": {
    title: "Nos principes directeurs",
    subtitle:
      "Huit principes orientent chacun de nos projets. Choisissez-en un pour découvrir comment nous l'appliquons concrètement.",
    ctaLabel: "Voir ce principe en action",
  },
  "section-services-hero": {
    title: "Nos services",
    subtitle:
      "Suivi, évaluation et apprentissage, développement durable, gestion de projet et services de soutien, assurés par des spécialistes qui connaissent votre secteur.",
    body: "Parcourez le catalogue ou filtrez par catégorie pour trouver le service qui répond à vos besoins.",
  },
  "section-packages-hero": {
    title: "Des sites Web professionnels à prix fixe",
    subtitle:
      "Lancez un site Web rapide, sécurisé et adapté aux mobiles pour votre entreprise, à des prix transparents en dollars canadiens et sans frais cachés.",
  },
  "section-packages-included": {
    title: "Inclus dans chaque forfait",
    subtitle: "Chaque site que nous réalisons comprend l'essentiel dont une entreprise moderne a besoin.",
  },
  "section-packages-discount": {
    title: "Nouvelle entreprise ? Profitez de 15 % de rabais",
    subtitle: "Les entreprises enregistrées au cours des 12 derniers mois économisent 15 % sur tous les forfaits.",
    body: "Indiquez la date d'enregistrement de votre entreprise pour vérifier votre admissibilité. Si elle a été enregistrée au cours des 12 derniers mois, le rabais s'applique immédiatement au prix de chaque forfait.",
    ctaLabel: "Vérifier mon admissibilité",
  },
  "section-packages-referral": {
    title: "Recommandez-nous et recevez 50 $",
    subtitle: "Vous connaissez une entreprise qui a besoin d'un site Web ? Recommandez-nous : vous économisez tous les deux.",
    body: "Indiquez votre nom et votre adresse courriel, ainsi que les coordonnées de la personne que vous recommandez. Dès que la recommandation est confirmée, vous recevez chacun par courriel un code de réduction de 50 $.",
    ctaLabel: "Envoyer ma recommandation",
  },
  "section-packages-quote": {
    title: "Demandez votre devis gratuit",
    subtitle:
      "Parlez-nous de votre entreprise et du site Web que vous envisagez. Nous vous répondons dans un délai d'un jour ouvrable.",
    ctaLabel: "Demander un devis",
  },
  "section-packages-faq": {
    title: "Foire aux questions",
    subtitle: "Les réponses aux questions qu'on nous pose le plus souvent sur nos forfaits de sites Web.",
  },
  "section-contact-hero": {
    title: "Communiquez avec nous",
    subtitle:
      "Envoyez-nous un message ou prenez rendez-vous avec l'un de nos consultants. Nous répondons à chaque demande dans les 24 heures.",
  },
  "section-contact-info": {
    title: "Coordonnées",
    body: "Passez à notre bureau de North York, appelez-nous pendant nos heures d'ouverture ou écrivez-nous par courriel à tout moment. Pour un rendez-vous, choisissez un service et une plage horaire qui vous conviennent ; nous vous enverrons une confirmation par courriel.",
  },
  "section-faq-hero": {
    title: "Foire aux questions",
    subtitle: "Des réponses rapides sur nos services, nos tarifs, notre assistance et les aspects techniques.",
  },
  "section-faq-still-questions": {
    title: "Vous avez encore des questions ?",
    body: "Vous ne trouvez pas la réponse que vous cherchez ? Notre équipe se fera un plaisir de vous aider et répond à chaque message dans les 24 heures.",
    ctaLabel: "Contactez-nous",
  },
  "section-blog-hero": {
    title: "Analyses et actualités",
    subtitle:
      "Des idées concrètes sur l'évaluation, le développement durable, la réalisation de projets et la croissance des petites entreprises, par l'équipe de Northbridge.",
  },
  "section-resources-hero": {
    title: "Centre de ressources",
    subtitle:
      "Téléchargez les guides, modèles et trousses d'outils que nos consultants utilisent au quotidien, des modèles logiques aux listes de contrôle en développement durable.",
  },
  "section-not-found": {
    title: "Page introuvable",
    body: "Désolés, la page que vous cherchez n'existe pas ou a été déplacée. Essayez l'un des liens ci-dessous ou revenez à la page précédente.",
    ctaLabel: "Retour à l'accueil",
  },
  "section-webmail": {
    title: "Connexion au webmail",
    subtitle: "Connectez-vous à votre boîte aux lettres Northbridge.",
    body: "Besoin d'aide ? Contactez votre administrateur",
    ctaLabel: "Se connecter",
  },
  "feature-proven-expertise": {
    title: "Une expertise éprouvée",
    description:
      "Nos consultants cumulent des années d'expérience sur le terrain en évaluation, en développement durable et en réalisation de projets, auprès des secteurs public, sans but lucratif et privé, au Canada comme à l'étranger.",
  },
  "feature-rapid-implementation": {
    title: "Une mise en œuvre rapide",
    description:
      "Nous passons du lancement à des plans opérationnels en quelques semaines plutôt qu'en plusieurs mois, grâce à des cadres et des modèles éprouvés que nous adaptons à votre contexte au lieu de partir d'une page blanche.",
  },
  "feature-measurable-results": {
    title: "Des résultats mesurables",
    description:
      "Chaque mandat commence par des indicateurs et des cibles clairs : vous suivez vos progrès en chiffres et vous en rendez compte en toute confiance à votre conseil d'administration, à vos bailleurs de fonds et à vos clients.",
  },
  "feature-quality-assurance": {
    title: "Assurance qualité",
    description:
      "Révision par les pairs, validation des données et approbation par un consultant principal font partie de chaque livrable : les rapports, outils et recommandations que vous recevez sont exacts et défendables.",
  },
  "feature-ssl-security": {
    title: "Sécurité SSL",
    description:
      "Chaque site est servi en HTTPS avec un certificat SSL que nous installons et renouvelons pour vous, afin de protéger vos visiteurs et votre référencement.",
  },
  "feature-fast-loading": {
    title: "Chargement rapide",
    description:
      "Images optimisées, code soigné et mise en cache : vos pages restent rapides quelle que soit la connexion, et vos visiteurs restent au lieu de repartir aussitôt.",
  },
  "feature-mobile-ready": {
    title: "Adapté aux mobiles",
    description:
      "Nos mises en page adaptatives sont testées sur téléphone, tablette et ordinateur pour que votre entreprise fasse bonne impression sur tous les écrans.",
  },
  "feature-support": {
    title: "Assistance",
    description:
      "Après la mise en ligne, notre équipe répond à vos questions par courriel et par téléphone, dans un délai d'un jour ouvrable.",
  },
  "hero-slide-mel": {
    title: "Suivi, évaluation et apprentissage",
    subtitle: "Des données probantes pour mieux décider",
    description:
      "Nous concevons des indicateurs, recueillons des données fiables et évaluons vos programmes pour que vous puissiez démontrer leur impact, apprendre vite et rendre compte en toute confiance à vos bailleurs de fonds et aux communautés.",
  },
  "hero-slide-sustainability": {
    title: "Gestion du développement durable",
    subtitle: "Une croissance respectueuse des personnes et de la planète",
    description:
      "Des feuilles de route ESG à l'alignement sur les ODD en passant par la déclaration climatique, nous aidons votre organisation à réduire ses risques, à limiter le gaspillage et à gagner la confiance de ses clients et de ses investisseurs.",
  },
  "hero-slide-project-management": {
    title: "Gestion de projet",
    subtitle: "Dans les délais, dans le budget, au service de vos objectifs",
    description:
      "Nos gestionnaires de projet certifiés planifient, suivent et mènent à bien des projets complexes en gardant la maîtrise de la portée, des risques et des parties prenantes, du lancement à la clôture.",
  },
  "hero-slide-business-support": {
    title: "Soutien aux entreprises",
    subtitle: "Des services intégrés pour les entreprises en croissance",
    description:
      "TI, marketing numérique, gestion financière, RH et bureau virtuel réunis sous un même toit : vous vous concentrez sur vos clients, nous nous occupons du reste.",
  },
  "testimonial-amina-yusuf": {
    quote:
      "Northbridge a refondu notre cadre de suivi en six semaines. Pour la première fois, nos équipes sur le terrain et notre conseil d'administration consultent les mêmes chiffres, et le renouvellement de notre financement a été approuvé sans une seule question sur nos données.",
    role: "Directrice générale",
    organization: "Bright Futures Community Foundation",
  },
  "testimonial-daniel-tremblay": {
    quote:
      "Leur évaluation de durabilité nous a donné une feuille de route claire et abordable. Nous avons réduit nos coûts énergétiques de 18 % dès la première année, et nous avons désormais une démarche ESG dont nos clients nous parlent vraiment.",
    role: "Directeur des opérations",
    organization: "Maple Ridge Foods Ltd.",
  },
  "testimonial-grace-liu": {
    quote:
      "Nous étions une jeune pousse de deux personnes, sans site Web ni services administratifs. Northbridge a créé notre site en une semaine et s'occupe maintenant de notre tenue de livres et de nos TI, ce qui nous a permis de nous consacrer à la croissance de l'entreprise.",
    role: "Cofondatrice",
    organization: "Lumen Home Care Services",
  },
};

/* ---------- about.ts: operating principles, values, leadership team ---------- */

const about: SeedTranslations = {
  "principle-do-no-harm": {
    title: "Ne pas nuire",
    shortDescription:
      "Nous anticipons et évitons les conséquences négatives de notre travail pour les personnes, les communautés et les écosystèmes qu'il touche.",
    fullDescription: `Chaque évaluation, stratégie ou projet que nous accompagnons a des effets qui dépassent ses objectifs immédiats. Notre première responsabilité est de veiller à ce que ces effets ne laissent jamais les personnes ou les lieux dans une situation pire qu'avant notre arrivée.

Avant tout travail sur le terrain, nous évaluons dans quelle mesure notre présence, nos questions et nos recommandations pourraient créer des risques, en particulier pour les groupes vulnérables comme les enfants, les personnes ayant survécu à la violence, les personnes déplacées et les travailleurs précaires. Lorsqu'un risque ne peut pas être ramené à un niveau acceptable, nous modifions notre approche ou nous refusons le mandat.

Concrètement, cela signifie :
- Évaluer les risques sociaux, environnementaux et liés à la protection des données de chaque mandat dès l'étape de la proposition
- Obtenir le consentement éclairé des participants aux sondages, entretiens et groupes de discussion, et protéger leur anonymat
- Recourir à des techniques d'entretien tenant compte des traumatismes et à des mécanismes d'orientation lorsque des sujets sensibles sont abordés
- Conserver les données personnelles de façon sécurisée au Canada, et uniquement le temps nécessaire au projet
- Examiner les recommandations sous l'angle de leurs conséquences imprévues avant qu'elles ne parviennent aux décideurs

Ne pas nuire n'est pas une vérification ponctuelle. Nous revoyons notre évaluation des risques à chaque jalon du projet et invitons clients et communautés à nous faire part de leurs préoccupations à tout moment.`,
  },
  "principle-social-impact-global-goals": {
    title: "Engagement envers l'impact social et les objectifs mondiaux",
    shortDescription:
      "Nous alignons notre travail sur les objectifs de développement durable des Nations Unies et mesurons notre réussite au changement positif qu'il produit.",
    fullDescription: `Nous sommes convaincus que le conseil n'a de valeur que s'il contribue à un monde meilleur. Le Programme 2030 et ses 17 objectifs de développement durable (ODD) offrent à nos clients et à nous-mêmes un langage commun pour porter cette ambition.

Pour les organismes sans but lucratif et les organismes publics, nous relions les résultats des programmes aux cibles des ODD pertinentes, afin que les réalisations locales soient visibles dans les rapports nationaux et mondiaux. Pour les entreprises, nous traduisons ces objectifs en priorités concrètes adaptées à leur taille, à leur secteur et à leur budget.

Comment nous mettons ce principe en pratique :
- Faire correspondre les objectifs de chaque client aux cibles des ODD et aux indicateurs nationaux du Canada
- Concevoir des cadres de résultats qui mesurent les effets sociaux, et pas seulement les extrants
- Donner la priorité aux mandats qui profitent aux communautés mal desservies et aux petites entreprises
- Rendre compte de notre propre contribution dans une déclaration d'impact annuelle

L'impact social est le fil conducteur de nos services de suivi, de développement durable et de gestion de projet. C'est lui qui détermine les mandats que nous acceptons et la façon dont nous jugeons si nous les avons bien menés.`,
  },
  "principle-diversity-equity-inclusion": {
    title: "Diversité, équité et inclusion (DEI)",
    shortDescription:
      "Nous formons des équipes diversifiées, concevons des méthodes inclusives et veillons à ce que chaque voix façonne les données et les décisions.",
    fullDescription: `La diversité des points de vue produit de meilleures analyses et des décisions plus justes. Toronto compte parmi les villes les plus diversifiées du monde, et notre équipe reflète les communautés que nous servons par ses langues, ses origines et son vécu.

L'équité va au-delà de la représentation. Nous examinons qui bénéficie d'un programme ou d'une politique et qui en est exclu, et nous ventilons les données selon le genre, l'âge, le handicap, l'identité autochtone et d'autres facteurs chaque fois que cela est pertinent et sans danger.

Nos engagements comprennent :
- L'analyse comparative entre les sexes plus (ACS Plus) dans chaque évaluation et chaque stratégie que nous concevons
- Des outils de sondage et des ateliers offerts en langage clair et en plusieurs langues
- Des formats accessibles et des mesures d'adaptation pour les participants en situation de handicap
- Des pratiques d'embauche et de rémunération équitables et transparentes, revues chaque année
- Des partenariats avec des organismes communautaires dirigés par les personnes qu'ils servent

L'inclusion est une pratique, pas une déclaration. Nous demandons aux participants et aux clients dans quelle mesure nos processus leur ont paru inclusifs, et nous agissons en fonction de ce qu'ils nous disent.`,
  },
  "principle-ethical-conduct": {
    title: "Conduite éthique",
    shortDescription:
      "Nous agissons avec honnêteté, indépendance et transparence, et nous présentons les constats tels qu'ils sont, et non tels que quiconque voudrait qu'ils soient.",
    fullDescription: `Nos clients font appel à nous parce qu'ils ont besoin d'un regard honnête. Notre crédibilité repose sur l'indépendance, l'intégrité et le courage de communiquer des constats difficiles avec respect et clarté.

Nous suivons les lignes directrices en matière d'éthique de la Société canadienne d'évaluation ainsi que le Code d'éthique et de conduite professionnelle du Project Management Institute. Chaque consultant signe notre code de conduite et suit chaque année une formation sur les conflits d'intérêts, la lutte contre la corruption et l'éthique des données.

Chez Northbridge, la conduite éthique signifie :
- Déclarer tout conflit d'intérêts potentiel avant le début d'un mandat
- Préserver l'indépendance des constats d'évaluation à l'égard de toute considération commerciale
- Citer nos sources, documenter nos méthodes et en exposer ouvertement les limites
- Protéger la confidentialité des clients et la vie privée des participants conformément à la LPRPDE
- Refuser les cadeaux, paiements ou faveurs susceptibles d'influencer notre jugement

Lorsque quelque chose tourne mal, nous le disons rapidement, nous en assumons la responsabilité et nous travaillons avec nos clients pour corriger la situation.`,
  },
  "principle-continuous-improvement": {
    title: "Amélioration continue",
    shortDescription:
      "Nous tirons des leçons de chaque mandat, perfectionnons nos méthodes et aidons nos clients à intégrer l'apprentissage à leur propre travail.",
    fullDescription: `L'apprentissage est le « A » de SEA, et il s'applique à nous autant qu'à nos clients. Chaque projet est l'occasion de vérifier ce qui fonctionne, de comprendre ce qui ne fonctionne pas et de faire mieux la fois suivante.

À la fin de chaque mandat, nous tenons un bilan post-action avec l'équipe du client. Nous consignons les leçons apprises, mettons à jour nos modèles et nos trousses d'outils, et partageons les enseignements utiles sur notre blogue et dans notre centre de ressources pour que d'autres puissent aussi en profiter.

Notre cycle d'amélioration comprend :
- Des sondages de satisfaction auprès des clients aux jalons clés et à la clôture du projet
- La révision interne par les pairs des méthodes, des outils et des livrables
- Des séances d'apprentissage trimestrielles où les consultants partagent leurs leçons d'un domaine de pratique à l'autre
- Un budget de perfectionnement professionnel pour chaque membre de l'équipe
- Le suivi de nos propres indicateurs de qualité, comme le respect des délais et la satisfaction des clients

Nous aidons aussi nos clients à créer leurs propres boucles de rétroaction, du simple programme d'apprentissage aux processus de gestion adaptative qui transforment les données en ajustements opportuns.`,
  },
  "principle-environmental-stewardship": {
    title: "Responsabilité environnementale",
    shortDescription:
      "Nous réduisons notre propre empreinte et aidons nos clients à protéger les systèmes naturels dont dépendent les communautés et les économies.",
    fullDescription: `Des écosystèmes en bonne santé sont le socle de toute économie et de toute communauté. Pour nous, la responsabilité environnementale fait partie intégrante du métier, tant dans la gestion de notre cabinet que dans les conseils que nous donnons.

Chez Northbridge, nous travaillons sans papier, privilégions les réunions virtuelles plutôt que les déplacements, achetons des certificats d'énergie renouvelable pour notre bureau et compensons les émissions des vols inévitables. Nous publions notre empreinte chaque année et nous fixons des cibles de réduction.

Avec nos clients, nous :
- Intégrons l'examen environnemental aux plans de projet et aux évaluations
- Mesurons les émissions de gaz à effet de serre, la consommation d'eau et les déchets selon des protocoles reconnus
- Repérons des mesures d'efficacité concrètes qui réduisent à la fois les coûts et l'impact
- Soutenons la planification de l'adaptation aux changements climatiques pour les infrastructures et les chaînes d'approvisionnement
- Privilégions les fournisseurs locaux et les options à faible impact dans les projets que nous gérons

La responsabilité environnementale exige une vision à long terme. Nous encourageons chaque client à se demander comment les décisions d'aujourd'hui influeront sur l'environnement dont hériteront ceux qui lui succéderont.`,
  },
  "principle-innovation-technology-integration": {
    title: "Innovation et intégration technologique",
    shortDescription:
      "Nous utilisons des outils numériques éprouvés et de nouvelles approches pour recueillir de meilleures données, travailler plus efficacement et créer plus de valeur.",
    fullDescription: `La technologie peut rendre les données probantes plus rapides, moins coûteuses et plus fiables, mais seulement lorsqu'elle est choisie avec soin. Nous recherchons des outils qui règlent de vrais problèmes pour nos clients au lieu d'ajouter de la complexité.

Nos consultants ont recours à la collecte de données mobile, à l'analyse géospatiale, aux tableaux de bord et à l'automatisation pour réduire le temps qui sépare la collecte de l'information de l'action. Pour les petites entreprises, nous mettons en place des outils infonuagiques qui remplacent les processus manuels et évoluent au rythme de l'entreprise.

Quelques exemples de la façon dont nous intégrons la technologie :
- Des plateformes de sondage mobiles avec saisie hors ligne et contrôles de qualité intégrés
- Des tableaux de bord interactifs qui tiennent gestionnaires et bailleurs de fonds informés en temps réel
- La télédétection et la cartographie pour les évaluations environnementales et les évaluations d'infrastructures
- Des outils infonuagiques sécurisés de collaboration et de gestion documentaire pour les équipes réparties
- Une utilisation responsable de l'analyse assistée par l'IA, toujours révisée par un consultant qualifié

Chaque nouvel outil est évalué sous l'angle de la sécurité, de l'accessibilité, du coût et de la protection des données avant d'être utilisé, et nous formons les équipes de nos clients pour que les bénéfices perdurent après notre départ.`,
  },
  "principle-rights-based-approach": {
    title: "Approche fondée sur les droits",
    shortDescription:
      "Nous ancrons notre travail dans les droits de la personne, en considérant les personnes comme titulaires de droits et les institutions comme débitrices d'obligations.",
    fullDescription: `Une approche fondée sur les droits reconnaît que les personnes ne sont pas des bénéficiaires passifs, mais des titulaires de droits qui ont leur mot à dire dans les décisions qui les concernent. Les institutions ont, pour leur part, l'obligation de respecter, de protéger et de mettre en œuvre ces droits.

Nous appliquons cette perspective lorsque nous concevons des évaluations, conseillons en matière de développement durable et gérons des projets. Elle détermine qui nous consultons, comment nous analysons les résultats et ce que nous recommandons, avec une attention particulière aux droits des peuples autochtones, des femmes et des filles, des personnes en situation de handicap et des travailleurs.

Dans notre travail, une approche fondée sur les droits signifie :
- Associer véritablement les personnes concernées à la conception, à la collecte des données et à la validation des constats
- Respecter le consentement préalable, donné librement et en connaissance de cause, lorsque des communautés autochtones sont concernées
- Vérifier si les programmes atteignent les personnes les plus susceptibles d'être laissées pour compte
- Examiner les chaînes d'approvisionnement et les activités au regard des normes du travail et des droits de la personne
- Rendre les constats accessibles aux communautés qui y ont contribué

Participation, responsabilisation, non-discrimination et transparence : voilà les normes que nous nous imposons, et celles que nous aidons nos clients à respecter.`,
  },
  "value-integrity": {
    title: "Intégrité",
    shortDescription: "Nous sommes honnêtes, transparents et cohérents dans tout ce que nous faisons.",
    fullDescription:
      "Nous disons à nos clients ce que montrent les données, même lorsque ce n'est pas ce qu'ils espéraient entendre. Nous sommes transparents sur nos méthodes, nos honoraires et nos limites, et nous tenons nos promesses. L'intégrité est le fondement des relations durables que nous bâtissons avec nos clients, nos partenaires et les communautés.",
  },
  "value-collaboration": {
    title: "Collaboration",
    shortDescription: "Nous travaillons aux côtés de nos clients, pas au-dessus d'eux.",
    fullDescription:
      "Les meilleures solutions naissent de la rencontre entre notre expertise et la connaissance qu'ont nos clients de leur propre contexte. Nous concevons les plans ensemble, partageons ouvertement nos outils et renforçons les compétences des équipes de nos clients, afin que les résultats appartiennent à ceux qui les feront durer. À l'interne, nous réunissons sur chaque mandat des spécialistes de différents domaines de pratique.",
  },
  "value-excellence": {
    title: "Excellence",
    shortDescription: "Nous appliquons à notre travail les normes professionnelles les plus exigeantes.",
    fullDescription:
      "Chaque livrable fait l'objet d'une révision par les pairs et de contrôles de qualité avant d'être remis au client. Nous suivons des normes reconnues en évaluation, en gestion de projet et en information sur la durabilité, et nous investissons dans la formation et la certification de notre équipe afin que nos conseils reflètent les meilleures pratiques actuelles.",
  },
  "value-innovation": {
    title: "Innovation",
    shortDescription: "Nous cherchons de meilleures façons de résoudre des problèmes de longue date.",
    fullDescription:
      "Nous expérimentons de nouvelles méthodes, de nouveaux outils numériques et de nouveaux partenariats lorsqu'ils peuvent rendre notre travail plus rapide, plus abordable ou plus éclairant. Chez Northbridge, l'innovation est pragmatique : nous testons les idées à petite échelle, mesurons si elles sont utiles et n'adoptons que ce qui apporte une réelle valeur à nos clients.",
  },
  "value-accountability": {
    title: "Responsabilité",
    shortDescription: "Nous assumons nos engagements et nos résultats.",
    fullDescription:
      "Nous fixons des livrables, des échéanciers et des budgets clairs, et nous rendons compte ouvertement de nos progrès. Quand quelque chose ne se déroule pas comme prévu, nous expliquons pourquoi et ce que nous allons faire pour y remédier. Nous aidons nos clients à renforcer leur propre reddition de comptes envers leurs bailleurs de fonds, leur conseil d'administration, leurs clients et les communautés qu'ils servent.",
  },
  "value-respect": {
    title: "Respect",
    shortDescription: "Nous valorisons la dignité, la culture et le point de vue de chaque personne.",
    fullDescription:
      "Nous écoutons attentivement, échangeons avec respect avec des personnes de tous horizons et adaptons notre approche aux cultures et aux langues locales. Nous considérons le temps et la confiance des participants à nos recherches comme un privilège, et nous bâtissons un milieu de travail où chaque membre de l'équipe se sent valorisé et écouté.",
  },
  "value-sustainability": {
    title: "Durabilité",
    shortDescription: "Nous visons des résultats qui durent bien après la fin de notre mandat.",
    fullDescription:
      "Nous concevons des solutions viables sur les plans financier, social et environnemental. Cela signifie renforcer les capacités locales, choisir des outils que nos clients ont les moyens d'entretenir et tenir compte des effets environnementaux à long terme. Nous appliquons la même logique à nos propres activités et rendons compte de notre empreinte chaque année.",
  },
  "value-learning": {
    title: "Apprentissage",
    shortDescription: "Nous restons curieux et transformons l'expérience en progrès.",
    fullDescription:
      "Chaque projet nous apprend quelque chose. Nous recueillons les leçons tirées lors de bilans post-action, les partageons au sein de l'équipe et avec l'ensemble de la communauté sur notre blogue et dans notre centre de ressources, et nous soutenons le perfectionnement professionnel de chaque consultant. Nous aidons nos clients à adopter la même habitude : transformer les données en apprentissage, et l'apprentissage en meilleures décisions.",
  },
  "team-catherine-okafor": {
    role: "Fondatrice et directrice générale",
    bio: "Catherine a fondé Northbridge après avoir dirigé pendant quinze ans des évaluations pour des organismes de développement international en Afrique de l'Ouest et au Canada. Elle définit la stratégie du cabinet et supervise la qualité de ses mandats les plus importants. Titulaire d'une maîtrise en politiques publiques de l'Université de Toronto, elle détient le titre d'évaluatrice accréditée. Catherine est mentore auprès d'évaluateurs de la relève par l'intermédiaire de la Société canadienne d'évaluation.",
    expertise: [
      "Leadership stratégique",
      "Évaluation de programmes",
      "Gestion axée sur les résultats",
      "Relations avec les bailleurs de fonds",
    ],
  },
  "team-marc-gauthier": {
    role: "Directeur, Suivi, évaluation et apprentissage",
    bio: "Marc dirige la pratique SEA : il conçoit des systèmes de suivi et des évaluations d'impact pour des fondations, des ONG et des programmes gouvernementaux. Il a dirigé des études à méthodes mixtes dans plus de vingt pays. Avant de se joindre à Northbridge, il était évaluateur principal dans un ministère fédéral. Il parle couramment l'anglais et le français.",
    expertise: [
      "Évaluation d'impact",
      "Méthodes mixtes",
      "Théorie du changement",
      "Suivi par un tiers",
      "Audits de la qualité des données",
    ],
  },
  "team-priya-raman": {
    role: "Directrice, Développement durable et ESG",
    bio: "Priya aide les entreprises et les organismes publics à élaborer des stratégies ESG, à s'aligner sur les ODD et à rendre compte de leur action climatique. Elle a auparavant dirigé l'information sur la durabilité d'un fabricant canadien. Priya est professionnelle certifiée en développement durable GRI et titulaire d'une maîtrise en études environnementales de l'Université York.",
    expertise: ["Stratégie ESG", "Rapports GRI et ISSB", "Alignement sur les ODD", "Comptabilité carbone"],
  },
  "team-david-chen": {
    role: "Directeur, Bureau de gestion de projets",
    bio: "David dirige le bureau de gestion de projets du cabinet et pilote la réalisation de projets complexes réunissant de multiples parties prenantes. Il compte plus de douze ans d'expérience en gestion de projets d'infrastructure, de technologie et de renforcement des capacités. David est certifié Project Management Professional (PMP) et Certified ScrumMaster. On lui reconnaît le talent de garder les projets sereins, dans les délais et dans le budget.",
    expertise: [
      "Réalisation de projets selon le PMP",
      "Méthodes agiles et hybrides",
      "Gestion des risques",
      "Gouvernance de portefeuille",
    ],
  },
  "team-fatima-haddad": {
    role: "Directrice, Services de soutien aux entreprises",
    bio: "Fatima supervise les services de soutien intégré et de soutien renforcé qui aident les petites entreprises à bien fonctionner. Elle a acquis une solide expérience en exploitation et en finances dans les secteurs de l'hôtellerie et du commerce de détail. Fatima est comptable professionnelle agréée (CPA) et conseillère auprès de plusieurs incubateurs de petites entreprises de Toronto.",
    expertise: [
      "Exploitation des petites entreprises",
      "Gestion financière",
      "Amélioration des processus",
      "Planification d'affaires",
    ],
  },
  "team-jonathan-mitchell": {
    role: "Chef de l'exploitation",
    bio: "Jonathan gère les finances, les contrats et les activités internes du cabinet, et veille à ce que chaque équipe dispose de ce dont elle a besoin pour réaliser son travail. Il a passé dix ans à la direction des opérations d'un cabinet-conseil national. Jonathan est titulaire d'un MBA de la Schulich School of Business et dirige l'information sur la durabilité du cabinet lui-même.",
    expertise: [
      "Gestion des opérations",
      "Gestion des contrats",
      "Planification financière",
      "Gouvernance d'entreprise",
    ],
  },
  "team-aisha-mohammed": {
    role: "Spécialiste principale en évaluation",
    bio: "Aisha conçoit des stratégies de collecte de données et dirige la recherche sur le terrain pour l'évaluation de programmes de santé, d'éducation et de moyens de subsistance. Elle se spécialise dans les méthodes participatives et sensibles au genre. Titulaire d'une maîtrise en santé publique de l'Université McMaster, elle a travaillé auprès de communautés en Afrique de l'Est et en Ontario.",
    expertise: [
      "Évaluation participative",
      "Analyse comparative entre les sexes (ACS Plus)",
      "Conception de sondages",
      "Recherche qualitative",
    ],
  },
  "team-lucas-fernandes": {
    role: "Chef, Données et analytique",
    bio: "Lucas conçoit les tableaux de bord, les bases de données et les chaînes d'analyse sur lesquels repose le travail du cabinet en matière de données probantes. Il a conçu des systèmes d'information de suivi pour des programmes comptant des centaines de milliers de participants. Lucas est titulaire d'une maîtrise en statistique de l'Université de Waterloo. Il dirige les pratiques du cabinet en matière de protection des données.",
    expertise: [
      "Analyse statistique",
      "Tableaux de bord et visualisation",
      "Collecte de données mobile",
      "Protection des données",
      "Cartographie SIG",
    ],
  },
  "team-sarah-whitfield": {
    role: "Conseillère principale, Climat et résilience",
    bio: "Sarah dirige des évaluations des impacts climatiques, des audits d'efficacité énergétique et des études de résilience des infrastructures. Ingénieure (P.Eng.), elle possède une expérience en planification des infrastructures municipales. Sarah a conseillé des municipalités et des services publics de l'Ontario en matière d'adaptation aux phénomènes météorologiques extrêmes.",
    expertise: [
      "Évaluation des risques climatiques",
      "Audits énergétiques",
      "Résilience des infrastructures",
      "Planification de l'adaptation",
    ],
  },
  "team-kwame-asante": {
    role: "Responsable, TI et cybersécurité",
    bio: "Kwame gère les services de TI offerts aux petites entreprises clientes du cabinet et dirige ses travaux de conformité en cybersécurité. Il a aidé des fournisseurs du secteur de la défense à se préparer aux évaluations CMMC et des fournisseurs infonuagiques à obtenir l'autorisation FedRAMP. Kwame détient les certifications CISSP et CompTIA Security+. Il dirige aussi l'équipe qui réalise les sites Web à prix fixe du cabinet.",
    expertise: [
      "Conformité en cybersécurité",
      "Infrastructure infonuagique",
      "Services de TI gérés",
      "Développement Web",
    ],
  },
  "team-elena-petrova": {
    role: "Responsable, Apprentissage et renforcement des capacités",
    bio: "Elena conçoit et anime des ateliers d'apprentissage, des programmes de formation et des communautés de pratique pour les clients et les partenaires. Elle a formé plus de deux mille praticiens en évaluation et en gestion adaptative. Elena est titulaire d'une maîtrise en éducation des adultes de l'OISE et parle anglais, russe et bulgare.",
    expertise: [
      "Animation d'ateliers",
      "Apprentissage des adultes",
      "Gestion des connaissances",
      "Gestion adaptative",
    ],
  },
  "team-michael-obrien": {
    role: "Directeur, Partenariats clients",
    bio: "Michael noue des relations avec des fondations, des organismes publics et des entreprises, et veille à ce que chaque mandat commence par une portée clairement définie. Il compte vingt ans d'expérience en développement des affaires pour des cabinets de services professionnels. Michael préside le programme de rétroaction des clients du cabinet et supervise l'offre de forfaits de sites Web.",
    expertise: [
      "Relations avec les clients",
      "Élaboration de propositions",
      "Mobilisation des parties prenantes",
      "Stratégie marketing",
    ],
  },
};

/* ---------- services.ts: catalogue, service pages, their cards and benefits ---------- */

const CTA_TITLE = "Planifiez une consultation";

const services: SeedTranslations = {
  "service-mel": {
    name: "Suivi, évaluation et apprentissage",
    description:
      "Des systèmes de SEA solides, des évaluations indépendantes et des processus d'apprentissage qui montrent ce que vos programmes accomplissent et comment les améliorer.",
    features: [
      "Stratégies de collecte de données",
      "Évaluations de projets",
      "Suivi par un tiers",
      "Ateliers d'apprentissage",
      "Audits de performance",
    ],
  },
  "service-sustainability": {
    name: "Gestion du développement durable",
    description:
      "Des stratégies ESG, un alignement sur les ODD et une déclaration climatique qui réduisent les risques, diminuent les coûts et renforcent la confiance des clients, des investisseurs et des communautés.",
    features: [
      "Évaluations de durabilité",
      "Stratégies et feuilles de route ESG",
      "Alignement sur les ODD",
      "Rapports sur l'action climatique",
      "Conformité et certification",
    ],
  },
  "service-project-management": {
    name: "Gestion de projet",
    description:
      "Des gestionnaires de projet certifiés qui planifient, pilotent et clôturent vos projets dans les délais et le budget, avec des rapports clairs à chaque étape.",
    features: [
      "Planification et ordonnancement de projets",
      "Gestion des risques et des problèmes",
      "Communication avec les parties prenantes",
      "Maîtrise du budget et des ressources",
      "Mise en place et gouvernance d'un bureau de projets",
    ],
  },
  "service-integrated-support": {
    name: "Soutien intégré",
    description:
      "Services de TI, planification d'affaires, marketing numérique, finances, RH et bureau virtuel réunis sous un même toit pour les petites entreprises et les organismes sans but lucratif.",
    features: ["Services de TI", "Planification d'affaires", "Marketing numérique", "Gestion financière", "Soutien en RH"],
  },
  "service-augmented-support": {
    name: "Soutien renforcé",
    description:
      "Une expertise pointue en impacts climatiques, en efficacité énergétique, en résilience des infrastructures et en conformité en cybersécurité pour accroître la capacité de votre équipe.",
    features: [
      "Évaluations des impacts climatiques",
      "Audits d'efficacité énergétique",
      "Résilience des infrastructures",
      "Conformité en cybersécurité (CMMC, FedRAMP)",
      "Gestion des risques",
    ],
  },
  "service-website-packages": {
    name: "Forfaits de sites Web",
    description:
      "Des sites Web à prix fixe, adaptés aux mobiles, pour les petites entreprises canadiennes, du site essentiel de trois pages au site de dix pages avec blogue.",
    features: [
      "Forfaits Essentiel, Professionnel et Premium",
      "Prix fixes en CAD",
      "SSL et conception adaptée aux mobiles",
      "15 % de rabais pour les nouvelles entreprises",
    ],
  },
  "service-it": {
    name: "Services de TI",
    description:
      "Soutien informatique géré, migration vers le nuage, cybersécurité et développement Web pour les petites entreprises et les organismes sans but lucratif qui ont besoin d'une technologie fiable.",
    features: [
      "Soutien informatique géré",
      "Infonuagique et Microsoft 365",
      "Cybersécurité essentielle",
      "Développement de sites Web",
    ],
  },
  "service-monitoring": {
    name: "Suivi et évaluation",
    description:
      "Des cadres de suivi, des études de référence et des évaluations indépendantes qui mesurent les progrès et démontrent les résultats aux bailleurs de fonds et aux parties prenantes.",
    features: [
      "Conception de cadres de S&E",
      "Études de référence et finales",
      "Évaluations à mi-parcours et finales",
      "Évaluations de la qualité des données",
    ],
  },

  "service-page-it": {
    title: "Services de TI",
    heroTitle: "Des TI fiables pour les organisations en croissance",
    heroSubtitle:
      "Soutien géré, outils infonuagiques sécurisés et sites Web modernes : votre technologie travaille aussi fort que votre équipe.",
    intro:
      "Les petites entreprises et les organismes sans but lucratif disposent rarement d'un service informatique complet, et pourtant ils font face aux mêmes menaces et aux mêmes exigences de productivité que les grandes entreprises. Notre équipe de TI devient votre partenaire technologique : nous assurons le bon fonctionnement de vos systèmes, protégeons vos données et vous aidons à adopter des outils qui font gagner du temps, le tout pour des frais mensuels prévisibles.",
    cardsTitle: "Nos services de TI",
    ctaTitle: CTA_TITLE,
    ctaText:
      "Parlez-nous de vos systèmes actuels et de vos difficultés. Nous examinerons votre configuration et vous recommanderons un plan de TI clair et abordable.",
  },
  "card-it-managed-it-support": {
    title: "Soutien informatique géré",
    description:
      "Un service d'assistance aimable et réactif, et une maintenance proactive de vos ordinateurs, appareils et logiciels.",
    features: [
      "Assistance à distance et sur place",
      "Configuration des appareils et accueil des nouveaux employés",
      "Gestion des correctifs et des mises à jour",
      "Suivi des licences logicielles",
      "Rapports mensuels sur l'état des systèmes",
    ],
  },
  "card-it-cloud-microsoft-365": {
    title: "Infonuagique et Microsoft 365",
    description:
      "Migrez vos fichiers, vos courriels et vos outils de collaboration vers le nuage, en toute sécurité et sans interruption.",
    features: [
      "Configuration de Microsoft 365 et de Google Workspace",
      "Migration des courriels et des fichiers",
      "Configuration de Teams et de SharePoint",
      "Gestion des utilisateurs et des autorisations",
      "Séances de formation du personnel",
    ],
  },
  "card-it-cybersecurity-essentials": {
    title: "Cybersécurité essentielle",
    description: "Une protection concrète contre les menaces qui touchent le plus souvent les petites organisations.",
    features: [
      "Déploiement de l'authentification multifacteur",
      "Protection et surveillance des terminaux",
      "Sensibilisation à l'hameçonnage",
      "Modèles de politiques de sécurité",
      "Analyses de vulnérabilités",
    ],
  },
  "card-it-network-infrastructure": {
    title: "Réseau et infrastructure",
    description: "Des réseaux de bureau rapides, stables et sécurisés, conçus en fonction de la façon dont votre équipe travaille.",
    features: [
      "Conception et installation de réseaux",
      "Optimisation de la couverture Wi-Fi",
      "Configuration du pare-feu",
      "RPV pour le personnel à distance",
      "Conseils sur l'achat de matériel",
    ],
  },
  "card-it-website-application-development": {
    title: "Développement de sites Web et d'applications",
    description: "Des sites Web et des applications d'affaires simples, rapides, accessibles et faciles à entretenir.",
    features: [
      "Conception de sites Web adaptatifs",
      "Formulaires de réservation et de contact",
      "Mise en place d'un système de gestion de contenu",
      "Vérifications d'accessibilité (WCAG)",
      "Gestion de l'hébergement et du domaine",
    ],
  },
  "card-it-data-backup-recovery": {
    title: "Sauvegarde et récupération des données",
    description:
      "Faites en sorte qu'un ordinateur portable perdu, une attaque par rançongiciel ou une panne ne se traduise jamais par la perte de votre travail.",
    features: [
      "Sauvegardes infonuagiques automatisées",
      "Surveillance et tests des sauvegardes",
      "Planification de la reprise après sinistre",
      "Données stockées au Canada",
      "Aide à la restauration rapide",
    ],
  },

  "service-page-monitoring": {
    title: "Suivi et évaluation",
    heroTitle: "Suivre les progrès. Démontrer les résultats.",
    heroSubtitle:
      "Des cadres de suivi et des évaluations indépendantes qui donnent aux bailleurs de fonds, aux conseils d'administration et aux équipes confiance dans ce que vos programmes accomplissent.",
    intro:
      "Un bon suivi et une bonne évaluation répondent à deux questions : faisons-nous ce que nous avions annoncé, et cela fait-il une différence ? Nous vous aidons à définir des indicateurs pertinents, à recueillir des données fiables et à commander des évaluations crédibles aux bons moments du cycle de votre programme.",
    cardsTitle: "Services de suivi et d'évaluation",
    ctaTitle: CTA_TITLE,
    ctaText:
      "Qu'il vous faille un cadre pour un nouveau programme ou l'évaluation indépendante d'un programme existant, nous définirons l'approche qui convient à votre budget.",
  },
  "card-monitoring-m-e-framework-design": {
    title: "Conception de cadres de S&E",
    description: "Un cadre de résultats clair qui relie vos activités aux résultats que vous voulez atteindre.",
    features: [
      "Élaboration de la théorie du changement",
      "Modèles logiques et chaînes de résultats",
      "Choix d'indicateurs SMART",
      "Plans de mesure du rendement",
      "Calendriers de collecte de données",
    ],
  },
  "card-monitoring-baseline-endline-studies": {
    title: "Études de référence et finales",
    description: "Mesurez votre point de départ et votre point d'arrivée pour démontrer le changement en toute confiance.",
    features: [
      "Conception de l'étude et échantillonnage",
      "Enquêtes auprès des ménages et des organisations",
      "Sélection de groupes de comparaison",
      "Établissement des cibles",
      "Rapports de référence et rapports finaux",
    ],
  },
  "card-monitoring-results-monitoring-systems": {
    title: "Systèmes de suivi des résultats",
    description:
      "Des systèmes courants qui saisissent avec exactitude les données des programmes et les transforment en rapports en temps utile.",
    features: [
      "Tableaux de suivi des indicateurs",
      "Outils numériques de collecte de données",
      "Bases de données de suivi",
      "Tableaux de bord trimestriels des progrès",
      "Modèles de rapports aux bailleurs de fonds",
    ],
  },
  "card-monitoring-mid-term-final-evaluations": {
    title: "Évaluations à mi-parcours et finales",
    description:
      "Des évaluations indépendantes de la pertinence, de l'efficacité, de l'efficience, de l'impact et de la durabilité.",
    features: [
      "Évaluations selon les critères du CAD de l'OCDE",
      "Devis à méthodes mixtes",
      "Entretiens avec des informateurs clés",
      "Rapports et notes d'évaluation",
      "Soutien à la réponse de la direction",
    ],
  },
  "card-monitoring-data-quality-assessments": {
    title: "Évaluations de la qualité des données",
    description: "Vérifiez que les chiffres que vous communiquez sont valides, fiables, à jour et complets.",
    features: [
      "Visites de vérification des données",
      "Examen des documents sources",
      "Cartographie des flux de données",
      "Plans d'amélioration de la qualité",
      "Suivi et réévaluation",
    ],
  },
  "card-monitoring-evaluation-capacity-building": {
    title: "Renforcement des capacités en évaluation",
    description:
      "Donnez à votre personnel les moyens de mener et d'utiliser le suivi et l'évaluation en toute autonomie.",
    features: [
      "Formation aux compétences en S&E",
      "Accompagnement des responsables du S&E",
      "Bibliothèques d'outils et de modèles",
      "Élaboration d'une politique d'évaluation",
      "Séances d'apprentissage entre pairs",
    ],
  },

  "service-page-mel": {
    title: "Suivi, évaluation et apprentissage",
    heroTitle: "Suivi, évaluation et apprentissage",
    heroSubtitle:
      "Des données probantes pour mieux décider : nous vous aidons à mesurer les résultats, à comprendre l'impact et à apprendre plus vite.",
    intro:
      "Notre pratique SEA allie des méthodes rigoureuses à des outils pratiques que votre équipe peut utiliser au quotidien. Du premier plan de collecte de données à l'évaluation finale et à l'atelier d'apprentissage qui la suit, nous veillons à ce que les données probantes parviennent aux personnes qui en ont besoin, au moment où elles en ont besoin.",
    cardsTitle: "Nos services de SEA",
    benefitsTitle: "Les avantages d'un SEA solide",
    ctaTitle: CTA_TITLE,
    ctaText:
      "Parlons de votre programme et des données probantes dont vous avez besoin. Nous vous proposerons une approche de SEA adaptée à vos objectifs, à votre échéancier et à votre budget.",
  },
  "card-mel-data-collection-strategies": {
    title: "Stratégies de collecte de données",
    description:
      "Des plans et des outils pour recueillir des données exactes, éthiques et économiques, du terrain jusqu'au tableau de bord.",
    features: [
      "Méthodes quantitatives et qualitatives",
      "Plan d'échantillonnage",
      "Outils mobiles de collecte de données",
      "Formation des enquêteurs",
      "Protocoles de protection des données",
    ],
  },
  "card-mel-value-chain-research": {
    title: "Recherche sur les chaînes de valeur",
    description:
      "Comprenez comment les produits et services circulent des producteurs jusqu'aux marchés, et où se situent la valeur et les contraintes.",
    features: [
      "Cartographie des systèmes de marché",
      "Analyse des acteurs et des parties prenantes",
      "Analyse selon le genre et l'inclusion",
      "Évaluation des contraintes et des occasions",
      "Recommandations d'intervention",
    ],
  },
  "card-mel-project-evaluations": {
    title: "Évaluations de projets",
    description:
      "Des évaluations indépendantes formatives, à mi-parcours et finales, qui montrent ce qui a fonctionné, pour qui et pourquoi.",
    features: [
      "Conception et cadres d'évaluation",
      "Évaluation selon les critères du CAD de l'OCDE",
      "Analyse à méthodes mixtes",
      "Analyse de contribution et d'impact",
      "Recommandations concrètes",
    ],
  },
  "card-mel-third-party-monitoring": {
    title: "Suivi par un tiers",
    description:
      "Une vérification objective des activités et des résultats, y compris dans les zones éloignées ou difficiles d'accès.",
    features: [
      "Visites de sites indépendantes",
      "Vérification auprès des bénéficiaires",
      "Techniques de suivi à distance",
      "Preuves photographiques géolocalisées",
      "Signalement rapide des problèmes",
    ],
  },
  "card-mel-learning-workshops": {
    title: "Ateliers d'apprentissage",
    description:
      "Des séances animées qui transforment les constats en décisions et ancrent une culture d'apprentissage dans votre équipe.",
    features: [
      "Bilans post-action",
      "Séances de validation des constats",
      "Élaboration d'un programme d'apprentissage",
      "Planification de la gestion adaptative",
      "Produits de connaissance et notes de synthèse",
    ],
  },
  "card-mel-performance-audits": {
    title: "Audits de performance",
    description:
      "Déterminez si les programmes et les activités optimisent les ressources et respectent leurs engagements de rendement.",
    features: [
      "Examen des indicateurs de rendement",
      "Analyse de l'optimisation des ressources",
      "Vérifications des processus et de la conformité",
      "Comparaison avec les normes",
      "Plans d'action d'amélioration",
    ],
  },
  "benefit-mel-evidence-based-decision-making": {
    title: "Des décisions fondées sur des données probantes",
    description:
      "Fondez votre stratégie, vos budgets et l'évolution de vos programmes sur des données fiables plutôt que sur des suppositions.",
  },
  "benefit-mel-improved-program-performance": {
    title: "Des programmes plus performants",
    description:
      "Repérez assez tôt ce qui fonctionne et ce qui ne fonctionne pas pour vous ajuster et obtenir de meilleurs résultats.",
  },
  "benefit-mel-accountability": {
    title: "Reddition de comptes",
    description:
      "Rendez des comptes de façon crédible aux bailleurs de fonds, aux conseils d'administration et aux communautés grâce à des résultats transparents et vérifiés.",
  },
  "benefit-mel-stakeholder-engagement": {
    title: "Mobilisation des parties prenantes",
    description:
      "Associez participants et partenaires à la définition du succès et à l'interprétation des données probantes.",
  },

  "service-page-project-management": {
    title: "Gestion de projet",
    heroTitle: "Des projets livrés dans les délais, dans le budget et fidèles à leur objectif",
    heroSubtitle:
      "Des gestionnaires de projet certifiés qui apportent structure, clarté et sérénité aux projets complexes et aux équipes qui les mènent.",
    intro:
      "Que vous lanciez un nouveau programme, implantiez un système technologique ou pilotiez une initiative réunissant plusieurs partenaires, nous vous apportons la discipline et les outils nécessaires pour garder le cap. Nous pouvons diriger votre projet de bout en bout, renforcer votre propre équipe de projet ou mettre sur pied un bureau de gestion de projets durable.",
    cardsTitle: "Services de gestion de projet",
    ctaTitle: CTA_TITLE,
    ctaText:
      "Parlez-nous de votre projet et des aspects pour lesquels vous avez besoin de soutien. Nous vous recommanderons le niveau de gestion de projet adapté à vos objectifs.",
  },
  "card-project-management-project-planning-scheduling": {
    title: "Planification et ordonnancement de projets",
    description:
      "Un plan réaliste, compris de tous, avec une portée, des jalons et des responsabilités clairement définis.",
    features: [
      "Chartes de projet et énoncés de portée",
      "Structures de découpage du projet (SDP)",
      "Diagrammes de Gantt et chemin critique",
      "Matrices de responsabilités RACI",
      "Échéanciers de référence",
    ],
  },
  "card-project-management-risk-issue-management": {
    title: "Gestion des risques et des problèmes",
    description: "Repérez tôt ce qui pourrait mal tourner et empêchez les petits problèmes d'en devenir de gros.",
    features: [
      "Ateliers d'identification des risques",
      "Registres et cartes thermiques des risques",
      "Plans d'atténuation et de contingence",
      "Procédures de remontée des problèmes",
      "Revues régulières des risques",
    ],
  },
  "card-project-management-stakeholder-communication": {
    title: "Communication avec les parties prenantes",
    description:
      "Tenez commanditaires, partenaires et équipes informés, alignés et mobilisés tout au long du projet.",
    features: [
      "Cartographie des parties prenantes",
      "Plans de communication",
      "Rapports d'étape et tableaux de bord",
      "Soutien au comité directeur",
      "Communication du changement",
    ],
  },
  "card-project-management-budget-resource-control": {
    title: "Maîtrise du budget et des ressources",
    description:
      "Suivez les dépenses et l'effort par rapport au plan pour éviter toute surprise en fin de projet.",
    features: [
      "Estimation des coûts et budgétisation",
      "Suivi de la valeur acquise",
      "Plans d'affectation des ressources",
      "Soutien à l'approvisionnement",
      "Rapports d'écarts financiers",
    ],
  },
  "card-project-management-agile-delivery-coaching": {
    title: "Accompagnement en méthodes agiles",
    description:
      "Adoptez des méthodes de travail agiles et hybrides qui accélèrent la livraison sans perte de contrôle.",
    features: [
      "Mise en place de Scrum et de Kanban",
      "Animation de la planification des sprints",
      "Gestion du carnet de produit",
      "Animation des rétrospectives",
      "Accompagnement des équipes",
    ],
  },
  "card-project-management-pmo-setup-governance": {
    title: "Mise en place et gouvernance d'un bureau de projets",
    description:
      "Bâtissez les structures, les normes et les outils nécessaires pour gérer un portefeuille de projets de façon cohérente.",
    features: [
      "Conception et feuille de route du bureau de projets",
      "Cadres de gouvernance de projet",
      "Modèles et méthodologie",
      "Rapports de portefeuille",
      "Formation des gestionnaires de projet",
    ],
  },

  "service-page-sustainability": {
    title: "Gestion du développement durable",
    heroTitle: "Gestion du développement durable",
    heroSubtitle:
      "Des stratégies concrètes qui aident votre organisation à réduire son empreinte, à gérer ses risques et à créer de la valeur à long terme.",
    intro:
      "Clients, investisseurs, employés et organismes de réglementation attendent de plus en plus des organisations qu'elles démontrent leur performance environnementale et sociale. Nous vous aidons à faire le point sur votre situation, à fixer des objectifs crédibles alignés sur les objectifs de développement durable et les cadres ESG, et à rendre compte de vos progrès d'une manière qui inspire confiance.",
    cardsTitle: "Nos services en développement durable",
    benefitsTitle: "Pourquoi le développement durable est rentable",
    ctaTitle: CTA_TITLE,
    ctaText:
      "Où que vous en soyez dans votre démarche de développement durable, nous vous aiderons à franchir la prochaine étape grâce à un plan adapté à votre organisation.",
  },
  "card-sustainability-business-sustainability-assessments": {
    title: "Évaluations de la durabilité des entreprises",
    description:
      "Un portrait clair de votre performance environnementale, sociale et de gouvernance, et des écarts à combler.",
    features: [
      "Analyses de matérialité",
      "Mesure de l'empreinte de référence",
      "Examen des politiques et des pratiques",
      "Analyse des écarts par rapport aux normes",
      "Plan d'amélioration priorisé",
    ],
  },
  "card-sustainability-sdg-alignment-strategies": {
    title: "Stratégies d'alignement sur les ODD",
    description:
      "Reliez votre entreprise ou votre programme aux objectifs de développement durable des Nations Unies de façon crédible.",
    features: [
      "Cartographie de l'impact sur les ODD",
      "Choix des objectifs et des cibles prioritaires",
      "Définition des indicateurs et des cibles",
      "Intégration à la stratégie",
      "Communication des progrès relatifs aux ODD",
    ],
  },
  "card-sustainability-esg-strategies-roadmaps": {
    title: "Stratégies et feuilles de route ESG",
    description:
      "Une stratégie ESG par étapes, adaptée à votre taille, à votre secteur et à vos ressources, qui répond aux attentes des parties prenantes.",
    features: [
      "Analyse des risques et des occasions ESG",
      "Définition des objectifs et des ICP",
      "Feuille de route de mise en œuvre pluriannuelle",
      "Structures de gouvernance et de responsabilisation",
      "Préparation aux exigences des investisseurs et des prêteurs",
    ],
  },
  "card-sustainability-climate-action-sdg-reporting": {
    title: "Rapports sur l'action climatique et les ODD",
    description:
      "Mesurez vos émissions, fixez des cibles et rendez compte en toute confiance de votre action climatique et de votre contribution aux ODD.",
    features: [
      "Inventaires de GES (portées 1, 2 et 3)",
      "Soutien à l'établissement de cibles fondées sur la science",
      "Rapports alignés sur la GRI et l'ISSB",
      "Divulgation des risques climatiques",
      "Rapports annuels de développement durable",
    ],
  },
  "card-sustainability-sustainability-training": {
    title: "Formation en développement durable",
    description:
      "Renforcez les connaissances et l'engagement de votre personnel, de vos gestionnaires et de votre conseil d'administration.",
    features: [
      "Ateliers sur les fondements du développement durable",
      "Formation ESG pour les conseils d'administration",
      "Animation d'équipes vertes",
      "Séances de mobilisation des fournisseurs",
      "Modules d'apprentissage en ligne",
    ],
  },
  "card-sustainability-compliance-certification": {
    title: "Conformité et certification",
    description:
      "Préparez-vous aux exigences réglementaires et aux certifications reconnues en développement durable.",
    features: [
      "Cartographie des exigences réglementaires",
      "Accompagnement vers la certification B Corp",
      "Préparation à la norme ISO 14001",
      "Préparation de la documentation et des preuves",
      "Examens préalables à l'audit",
    ],
  },
  "benefit-sustainability-environmental-impact": {
    title: "Impact environnemental",
    description:
      "Réduisez vos émissions, votre consommation d'énergie et vos déchets, et contribuez de façon mesurable à une planète en meilleure santé.",
  },
  "benefit-sustainability-competitive-advantage": {
    title: "Avantage concurrentiel",
    description:
      "Gagnez les clients, les contrats et les talents qui privilégient de plus en plus les organisations responsables.",
  },
  "benefit-sustainability-risk-management": {
    title: "Gestion des risques",
    description:
      "Anticipez les risques climatiques, réglementaires et liés à la chaîne d'approvisionnement avant qu'ils ne touchent vos activités.",
  },
  "benefit-sustainability-stakeholder-trust": {
    title: "Confiance des parties prenantes",
    description:
      "Gagnez en crédibilité auprès des investisseurs, des bailleurs de fonds et des communautés grâce à une information transparente.",
  },

  "service-page-integrated-support": {
    title: "Services de soutien intégré",
    heroTitle: "Services de soutien intégré",
    heroSubtitle:
      "Tout ce dont une entreprise en croissance a besoin en coulisses, des TI au marketing en passant par les finances et les RH, auprès d'un seul partenaire de confiance.",
    intro:
      "Diriger une petite entreprise ou un organisme sans but lucratif, c'est porter plusieurs chapeaux. Nos services de soutien intégré vous permettent de confier les fonctions qui vous détournent de vos clients et de votre mission, avec un interlocuteur unique et des forfaits souples qui évoluent avec vous.",
    cardsTitle: "Nos services de soutien intégré",
    ctaTitle: CTA_TITLE,
    ctaText:
      "Dites-nous quelles tâches vous prennent du temps. Nous composerons un forfait de soutien adapté à votre entreprise et à votre budget.",
  },
  "card-integrated-support-it-services": {
    title: "Services de TI",
    description: "Un soutien technologique et une sécurité fiables pour votre équipe, où qu'elle travaille.",
    features: [
      "Service d'assistance",
      "Configuration du nuage et de la messagerie",
      "Notions de base en cybersécurité",
      "Sauvegarde et récupération",
      "Maintenance de site Web",
    ],
  },
  "card-integrated-support-business-planning": {
    title: "Planification d'affaires",
    description:
      "Des plans et des projections financières qui vous donnent une direction et convainquent prêteurs et investisseurs.",
    features: [
      "Rédaction de plans d'affaires",
      "Études de marché",
      "Projections financières",
      "Demandes de financement et de subventions",
      "Séances de stratégie de croissance",
    ],
  },
  "card-integrated-support-digital-marketing": {
    title: "Marketing numérique",
    description: "Joignez en ligne davantage de clients ciblés et transformez les visites en demandes.",
    features: [
      "Gestion des réseaux sociaux",
      "Optimisation pour les moteurs de recherche",
      "Configuration de la fiche Google Business Profile",
      "Campagnes par courriel",
      "Rapports mensuels de performance",
    ],
  },
  "card-integrated-support-financial-management": {
    title: "Gestion financière",
    description:
      "Une comptabilité exacte et une vision financière claire pour savoir en tout temps où en est votre entreprise.",
    features: [
      "Tenue de livres",
      "Administration de la paie",
      "Aide aux déclarations de TVH",
      "Prévisions de trésorerie",
      "États financiers mensuels",
    ],
  },
  "card-integrated-support-hr-support": {
    title: "Soutien en RH",
    description:
      "Recrutez, intégrez et gérez votre personnel équitablement et conformément aux normes d'emploi de l'Ontario.",
    features: [
      "Aide au recrutement",
      "Descriptions de poste et contrats de travail",
      "Guides et politiques à l'intention du personnel",
      "Programmes d'intégration",
      "Cadres d'évaluation du rendement",
    ],
  },
  "card-integrated-support-virtual-office": {
    title: "Bureau virtuel",
    description: "Une présence professionnelle à North York sans le coût d'un bureau à temps plein.",
    features: [
      "Adresse postale d'affaires",
      "Traitement et numérisation du courrier",
      "Service de réponse téléphonique",
      "Accès à des salles de réunion",
      "Soutien administratif",
    ],
  },

  "service-page-augmented-support": {
    title: "Services de soutien renforcé",
    heroTitle: "Services de soutien renforcé",
    heroSubtitle:
      "Une expertise pointue en climat, en énergie, en infrastructures et en cybersécurité, qui renforce votre équipe exactement quand vous en avez besoin.",
    intro:
      "Certains défis exigent des compétences dont votre organisation n'a pas besoin à temps plein. Nos services de soutien renforcé ajoutent à votre équipe des spécialistes chevronnés pour un mandat bien délimité, afin de vous aider à satisfaire aux exigences techniques, à gérer les risques émergents et à mobiliser vos parties prenantes en toute confiance.",
    cardsTitle: "Nos services de soutien renforcé",
    ctaTitle: CTA_TITLE,
    ctaText:
      "Parlez-nous du défi que vous devez relever. Nous vous mettrons en relation avec les spécialistes qu'il vous faut, pour une portée de travail clairement définie.",
  },
  "card-augmented-support-climate-impact-assessments": {
    title: "Évaluations des impacts climatiques",
    description: "Comprenez comment l'évolution du climat touche vos activités, vos actifs et vos communautés.",
    features: [
      "Repérage des aléas climatiques",
      "Évaluations de la vulnérabilité",
      "Analyse de scénarios",
      "Évaluation des options d'adaptation",
      "Rapports sur les risques climatiques",
    ],
  },
  "card-augmented-support-energy-efficiency-audits": {
    title: "Audits d'efficacité énergétique",
    description:
      "Découvrez où l'énergie est gaspillée et quelles améliorations seront rentabilisées le plus rapidement.",
    features: [
      "Analyse des factures de services publics",
      "Audits énergétiques sur place",
      "Évaluation de l'éclairage et du CVCA",
      "Calcul des économies et du délai de récupération",
      "Conseils sur les incitatifs et les remises",
    ],
  },
  "card-augmented-support-infrastructure-resilience": {
    title: "Résilience des infrastructures",
    description:
      "Renforcez vos bâtiments, réseaux et systèmes face aux phénomènes météorologiques extrêmes et aux perturbations.",
    features: [
      "Évaluation de la criticité des actifs",
      "Analyse des lacunes en matière de résilience",
      "Planification de la continuité des activités",
      "Soutien à la planification des immobilisations",
      "Plans de préparation aux situations d'urgence",
    ],
  },
  "card-augmented-support-cybersecurity-compliance-cmmc-fedramp": {
    title: "Conformité en cybersécurité (CMMC, FedRAMP)",
    description:
      "Préparez-vous aux cadres de cybersécurité exigeants qu'imposent les clients gouvernementaux et ceux du secteur de la défense.",
    features: [
      "Évaluations de l'état de préparation à la CMMC",
      "Aide à la documentation FedRAMP",
      "Analyse des écarts selon la norme NIST SP 800-171",
      "Plans de sécurité des systèmes",
      "Feuilles de route des mesures correctives",
    ],
  },
  "card-augmented-support-stakeholder-engagement": {
    title: "Mobilisation des parties prenantes",
    description:
      "Concevez et menez des consultations qui favorisent la compréhension, la confiance et l'adhésion à vos projets.",
    features: [
      "Cartographie et analyse des parties prenantes",
      "Conception de consultations publiques",
      "Animation d'assemblées communautaires",
      "Soutien à la mobilisation des Autochtones",
      "Rapports « Ce que nous avons entendu »",
    ],
  },
  "card-augmented-support-risk-management": {
    title: "Gestion des risques",
    description:
      "Repérez, évaluez et gérez les risques susceptibles de faire dérailler votre stratégie ou vos projets.",
    features: [
      "Évaluations des risques d'entreprise",
      "Registres des risques et énoncés d'appétence au risque",
      "Examens de l'efficacité des contrôles",
      "Rapports sur les risques à l'intention du conseil d'administration",
      "Plans d'action d'atténuation",
    ],
  },
};

/* ---------- packages.ts: website packages and the packages page's questions ---------- */

const packages: SeedTranslations = {
  "package-starter": {
    name: "Essentiel",
    pagesLabel: "3 pages (Accueil, À propos, Contact)",
    deliveryLabel: "5 jours ouvrables",
    description:
      "Une présence en ligne soignée et professionnelle pour les nouvelles et petites entreprises qui doivent être en ligne rapidement.",
    features: [
      "3 pages (Accueil, À propos, Contact)",
      "Conception adaptée aux mobiles",
      "Formulaire de contact",
      "Référencement (SEO) de base sur la page",
      "Liens vers les réseaux sociaux",
      "1 série de révisions",
      "Livré en 5 jours ouvrables",
    ],
  },
  "package-professional": {
    name: "Professionnel",
    pagesLabel: "Jusqu'à 6 pages",
    deliveryLabel: "7 à 10 jours ouvrables",
    description:
      "Tout ce dont une entreprise en croissance a besoin pour attirer des clients en ligne et prendre des réservations jour et nuit.",
    features: [
      "Jusqu'à 6 pages",
      "Hébergement gratuit pendant 1 an",
      "Certificat SSL",
      "Système de réservation en ligne",
      "Intégration de Google Maps",
      "Configuration de Google Analytics",
      "Conception adaptée aux mobiles",
      "Référencement (SEO) de base sur la page",
      "2 séries de révisions",
    ],
  },
  "package-premium": {
    name: "Premium",
    pagesLabel: "10 pages + blogue statique",
    deliveryLabel: "Livraison prioritaire",
    description:
      "Un site Web complet avec blogue, livraison prioritaire et six mois de maintenance pour avoir l'esprit tranquille.",
    features: [
      "10 pages + blogue statique",
      "Hébergement inclus",
      "Certificat SSL",
      "Configuration du nom de domaine",
      "6 mois de maintenance gratuite",
      "Réservation en ligne, cartes et statistiques",
      "Référencement (SEO) avancé sur la page",
      "Livraison prioritaire",
      "3 séries de révisions",
    ],
  },
  "faq-packages-delivery-time": {
    question: "Combien de temps faut-il pour créer mon site Web ?",
    answer:
      "Le forfait Essentiel est livré en 5 jours ouvrables et le forfait Professionnel en 7 à 10 jours ouvrables. Les projets Premium bénéficient d'une livraison prioritaire et passent avant notre file d'attente habituelle. Le délai commence à courir dès que nous avons reçu votre contenu (textes, logo et photos) et le bon de commande signé ; nous convenons avec vous d'une date de mise en ligne précise au lancement du projet.",
  },
  "faq-packages-changes-after-completion": {
    question: "Puis-je demander des modifications une fois le site Web terminé ?",
    answer:
      "Oui. Chaque forfait comprend des séries de révisions avant la mise en ligne : 1 pour Essentiel, 2 pour Professionnel et 3 pour Premium. Après la mise en ligne, les clients Premium bénéficient de 6 mois de maintenance gratuite, qui couvre les petites mises à jour de textes et d'images. Pour les autres forfaits, ou pour des changements plus importants comme l'ajout de pages, nous vous proposons un prix fixe avant d'effectuer le travail.",
  },
  "faq-packages-hosting-domain": {
    question: "Offrez-vous l'hébergement et l'enregistrement de nom de domaine ?",
    answer:
      "Le forfait Professionnel comprend l'hébergement gratuit pendant 1 an et un certificat SSL. Le forfait Premium comprend l'hébergement, le SSL et la configuration du nom de domaine. Avec le forfait Essentiel, nous pouvons héberger votre site pour des frais mensuels modiques ou l'installer chez l'hébergeur de votre choix. Les frais d'enregistrement du nom de domaine sont payés directement au registraire, et le domaine reste à votre nom.",
  },
  "faq-packages-self-updating": {
    question: "Pourrai-je mettre à jour moi-même le contenu du site ?",
    answer:
      "Oui. Nous pouvons installer un éditeur simple qui vous permet de modifier textes, photos et billets de blogue sans aucune programmation, et nous vous remettons un court guide vidéo à la livraison. Si vous préférez ne pas modifier le site vous-même, notre équipe peut s'en charger : les clients Premium disposent de 6 mois de maintenance inclus, et les autres clients peuvent acheter des heures de mise à jour selon leurs besoins.",
  },
  "faq-packages-seo": {
    question: "Vos sites Web comprennent-ils l'optimisation pour les moteurs de recherche (SEO) ?",
    answer:
      "Chaque forfait comprend un référencement de base sur la page : titres et descriptions des pages, intertitres bien structurés, chargement rapide, mise en page adaptée aux mobiles, plan du site XML et soumission à Google Search Console. Le forfait Premium y ajoute un référencement avancé sur la page et un blogue pour publier du contenu frais. Les campagnes de référencement continues, comme la recherche de mots clés et la rédaction de contenu, sont offertes dans le cadre de notre service de marketing numérique.",
  },
};

/* ---------- faq.ts: the questions of the /faq page ---------- */

const faq: SeedTranslations = {
  "faq-services-offered": {
    question: "Quels services votre cabinet offre-t-il ?",
    answer:
      "Nous offrons des services de suivi, d'évaluation et d'apprentissage (SEA), de gestion du développement durable, de gestion de projet, de soutien intégré (TI, planification d'affaires, marketing numérique, gestion financière, RH et bureau virtuel) et de soutien renforcé (climat, énergie, résilience des infrastructures et conformité en cybersécurité), ainsi que des forfaits de sites Web à prix fixe pour les petites entreprises.",
  },
  "faq-services-who-we-work-with": {
    question: "Avec quels types d'organisations travaillez-vous ?",
    answer:
      "Nos clients sont des organismes sans but lucratif, des organismes de bienfaisance, des fondations, des organisations de développement international, des organismes publics ainsi que des petites et moyennes entreprises canadiennes. Nous adaptons nos méthodes et la portée de nos mandats à la taille et aux ressources de chaque organisation.",
  },
  "faq-services-outside-toronto": {
    question: "Travaillez-vous avec des clients à l'extérieur de Toronto ?",
    answer:
      "Oui. Notre bureau est situé à North York, à Toronto, mais nous servons des clients partout au Canada et à l'étranger. La plupart de nos travaux peuvent se faire à distance, et notre équipe se déplace au besoin pour le travail sur le terrain, les visites de sites et les ateliers.",
  },
  "faq-services-getting-started": {
    question: "Comment commence un mandat type ?",
    answer:
      "Tout commence par une consultation gratuite, par téléphone, par vidéoconférence ou en personne, au cours de laquelle nous prenons connaissance de vos objectifs et de vos contraintes. Dans les jours qui suivent, nous vous envoyons une courte proposition qui précise la portée, l'approche, l'échéancier et un budget fixe ou plafonné. Les travaux commencent dès que vous l'approuvez.",
  },
  "faq-services-customised": {
    question: "Pouvez-vous combiner plusieurs services dans un même projet ?",
    answer:
      "Absolument. De nombreux clients combinent nos services, par exemple une évaluation de durabilité suivie de la gestion de projet des améliorations, ou un nouveau programme doté dès le départ d'un cadre de SEA. Un consultant principal coordonne l'ensemble du mandat : vous avez ainsi un interlocuteur unique.",
  },
  "faq-pricing-how-priced": {
    question: "Comment établissez-vous le prix de vos services-conseils ?",
    answer:
      "La plupart de nos mandats de conseil sont facturés à prix fixe, selon une portée clairement définie, pour que vous connaissiez le coût dès le départ. Pour les travaux continus ou de durée indéterminée, nous proposons des honoraires mensuels forfaitaires ou des tarifs horaires plafonnés. Tous nos prix sont indiqués en dollars canadiens, taxes applicables en sus.",
  },
  "faq-pricing-free-consultation": {
    question: "La consultation initiale est-elle gratuite ?",
    answer:
      "Oui. La première consultation, d'une durée maximale de 60 minutes, est gratuite et sans engagement. Vous pouvez la réserver dans l'onglet « Prendre rendez-vous » de notre page Contact.",
  },
  "faq-pricing-discounts": {
    question: "Offrez-vous des rabais aux organismes sans but lucratif ou aux nouvelles entreprises ?",
    answer:
      "Les organismes de bienfaisance enregistrés et les organismes sans but lucratif bénéficient d'un tarif réduit sur nos services-conseils. Les entreprises enregistrées au cours des 12 derniers mois obtiennent 15 % de rabais sur tous les forfaits de sites Web, et notre programme de recommandation vous donne, à vous et à la personne que vous recommandez, un code de réduction de 50 $ chacun.",
  },
  "faq-pricing-payment-terms": {
    question: "Quelles sont vos modalités de paiement ?",
    answer:
      "Pour les projets à prix fixe, nous facturons généralement 30 % à la signature et le solde par versements liés aux jalons. Les forfaits de sites Web sont payables à 50 % au lancement du projet et à 50 % à la mise en ligne. Nous acceptons les virements bancaires, les cartes de crédit et les chèques, et nos factures sont payables dans les 30 jours.",
  },
  "faq-support-response-time": {
    question: "Dans quel délai répondez-vous à ma demande ?",
    answer:
      "Nous répondons à chaque message et à chaque demande de rendez-vous dans les 24 heures, et généralement bien plus tôt pendant nos heures d'ouverture (du lundi au vendredi de 9 h à 18 h, le samedi de 10 h à 14 h).",
  },
  "faq-support-after-project": {
    question: "Offrez-vous du soutien après la fin d'un projet ?",
    answer:
      "Oui. Chaque mandat comprend une séance de transfert et 30 jours de soutien de suivi pour répondre à vos questions sur nos livrables. Un soutien à plus long terme, comme de l'accompagnement, des formations de mise à niveau ou de la maintenance, est offert sous forme de forfait mensuel.",
  },
  "faq-support-contact-team": {
    question: "Comment puis-je joindre mon équipe de projet ?",
    answer:
      "Chaque client a un consultant principal attitré, joignable par courriel et par téléphone. Vous pouvez aussi utiliser notre formulaire de contact ou appeler notre ligne principale : les messages sont transmis à votre équipe, qui y répond dans les 24 heures.",
  },
  "faq-support-training": {
    question: "Pouvez-vous former notre personnel pour qu'il poursuive le travail lui-même ?",
    answer:
      "Oui. Le renforcement des capacités fait partie de notre façon de travailler. Nous offrons des formations sur mesure, de l'accompagnement et des modèles prêts à l'emploi pour que votre équipe puisse gérer de façon autonome des systèmes de suivi, des programmes de développement durable ou des processus de projet.",
  },
  "faq-technical-data-security": {
    question: "Comment protégez-vous nos données ?",
    answer:
      "Nous stockons les données des clients et des participants dans des systèmes chiffrés à accès contrôlé, hébergés au Canada, nous utilisons l'authentification multifacteur pour tous les comptes du personnel et nous nous conformons à la LPRPDE. Les données ne sont conservées que le temps nécessaire au projet, puis supprimées de façon sécurisée, à moins que vous ne nous demandiez de les conserver.",
  },
  "faq-technical-tools": {
    question: "Quels outils et logiciels utilisez-vous ?",
    answer:
      "Nous utilisons des outils reconnus comme KoboToolbox et SurveyCTO pour la collecte de données, R, Stata et NVivo pour l'analyse, Power BI pour les tableaux de bord et Microsoft 365 pour la collaboration. Dans la mesure du possible, nous travaillons avec les outils que vous utilisez déjà, pour que rien ne se perde après le transfert.",
  },
  "faq-technical-website-tech": {
    question: "Avec quelles technologies vos sites Web sont-ils conçus ?",
    answer:
      "Nos sites Web reposent sur des technologies Web modernes et conformes aux normes ; ils sont servis en HTTPS et conçus pour être rapides, accessibles et adaptés aux mobiles. Nous testons chaque site sur les versions actuelles de Chrome, Safari, Firefox et Edge, sur ordinateur comme sur mobile.",
  },
  "faq-technical-accessibility": {
    question: "Vos sites Web et vos rapports sont-ils accessibles ?",
    answer:
      "Oui. Nous concevons nos sites Web selon la norme WCAG 2.1 de niveau AA exigée par la Loi sur l'accessibilité pour les personnes handicapées de l'Ontario (LAPHO), et nous pouvons fournir nos rapports et présentations dans des formats accessibles, notamment des résumés en langage clair et des PDF balisés.",
  },
};

/* ---------- legal.ts: privacy policy, terms of service, cookie policy ---------- */

const ADDRESS = "5160, rue Yonge, bureau 1800, North York, Toronto (Ontario) M2N 6L9, Canada";
const PRIVACY_EMAIL = "privacy@northbridgeconsulting.ca";
const INFO_EMAIL = "info@northbridgeconsulting.ca";
const PHONE = "+1 (416) 555-0142";

const privacy = md`
  ${FIRM} (« nous », « notre », « nos ») respecte votre vie privée. La présente politique explique quels renseignements personnels nous recueillons au moyen de ce site Web, pourquoi nous les recueillons, comment nous les utilisons et les protégeons, ainsi que les choix et les droits dont vous disposez. Nous traitons les renseignements personnels conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) du Canada et à ses dix principes relatifs à l'équité dans le traitement de l'information.

  ## Qui est responsable

  ${FIRM} est responsable des renseignements personnels dont elle a la gestion. Nous avons désigné un responsable de la protection de la vie privée, chargé de veiller au respect de la présente politique. Vous pouvez le joindre à l'adresse [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}), par téléphone au ${PHONE} ou par la poste au ${ADDRESS}.

  ## Ce que nous recueillons

  Nous recueillons uniquement les renseignements dont nous avons besoin aux fins décrites ci-dessous. Selon la façon dont vous utilisez le site Web, il peut s'agir des renseignements suivants :

  - **Demandes de contact et de rendez-vous :** votre nom, votre adresse courriel, votre numéro de téléphone (facultatif), l'objet et le contenu de votre message, le service qui vous intéresse ainsi que la date et l'heure de rendez-vous que vous préférez.
  - **Demandes de devis pour un site Web :** votre nom, votre adresse courriel, votre numéro de téléphone, le nom de votre entreprise, le forfait choisi, les détails de votre projet et, si vous demandez le rabais pour nouvelle entreprise, la date d'enregistrement de votre entreprise.
  - **Recommandations :** votre nom et votre adresse courriel, ainsi que le nom et l'adresse courriel de la personne que vous recommandez. Veuillez ne recommander que des personnes qui s'attendent à être contactées par nous à votre suggestion.
  - **Clavardage en direct :** le nom et l'adresse courriel que vous indiquez au début d'une conversation, ainsi que les messages que vous échangez avec notre équipe.
  - **Comptes du personnel :** pour les membres de notre équipe qui se connectent au portail d'administration, leur nom, leur adresse courriel, leur rôle et l'historique de leurs connexions.
  - **Renseignements techniques :** comme pour la plupart des sites Web, nos hébergeurs enregistrent des données de base sur les requêtes (notamment l'adresse IP, le type de navigateur, les pages demandées ainsi que la date et l'heure) dans des journaux de serveur utilisés à des fins de sécurité et de dépannage.

  Nous ne recueillons pas sciemment de renseignements sensibles, comme des renseignements sur la santé ou des données de comptes financiers, au moyen de ce site Web. Veuillez ne pas inclure de tels renseignements dans vos messages.

  ## Mesure d'audience sans témoins (cookies)

  Nous mesurons l'utilisation du site Web — les pages et les langues consultées, la provenance des visiteurs et les pages qui mènent à un message ou à une prise de rendez-vous — au moyen de notre propre outil de mesure d'audience, qui fonctionne sur notre base de données et n'utilise ni témoins ni stockage dans votre navigateur. Pour chaque page consultée, nous enregistrons : l'heure ; l'adresse de la page, sans paramètre de requête ; le type de page et sa langue ; le site qui vous a dirigé vers nous (son nom de domaine seulement, et seulement pour la première page d'une visite) ; les balises de campagne du lien (utm_source, utm_medium, utm_campaign) ; le type d'appareil (mobile, tablette ou ordinateur, d'après la largeur de l'écran) ; le pays, lorsque le réseau de notre hébergeur l'indique d'après votre connexion ; et la durée pendant laquelle la page est restée visible.

  Pour compter un visiteur une seule fois par jour sans l'identifier, notre base de données calcule un code à sens unique (une empreinte) à partir d'une valeur aléatoire qui change chaque jour, de votre adresse IP et de la chaîne d'identification (user-agent) de votre navigateur. La valeur aléatoire est supprimée à la fin de chaque journée ; ensuite, personne — nous compris — ne peut relier ce code à une adresse IP. Votre adresse IP et la chaîne d'identification de votre navigateur ne sont pas conservées. Lorsque vous envoyez un message, demandez un rendez-vous ou un devis, faites une recommandation, ouvrez une discussion ou téléchargez une ressource, nous enregistrons seulement que cela a eu lieu (le type, la langue et la page consultée juste avant), sous le même code quotidien, sans jamais le relier au contenu de votre envoi, ni à votre nom ou à votre adresse courriel.

  Nous ne comptons pas les visites lorsque votre navigateur envoie un signal « Ne pas me pister » (Do Not Track) ou Global Privacy Control, lorsque vous êtes un membre de notre personnel connecté au portail, ni celles des programmes automatisés. Les données détaillées sont supprimées après 90 jours ; les totaux quotidiens sont conservés 13 mois. La mesure d'audience ne contient ni nom, ni adresse courriel, ni adresse IP, ni témoin ; elle n'est jamais communiquée ni vendue et sert uniquement à améliorer le site Web et nos services.

  ## Pourquoi nous les utilisons

  Nous utilisons les renseignements personnels pour :

  1. répondre à vos questions et à vos demandes, ainsi que planifier et tenir des consultations ;
  2. préparer des devis, des propositions et des ententes, et fournir les services que vous nous confiez ;
  3. gérer les récompenses de recommandation et les rabais ;
  4. exploiter, sécuriser et améliorer le site Web, notamment en détectant et en prévenant les abus ;
  5. respecter nos obligations légales, comptables et réglementaires.

  Nous ne vendons, ne louons et n'échangeons pas de renseignements personnels, et nous ne les utilisons pas à des fins de publicité par des tiers.

  ## Consentement

  En soumettant un formulaire ou en lançant une conversation, vous consentez à ce que nous recueillions et utilisions les renseignements que vous fournissez aux fins pour lesquelles vous les avez fournis. Nous vous redemanderons votre consentement avant d'utiliser vos renseignements à une nouvelle fin. Nous n'envoyons de courriels de marketing qu'avec votre consentement exprès, conformément à la Loi canadienne anti-pourriel (LCAP), et chacun de ces messages comprend un moyen de vous désabonner. Vous pouvez retirer votre consentement à tout moment, sous réserve de restrictions légales ou contractuelles, en communiquant avec notre responsable de la protection de la vie privée.

  ## Fournisseurs de services et transferts à l'extérieur du Canada

  Nous faisons appel à des fournisseurs de services de confiance pour exploiter ce site Web et notre entreprise, par exemple pour l'hébergement du site, la gestion de contenu, l'acheminement des formulaires, les bases de données et le courriel. Ils ne traitent les renseignements personnels que selon nos instructions et sont tenus par contrat de les protéger. Certains de ces fournisseurs stockent ou traitent des renseignements à l'extérieur du Canada, notamment aux États-Unis. Pendant que les renseignements se trouvent dans un autre pays, les tribunaux, les organismes d'application de la loi et les autorités responsables de la sécurité nationale de ce pays peuvent y avoir accès.

  Nous pouvons également communiquer des renseignements personnels lorsque la loi l'exige ou le permet, ou à une organisation qui nous succède en cas de fusion ou de vente de notre entreprise, sous réserve de protections équivalentes.

  ## Combien de temps nous les conservons

  Nous conservons les renseignements personnels uniquement le temps nécessaire aux fins décrites ci-dessus. En règle générale, les demandes qui ne mènent pas à un mandat sont supprimées dans un délai de 24 mois, les transcriptions de clavardage dans un délai de 12 mois et les dossiers des clients sept ans après la fin du mandat, afin de respecter nos obligations fiscales et professionnelles. Les renseignements sont ensuite détruits de façon sécurisée ou anonymisés.

  ## Comment nous les protégeons

  Nous appliquons des mesures de sécurité adaptées à la sensibilité des renseignements, notamment des connexions chiffrées (HTTPS), des contrôles d'accès fondés sur les rôles du personnel, l'authentification multifacteur pour les comptes du personnel, des règles d'accès aux bases de données qui limitent chaque utilisateur aux dossiers qu'il est autorisé à consulter, et la formation du personnel en matière de confidentialité. Aucune méthode de transmission ou de stockage n'est totalement sûre, mais nous nous efforçons de protéger vos renseignements et, comme l'exige la loi, nous vous aviserons, ainsi que le Commissariat à la protection de la vie privée du Canada, de toute atteinte présentant un risque réel de préjudice grave.

  ## Vos droits

  Vous avez le droit de demander si nous détenons des renseignements personnels à votre sujet, d'y accéder et de nous demander de les corriger s'ils sont inexacts ou incomplets. Pour présenter une demande, écrivez à notre responsable de la protection de la vie privée. Nous vous répondrons dans un délai de 30 jours et devrons peut-être d'abord vérifier votre identité. Si nous ne pouvons pas vous donner accès à certains renseignements, nous vous en expliquerons la raison, à moins que la loi ne nous l'interdise.

  ## Enfants

  Ce site Web s'adresse aux entreprises et aux adultes. Nous ne recueillons pas sciemment de renseignements personnels auprès d'enfants de moins de 16 ans.

  ## Questions et plaintes

  Si vous avez une préoccupation quant à la façon dont nous traitons vos renseignements personnels, veuillez d'abord communiquer avec notre responsable de la protection de la vie privée ; nous examinerons la situation et vous répondrons. Si vous n'êtes pas satisfait de notre réponse, vous pouvez vous adresser au [Commissariat à la protection de la vie privée du Canada](https://www.priv.gc.ca/).

  ## Modifications de la présente politique

  Nous pouvons mettre à jour la présente politique de temps à autre. La date indiquée en haut de cette page correspond à sa dernière modification. Les modifications importantes seront signalées sur le site Web avant leur entrée en vigueur.
`;

const terms = md`
  Les présentes conditions d'utilisation régissent votre utilisation du site Web de ${FIRM} (« nous », « notre », « nos »). En utilisant ce site Web, vous acceptez ces conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser le site Web.

  ## À propos du site Web

  Ce site Web présente nos services-conseils (suivi, évaluation et apprentissage, développement durable, gestion de projet, soutien intégré et soutien renforcé) et nos forfaits de sites Web à prix fixe. Il vous permet de communiquer avec nous, de prendre rendez-vous, de demander des devis, de télécharger des ressources et de clavarder avec notre équipe.

  ## Information générale et non avis professionnel

  Le contenu de ce site Web, y compris les billets de blogue et les ressources téléchargeables, constitue de l'information générale. Il ne s'agit pas d'un avis professionnel, juridique, financier ou technique adapté à votre situation, et aucune relation client n'est créée du fait de sa lecture ou d'une prise de contact avec nous. Nos conseils ne sont fournis qu'en vertu d'une entente écrite conclue avec nous. Nous veillons à ce que le contenu soit exact et à jour, sans toutefois garantir qu'il soit complet ou actuel.

  ## Devis, forfaits et offres

  Les prix indiqués sur ce site Web sont en dollars canadiens et excluent les taxes applicables (comme la TVH), sauf indication contraire. Une demande de devis ne constitue pas un contrat : un projet ne commence que lorsque nous avons tous deux signé une proposition ou une entente précisant la portée, l'échéancier, les modalités de paiement et le nombre de séries de révisions.

  - **Rabais pour nouvelle entreprise :** les entreprises enregistrées dans les 12 mois précédant la demande peuvent obtenir un rabais de 15 % sur le prix d'un forfait de site Web, arrondi au dollar près. Nous pouvons demander une preuve de la date d'enregistrement. Le rabais ne peut être combiné à aucune autre offre, sauf accord écrit de notre part.
  - **Récompense de recommandation :** lorsqu'une entreprise recommandée devient cliente et paie sa première facture, la personne qui l'a recommandée et l'entreprise recommandée reçoivent chacune par courriel un code de réduction de 50 $. Les codes n'ont aucune valeur monétaire et ne sont pas transférables.
  - Les délais de livraison sont des estimations qui commencent à courir dès que nous avons reçu de votre part le contenu et les approbations nécessaires.

  Nous pouvons modifier ou retirer nos offres à tout moment, sans incidence sur les ententes déjà signées.

  ## Utilisation acceptable

  Lorsque vous utilisez le site Web, vous vous engagez à ne pas :

  1. enfreindre une loi ou porter atteinte aux droits d'autrui ;
  2. soumettre de faux renseignements ou les coordonnées d'une autre personne sans sa permission ;
  3. envoyer des pourriels, du code malveillant ou des contenus abusifs au moyen des formulaires ou du clavardage ;
  4. tenter d'accéder sans autorisation au site Web, à son portail d'administration ou à nos systèmes, ou d'en perturber le fonctionnement ;
  5. copier ou extraire massivement le contenu du site Web.

  Nous pouvons bloquer l'accès ou retirer tout contenu qui contrevient aux présentes conditions.

  ## Comptes du personnel

  Le portail d'administration est réservé aux membres autorisés de notre équipe. Les titulaires de compte doivent garder leurs identifiants confidentiels et nous signaler immédiatement toute utilisation non autorisée.

  ## Propriété intellectuelle

  Le site Web et son contenu, y compris les textes, images, logos, éléments graphiques et ressources téléchargeables, nous appartiennent ou appartiennent à nos concédants de licence et sont protégés par les lois sur le droit d'auteur et sur les marques de commerce. Vous pouvez consulter, télécharger et imprimer le contenu pour votre usage personnel et non commercial, à condition de conserver les avis de droit d'auteur. Toute autre utilisation nécessite notre autorisation écrite. Les ressources assorties d'une licence ouverte peuvent être utilisées selon les conditions de cette licence.

  ## Vos envois

  Vous êtes responsable des renseignements que vous nous transmettez. Veuillez ne pas envoyer de renseignements confidentiels au moyen des formulaires du site Web ou du clavardage avant qu'une entente soit conclue. Nous traitons les renseignements personnels de la manière décrite dans notre [politique de confidentialité](/privacy).

  ## Liens vers d'autres sites Web

  Le site Web peut contenir des liens vers des sites Web de tiers. Nous n'exerçons aucun contrôle sur ces sites et ne sommes pas responsables de leur contenu, de leurs politiques ou de leurs pratiques.

  ## Disponibilité

  Nous nous efforçons de maintenir le site Web disponible et sécurisé, sans toutefois garantir qu'il fonctionnera sans interruption ni erreur. Nous pouvons modifier, suspendre ou retirer toute partie du site à tout moment.

  ## Limitation de responsabilité

  Dans toute la mesure permise par la loi, le site Web est fourni « tel quel », et nous ne pouvons être tenus responsables d'aucune perte indirecte, accessoire ou consécutive, perte de profits ou perte de données découlant de votre utilisation du site Web ou de son contenu, ou de votre incapacité à les utiliser. Rien dans les présentes conditions ne limite une responsabilité qui ne peut être limitée en vertu de la loi applicable. Les services que nous fournissons en vertu d'une entente signée sont régis par cette entente.

  ## Indemnisation

  Vous acceptez de nous indemniser de toute réclamation, perte et dépense découlant de votre violation des présentes conditions ou d'une utilisation abusive du site Web.

  ## Droit applicable

  Les présentes conditions sont régies par les lois de la province d'Ontario et par les lois fédérales du Canada qui s'y appliquent. Les tribunaux de l'Ontario siégeant à Toronto ont compétence exclusive pour tout litige qui en découle.

  ## Modifications et coordonnées

  Nous pouvons mettre à jour les présentes conditions en publiant une nouvelle version sur cette page ; la date indiquée en haut de la page correspond à la dernière modification. Si vous continuez d'utiliser le site Web après une modification, vous acceptez les conditions mises à jour. Vous pouvez adresser vos questions sur les présentes conditions à [${INFO_EMAIL}](mailto:${INFO_EMAIL}) ou à ${FIRM}, ${ADDRESS}.
`;

const cookies = md`
  La présente politique explique ce que le site Web de ${FIRM} enregistre dans votre navigateur, pourquoi, et comment vous pouvez le contrôler. Nous limitons le stockage dans le navigateur au strict minimum nécessaire au fonctionnement du site et à la mémorisation de vos choix.

  ## En bref

  - Nous n'utilisons **pas** de témoins (cookies) publicitaires, de suivi intersites ni de pixels marketing de tiers.
  - Le site Web mémorise vos préférences d'affichage et de langue dans le stockage local de votre navigateur, uniquement sur votre appareil.
  - Les membres de notre personnel qui se connectent au portail d'administration disposent d'une session enregistrée dans leur navigateur afin de rester connectés.

  ## Ce qui est enregistré et pourquoi

  ### Préférences d'affichage et de langue (stockage local)

  La barre d'outils d'accessibilité et le sélecteur de langue enregistrent vos choix dans le stockage local de votre navigateur, afin que le site Web s'affiche comme vous l'avez choisi lors de votre prochaine visite. Les valeurs enregistrées sont les suivantes : theme (clair ou sombre), colorBlindMode, fontSize, lineSpacing, reducedMotion et language. Elles ne contiennent aucun renseignement personnel, ne sont jamais envoyées à nos serveurs et sont conservées jusqu'à ce que vous les réinitialisiez avec « Réinitialiser tous les paramètres » ou que vous effaciez les données du site dans votre navigateur.

  ### Session du personnel (portail d'administration uniquement)

  Lorsqu'un membre autorisé du personnel se connecte au portail d'administration, le service d'authentification enregistre une session (un jeton d'accès et un jeton d'actualisation) dans le navigateur, afin que les pages puissent se charger sans nouvelle connexion. La session est supprimée à la déconnexion et expire automatiquement. Les visiteurs qui ne se connectent pas n'en reçoivent jamais.

  ### Clavardage en direct

  Si vous lancez une conversation, le site Web conserve une référence à celle-ci pendant toute la durée de votre visite, afin que les nouveaux messages s'affichent dans la bonne conversation. Le nom, l'adresse courriel et les messages que vous fournissez sont stockés sur nos serveurs, comme le décrit notre [politique de confidentialité](/privacy).

  ### Données techniques strictement nécessaires

  Nos fournisseurs d'hébergement et de contenu peuvent déposer des témoins techniques de courte durée ou utiliser des données de requête pour répartir la charge, protéger le site contre les attaques et diffuser le contenu rapidement. Ces éléments sont nécessaires au fonctionnement du site Web et ne servent pas à vous suivre sur d'autres sites.

  ## Tiers

  Le contenu de ce site Web est diffusé par nos fournisseurs de gestion de contenu et d'hébergement. Les liens et boutons de partage vers des services comme LinkedIn, Facebook ou X (Twitter) sont de simples liens : rien ne se charge depuis ces services avant que vous cliquiez, après quoi leurs propres politiques relatives aux témoins s'appliquent. Si votre navigateur vous propose de traduire la page, cette fonction est fournie par l'éditeur de votre navigateur selon sa propre politique.

  ## Vos choix

  Comme nous n'utilisons pas de témoins facultatifs ou publicitaires, il n'y a rien à refuser en dehors des préférences que vous définissez vous-même. Vous pouvez :

  1. réinitialiser vos préférences d'affichage avec « Réinitialiser tous les paramètres » dans la barre d'outils d'accessibilité ;
  2. supprimer tout ce que le site Web a enregistré en effaçant les données de ce site dans les paramètres de votre navigateur ;
  3. bloquer complètement le stockage dans les paramètres de votre navigateur ; le site Web fonctionnera toujours, mais ne mémorisera pas vos préférences.

  Le [Commissariat à la protection de la vie privée du Canada](https://www.priv.gc.ca/en/privacy-topics/technology/online-privacy-tracking-cookies/) propose des conseils sur la gestion du stockage dans le navigateur.

  ## Modifications et questions

  Nous mesurons l'audience sans témoins et sans rien enregistrer dans votre navigateur, comme l'explique notre [politique de confidentialité](/privacy). Si nous introduisons un jour des témoins non essentiels, nous mettrons à jour la présente politique et vous demanderons d'abord votre consentement. Vous pouvez adresser vos questions à notre responsable de la protection de la vie privée à [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}).
`;

const legal: SeedTranslations = {
  "legal-privacy": { title: "Politique de confidentialité", body: privacy },
  "legal-terms": { title: "Conditions d'utilisation", body: terms },
  "legal-cookies": { title: "Politique relative aux témoins", body: cookies },
};

export const translations = mapStrings({ ...site, ...about, ...services, ...packages, ...faq, ...legal, ...caseStudyTranslations.fr }, frenchTypography) as SeedTranslations;
