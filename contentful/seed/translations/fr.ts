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
function mapStrings(value: unknown, fix: (s: string) => string): unknown {
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

export const translations = mapStrings({ ...site }, frenchTypography) as SeedTranslations;
