/**
 * Every image of the seed, as a Contentful asset. The files live under
 * contentful/assets/ and are generated (deterministically) by
 * scripts/generate-artwork.ts, which reads this list for ids and sizes.
 * Descriptions double as alternative text.
 */
import type { SeedAsset } from "../types.ts";
import { asset } from "./helpers.ts";

const jpeg = (path: string, width: number, height: number) => ({
  path,
  fileName: path.split("/").at(-1)!,
  contentType: "image/jpeg",
  width,
  height,
});

export const HERO_SIZE = { width: 1600, height: 900 } as const;
export const BLOG_SIZE = { width: 1200, height: 675 } as const;
export const TEAM_SIZE = { width: 480, height: 480 } as const;

const hero = (id: string, title: string, description: string) =>
  asset(`hero-${id}`, title, description, jpeg(`hero/hero-${id}.jpg`, HERO_SIZE.width, HERO_SIZE.height));

const blog = (slug: string, title: string, description: string) =>
  asset(`blog-${slug}`, title, description, jpeg(`blog/blog-${slug}.jpg`, BLOG_SIZE.width, BLOG_SIZE.height));

const figure = (id: string, title: string, description: string, translations: Partial<Record<"fr" | "ru" | "ar" | "fa", string>>) =>
  asset(`figure-${id}`, title, description, jpeg(`figures/figure-${id}.jpg`, BLOG_SIZE.width, BLOG_SIZE.height), translations);

const team = (n: number) => {
  const id = `team-${String(n).padStart(2, "0")}`;
  return asset(
    id,
    `Leadership team portrait ${n}`,
    "Monogram portrait: the member's initials in serif capitals over a short gold rule, on a deep blue or teal disc.",
    jpeg(`team/${id}.jpg`, TEAM_SIZE.width, TEAM_SIZE.height),
  );
};

export const heroAssets: SeedAsset[] = [
  hero(
    "mel",
    "Monitoring, evaluation and learning",
    "Illustration of a dashboard with rising bar charts, a trend line and a magnifying glass over the data.",
  ),
  hero(
    "sustainability",
    "Sustainability management",
    "Illustration of leaves growing around a globe under a warm sun.",
  ),
  hero(
    "project-management",
    "Project management",
    "Illustration of a project timeline with task bars, milestones and a progress marker.",
  ),
  hero(
    "business-support",
    "Business support services",
    "Illustration of connected nodes forming a support network around a central hub.",
  ),
];

export const teamAssets: SeedAsset[] = Array.from({ length: 12 }, (_, i) => team(i + 1));

export const blogAssets: SeedAsset[] = [
  blog(
    "building-a-theory-of-change-that-works",
    "Building a theory of change",
    "Illustration of steps rising from inputs to long-term impact, a dotted path through their tops ending in a gold point.",
  ),
  blog(
    "choosing-indicators-that-matter",
    "Choosing indicators that matter",
    "Illustration of a target drawn in fine rings, with readings clustered around a gold centre.",
  ),
  blog(
    "third-party-monitoring-in-practice",
    "Third-party monitoring in practice",
    "Illustration of a clipboard checklist with ticked items and a magnifying glass.",
  ),
  blog(
    "learning-workshops-that-change-decisions",
    "Learning workshops",
    "Illustration of people seated around a table with speech bubbles above them.",
  ),
  blog(
    "an-esg-roadmap-for-small-businesses",
    "An ESG roadmap for small businesses",
    "Illustration of a winding road with milestone markers leading to a leaf-shaped destination.",
  ),
  blog(
    "aligning-with-the-sdgs-without-greenwashing",
    "Aligning with the SDGs",
    "Illustration of a globe with a leaf, ringed by seventeen segments, one of them marked in gold.",
  ),
  blog(
    "the-project-charter-essentials",
    "The project charter",
    "Illustration of a stack of documents, the top page signed beside a gold seal.",
  ),
  blog(
    "managing-risk-on-donor-funded-projects",
    "Managing project risk",
    "Illustration of a shield with a check mark in front of a risk grid.",
  ),
  blog(
    "agile-or-waterfall-for-mission-driven-teams",
    "Agile or waterfall",
    "Illustration of a circular iteration loop next to a cascading sequence of steps.",
  ),
  blog(
    "setting-up-a-virtual-office-for-a-small-team",
    "Setting up a virtual office",
    "Illustration of a video call window with four participants' tiles.",
  ),
  blog(
    "what-every-small-business-website-needs",
    "What a small business website needs",
    "Illustration of a browser window showing a simple website layout and a pointer.",
  ),
  blog(
    "website-accessibility-and-the-aoda",
    "Website accessibility",
    "Illustration of a browser window with a clear heading, lines of text, a focused button and the accessibility symbol.",
  ),
];

/** Diagrams embedded in blog post bodies. */
export const figureAssets: SeedAsset[] = [
  figure(
    "theory-of-change",
    "Theory of change diagram",
    "Diagram of a results chain: inputs lead to activities, outputs, outcomes and impact, with assumptions beneath each step.",
    {
      fr: "Schéma d'une chaîne de résultats : les intrants mènent aux activités, aux produits, aux effets et à l'impact, avec les hypothèses sous chaque étape.",
      ru: "Схема цепочки результатов: ресурсы ведут к мероприятиям, продуктам, результатам и воздействию, под каждым шагом — допущения.",
      ar: "مخطط لسلسلة النتائج: المدخلات تؤدي إلى الأنشطة والمخرجات والنتائج والأثر، مع الافتراضات تحت كل خطوة.",
      fa: "نمودار زنجیرهٔ نتایج: ورودی‌ها به فعالیت‌ها، خروجی‌ها، پیامدها و اثر می‌انجامند و فرض‌ها زیر هر گام آمده‌اند.",
    },
  ),
  figure(
    "risk-matrix",
    "Risk matrix",
    "A five-by-five risk matrix with likelihood on one axis and impact on the other, shaded from low (green) to high (red).",
    {
      fr: "Une matrice des risques de cinq sur cinq, la probabilité sur un axe et l'impact sur l'autre, du faible (vert) à l'élevé (rouge).",
      ru: "Матрица рисков пять на пять: вероятность по одной оси, влияние по другой, от низкого (зелёный) до высокого (красный).",
      ar: "مصفوفة مخاطر خمسة في خمسة، الاحتمال على محور والأثر على الآخر، من المنخفض (أخضر) إلى المرتفع (أحمر).",
      fa: "ماتریس ریسک پنج در پنج، احتمال روی یک محور و اثر روی محور دیگر، از کم (سبز) تا زیاد (قرمز).",
    },
  ),
  figure(
    "esg-roadmap",
    "ESG roadmap in four stages",
    "Diagram of four stages: assess, prioritise, act and report, joined by arrows in a cycle.",
    {
      fr: "Schéma en quatre étapes : évaluer, prioriser, agir et rendre compte, reliées par des flèches en cycle.",
      ru: "Схема из четырёх этапов: оценить, расставить приоритеты, действовать и отчитаться — соединены стрелками в цикл.",
      ar: "مخطط من أربع مراحل: التقييم وتحديد الأولويات والتنفيذ والإبلاغ، تربطها أسهم في دورة.",
      fa: "نمودار چهار مرحله: ارزیابی، اولویت‌بندی، اقدام و گزارش، که با پیکان‌ها در یک چرخه به هم وصل‌اند.",
    },
  ),
];

export const assets: SeedAsset[] = [...heroAssets, ...teamAssets, ...blogAssets, ...figureAssets];
