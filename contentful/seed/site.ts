/**
 * Site-wide settings, the blocks of page copy (pageSection, found by key), the
 * feature items they list, the home page's hero slides and testimonials.
 */
import type { SeedEntry } from "../types.ts";
import { assetLink, entry, link } from "./helpers.ts";

/** The firm's domain, used for e-mail addresses across the seed. */
export const FIRM_DOMAIN = "northbridgeconsulting.ca";

const feature = (id: string, title: string, description: string, icon: string) =>
  entry("featureItem", id, { title, description, icon });

const section = (
  key: string,
  fields: {
    title: string;
    subtitle?: string;
    body?: string;
    items?: string[];
    ctaLabel?: string;
    ctaPath?: string;
  },
) =>
  entry("pageSection", `section-${key.replace(/\./g, "-").replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase()}`, {
    key,
    title: fields.title,
    subtitle: fields.subtitle,
    body: fields.body,
    items: fields.items?.map(link),
    ctaLabel: fields.ctaLabel,
    ctaPath: fields.ctaPath,
  });

const settings = entry("siteSettings", "site-settings", {
  firmName: "Northbridge Consulting Group",
  tagline: "Evidence, sustainability and delivery for organisations that want lasting results",
  phone: "+1 (416) 555-0142",
  email: `info@${FIRM_DOMAIN}`,
  address: "5160 Yonge Street, Suite 1800\nNorth York, Toronto, ON M2N 6L9\nCanada",
  socialLinks: {
    linkedin: "https://www.linkedin.com/company/northbridge-consulting-group",
    instagram: "https://www.instagram.com/northbridgeconsulting",
    twitter: "https://twitter.com/northbridgecg",
  },
  officeHours: ["Mon-Fri 9:00 AM-6:00 PM", "Sat 10:00 AM-2:00 PM", "Sun closed"],
  // The same hours for the booking form and Postgres (decision 0036); Sunday takes no appointments.
  appointmentHours: ["Mon 09:00-18:00", "Tue 09:00-18:00", "Wed 09:00-18:00", "Thu 09:00-18:00", "Fri 09:00-18:00", "Sat 10:00-14:00"],
  footerAbout:
    "Northbridge Consulting Group is a North York, Toronto firm helping non-profits, public agencies and Canadian small businesses measure what matters, operate sustainably and deliver projects on time and on budget.",
});

const whyChooseUs = [
  feature(
    "feature-proven-expertise",
    "Proven Expertise",
    "Our consultants bring years of field experience in evaluation, sustainability and project delivery across public, non-profit and private sector engagements in Canada and abroad.",
    "award",
  ),
  feature(
    "feature-rapid-implementation",
    "Rapid Implementation",
    "We move from kickoff to working plans in weeks, not months, using tested frameworks and templates that we tailor to your context instead of starting from a blank page.",
    "zap",
  ),
  feature(
    "feature-measurable-results",
    "Measurable Results",
    "Every engagement starts with clear indicators and targets, so you can see progress in numbers and report it confidently to boards, funders and customers.",
    "trending-up",
  ),
  feature(
    "feature-quality-assurance",
    "Quality Assurance",
    "Peer review, data validation and senior sign-off are built into each deliverable, so the reports, tools and recommendations you receive are accurate and defensible.",
    "shield-check",
  ),
];

const included = [
  feature(
    "feature-ssl-security",
    "SSL Security",
    "Every site is served over HTTPS with an SSL certificate installed and renewed for you, protecting your visitors and your search ranking.",
    "lock",
  ),
  feature(
    "feature-fast-loading",
    "Fast Loading",
    "Optimised images, clean code and caching keep pages quick on every connection, so visitors stay instead of bouncing.",
    "gauge",
  ),
  feature(
    "feature-mobile-ready",
    "Mobile Ready",
    "Responsive layouts are tested on phones, tablets and desktops so your business looks professional on every screen.",
    "smartphone",
  ),
  feature(
    "feature-support",
    "Support",
    "After launch our team answers your questions by e-mail and phone, and replies within one business day.",
    "life-buoy",
  ),
];

const sections = [
  section("home.mission", {
    title: "Our Mission",
    body: "To equip organisations and Canadian small businesses with the evidence, strategies and practical support they need to improve lives, protect the environment and grow with confidence.",
  }),
  section("home.vision", {
    title: "Our Vision",
    body: "A world where every program, project and business decision is informed by reliable evidence and contributes to a fairer, more sustainable future.",
  }),
  section("home.whyChooseUs", {
    title: "Why Choose Us",
    subtitle: "A partner that combines rigorous methods with practical, on-the-ground delivery.",
    items: whyChooseUs.map((e) => e.sys.id),
  }),
  section("home.services", {
    title: "Our Core Services",
    subtitle:
      "From measuring impact to managing projects and running your back office, we offer the expertise you need at every stage of growth.",
    ctaLabel: "View All Services",
    ctaPath: "/services",
  }),
  section("home.cta", {
    title: "Ready to Turn Your Goals into Results?",
    body: "Tell us about your program, project or business. We will listen first, then propose a clear plan, a realistic timeline and a fixed budget.",
    ctaLabel: "Contact Us",
    ctaPath: "/contact",
  }),
  section("home.testimonials", {
    title: "What Our Clients Say",
    subtitle: "Organisations across Canada and around the world trust us with the work that matters most to them.",
  }),
  section("about.hero", {
    title: "Transforming Ideas into Success Stories",
    subtitle:
      "We are a Toronto-based team of evaluators, sustainability specialists, project managers and business advisers who turn good intentions into measurable results.",
  }),
  section("about.purpose", {
    title: "Our Purpose",
    subtitle: "Why we exist and where we are heading.",
  }),
  section("about.mission", {
    title: "Mission",
    body: "To help organisations plan, deliver and learn from their work by providing rigorous monitoring, evaluation and learning, practical sustainability strategies, disciplined project management and dependable support services.",
  }),
  section("about.vision", {
    title: "Vision",
    body: "To be the partner of choice for organisations in Canada and beyond that want their decisions grounded in evidence and their growth to benefit people and the planet.",
  }),
  section("about.values", {
    title: "Our Core Values",
    subtitle: "The commitments that guide how we work with clients, communities and each other.",
  }),
  section("about.team", {
    title: "Leadership Team",
    subtitle: "Experienced professionals who lead every engagement from first conversation to final report.",
  }),
  section("about.principles", {
    title: "Our Operating Principles",
    subtitle: "Eight principles shape every project we take on. Select one to read how we put it into practice.",
    ctaLabel: "See This Principle in Action",
    ctaPath: "/services",
  }),
  section("services.hero", {
    title: "Our Services",
    subtitle:
      "Monitoring, evaluation and learning, sustainability, project management and support services, delivered by specialists who understand your sector.",
    body: "Search the catalogue or filter by category to find the service that fits your needs.",
  }),
  section("packages.hero", {
    title: "Professional Websites at a Fixed Price",
    subtitle:
      "Launch a fast, secure, mobile-ready website for your business with transparent pricing in Canadian dollars and no surprise fees.",
  }),
  section("packages.included", {
    title: "What's Included in Every Package",
    subtitle: "Every website we build comes with the essentials a modern business needs.",
    items: included.map((e) => e.sys.id),
  }),
  section("packages.discount", {
    title: "New Business? Get 15% Off",
    subtitle: "Businesses registered within the last 12 months save 15% on any package.",
    body: "Enter your business registration date to check your eligibility. If your business was registered within the last 12 months, the discount is applied to every package price right away.",
    ctaLabel: "Check Eligibility",
  }),
  section("packages.referral", {
    title: "Refer & Earn $50",
    subtitle: "Know a business that needs a website? Refer them and you both save.",
    body: "Share your name and e-mail with your friend's details. Both you and your friend will receive $50 off codes via email once the referral is confirmed.",
    ctaLabel: "Submit Referral",
  }),
  section("packages.quote", {
    title: "Request Your Free Quote",
    subtitle: "Tell us about your business and the website you have in mind. We reply within one business day.",
    ctaLabel: "Request Quote",
  }),
  section("packages.faq", {
    title: "Frequently Asked Questions",
    subtitle: "Answers to the questions we hear most about our website packages.",
  }),
  section("contact.hero", {
    title: "Get in Touch",
    subtitle:
      "Send us a message or book an appointment with one of our consultants. We reply to every enquiry within 24 hours.",
  }),
  section("contact.info", {
    title: "Contact Information",
    body: "Visit our North York office, call us during office hours or send an e-mail at any time. For appointments, choose a service and a time slot that suits you and we will confirm by e-mail.",
  }),
  section("faq.hero", {
    title: "Frequently Asked Questions",
    subtitle: "Find quick answers about our services, pricing, support and technical matters.",
  }),
  section("faq.stillQuestions", {
    title: "Still Have Questions?",
    body: "Can't find the answer you're looking for? Our team is happy to help and replies to every message within 24 hours.",
    ctaLabel: "Contact Us",
    ctaPath: "/contact",
  }),
  section("blog.hero", {
    title: "Insights & Updates",
    subtitle:
      "Practical ideas on evaluation, sustainability, project delivery and growing a small business, from the Northbridge team.",
  }),
  section("resources.hero", {
    title: "Resource Center",
    subtitle:
      "Download guides, templates and toolkits our consultants use every day, from logic-model templates to sustainability checklists.",
  }),
  section("notFound", {
    title: "Page Not Found",
    body: "Sorry, the page you are looking for does not exist or has been moved. Try one of the links below or go back to the previous page.",
    ctaLabel: "Back to Home",
    ctaPath: "/",
  }),
  section("webmail", {
    title: "Webmail Login",
    subtitle: "Sign in to your Northbridge mailbox.",
    body: "Need help? Contact your administrator",
    ctaLabel: "Sign in",
  }),
];

const slides = [
  entry("heroSlide", "hero-slide-mel", {
    order: 1,
    title: "Monitoring, Evaluation & Learning",
    subtitle: "Evidence that drives better decisions",
    description:
      "We design indicators, collect reliable data and evaluate programs so you can prove impact, learn fast and report with confidence to funders and communities.",
    learnMorePath: "/services/mel",
    image: assetLink("hero-mel"),
  }),
  entry("heroSlide", "hero-slide-sustainability", {
    order: 2,
    title: "Sustainability Management",
    subtitle: "Growth that respects people and the planet",
    description:
      "From ESG roadmaps to SDG alignment and climate reporting, we help your organisation reduce risk, cut waste and earn the trust of customers and investors.",
    learnMorePath: "/services/sustainability",
    image: assetLink("hero-sustainability"),
  }),
  entry("heroSlide", "hero-slide-project-management", {
    order: 3,
    title: "Project Management",
    subtitle: "On time, on budget, on purpose",
    description:
      "Our certified project managers plan, track and deliver complex projects, keeping scope, risks and stakeholders under control from kickoff to close-out.",
    learnMorePath: "/services/project-management",
    image: assetLink("hero-project-management"),
  }),
  entry("heroSlide", "hero-slide-business-support", {
    order: 4,
    title: "Business Support",
    subtitle: "Integrated services for growing businesses",
    description:
      "IT, digital marketing, financial management, HR and virtual office services under one roof, so you can focus on your customers while we handle the rest.",
    learnMorePath: "/services/integrated-support",
    image: assetLink("hero-business-support"),
  }),
];

const testimonials = [
  entry("testimonial", "testimonial-amina-yusuf", {
    order: 1,
    quote:
      "Northbridge redesigned our monitoring framework in six weeks. For the first time our field teams and our board look at the same numbers, and our funder renewal was approved without a single data query.",
    name: "Amina Yusuf",
    role: "Executive Director",
    organization: "Bright Futures Community Foundation",
  }),
  entry("testimonial", "testimonial-daniel-tremblay", {
    order: 2,
    quote:
      "Their sustainability assessment gave us a clear, affordable roadmap. We cut our energy costs by 18 percent in the first year and now have an ESG story our customers actually ask about.",
    name: "Daniel Tremblay",
    role: "Operations Manager",
    organization: "Maple Ridge Foods Ltd.",
  }),
  entry("testimonial", "testimonial-grace-liu", {
    order: 3,
    quote:
      "We were a two-person start-up with no website and no back office. Northbridge built our site in a week and now handles our bookkeeping and IT, which freed us to focus on growing the business.",
    name: "Grace Liu",
    role: "Co-founder",
    organization: "Lumen Home Care Services",
  }),
];

export const entries: SeedEntry[] = [
  settings,
  ...sections,
  ...whyChooseUs,
  ...included,
  ...slides,
  ...testimonials,
];
