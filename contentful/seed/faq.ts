/**
 * The questions of the /faq page, in the categories services, pricing,
 * support and technical. Order runs 1..n across the page so the "all" tab
 * keeps the categories grouped.
 */
import type { SeedEntry } from "../types.ts";
import { entry } from "./helpers.ts";

type Category = "services" | "pricing" | "support" | "technical";

const faqs: { id: string; category: Category; question: string; answer: string }[] = [
  {
    id: "services-offered",
    category: "services",
    question: "What services does your firm offer?",
    answer:
      "We offer monitoring, evaluation and learning (MEL), sustainability management, project management, integrated support services (IT, business planning, digital marketing, financial management, HR and virtual office), augmented support services (climate, energy, infrastructure resilience and cybersecurity compliance) and fixed-price website packages for small businesses.",
  },
  {
    id: "services-who-we-work-with",
    category: "services",
    question: "What types of organisations do you work with?",
    answer:
      "Our clients include non-profits, charities, foundations, international development organisations, public agencies and Canadian small and medium-sized businesses. We adapt our methods and our scope to the size and resources of each organisation.",
  },
  {
    id: "services-outside-toronto",
    category: "services",
    question: "Do you work with clients outside Toronto?",
    answer:
      "Yes. Our office is in North York, Toronto, but we serve clients across Canada and internationally. Most of our work can be done remotely, and our team travels for fieldwork, site visits and workshops when needed.",
  },
  {
    id: "services-getting-started",
    category: "services",
    question: "How does a typical engagement start?",
    answer:
      "It starts with a free consultation, by phone, video or in person, where we learn about your goals and constraints. Within a few days we send a short proposal with the scope, approach, timeline and a fixed or capped budget. Work begins once you approve it.",
  },
  {
    id: "services-customised",
    category: "services",
    question: "Can you combine several services in one project?",
    answer:
      "Absolutely. Many clients combine services, for example a sustainability assessment followed by project management of the improvements, or a new program with a built-in MEL framework. One lead consultant coordinates the whole engagement so you have a single point of contact.",
  },
  {
    id: "pricing-how-priced",
    category: "pricing",
    question: "How do you price your consulting services?",
    answer:
      "Most consulting engagements are priced as a fixed fee based on a clearly defined scope, so you know the cost up front. For ongoing or open-ended work we offer monthly retainers or hourly rates with a cap. All prices are quoted in Canadian dollars plus applicable taxes.",
  },
  {
    id: "pricing-free-consultation",
    category: "pricing",
    question: "Is the initial consultation free?",
    answer:
      "Yes. The first consultation of up to 60 minutes is free and comes with no obligation. You can book it through the Book Appointment tab on our contact page.",
  },
  {
    id: "pricing-discounts",
    category: "pricing",
    question: "Do you offer discounts for non-profits or new businesses?",
    answer:
      "Registered charities and non-profits receive a reduced rate on consulting services. Businesses registered within the last 12 months get 15% off any website package, and our referral program gives both you and a friend $50 off codes.",
  },
  {
    id: "pricing-payment-terms",
    category: "pricing",
    question: "What are your payment terms?",
    answer:
      "For fixed-fee projects we typically invoice 30% at signing and the balance in milestone payments. Website packages are paid 50% at kickoff and 50% at launch. We accept bank transfer, credit card and cheque, and invoices are payable within 30 days.",
  },
  {
    id: "support-response-time",
    category: "support",
    question: "How quickly will you respond to my enquiry?",
    answer:
      "We reply to every message and appointment request within 24 hours, usually much sooner during office hours (Monday to Friday 9:00 AM to 6:00 PM, Saturday 10:00 AM to 2:00 PM).",
  },
  {
    id: "support-after-project",
    category: "support",
    question: "Do you provide support after a project ends?",
    answer:
      "Yes. Every engagement includes a handover session and 30 days of follow-up support to answer questions about our deliverables. Longer-term support, such as coaching, refresher training or maintenance, is available as a monthly plan.",
  },
  {
    id: "support-contact-team",
    category: "support",
    question: "How can I reach my project team?",
    answer:
      "Each client has a named lead consultant reachable by e-mail and phone. You can also use our contact form or call our main line; messages are routed to your team and answered within 24 hours.",
  },
  {
    id: "support-training",
    category: "support",
    question: "Can you train our staff to continue the work themselves?",
    answer:
      "Yes. Capacity building is part of how we work. We offer tailored training, coaching and ready-to-use templates so your team can run monitoring systems, sustainability programs or project processes independently.",
  },
  {
    id: "technical-data-security",
    category: "technical",
    question: "How do you protect our data?",
    answer:
      "We store client and participant data on encrypted, access-controlled systems hosted in Canada, use multi-factor authentication for all staff accounts, and comply with PIPEDA. Data is kept only as long as the project requires and is securely deleted afterwards, unless you ask us to retain it.",
  },
  {
    id: "technical-tools",
    category: "technical",
    question: "Which tools and software do you use?",
    answer:
      "We use established tools such as KoboToolbox and SurveyCTO for data collection, R, Stata and NVivo for analysis, Power BI for dashboards and Microsoft 365 for collaboration. Where possible we work in the tools you already use so nothing is lost after handover.",
  },
  {
    id: "technical-website-tech",
    category: "technical",
    question: "What technology are your websites built with?",
    answer:
      "Our websites are built with modern, standards-based web technology, served over HTTPS and designed to be fast, accessible and mobile-ready. We test every site on current versions of Chrome, Safari, Firefox and Edge on both desktop and mobile.",
  },
  {
    id: "technical-accessibility",
    category: "technical",
    question: "Are your websites and reports accessible?",
    answer:
      "Yes. We design websites to the WCAG 2.1 AA standard required under Ontario's AODA, and we can provide reports and presentations in accessible formats, including plain-language summaries and tagged PDFs.",
  },
];

export const entries: SeedEntry[] = faqs.map((f, i) =>
  entry("faqItem", `faq-${f.id}`, { order: i + 1, category: f.category, question: f.question, answer: f.answer }),
);
