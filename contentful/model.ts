/**
 * The content model the site reads, as editors meet it in the Contentful web app: every field says
 * what it is for, where it shows and how long it may be (help text); validations match the layout
 * (character limits where text would break a card, image types and sizes, required where the page
 * needs it, slug and path formats); fields get the editor that suits them (slug editor, Markdown,
 * dropdowns for fixed lists). contentful/migrations/ builds a real space to exactly this
 * (tests/integration/contentful-migrations.test.ts); contentful/model.test.ts fails when a field
 * lacks help text.
 */
import type { ContentTypeDefinition, FieldAppearance, FieldDefinition, FieldValidation } from "./types.ts";

/* Small builders so each content type reads as a list of its fields. */
interface Opts {
  localized?: boolean;
  required?: boolean;
  /** Longest text (characters), or most items of a list. */
  max?: number;
  validations?: FieldValidation[];
  appearance?: FieldAppearance;
}

/** "Up to 80 characters." for a limited text field, so the help text and the validation agree. */
function limitNote(type: FieldDefinition["type"], max: number | undefined): string {
  if (max === undefined) return "";
  return type === "Array" ? ` Up to ${max} items.` : ` Up to ${max} characters.`;
}

const f = (id: string, name: string, type: FieldDefinition["type"], help: string, o: Opts = {}): FieldDefinition => {
  const validations = [...(o.max !== undefined && type !== "Array" ? [{ size: { max: o.max } }] : []), ...(o.validations ?? [])];
  return {
    id,
    name,
    type,
    localized: o.localized ?? false,
    required: o.required ?? false,
    ...(validations.length ? { validations } : {}),
    helpText: `${help}${limitNote(type, o.max)}`,
    ...(o.appearance ? { appearance: o.appearance } : {}),
  };
};
/** Localized one-line text (Symbol). */
const line = (id: string, name: string, max: number, help: string, required = true) =>
  f(id, name, "Symbol", help, { localized: true, required, max, appearance: { widgetId: "singleLine" } });
/** Localized plain text of a few sentences (Text, no formatting). */
const para = (id: string, name: string, max: number, help: string, required = true) =>
  f(id, name, "Text", help, { localized: true, required, max, appearance: { widgetId: "multipleLine" } });
const SLUG = "^[a-z0-9]+(?:-[a-z0-9]+)*$";
const slug = (page?: string) =>
  f("slug", "Slug", "Symbol", `${page ? `The last part of the page's address (${page})` : "The entry's short id, made from its name"}: lowercase letters, digits and single hyphens${page ? "; changing it breaks links to the old address" : ""}.`, {
    required: true,
    max: 80,
    validations: [{ unique: true }, { regexp: { pattern: SLUG }, message: "Use lowercase letters, digits and single hyphens, e.g. do-no-harm." }],
    appearance: { widgetId: "slugEditor" },
  });
const order = (what: string) =>
  f("order", "Order", "Integer", `Position among the ${what}: lower numbers come first.`, {
    required: true,
    validations: [{ range: { min: 0, max: 999 } }],
    appearance: { widgetId: "numberEditor" },
  });
const PATH = "^/[a-z0-9/-]*$";
const path = (id: string, name: string, help: string, required = true) =>
  f(id, name, "Symbol", `${help} A path on this site starting with /, e.g. /services/mel.`, {
    required,
    max: 100,
    validations: [{ regexp: { pattern: PATH }, message: "Write a path of this site, starting with /, e.g. /contact." }],
    appearance: { widgetId: "singleLine" },
  });
/** A choice from a fixed list, shown as a dropdown. */
const choice = (id: string, name: string, values: readonly string[], help: string, o: { unique?: boolean } = {}) =>
  f(id, name, "Symbol", `${help} One of: ${values.join(", ")}.`, {
    required: true,
    validations: [...(o.unique ? [{ unique: true }] : []), { in: [...values] }],
    appearance: { widgetId: "dropdown" },
  });
const icon = (where: string) =>
  f("icon", "Icon", "Symbol", `The icon shown ${where}: a Lucide icon name in lowercase with hyphens (lucide.dev/icons), e.g. shield-check.`, {
    max: 40,
    validations: [{ regexp: { pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" }, message: "Write a Lucide icon name, e.g. shield-check." }],
    appearance: { widgetId: "singleLine" },
  });
/** A list of short localized texts, one per line in the editor. */
const list = (id: string, name: string, o: { items: number; chars: number; help: string; localized?: boolean; required?: boolean }): FieldDefinition => ({
  id,
  name,
  type: "Array",
  localized: o.localized ?? true,
  required: o.required ?? true,
  validations: [{ size: { max: o.items } }],
  items: { type: "Symbol", validations: [{ size: { max: o.chars } }] },
  helpText: `${o.help} Up to ${o.items} items of up to ${o.chars} characters each.`,
  appearance: { widgetId: "tagEditor" },
});
const entryLinks = (id: string, name: string, types: string[], max: number, help: string): FieldDefinition => ({
  id,
  name,
  type: "Array",
  localized: false,
  required: false,
  validations: [{ size: { max } }],
  items: { type: "Link", linkType: "Entry", validations: [{ linkContentType: types }] },
  helpText: `${help} Up to ${max} items; drag to reorder.`,
  appearance: { widgetId: "entryLinksEditor" },
});
const MB = 1024 * 1024;
/** An image: JPEG, PNG or WebP, at most 5 MB, at least `minWidth` pixels wide. */
const image = (help: string, minWidth: number, required = false, minHeight?: number): FieldDefinition => ({
  id: "image",
  name: "Image",
  type: "Link",
  linkType: "Asset",
  localized: false,
  required,
  validations: [
    { linkMimetypeGroup: ["image"] },
    { assetImageDimensions: { width: { min: minWidth }, ...(minHeight ? { height: { min: minHeight } } : {}) }, message: `The image must be at least ${minWidth} pixels wide${minHeight ? ` and ${minHeight} high` : ""}.` },
    { assetFileSize: { max: 5 * MB }, message: "The image may be 5 MB at most." },
  ],
  helpText: `${help} A JPEG, PNG or WebP photo, at least ${minWidth}${minHeight ? `×${minHeight}` : ""} pixels, 5 MB at most; describe it in the asset's description (read aloud to blind visitors).`,
  appearance: { widgetId: "assetLinkEditor" },
});
const HEX = "^#[0-9a-fA-F]{6}$";
const color = (id: string, name: string, help: string) =>
  f(id, name, "Symbol", `${help} A hex colour such as #1f6f5c; white text must stay readable on it.`, {
    required: true,
    validations: [{ regexp: { pattern: HEX }, message: "Write a colour as # and six hex digits, e.g. #1f6f5c." }],
    appearance: { widgetId: "singleLine" },
  });
const EMAIL = "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$";
const url = (id: string, name: string, host: string, help: string) =>
  f(id, name, "Symbol", `${help} Optional; leave empty to hide the link.`, {
    max: 200,
    validations: [{ regexp: { pattern: `^https://(www\\.)?${host}/` }, message: `Write the full address, starting with https://${host}/.` }],
    appearance: { widgetId: "urlEditor" },
  });
const yesNo = (id: string, name: string, help: string, labels: [string, string]) =>
  f(id, name, "Boolean", help, { required: true, appearance: { widgetId: "boolean", settings: { trueLabel: labels[0], falseLabel: labels[1] } } });
const date = (id: string, name: string, help: string) =>
  f(id, name, "Date", help, { required: true, appearance: { widgetId: "datePicker", settings: { format: "dateonly" } } });
const richText = (help: string): FieldDefinition =>
  f("body", "Body", "RichText", help, { localized: true, required: true, appearance: { widgetId: "richTextEditor" } });

import { FAQ_CATEGORIES, IMPACT_UNITS, LEGAL_SLUGS, PACKAGE_IDS, SERVICE_CATEGORIES, SERVICE_PAGE_SLUGS } from "./vocabulary.ts";

export { FAQ_CATEGORIES, IMPACT_UNITS, LEGAL_SLUGS, PACKAGE_IDS, SERVICE_CATEGORIES, SERVICE_PAGE_SLUGS };

/** One day of the site settings' appointment hours: "Mon 09:00-18:00" (supabase/functions/booking-hours-sync reads it). */
export const APPOINTMENT_HOURS_PATTERN = "^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) ([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$";

export const contentTypes: ContentTypeDefinition[] = [
  {
    sys: { id: "siteSettings" },
    name: "Site settings",
    description: "The firm's name and contact details, shown in the header, footer and contact page. One entry.",
    displayField: "firmName",
    fields: [
      line("firmName", "Firm name", 60, "The firm's name, in the header next to the logo, in the footer and in page titles."),
      line("tagline", "Tagline", 160, "A short line under the firm's name in the footer.", false),
      f("phone", "Phone", "Symbol", "The phone number shown in the footer and on Contact, written as callers dial it, e.g. +1 (416) 555-0142.", {
        required: true,
        max: 30,
        validations: [{ regexp: { pattern: "^\\+?[0-9 ().-]{7,30}$" }, message: "Digits, spaces, brackets, dots and hyphens, e.g. +1 (416) 555-0142." }],
        appearance: { widgetId: "singleLine" },
      }),
      f("email", "E-mail", "Symbol", "The firm's public address, in the footer and on Contact (a mailto link).", {
        required: true,
        max: 120,
        validations: [{ regexp: { pattern: EMAIL }, message: "Write an e-mail address, e.g. info@example.com." }],
        appearance: { widgetId: "singleLine" },
      }),
      para("address", "Address", 200, "The office address in the footer and on Contact; each line break shows as a new line."),
      f("socialLinks", "Social links", "Object", 'The footer\'s social icons, as JSON: {"linkedin": "https://…", "instagram": "https://…", "twitter": "https://…"}; leave a network out to hide its icon.', {
        required: true,
        appearance: { widgetId: "objectEditor" },
      }),
      list("officeHours", "Office hours", { items: 7, chars: 80, help: "Opening hours on Contact and in the footer, one line per item, e.g. Monday–Friday: 9:00–17:00." }),
      para("footerAbout", "Footer text", 400, "The paragraph about the firm in the footer of every page.", false),
      {
        id: "appointmentHours",
        name: "Appointment hours",
        type: "Array",
        localized: false,
        required: false,
        validations: [{ size: { max: 7 } }],
        items: {
          type: "Symbol",
          validations: [
            {
              regexp: { pattern: APPOINTMENT_HOURS_PATTERN },
              message: "One day per item: Mon, Tue, Wed, Thu, Fri, Sat or Sun, then the hours on the 24-hour clock, e.g. Mon 09:00-18:00.",
            },
          ],
        },
        helpText:
          "When appointments can be booked, in the office's time (Toronto), one day per item, e.g. Mon 09:00-18:00; a day left out takes no appointments. Keep it in line with the office hours above: the booking form and the database follow these. Up to 7 items.",
        appearance: { widgetId: "tagEditor" },
      },
    ],
  },
  {
    sys: { id: "pageSection" },
    name: "Page section",
    description:
      "A block of copy on a page, found by its key (e.g. home.mission, about.hero, packages.included). Items are optional feature items.",
    displayField: "key",
    fields: [
      f("key", "Key", "Symbol", "Which block of which page this is, e.g. home.mission or about.hero: the site looks the section up by this key, so do not change it.", {
        required: true,
        max: 60,
        validations: [{ unique: true }, { regexp: { pattern: "^[a-z][a-zA-Z]*(\\.[a-zA-Z0-9-]+)*$" }, message: "A page and a block name separated by a dot, e.g. home.mission." }],
        appearance: { widgetId: "singleLine" },
      }),
      line("title", "Title", 80, "The section's heading."),
      para("subtitle", "Subtitle", 300, "A sentence or two under the heading.", false),
      para("body", "Body", 600, "The section's text, if it has more than a subtitle; a blank line starts a new paragraph.", false),
      entryLinks("items", "Items", ["featureItem"], 8, "Feature items shown as cards in this section (e.g. Why Choose Us)."),
      line("ctaLabel", "Call-to-action label", 40, "The text of the section's button, e.g. Contact Us; leave empty for no button.", false),
      path("ctaPath", "Call-to-action path", "Where the section's button leads.", false),
    ],
  },
  {
    sys: { id: "featureItem" },
    name: "Feature item",
    description: "A title, a description and an icon: Why Choose Us items, benefits, included-in-every-package items.",
    displayField: "title",
    fields: [
      line("title", "Title", 60, "The card's heading (Why Choose Us, benefits, included in every package)."),
      para("description", "Description", 300, "The card's text under the heading."),
      icon("on the card"),
    ],
  },
  {
    sys: { id: "heroSlide" },
    name: "Hero slide",
    description: "A slide of the home page's hero slider.",
    displayField: "title",
    fields: [
      order("home page's slides"),
      line("title", "Title", 50, "The slide's large heading on the home page; longer titles wrap on phones."),
      line("subtitle", "Subtitle", 80, "A line above the heading.", false),
      para("description", "Description", 300, "The slide's text under the heading."),
      path("learnMorePath", "Learn More path", "Where the slide's Learn More button leads."),
      image("The slide's background photo, behind white text (choose a calm, dark enough picture).", 1200, true, 600),
    ],
  },
  {
    sys: { id: "testimonial" },
    name: "Testimonial",
    description: "A client's words, rotating on the home page.",
    displayField: "name",
    fields: [
      order("testimonials on the home page"),
      para("quote", "Quote", 350, "The client's words, without quotation marks (the page adds them)."),
      f("name", "Name", "Symbol", "The client's name under the quote.", { required: true, max: 60, appearance: { widgetId: "singleLine" } }),
      line("role", "Role", 60, "The client's role, e.g. Programme Director."),
      line("organization", "Organization", 80, "The client's organization, after the role.", false),
    ],
  },
  {
    sys: { id: "principle" },
    name: "Operating principle",
    description:
      "Shown at /about/principle/{slug}. Full description: paragraphs separated by blank lines; lines starting with '- ' form a bullet list.",
    displayField: "title",
    fields: [
      slug("/about/principle/do-no-harm"),
      order("principles on About"),
      line("title", "Title", 80, "The principle's name: the heading of its page and the link text on About."),
      para("shortDescription", "Short description", 220, "One or two sentences under the title on its page and on About's principle cards."),
      f("fullDescription", "Full description", "Text", "The principle's page text: a blank line starts a new paragraph, lines starting with - form a bullet list; no other formatting is shown.", {
        localized: true,
        required: true,
        max: 3000,
        appearance: { widgetId: "markdown" },
      }),
      color("color", "Header colour", "The background of the principle's page header and of its card on About."),
      color("accentColor", "Accent colour", "The colour of the principle's highlights (links, bullets) on its page."),
      icon("on the principle's card"),
    ],
  },
  {
    sys: { id: "value" },
    name: "Value",
    description: "A value card on the About page (expands with Learn More / Read Less).",
    displayField: "title",
    fields: [
      slug(),
      order("values on About"),
      line("title", "Title", 30, "The value's name on its About card (one or two words)."),
      para("shortDescription", "Short description", 120, "The card's text before Learn More."),
      para("fullDescription", "Full description", 700, "The text shown after Learn More; a blank line starts a new paragraph."),
      color("color", "Colour", "The card's accent colour."),
      icon("on the value's card"),
    ],
  },
  {
    sys: { id: "teamMember" },
    name: "Team member",
    description: "A member of the Leadership Team carousel.",
    displayField: "name",
    fields: [
      slug(),
      order("people in the Leadership Team carousel"),
      f("name", "Name", "Symbol", "The person's full name on their card.", { required: true, max: 60, appearance: { widgetId: "singleLine" } }),
      line("role", "Role", 80, "The person's role under their name, e.g. Managing Partner."),
      image("The person's portrait, cropped to a circle on the card.", 400, true, 400),
      para("bio", "Bio", 800, "A short biography shown when the card is opened; a blank line starts a new paragraph."),
      list("expertise", "Expertise", { items: 8, chars: 60, help: "Areas of expertise shown as tags on the card." }),
      url("linkedin", "LinkedIn URL", "linkedin\\.com", "The person's LinkedIn profile (an icon on the card)."),
      url("twitter", "Twitter URL", "(twitter|x)\\.com", "The person's X (Twitter) profile (an icon on the card)."),
      f("email", "E-mail", "Symbol", "The person's work address (a mail icon on the card). Optional.", {
        max: 120,
        validations: [{ regexp: { pattern: EMAIL }, message: "Write an e-mail address, e.g. name@example.com." }],
        appearance: { widgetId: "singleLine" },
      }),
    ],
  },
  {
    sys: { id: "websitePackage" },
    name: "Website package",
    description: "A fixed-price website package (prices in CAD).",
    displayField: "name",
    fields: [
      choice("packageId", "Package id", PACKAGE_IDS, "Which of the three packages this is (the quote form refers to it); each is used once.", { unique: true }),
      order("packages on Website Packages"),
      line("name", "Name", 30, "The package's name at the top of its card, e.g. Professional."),
      f("price", "Price (CAD)", "Number", "The price in Canadian dollars, without taxes; the page formats it for each language.", {
        required: true,
        validations: [{ range: { min: 0, max: 100000 } }],
        appearance: { widgetId: "numberEditor" },
      }),
      line("pagesLabel", "Pages", 60, "How many pages the package includes, as shown on the card, e.g. Up to 5 pages."),
      line("deliveryLabel", "Delivery", 40, "How long delivery takes, as shown on the card, e.g. 2–3 weeks."),
      f("revisions", "Revisions", "Integer", "How many rounds of revisions are included.", {
        required: true,
        validations: [{ range: { min: 0, max: 20 } }],
        appearance: { widgetId: "numberEditor" },
      }),
      yesNo("popular", "Most popular", "Marks the card with the Most Popular badge; give it to one package only.", ["Most popular", "Not marked"]),
      para("description", "Description", 200, "A sentence under the price on the card.", false),
      list("features", "Features", { items: 12, chars: 80, help: "What the package includes, one check-marked line each on the card." }),
    ],
  },
  {
    sys: { id: "faqItem" },
    name: "FAQ item",
    description: "A question and answer. Category 'packages' appears on the website-packages page, the others on /faq.",
    displayField: "question",
    fields: [
      order("questions of the same category"),
      choice("category", "Category", FAQ_CATEGORIES, "Which group the question is listed under on /faq; packages questions appear on Website Packages instead."),
      line("question", "Question", 150, "The question, as a visitor would ask it; it opens its answer when clicked."),
      para("answer", "Answer", 800, "The answer shown under the question; a blank line starts a new paragraph."),
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
      order("services in the listing, the home grid and the menu"),
      line("name", "Name", 50, "The service's name on its card, in the home grid and in the header's menu."),
      para("description", "Description", 250, "The card's text in the services listing and the home grid."),
      path("path", "Path", "The page the card and the menu item open."),
      choice("category", "Category", SERVICE_CATEGORIES, "The filter the service is listed under on /services."),
      list("features", "Features", { items: 8, chars: 80, help: "Highlights listed on the service's card." }),
      icon("on the service's card and in the menu"),
      choice("menuGroup", "Mega-menu group", ["core", "support", "none"], "Where the service appears in the header's Services menu (none: not in the menu)."),
      yesNo("inCatalogue", "Shown in the services listing and home grid", "Whether the service has a card in the services listing and the home page's grid.", ["Shown", "Hidden"]),
    ],
  },
  {
    sys: { id: "servicePage" },
    name: "Service page",
    description: "A page under /services/{slug}: hero, six cards, optional benefits, closing call to action.",
    displayField: "title",
    fields: [
      choice("slug", "Slug", SERVICE_PAGE_SLUGS, "Which service page this is: the last part of its address (/services/mel); each is used once.", { unique: true }),
      line("title", "Title", 50, "The page's name in the browser tab and in search results."),
      line("heroTitle", "Hero title", 100, "The large heading at the top of the page."),
      para("heroSubtitle", "Hero subtitle", 250, "The text under the large heading."),
      para("intro", "Introduction", 700, "An introduction under the hero; a blank line starts a new paragraph.", false),
      line("cardsTitle", "Cards section title", 60, "The heading above the six service cards."),
      entryLinks("cards", "Cards", ["serviceCard"], 6, "The page's service cards, in order (the layout has room for six)."),
      line("benefitsTitle", "Benefits section title", 60, "The heading above the benefits, if the page has them.", false),
      entryLinks("benefits", "Benefits", ["featureItem"], 8, "Benefit items listed under the cards."),
      line("ctaTitle", "Closing call-to-action title", 40, "The heading of the closing band at the bottom of the page."),
      para("ctaText", "Closing call-to-action text", 250, "The text of the closing band, above its Contact Us button."),
    ],
  },
  {
    sys: { id: "serviceCard" },
    name: "Service card",
    description: "A card of a service page: title, description and five feature bullets.",
    displayField: "title",
    fields: [
      line("title", "Title", 70, "The card's heading on its service page."),
      para("description", "Description", 200, "The card's text under the heading."),
      list("features", "Features", { items: 6, chars: 90, help: "The card's bullet points (the design shows five)." }),
      icon("at the top of the card"),
    ],
  },
  {
    sys: { id: "blogPost" },
    name: "Blog post",
    description: "A post of the blog at /blog/{slug}.",
    displayField: "title",
    fields: [
      line("title", "Title", 120, "The post's heading, its card title on /blog and its title in search results and feeds."),
      slug("/blog/building-a-theory-of-change-that-works"),
      f("author", "Author", "Symbol", "The author's name under the title; leave empty to sign the post with the firm's name.", { max: 80, appearance: { widgetId: "singleLine" } }),
      // Localized (issue 15): the blog's category chips and tags read in the page's language.
      f("category", "Category", "Symbol", "The post's category, a filter on /blog; use an existing one (e.g. Monitoring & Evaluation) so posts group together.", {
        required: true,
        localized: true,
        max: 60,
        appearance: { widgetId: "singleLine" },
      }),
      list("tags", "Tags", { items: 10, chars: 40, help: "Keywords shown under the post and used by the blog search.", localized: true, required: false }),
      date("publishedDate", "Published date", "The date shown on the post; posts are listed newest first."),
      para("excerpt", "Excerpt", 300, "The summary on the post's card on /blog, in feeds and in search results."),
      richText("The post's text: headings, lists, links, quotes and images; start with a paragraph, not a heading."),
      image("The post's cover photo on its card and at the top of the post (16:9 works best).", 800),
    ],
  },
  {
    sys: { id: "impactFigure" },
    name: "Impact figure",
    description:
      "A number and what it counts (e.g. 120+ evaluations delivered): the home page's Impact in numbers, and the results of a case study.",
    displayField: "label",
    fields: [
      order("figures of Impact in numbers on the home page"),
      f("value", "Value", "Number", "The number itself, without a unit or thousands separators (e.g. 120 or 18.5); the page writes it in each language's digits.", {
        required: true,
        validations: [{ range: { min: 0, max: 1000000000 } }],
        appearance: { widgetId: "numberEditor" },
      }),
      choice("unit", "Unit", IMPACT_UNITS, "How the number reads: number (120), plus (120+, at least), percent (18 %)."),
      line("label", "Label", 60, "What the number counts, under it, e.g. evaluations delivered."),
      yesNo("onHome", "Shown on the home page", "Whether the figure is one of Impact in numbers on the home page (case studies' figures usually are not).", ["Shown", "Hidden"]),
    ],
  },
  {
    sys: { id: "caseStudy" },
    name: "Case study",
    description: "A client engagement told as challenge, approach and results, on the page of its service (/services/{service}), where a visitor opens it in full.",
    displayField: "title",
    fields: [
      f("slug", "Slug", "Symbol", "The case study's short id, made from its title: lowercase letters, digits and single hyphens; the service page's link to it ends with #case-{slug}.", {
        required: true,
        max: 80,
        validations: [{ unique: true }, { regexp: { pattern: SLUG }, message: "Use lowercase letters, digits and single hyphens, e.g. youth-employment-evaluation." }],
        appearance: { widgetId: "slugEditor" },
      }),
      order("case studies of the same service"),
      line("title", "Title", 100, "The case study's heading on its service page."),
      f("client", "Client", "Symbol", "The client organisation's name, as it writes it (not translated).", { required: true, max: 80, appearance: { widgetId: "singleLine" } }),
      line("sector", "Sector", 60, "The client's sector, e.g. Non-profit, Food manufacturing."),
      choice("service", "Service", SERVICE_PAGE_SLUGS, "The service page that lists this case study."),
      f("year", "Year", "Integer", "The year the engagement ended.", {
        required: true,
        validations: [{ range: { min: 2000, max: 2100 } }],
        appearance: { widgetId: "numberEditor" },
      }),
      para("summary", "Summary", 300, "One or two sentences on the case study's card, shown before it is opened."),
      para("challenge", "Challenge", 1200, "What the client faced; a blank line starts a new paragraph."),
      para("approach", "Approach", 1500, "What the firm did; a blank line starts a new paragraph, lines starting with - form a bullet list."),
      para("results", "Results", 1200, "What changed for the client; a blank line starts a new paragraph."),
      entryLinks("figures", "Figures", ["impactFigure"], 4, "The engagement's results in numbers, shown as large figures on the case study's card."),
    ],
  },
  {
    sys: { id: "legalPage" },
    name: "Legal page",
    description: "Privacy policy, terms of service and cookie policy.",
    displayField: "title",
    fields: [
      choice("slug", "Slug", LEGAL_SLUGS, "Which legal page this is: the last part of its address (/privacy); each is used once.", { unique: true }),
      line("title", "Title", 80, "The page's heading, e.g. Privacy Policy."),
      date("lastUpdated", "Last updated", "The date shown as Last updated; change it with every change of the text."),
      richText("The policy's text: headings, lists and links."),
    ],
  },
];
