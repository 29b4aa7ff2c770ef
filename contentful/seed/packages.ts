/**
 * The fixed-price website packages (/website-packages) and the five questions
 * of that page's FAQ (faqItem, category "packages").
 */
import type { SeedEntry } from "../types.ts";
import { entry } from "./helpers.ts";

const packages = [
  entry("websitePackage", "package-starter", {
    packageId: "starter",
    order: 1,
    name: "Starter",
    price: 399,
    pagesLabel: "3 pages (Home, About, Contact)",
    deliveryLabel: "5 business days",
    revisions: 1,
    popular: false,
    description: "A clean, professional online presence for new and small businesses that need to get online fast.",
    features: [
      "3 pages (Home, About, Contact)",
      "Mobile-responsive design",
      "Contact form",
      "Basic on-page SEO setup",
      "Social media links",
      "1 round of revisions",
      "Delivered in 5 business days",
    ],
  }),
  entry("websitePackage", "package-professional", {
    packageId: "professional",
    order: 2,
    name: "Professional",
    price: 699,
    pagesLabel: "Up to 6 pages",
    deliveryLabel: "7-10 business days",
    revisions: 2,
    popular: true,
    description: "Everything a growing business needs to attract customers online and take bookings around the clock.",
    features: [
      "Up to 6 pages",
      "Free hosting for 1 year",
      "SSL certificate",
      "Online booking system",
      "Google Maps integration",
      "Google Analytics setup",
      "Mobile-responsive design",
      "Basic on-page SEO setup",
      "2 rounds of revisions",
    ],
  }),
  entry("websitePackage", "package-premium", {
    packageId: "premium",
    order: 3,
    name: "Premium",
    price: 999,
    pagesLabel: "10 pages + static blog",
    deliveryLabel: "Priority delivery",
    revisions: 3,
    popular: false,
    description: "A complete website with a blog, priority delivery and six months of worry-free maintenance.",
    features: [
      "10 pages + static blog",
      "Hosting included",
      "SSL certificate",
      "Domain setup",
      "6 months free maintenance",
      "Online booking, maps and analytics",
      "Advanced on-page SEO setup",
      "Priority delivery",
      "3 rounds of revisions",
    ],
  }),
];

const faqs: [string, string][] = [
  [
    "How long does it take to build my website?",
    "The Starter package is delivered in 5 business days and the Professional package in 7-10 business days. Premium projects get priority delivery and are scheduled ahead of our regular queue. The clock starts once we have received your content (text, logo and photos) and the signed order; we agree on an exact launch date with you at kickoff.",
  ],
  [
    "Can I request changes after the website is completed?",
    "Yes. Each package includes rounds of revisions before launch: 1 for Starter, 2 for Professional and 3 for Premium. After launch, Premium clients receive 6 months of free maintenance, which covers small text and image updates. For other packages, or for larger changes such as new pages, we quote a fixed price before doing the work.",
  ],
  [
    "Do you provide hosting and domain registration?",
    "The Professional package includes free hosting for 1 year and an SSL certificate. The Premium package includes hosting, SSL and domain setup. With the Starter package we can host your site for a low monthly fee or install it with the hosting provider of your choice. Domain registration fees are paid directly to the registrar and remain in your name.",
  ],
  [
    "Will I be able to update the website content myself?",
    "Yes. We can set up a simple editor so you can change text, photos and blog posts without any coding, and we provide a short video guide at handover. If you prefer not to edit the site yourself, our team can make updates for you: Premium clients get 6 months of maintenance included, and other clients can purchase update hours as needed.",
  ],
  [
    "Do your websites include search engine optimisation (SEO)?",
    "Every package includes basic on-page SEO: page titles and descriptions, clean headings, fast loading, mobile-friendly layouts, an XML sitemap and submission to Google Search Console. Premium adds advanced on-page SEO and a blog to publish fresh content. Ongoing SEO campaigns, such as keyword research and content writing, are available through our digital marketing service.",
  ],
];

const faqIds = ["delivery-time", "changes-after-completion", "hosting-domain", "self-updating", "seo"];

const packageFaqs = faqs.map(([question, answer], i) =>
  entry("faqItem", `faq-packages-${faqIds[i]}`, { order: i + 1, category: "packages", question, answer }),
);

export const entries: SeedEntry[] = [...packages, ...packageFaqs];
