/**
 * Checks the page-content seed (site, about, services, packages, faq, case studies) against
 * the content model and against the counts and strings of the public-site spec.
 */
import { describe, expect, it } from "vitest";
import { contentTypes } from "../model.ts";
import type { FieldDefinition, SeedEntry } from "../types.ts";
import { entries as about } from "./about.ts";
import { entries as caseStudies } from "./case-studies.ts";
import { entries as faq } from "./faq.ts";
import { entries as packages } from "./packages.ts";
import { entries as services } from "./services.ts";
import { entries as site } from "./site.ts";

const all: SeedEntry[] = [...site, ...about, ...services, ...packages, ...faq, ...caseStudies];
const byId = new Map(all.map((e) => [e.sys.id, e]));
const en = (e: SeedEntry, field: string): unknown => e.fields[field]?.["en-US"];
const ofType = (type: string) => all.filter((e) => e.sys.contentType === type);
const str = (e: SeedEntry, field: string) => en(e, field) as string;
const byOrder = (list: SeedEntry[]) => [...list].sort((a, b) => (en(a, "order") as number) - (en(b, "order") as number));
const section = (key: string) => {
  const found = ofType("pageSection").find((e) => en(e, "key") === key);
  if (!found) throw new Error(`no pageSection ${key}`);
  return found;
};
const linkedIds = (e: SeedEntry, field: string) =>
  ((en(e, field) as { sys: { id: string } }[] | undefined) ?? []).map((l) => l.sys.id);
const linkedTitles = (e: SeedEntry, field: string) =>
  linkedIds(e, field).map((id) => str(byId.get(id) as SeedEntry, "title"));

/** Problems with one field value, judged by its definition in contentful/model.ts. */
function fieldProblems(def: FieldDefinition, value: unknown): string[] {
  const problems: string[] = [];
  const checkValidations = (v: unknown, validations: FieldDefinition["validations"]) => {
    for (const val of validations ?? []) {
      if (val.in && !val.in.includes(v as string)) problems.push(`${String(v)} not in ${val.in.join(",")}`);
      if (val.regexp && !new RegExp(val.regexp.pattern, val.regexp.flags).test(v as string))
        problems.push(`${String(v)} does not match ${val.regexp.pattern}`);
      if (val.linkContentType) {
        const target = byId.get((v as { sys: { id: string } }).sys.id);
        if (!target) problems.push(`link to missing entry ${(v as { sys: { id: string } }).sys.id}`);
        else if (!val.linkContentType.includes(target.sys.contentType))
          problems.push(`link to ${target.sys.contentType}, expected ${val.linkContentType.join(",")}`);
      }
    }
  };
  const isLink = (v: unknown, linkType: string | undefined) => {
    const sys = (v as { sys?: { type?: string; linkType?: string; id?: unknown } })?.sys;
    return sys?.type === "Link" && sys.linkType === linkType && typeof sys.id === "string" && sys.id.length > 0;
  };
  switch (def.type) {
    case "Symbol":
      if (typeof value !== "string" || value.trim() === "" || value.length > 256) problems.push("bad Symbol");
      break;
    case "Text":
      if (typeof value !== "string" || value.trim() === "") problems.push("bad Text");
      break;
    case "Integer":
      if (!Number.isInteger(value)) problems.push("bad Integer");
      break;
    case "Number":
      if (typeof value !== "number" || !Number.isFinite(value)) problems.push("bad Number");
      break;
    case "Boolean":
      if (typeof value !== "boolean") problems.push("bad Boolean");
      break;
    case "Object":
      if (typeof value !== "object" || value === null || Array.isArray(value)) problems.push("bad Object");
      break;
    case "Link":
      if (!isLink(value, def.linkType)) problems.push("bad Link");
      break;
    case "Array":
      if (!Array.isArray(value) || value.length === 0) {
        problems.push("bad or empty Array");
        break;
      }
      for (const item of value) {
        if (def.items?.type === "Symbol" && (typeof item !== "string" || item.trim() === "" || item.length > 256))
          problems.push(`bad Symbol item ${String(item)}`);
        if (def.items?.type === "Link" && !isLink(item, def.items.linkType)) problems.push("bad Link item");
        checkValidations(item, def.items?.validations);
      }
      break;
    default:
      problems.push(`unexpected type ${def.type}`);
  }
  if (def.type !== "Array") checkValidations(value, def.validations);
  return problems;
}

function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
const contrastWithWhite = (hex: string) => 1.05 / (relativeLuminance(hex) + 0.05);

describe("page content seed against the content model", () => {
  it("has unique lowercase-kebab entry ids", () => {
    const ids = all.map((e) => e.sys.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("fills every required field, uses only model fields and satisfies their validations", () => {
    const problems: string[] = [];
    for (const e of all) {
      const type = contentTypes.find((t) => t.sys.id === e.sys.contentType);
      if (!type) {
        problems.push(`${e.sys.id}: unknown content type ${e.sys.contentType}`);
        continue;
      }
      for (const key of Object.keys(e.fields))
        if (!type.fields.some((f) => f.id === key)) problems.push(`${e.sys.id}: unknown field ${key}`);
      for (const def of type.fields) {
        const value = en(e, def.id);
        if (value === undefined) {
          if (def.required) problems.push(`${e.sys.id}: missing required ${def.id}`);
          continue;
        }
        for (const p of fieldProblems(def, value)) problems.push(`${e.sys.id}.${def.id}: ${p}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("keeps unique fields unique within each content type", () => {
    for (const type of contentTypes) {
      for (const def of type.fields.filter((f) => f.validations?.some((v) => v.unique))) {
        const values = ofType(type.sys.id).map((e) => en(e, def.id));
        expect(new Set(values).size, `${type.sys.id}.${def.id}`).toBe(values.length);
      }
    }
  });

  it("numbers the order fields 1..n within each content type (FAQ: within each file)", () => {
    const groups: [string, SeedEntry[]][] = [
      ...["heroSlide", "testimonial", "principle", "value", "teamMember", "websitePackage", "service", "impactFigure"].map(
        (t) => [t, ofType(t)] as [string, SeedEntry[]],
      ),
      ["faq page", faq],
      ["package faq", packages.filter((e) => e.sys.contentType === "faqItem")],
    ];
    for (const [name, list] of groups) {
      const orders = list.map((e) => en(e, "order")).sort((a, b) => (a as number) - (b as number));
      expect(orders, name).toEqual(list.map((_, i) => i + 1));
    }
  });

  it("links only to featureItem entries that exist, and every featureItem is used", () => {
    const used = new Set([
      ...ofType("pageSection").flatMap((e) => linkedIds(e, "items")),
      ...ofType("servicePage").flatMap((e) => linkedIds(e, "benefits")),
    ]);
    for (const e of ofType("featureItem")) expect(used.has(e.sys.id), e.sys.id).toBe(true);
  });
});

describe("site settings and page sections", () => {
  it("has one siteSettings entry with the spec's office hours and social links", () => {
    const settings = ofType("siteSettings");
    expect(settings.map((e) => e.sys.id)).toEqual(["site-settings"]);
    const s = settings[0] as SeedEntry;
    expect(en(s, "officeHours")).toEqual(["Mon-Fri 9:00 AM-6:00 PM", "Sat 10:00 AM-2:00 PM", "Sun closed"]);
    expect(str(s, "address")).toContain("North York");
    expect(str(s, "phone")).toMatch(/^\+1 \(416\) \d{3}-\d{4}$/);
    expect(str(s, "email")).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    const social = en(s, "socialLinks") as Record<string, string>;
    expect(Object.keys(social).sort()).toEqual(["instagram", "linkedin", "twitter"]);
    for (const url of Object.values(social)) expect(url).toMatch(/^https:\/\//);
  });

  it("has every page-section key the pages look up", () => {
    const keys = ofType("pageSection").map((e) => en(e, "key"));
    expect(keys).toEqual(
      expect.arrayContaining([
        "home.mission",
        "home.vision",
        "home.whyChooseUs",
        "home.services",
        "home.cta",
        "home.testimonials",
        "about.hero",
        "about.purpose",
        "about.mission",
        "about.vision",
        "about.values",
        "about.team",
        "about.principles",
        "services.hero",
        "packages.hero",
        "packages.included",
        "packages.discount",
        "packages.referral",
        "packages.quote",
        "packages.faq",
        "contact.hero",
        "contact.info",
        "faq.hero",
        "faq.stillQuestions",
        "blog.hero",
        "resources.hero",
        "notFound",
        "webmail",
      ]),
    );
  });

  it("uses the spec's exact strings", () => {
    expect(str(section("about.hero"), "title")).toBe("Transforming Ideas into Success Stories");
    expect(str(section("about.team"), "title")).toBe("Leadership Team");
    expect(str(section("packages.included"), "title")).toBe("What's Included in Every Package");
    expect(linkedTitles(section("packages.included"), "items")).toEqual([
      "SSL Security",
      "Fast Loading",
      "Mobile Ready",
      "Support",
    ]);
    expect(linkedTitles(section("home.whyChooseUs"), "items")).toEqual([
      "Proven Expertise",
      "Rapid Implementation",
      "Measurable Results",
      "Quality Assurance",
    ]);
    expect(str(section("home.cta"), "ctaPath")).toBe("/contact");
    const still = section("faq.stillQuestions");
    expect(str(still, "title")).toBe("Still Have Questions?");
    expect(str(still, "body")).toContain("24 hours");
    expect(str(still, "ctaPath")).toBe("/contact");
    expect(str(section("notFound"), "title")).toBe("Page Not Found");
    expect(str(section("webmail"), "title")).toBe("Webmail Login");
    expect(str(section("webmail"), "body")).toBe("Need help? Contact your administrator");
    expect(str(section("packages.discount"), "title")).toBe("New Business? Get 15% Off");
    expect(str(section("packages.referral"), "title")).toBe("Refer & Earn $50");
  });

  it("has 4 hero slides pointing at their services and images, and 3 testimonials", () => {
    const slides = byOrder(ofType("heroSlide"));
    expect(slides.map((e) => en(e, "learnMorePath"))).toEqual([
      "/services/mel",
      "/services/sustainability",
      "/services/project-management",
      "/services/integrated-support",
    ]);
    expect(slides.map((e) => (en(e, "image") as { sys: { id: string } }).sys.id)).toEqual([
      "hero-mel",
      "hero-sustainability",
      "hero-project-management",
      "hero-business-support",
    ]);
    expect(ofType("testimonial")).toHaveLength(3);
  });
});

describe("about content", () => {
  const SPEC_PRINCIPLES: [string, string][] = [
    ["do-no-harm", "Do No Harm"],
    ["social-impact-global-goals", "Commitment to Social Impact and Global Goals"],
    ["diversity-equity-inclusion", "Diversity, Equity, and Inclusion (DEI)"],
    ["ethical-conduct", "Ethical Conduct"],
    ["continuous-improvement", "Continuous Improvement"],
    ["environmental-stewardship", "Environmental Stewardship"],
    ["innovation-technology-integration", "Innovation and Technology Integration"],
    ["rights-based-approach", "Rights-based Approach"],
  ];

  it("has the 8 principles of the spec, in order, with paragraphs and a bullet block", () => {
    const principles = byOrder(ofType("principle"));
    expect(principles.map((e) => [en(e, "slug"), en(e, "title")])).toEqual(SPEC_PRINCIPLES);
    for (const p of principles) {
      const text = str(p, "fullDescription");
      const blocks = text.split(/\n\s*\n/);
      expect(blocks.length, str(p, "slug")).toBeGreaterThanOrEqual(3);
      expect(text).toMatch(/^- \S/m);
      expect(text.length).toBeGreaterThan(800);
    }
  });

  it("gives principle headers enough contrast for white text (WCAG AA)", () => {
    for (const p of ofType("principle"))
      expect(contrastWithWhite(str(p, "color")), str(p, "slug")).toBeGreaterThanOrEqual(4.5);
  });

  it("has 8 values and 12 team members with images team-01..team-12", () => {
    expect(ofType("value")).toHaveLength(8);
    const team = byOrder(ofType("teamMember"));
    expect(team).toHaveLength(12);
    expect(team.map((e) => (en(e, "image") as { sys: { id: string } }).sys.id)).toEqual(
      Array.from({ length: 12 }, (_, i) => `team-${String(i + 1).padStart(2, "0")}`),
    );
    const domain = str(ofType("siteSettings")[0] as SeedEntry, "email").split("@")[1];
    for (const m of team) {
      const expertise = en(m, "expertise") as string[];
      expect(expertise.length).toBeGreaterThanOrEqual(3);
      expect(expertise.length).toBeLessThanOrEqual(5);
      expect(str(m, "email").endsWith(`@${domain}`)).toBe(true);
      expect(str(m, "linkedin")).toMatch(/^https:\/\/www\.linkedin\.com\//);
      expect(str(m, "twitter")).toMatch(/^https:\/\/twitter\.com\//);
    }
  });
});

describe("services", () => {
  it("has the catalogue entries with the spec's paths, categories and menu groups", () => {
    const rows = byOrder(ofType("service")).map((e) => [
      en(e, "path"),
      en(e, "category"),
      en(e, "menuGroup"),
      en(e, "inCatalogue"),
    ]);
    expect(rows).toEqual([
      ["/services/mel", "mel", "core", true],
      ["/services/sustainability", "sustainability", "core", true],
      ["/services/project-management", "project", "core", true],
      ["/services/integrated-support", "support", "support", true],
      ["/services/augmented-support", "support", "support", true],
      ["/website-packages", "support", "support", false],
      ["/services/it", "support", "none", false],
      ["/services/monitoring", "mel", "none", false],
    ]);
    for (const s of ofType("service")) expect((en(s, "features") as string[]).length).toBeGreaterThanOrEqual(4);
  });

  it("has 7 service pages with 6 cards of exactly 5 features each", () => {
    const pages = ofType("servicePage");
    expect(pages.map((e) => en(e, "slug")).sort()).toEqual(
      ["it", "monitoring", "mel", "project-management", "sustainability", "integrated-support", "augmented-support"].sort(),
    );
    for (const page of pages) {
      const cards = linkedIds(page, "cards");
      expect(cards, str(page, "slug")).toHaveLength(6);
      for (const id of cards) expect(en(byId.get(id) as SeedEntry, "features"), id).toHaveLength(5);
      expect(str(page, "ctaTitle")).toBe("Schedule a Consultation");
    }
  });

  const page = (slug: string) => ofType("servicePage").find((e) => en(e, "slug") === slug) as SeedEntry;

  it("uses the spec's card and benefit titles", () => {
    expect(linkedTitles(page("mel"), "cards")).toEqual([
      "Data Collection Strategies",
      "Value-Chain Research",
      "Project Evaluations",
      "Third-Party Monitoring",
      "Learning Workshops",
      "Performance Audits",
    ]);
    expect(linkedTitles(page("mel"), "benefits")).toEqual([
      "Evidence-Based Decision Making",
      "Improved Program Performance",
      "Accountability",
      "Stakeholder Engagement",
    ]);
    expect(linkedTitles(page("sustainability"), "cards")).toEqual([
      "Business Sustainability Assessments",
      "SDG Alignment Strategies",
      "ESG Strategies & Roadmaps",
      "Climate Action & SDG Reporting",
      "Sustainability Training",
      "Compliance & Certification",
    ]);
    expect(linkedTitles(page("sustainability"), "benefits")).toEqual([
      "Environmental Impact",
      "Competitive Advantage",
      "Risk Management",
      "Stakeholder Trust",
    ]);
    expect(linkedTitles(page("integrated-support"), "cards")).toEqual([
      "IT Services",
      "Business Planning",
      "Digital Marketing",
      "Financial Management",
      "HR Support",
      "Virtual Office",
    ]);
    expect(linkedTitles(page("augmented-support"), "cards")).toEqual([
      "Climate Impact Assessments",
      "Energy Efficiency Audits",
      "Infrastructure Resilience",
      "Cybersecurity Compliance (CMMC, FedRAMP)",
      "Stakeholder Engagement",
      "Risk Management",
    ]);
  });
});

describe("packages and FAQ", () => {
  it("has the 3 packages of spec section 9", () => {
    const rows = byOrder(ofType("websitePackage")).map((e) => [
      en(e, "packageId"),
      en(e, "name"),
      en(e, "price"),
      en(e, "pagesLabel"),
      en(e, "deliveryLabel"),
      en(e, "revisions"),
      en(e, "popular"),
    ]);
    expect(rows).toEqual([
      ["starter", "Starter", 399, "3 pages (Home, About, Contact)", "5 business days", 1, false],
      ["professional", "Professional", 699, "Up to 6 pages", "7-10 business days", 2, true],
      ["premium", "Premium", 999, "10 pages + static blog", "Priority delivery", 3, false],
    ]);
    const features = (id: string) =>
      (en(ofType("websitePackage").find((e) => en(e, "packageId") === id) as SeedEntry, "features") as string[]).join(
        " | ",
      );
    for (const word of [/hosting/i, /1 year/i, /SSL/, /booking/i, /maps/i, /analytics/i])
      expect(features("professional")).toMatch(word);
    for (const word of [/hosting/i, /SSL/, /domain setup/i, /6 months free maintenance/i])
      expect(features("premium")).toMatch(word);
  });

  it("has the 5 package FAQs and at least 4 FAQs per /faq category", () => {
    const packageFaqs = ofType("faqItem").filter((e) => en(e, "category") === "packages");
    expect(packageFaqs).toHaveLength(5);
    expect(packages.filter((e) => e.sys.contentType === "faqItem")).toEqual(packageFaqs);
    for (const category of ["services", "pricing", "support", "technical"])
      expect(faq.filter((e) => en(e, "category") === category).length, category).toBeGreaterThanOrEqual(4);
    expect(faq.some((e) => str(e, "answer").includes("24 hours"))).toBe(true);
  });
});

describe("impact figures and case studies", () => {
  it("has four figures for the home page's Impact in numbers", () => {
    const home = byOrder(ofType("impactFigure").filter((e) => en(e, "onHome") === true));
    expect(home.map((e) => [en(e, "value"), en(e, "unit")])).toEqual([
      [15, "plus"],
      [120, "plus"],
      [18, "number"],
      [60, "plus"],
    ]);
  });

  it("has at least three case studies, each on an existing service page, with figures that exist and are not on the home page", () => {
    const cases = ofType("caseStudy");
    expect(cases.length).toBeGreaterThanOrEqual(3);
    const pages = new Set(ofType("servicePage").map((e) => en(e, "slug")));
    expect(new Set(cases.map((e) => en(e, "service")))).toEqual(new Set(["mel", "sustainability", "project-management"]));
    for (const e of cases) {
      expect(pages.has(en(e, "service")), e.sys.id).toBe(true);
      const figures = linkedIds(e, "figures");
      expect(figures.length, e.sys.id).toBeGreaterThanOrEqual(2);
      for (const id of figures) {
        const figure = byId.get(id) as SeedEntry;
        expect(figure?.sys.contentType, id).toBe("impactFigure");
        expect(en(figure, "onHome"), id).toBe(false);
      }
      // The prose keeps its numbers in the figures, which each language writes with its own digits.
      for (const field of ["summary", "challenge", "approach", "results"]) expect(str(e, field), `${e.sys.id}.${field}`).not.toMatch(/\d/);
    }
    // Every case-study figure belongs to exactly one case study.
    const linked = cases.flatMap((e) => linkedIds(e, "figures"));
    expect(new Set(linked).size).toBe(linked.length);
    expect(ofType("impactFigure").filter((e) => en(e, "onHome") !== true).map((e) => e.sys.id).sort()).toEqual([...linked].sort());
  });
});
