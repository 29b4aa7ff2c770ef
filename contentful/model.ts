import type { ContentTypeDefinition, FieldDefinition } from "./types.ts";

/* Small builders so each content type reads as a list of its fields. */
type Opts = Partial<Pick<FieldDefinition, "localized" | "required" | "validations">>;
const f = (id: string, name: string, type: FieldDefinition["type"], o: Opts = {}): FieldDefinition => ({
  id,
  name,
  type,
  localized: o.localized ?? false,
  required: o.required ?? false,
  ...(o.validations ? { validations: o.validations } : {}),
});
/** Localized text field. */
const text = (id: string, name: string, type: "Symbol" | "Text" = "Symbol", required = true) =>
  f(id, name, type, { localized: true, required });
const slug = (id = "slug") =>
  f(id, "Slug", "Symbol", {
    required: true,
    validations: [{ unique: true }, { regexp: { pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" } }],
  });
const order = () => f("order", "Order", "Integer", { required: true });
const symbols = (id: string, name: string, localized = true, required = false): FieldDefinition => ({
  id,
  name,
  type: "Array",
  localized,
  required,
  items: { type: "Symbol" },
});
const entryLinks = (id: string, name: string, types: string[]): FieldDefinition => ({
  id,
  name,
  type: "Array",
  localized: false,
  required: false,
  items: { type: "Link", linkType: "Entry", validations: [{ linkContentType: types }] },
});
const image = (id = "image", required = false): FieldDefinition => ({
  id,
  name: "Image",
  type: "Link",
  linkType: "Asset",
  localized: false,
  required,
  validations: [{ linkMimetypeGroup: ["image"] }],
});
const color = (id: string, name: string) =>
  f(id, name, "Symbol", { required: true, validations: [{ regexp: { pattern: "^#[0-9a-fA-F]{6}$" } }] });

export const SERVICE_CATEGORIES = ["mel", "sustainability", "project", "support"] as const;
export const FAQ_CATEGORIES = ["services", "pricing", "support", "technical", "packages"] as const;
export const PACKAGE_IDS = ["starter", "professional", "premium"] as const;
export const LEGAL_SLUGS = ["privacy", "terms", "cookies"] as const;
export const SERVICE_PAGE_SLUGS = [
  "it",
  "monitoring",
  "mel",
  "project-management",
  "sustainability",
  "integrated-support",
  "augmented-support",
] as const;

export const contentTypes: ContentTypeDefinition[] = [
  {
    sys: { id: "siteSettings" },
    name: "Site settings",
    description: "The firm's name and contact details, shown in the header, footer and contact page. One entry.",
    displayField: "firmName",
    fields: [
      text("firmName", "Firm name"),
      text("tagline", "Tagline", "Symbol", false),
      f("phone", "Phone", "Symbol", { required: true }),
      f("email", "E-mail", "Symbol", { required: true }),
      text("address", "Address", "Text"),
      f("socialLinks", "Social links", "Object", { required: true }),
      symbols("officeHours", "Office hours", true, true),
      text("footerAbout", "Footer text", "Text", false),
    ],
  },
  {
    sys: { id: "pageSection" },
    name: "Page section",
    description:
      "A block of copy on a page, found by its key (e.g. home.mission, about.hero, packages.included). Items are optional feature items.",
    displayField: "key",
    fields: [
      f("key", "Key", "Symbol", { required: true, validations: [{ unique: true }] }),
      text("title", "Title"),
      text("subtitle", "Subtitle", "Text", false),
      text("body", "Body", "Text", false),
      entryLinks("items", "Items", ["featureItem"]),
      text("ctaLabel", "Call-to-action label", "Symbol", false),
      f("ctaPath", "Call-to-action path", "Symbol"),
    ],
  },
  {
    sys: { id: "featureItem" },
    name: "Feature item",
    description: "A title, a description and an icon: Why Choose Us items, benefits, included-in-every-package items.",
    displayField: "title",
    fields: [text("title", "Title"), text("description", "Description", "Text"), f("icon", "Icon", "Symbol")],
  },
  {
    sys: { id: "heroSlide" },
    name: "Hero slide",
    description: "A slide of the home page's hero slider.",
    displayField: "title",
    fields: [
      order(),
      text("title", "Title"),
      text("subtitle", "Subtitle", "Symbol", false),
      text("description", "Description", "Text"),
      f("learnMorePath", "Learn More path", "Symbol", { required: true }),
      image("image", true),
    ],
  },
  {
    sys: { id: "testimonial" },
    name: "Testimonial",
    description: "A client's words, rotating on the home page.",
    displayField: "name",
    fields: [
      order(),
      text("quote", "Quote", "Text"),
      f("name", "Name", "Symbol", { required: true }),
      text("role", "Role"),
      text("organization", "Organization", "Symbol", false),
    ],
  },
  {
    sys: { id: "principle" },
    name: "Operating principle",
    description:
      "Shown at /about/principle/{slug}. Full description: paragraphs separated by blank lines; lines starting with '- ' form a bullet list.",
    displayField: "title",
    fields: [
      slug(),
      order(),
      text("title", "Title"),
      text("shortDescription", "Short description", "Text"),
      text("fullDescription", "Full description", "Text"),
      color("color", "Header colour"),
      color("accentColor", "Accent colour"),
      f("icon", "Icon", "Symbol"),
    ],
  },
  {
    sys: { id: "value" },
    name: "Value",
    description: "A value card on the About page (expands with Learn More / Read Less).",
    displayField: "title",
    fields: [
      slug(),
      order(),
      text("title", "Title"),
      text("shortDescription", "Short description", "Text"),
      text("fullDescription", "Full description", "Text"),
      color("color", "Colour"),
      f("icon", "Icon", "Symbol"),
    ],
  },
  {
    sys: { id: "teamMember" },
    name: "Team member",
    description: "A member of the Leadership Team carousel.",
    displayField: "name",
    fields: [
      slug(),
      order(),
      f("name", "Name", "Symbol", { required: true }),
      text("role", "Role"),
      image("image", true),
      text("bio", "Bio", "Text"),
      symbols("expertise", "Expertise", true, true),
      f("linkedin", "LinkedIn URL", "Symbol"),
      f("twitter", "Twitter URL", "Symbol"),
      f("email", "E-mail", "Symbol"),
    ],
  },
  {
    sys: { id: "websitePackage" },
    name: "Website package",
    description: "A fixed-price website package (prices in CAD).",
    displayField: "name",
    fields: [
      f("packageId", "Package id", "Symbol", {
        required: true,
        validations: [{ unique: true }, { in: [...PACKAGE_IDS] }],
      }),
      order(),
      text("name", "Name"),
      f("price", "Price (CAD)", "Number", { required: true }),
      text("pagesLabel", "Pages"),
      text("deliveryLabel", "Delivery"),
      f("revisions", "Revisions", "Integer", { required: true }),
      f("popular", "Most popular", "Boolean", { required: true }),
      text("description", "Description", "Text", false),
      symbols("features", "Features", true, true),
    ],
  },
  {
    sys: { id: "faqItem" },
    name: "FAQ item",
    description: "A question and answer. Category 'packages' appears on the website-packages page, the others on /faq.",
    displayField: "question",
    fields: [
      order(),
      f("category", "Category", "Symbol", { required: true, validations: [{ in: [...FAQ_CATEGORIES] }] }),
      text("question", "Question"),
      text("answer", "Answer", "Text"),
    ],
  },
  {
    sys: { id: "service" },
    name: "Service (catalogue entry)",
    description:
      "An entry of the services listing, the home page's core-service grid and the header's mega-menu.",
    displayField: "name",
    fields: [
      slug(),
      order(),
      text("name", "Name"),
      text("description", "Description", "Text"),
      f("path", "Path", "Symbol", { required: true }),
      f("category", "Category", "Symbol", {
        required: true,
        validations: [{ in: [...SERVICE_CATEGORIES] }],
      }),
      symbols("features", "Features", true, true),
      f("icon", "Icon", "Symbol"),
      f("menuGroup", "Mega-menu group", "Symbol", {
        required: true,
        validations: [{ in: ["core", "support", "none"] }],
      }),
      f("inCatalogue", "Shown in the services listing and home grid", "Boolean", { required: true }),
    ],
  },
  {
    sys: { id: "servicePage" },
    name: "Service page",
    description: "A page under /services/{slug}: hero, six cards, optional benefits, closing call to action.",
    displayField: "title",
    fields: [
      f("slug", "Slug", "Symbol", {
        required: true,
        validations: [{ unique: true }, { in: [...SERVICE_PAGE_SLUGS] }],
      }),
      text("title", "Title"),
      text("heroTitle", "Hero title"),
      text("heroSubtitle", "Hero subtitle", "Text"),
      text("intro", "Introduction", "Text", false),
      text("cardsTitle", "Cards section title"),
      entryLinks("cards", "Cards", ["serviceCard"]),
      text("benefitsTitle", "Benefits section title", "Symbol", false),
      entryLinks("benefits", "Benefits", ["featureItem"]),
      text("ctaTitle", "Closing call-to-action title"),
      text("ctaText", "Closing call-to-action text", "Text"),
    ],
  },
  {
    sys: { id: "serviceCard" },
    name: "Service card",
    description: "A card of a service page: title, description and five feature bullets.",
    displayField: "title",
    fields: [
      text("title", "Title"),
      text("description", "Description", "Text"),
      symbols("features", "Features", true, true),
      f("icon", "Icon", "Symbol"),
    ],
  },
  {
    sys: { id: "blogPost" },
    name: "Blog post",
    description: "A post of the blog at /blog/{slug}.",
    displayField: "title",
    fields: [
      text("title", "Title"),
      slug(),
      f("author", "Author", "Symbol"),
      f("category", "Category", "Symbol", { required: true }),
      symbols("tags", "Tags", false, false),
      f("publishedDate", "Published date", "Date", { required: true }),
      text("excerpt", "Excerpt", "Text"),
      f("body", "Body", "RichText", { localized: true, required: true }),
      image("image"),
    ],
  },
  {
    sys: { id: "legalPage" },
    name: "Legal page",
    description: "Privacy policy, terms of service and cookie policy.",
    displayField: "title",
    fields: [
      f("slug", "Slug", "Symbol", { required: true, validations: [{ unique: true }, { in: [...LEGAL_SLUGS] }] }),
      text("title", "Title"),
      f("lastUpdated", "Last updated", "Date", { required: true }),
      f("body", "Body", "RichText", { localized: true, required: true }),
    ],
  },
];
