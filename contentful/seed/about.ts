/**
 * The About page's content: 8 operating principles (/about/principle/{slug}),
 * 8 value cards and the 12 members of the Leadership Team carousel.
 */
import type { SeedEntry } from "../types.ts";
import { assetLink, entry } from "./helpers.ts";
import { FIRM_DOMAIN } from "./site.ts";

interface PrincipleCopy {
  slug: string;
  title: string;
  shortDescription: string;
  fullDescription: string;
  color: string;
  accentColor: string;
  icon: string;
}

const principleCopy: PrincipleCopy[] = [
  {
    slug: "do-no-harm",
    title: "Do No Harm",
    shortDescription:
      "We anticipate and avoid negative consequences of our work for the people, communities and ecosystems it touches.",
    fullDescription: `Every evaluation, strategy and project we support has effects beyond its immediate objectives. Our first responsibility is to make sure those effects never leave people or places worse off than before we arrived.

Before fieldwork begins, we assess how our presence, our questions and our recommendations could create risk, especially for vulnerable groups such as children, survivors of violence, displaced people and workers in precarious jobs. Where a risk cannot be reduced to an acceptable level, we change the approach or decline the work.

In practice, this means:
- Screening every engagement for social, environmental and data-protection risks at the proposal stage
- Obtaining informed consent and protecting the anonymity of participants in surveys, interviews and focus groups
- Using trauma-informed interview techniques and referral pathways when sensitive topics arise
- Storing personal data securely in Canada and keeping it only as long as the project requires
- Reviewing recommendations for unintended consequences before they reach decision makers

Doing no harm is not a one-time check. We revisit our risk assessment at each project milestone and invite clients and communities to raise concerns at any time.`,
    color: "#9f1239",
    accentColor: "#fecdd3",
    icon: "shield",
  },
  {
    slug: "social-impact-global-goals",
    title: "Commitment to Social Impact and Global Goals",
    shortDescription:
      "We align our work with the UN Sustainable Development Goals and measure success by the positive change it creates.",
    fullDescription: `We believe that consulting is only worthwhile when it contributes to a better world. The 2030 Agenda and its 17 Sustainable Development Goals (SDGs) give us and our clients a shared language for that ambition.

For non-profits and public agencies, we connect program results to the relevant SDG targets so that local achievements are visible in national and global reporting. For businesses, we translate the goals into practical priorities that fit their size, sector and budget.

How we put this principle to work:
- Mapping each client's objectives to SDG targets and Canadian national indicators
- Designing results frameworks that capture social outcomes, not just outputs
- Prioritising engagements that benefit underserved communities and small enterprises
- Reporting our own contribution through an annual impact statement

Social impact is the thread that runs through our monitoring, sustainability and project management services. It is how we decide which work to pursue and how we judge whether we did it well.`,
    color: "#1e3a8a",
    accentColor: "#bfdbfe",
    icon: "globe",
  },
  {
    slug: "diversity-equity-inclusion",
    title: "Diversity, Equity, and Inclusion (DEI)",
    shortDescription:
      "We build diverse teams, design inclusive methods and make sure every voice shapes the evidence and the decisions.",
    fullDescription: `Diverse perspectives produce better analysis and fairer decisions. Toronto is one of the most diverse cities in the world, and our team reflects the communities we serve in its languages, backgrounds and lived experience.

Equity goes beyond representation. We examine who benefits from a program or policy and who is left out, and we disaggregate data by gender, age, disability, Indigenous identity and other factors whenever it is safe and relevant to do so.

Our commitments include:
- Gender-based analysis plus (GBA+) in every evaluation and strategy we design
- Survey tools and workshops offered in plain language and in multiple languages
- Accessible formats and accommodations for participants with disabilities
- Fair, transparent hiring and pay practices, reviewed every year
- Partnerships with community-based organisations led by the people they serve

Inclusion is a practice, not a statement. We ask participants and clients for feedback on how inclusive our processes felt, and we act on what we hear.`,
    color: "#6b21a8",
    accentColor: "#e9d5ff",
    icon: "users",
  },
  {
    slug: "ethical-conduct",
    title: "Ethical Conduct",
    shortDescription:
      "We act with honesty, independence and transparency, and we report findings as they are, not as anyone would like them to be.",
    fullDescription: `Clients hire us because they need an honest view. Our credibility depends on independence, integrity and the courage to share difficult findings respectfully and clearly.

We follow the Canadian Evaluation Society's ethics guidelines and the Project Management Institute's Code of Ethics and Professional Conduct. Every consultant signs our code of conduct and completes annual training on conflicts of interest, anti-corruption and data ethics.

Ethical conduct at Northbridge means:
- Declaring any potential conflict of interest before an engagement starts
- Keeping evaluation findings independent from commercial considerations
- Citing sources, documenting methods and sharing limitations openly
- Protecting client confidentiality and participant privacy under PIPEDA
- Refusing gifts, payments or favours that could influence our judgement

When something goes wrong, we say so promptly, take responsibility and work with our clients to put it right.`,
    color: "#334155",
    accentColor: "#cbd5e1",
    icon: "scale",
  },
  {
    slug: "continuous-improvement",
    title: "Continuous Improvement",
    shortDescription:
      "We learn from every engagement, refine our methods and help clients build the habit of learning into their own work.",
    fullDescription: `Learning is the "L" in MEL, and it applies to us as much as to our clients. Each project is an opportunity to test what works, understand what does not and improve the next time.

At the close of every engagement we hold an after-action review with the client team. We document lessons, update our templates and toolkits, and share relevant insights through our blog and resource center so others can benefit as well.

Our improvement cycle includes:
- Client feedback surveys at key milestones and at project close
- Internal peer review of methods, tools and deliverables
- Quarterly learning sessions where consultants share lessons across practice areas
- Professional development budgets for every team member
- Tracking our own quality indicators, such as on-time delivery and client satisfaction

We also help clients create their own feedback loops, from simple learning agendas to adaptive management processes that turn data into timely course corrections.`,
    color: "#0f766e",
    accentColor: "#99f6e4",
    icon: "refresh-cw",
  },
  {
    slug: "environmental-stewardship",
    title: "Environmental Stewardship",
    shortDescription:
      "We reduce our own footprint and help clients protect the natural systems that communities and economies depend on.",
    fullDescription: `Healthy ecosystems underpin every economy and community. We treat environmental responsibility as part of the job, both in how we run our own firm and in the advice we give.

Inside Northbridge, we operate a paperless office, prioritise virtual meetings over travel, purchase renewable energy certificates for our office use and offset the emissions of unavoidable flights. We report our footprint every year and set reduction targets.

With clients, we:
- Integrate environmental screening into project plans and evaluations
- Measure greenhouse gas emissions, water use and waste using recognised protocols
- Identify practical efficiency measures that lower both costs and impact
- Support climate adaptation planning for infrastructure and supply chains
- Favour local suppliers and low-impact options in the projects we manage

Stewardship means thinking long term. We encourage every client to consider how today's decisions will affect the environment their successors inherit.`,
    color: "#166534",
    accentColor: "#bbf7d0",
    icon: "leaf",
  },
  {
    slug: "innovation-technology-integration",
    title: "Innovation and Technology Integration",
    shortDescription:
      "We use proven digital tools and new approaches to collect better data, work more efficiently and deliver more value.",
    fullDescription: `Technology can make evidence faster, cheaper and more reliable, but only when it is chosen with care. We look for tools that solve real problems for our clients rather than adding complexity.

Our consultants use mobile data collection, geospatial analysis, dashboards and automation to shorten the time between collecting information and acting on it. For small businesses, we introduce cloud tools that replace manual processes and scale as the business grows.

Examples of how we integrate technology:
- Mobile survey platforms with offline capture and built-in quality checks
- Interactive dashboards that keep managers and funders up to date in real time
- Remote sensing and mapping for environmental and infrastructure assessments
- Secure cloud collaboration and document management for distributed teams
- Responsible use of AI-assisted analysis, always reviewed by a qualified consultant

Every new tool is assessed for security, accessibility, cost and data protection before we use it, and we train client teams so the benefits last after we leave.`,
    color: "#3730a3",
    accentColor: "#c7d2fe",
    icon: "cpu",
  },
  {
    slug: "rights-based-approach",
    title: "Rights-based Approach",
    shortDescription:
      "We ground our work in human rights, treating people as rights-holders and institutions as duty-bearers.",
    fullDescription: `A rights-based approach recognises that people are not passive beneficiaries but rights-holders with a say in the decisions that affect them. Institutions, in turn, have obligations to respect, protect and fulfil those rights.

We apply this lens when designing evaluations, advising on sustainability and managing projects. It shapes whom we consult, how we analyse results and what we recommend, with particular attention to the rights of Indigenous peoples, women and girls, persons with disabilities and workers.

In our work, a rights-based approach means:
- Involving affected people meaningfully in design, data collection and validation of findings
- Respecting free, prior and informed consent where Indigenous communities are concerned
- Assessing whether programs reach the people most at risk of being left behind
- Checking supply chains and operations against labour and human rights standards
- Making findings accessible to the communities that contributed to them

Participation, accountability, non-discrimination and transparency are the standards we hold ourselves to, and the standards we help our clients meet.`,
    color: "#9a3412",
    accentColor: "#fed7aa",
    icon: "hand-heart",
  },
];

const principles = principleCopy.map((p, i) =>
  entry("principle", `principle-${p.slug}`, { ...p, order: i + 1 }),
);

interface ValueCopy {
  slug: string;
  title: string;
  shortDescription: string;
  fullDescription: string;
  color: string;
  icon: string;
}

const valueCopy: ValueCopy[] = [
  {
    slug: "integrity",
    title: "Integrity",
    shortDescription: "We are honest, transparent and consistent in everything we do.",
    fullDescription:
      "We tell clients what the evidence shows, even when it is not what they hoped to hear. We are open about our methods, our fees and our limitations, and we keep our promises. Integrity is the foundation of the long-term relationships we build with clients, partners and communities.",
    color: "#1e3a8a",
    icon: "shield-check",
  },
  {
    slug: "collaboration",
    title: "Collaboration",
    shortDescription: "We work alongside our clients, not above them.",
    fullDescription:
      "The best solutions come from combining our expertise with our clients' knowledge of their own context. We co-design plans, share our tools openly and build the skills of client teams so results are owned by the people who will sustain them. Internally, we bring together specialists from different practice areas on every engagement.",
    color: "#0f766e",
    icon: "handshake",
  },
  {
    slug: "excellence",
    title: "Excellence",
    shortDescription: "We hold our work to the highest professional standards.",
    fullDescription:
      "Every deliverable goes through peer review and quality checks before it reaches a client. We follow recognised standards in evaluation, project management and sustainability reporting, and we invest in the training and certification of our team so our advice reflects current best practice.",
    color: "#7c2d12",
    icon: "award",
  },
  {
    slug: "innovation",
    title: "Innovation",
    shortDescription: "We look for better ways to solve old problems.",
    fullDescription:
      "We experiment with new methods, digital tools and partnerships when they can make our work faster, more affordable or more insightful. Innovation at Northbridge is practical: we test ideas on a small scale, measure whether they help and adopt only what adds real value for our clients.",
    color: "#3730a3",
    icon: "lightbulb",
  },
  {
    slug: "accountability",
    title: "Accountability",
    shortDescription: "We take ownership of our commitments and our results.",
    fullDescription:
      "We set clear deliverables, timelines and budgets, and we report progress against them openly. When something does not go to plan, we explain why and what we will do about it. We help our clients strengthen their own accountability to funders, boards, customers and the communities they serve.",
    color: "#334155",
    icon: "clipboard-check",
  },
  {
    slug: "respect",
    title: "Respect",
    shortDescription: "We value every person's dignity, culture and perspective.",
    fullDescription:
      "We listen carefully, engage respectfully with people of all backgrounds and adapt our approach to local cultures and languages. We treat the time and trust of research participants as a privilege, and we build a workplace where every team member feels valued and heard.",
    color: "#6b21a8",
    icon: "heart",
  },
  {
    slug: "sustainability",
    title: "Sustainability",
    shortDescription: "We aim for results that last long after our engagement ends.",
    fullDescription:
      "We design solutions that are financially, socially and environmentally sustainable. That means building local capacity, choosing tools our clients can afford to maintain and considering long-term environmental effects. We apply the same thinking to our own operations and report on our footprint every year.",
    color: "#166534",
    icon: "leaf",
  },
  {
    slug: "learning",
    title: "Learning",
    shortDescription: "We stay curious and turn experience into improvement.",
    fullDescription:
      "Every project teaches us something. We capture lessons through after-action reviews, share them across our team and with the wider community through our blog and resource center, and support each consultant's professional development. We help clients build the same habit, turning data into learning and learning into better decisions.",
    color: "#9f1239",
    icon: "book-open",
  },
];

const values = valueCopy.map((v, i) => entry("value", `value-${v.slug}`, { ...v, order: i + 1 }));

interface MemberCopy {
  name: string;
  role: string;
  bio: string;
  expertise: string[];
}

const memberCopy: MemberCopy[] = [
  {
    name: "Catherine Okafor",
    role: "Founder & Managing Director",
    bio: "Catherine founded Northbridge after fifteen years leading evaluations for international development agencies in West Africa and Canada. She sets the firm's strategy and oversees quality on its largest engagements. She holds an MA in Public Policy from the University of Toronto and the Credentialed Evaluator designation. Catherine mentors emerging evaluators through the Canadian Evaluation Society.",
    expertise: ["Strategic Leadership", "Program Evaluation", "Results-Based Management", "Donor Relations"],
  },
  {
    name: "Marc Gauthier",
    role: "Director, Monitoring, Evaluation & Learning",
    bio: "Marc leads the MEL practice, designing monitoring systems and impact evaluations for foundations, NGOs and government programs. He has managed mixed-methods studies in more than twenty countries. Before joining Northbridge he was a senior evaluator with a federal department. He is fluent in English and French.",
    expertise: ["Impact Evaluation", "Mixed Methods", "Theory of Change", "Third-Party Monitoring", "Data Quality Audits"],
  },
  {
    name: "Priya Raman",
    role: "Director, Sustainability & ESG",
    bio: "Priya helps businesses and public bodies build ESG strategies, align with the SDGs and report on climate action. She previously led sustainability reporting at a Canadian manufacturer. Priya is a GRI Certified Sustainability Professional and holds an MES from York University.",
    expertise: ["ESG Strategy", "GRI & ISSB Reporting", "SDG Alignment", "Carbon Accounting"],
  },
  {
    name: "David Chen",
    role: "Director, Project Management Office",
    bio: "David runs the firm's project management office and leads delivery of complex multi-stakeholder projects. He has over twelve years of experience managing infrastructure, technology and capacity-building projects. David is a certified Project Management Professional and a Certified ScrumMaster. He is known for keeping projects calm, on schedule and on budget.",
    expertise: ["PMP Project Delivery", "Agile & Hybrid Methods", "Risk Management", "Portfolio Governance"],
  },
  {
    name: "Fatima Haddad",
    role: "Director, Business Support Services",
    bio: "Fatima oversees the integrated and augmented support services that help small businesses run smoothly. She brings a background in operations and finance from the hospitality and retail sectors. Fatima is a Chartered Professional Accountant and an adviser to several Toronto small-business incubators.",
    expertise: ["Small Business Operations", "Financial Management", "Process Improvement", "Business Planning"],
  },
  {
    name: "Jonathan Mitchell",
    role: "Chief Operating Officer",
    bio: "Jonathan manages the firm's finances, contracts and internal operations, ensuring every team has what it needs to deliver. He spent a decade in operations leadership at a national consulting firm. Jonathan holds an MBA from the Schulich School of Business and leads the firm's own sustainability reporting.",
    expertise: ["Operations Management", "Contract Management", "Financial Planning", "Corporate Governance"],
  },
  {
    name: "Aisha Mohammed",
    role: "Senior Evaluation Specialist",
    bio: "Aisha designs data collection strategies and leads field research for evaluations of health, education and livelihoods programs. She specialises in gender-responsive and participatory methods. Aisha holds an MPH from McMaster University and has worked with communities across East Africa and Ontario.",
    expertise: ["Participatory Evaluation", "Gender Analysis (GBA+)", "Survey Design", "Qualitative Research"],
  },
  {
    name: "Lucas Fernandes",
    role: "Head of Data & Analytics",
    bio: "Lucas builds the dashboards, databases and analysis pipelines behind the firm's evidence work. He has designed monitoring information systems for programs with hundreds of thousands of participants. Lucas holds an MSc in Statistics from the University of Waterloo. He leads the firm's data-protection practices.",
    expertise: ["Statistical Analysis", "Dashboards & Visualisation", "Mobile Data Collection", "Data Protection", "GIS Mapping"],
  },
  {
    name: "Sarah Whitfield",
    role: "Senior Climate & Resilience Advisor",
    bio: "Sarah leads climate impact assessments, energy efficiency audits and infrastructure resilience studies. She is a Professional Engineer with a background in municipal infrastructure planning. Sarah has advised Ontario municipalities and utilities on adaptation to extreme weather.",
    expertise: ["Climate Risk Assessment", "Energy Audits", "Infrastructure Resilience", "Adaptation Planning"],
  },
  {
    name: "Kwame Asante",
    role: "IT & Cybersecurity Lead",
    bio: "Kwame manages IT services for the firm's small-business clients and leads its cybersecurity compliance work. He has helped defence suppliers prepare for CMMC assessments and cloud providers for FedRAMP authorisation. Kwame holds CISSP and CompTIA Security+ certifications. He also leads the team that builds the firm's fixed-price websites.",
    expertise: ["Cybersecurity Compliance", "Cloud Infrastructure", "Managed IT Services", "Web Development"],
  },
  {
    name: "Elena Petrova",
    role: "Learning & Capacity Development Lead",
    bio: "Elena designs and facilitates learning workshops, training programs and communities of practice for clients and partners. She has trained more than two thousand practitioners in evaluation and adaptive management. Elena holds an MEd in Adult Education from OISE and speaks English, Russian and Bulgarian.",
    expertise: ["Workshop Facilitation", "Adult Learning", "Knowledge Management", "Adaptive Management"],
  },
  {
    name: "Michael O'Brien",
    role: "Client Partnerships Director",
    bio: "Michael builds relationships with foundations, public agencies and businesses, and makes sure every engagement starts with a clear scope. He has twenty years of experience in business development for professional services firms. Michael chairs the firm's client feedback program and oversees the website packages offer.",
    expertise: ["Client Relations", "Proposal Development", "Stakeholder Engagement", "Marketing Strategy"],
  },
];

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const team = memberCopy.map((m, i) => {
  const slug = slugOf(m.name);
  const [first = "", last = ""] = m.name.toLowerCase().replace(/'/g, "").split(" ");
  return entry("teamMember", `team-${slug}`, {
    slug,
    order: i + 1,
    name: m.name,
    role: m.role,
    image: assetLink(`team-${String(i + 1).padStart(2, "0")}`),
    bio: m.bio,
    expertise: m.expertise,
    linkedin: `https://www.linkedin.com/in/${slug}`,
    twitter: `https://twitter.com/${first}${last.charAt(0)}_nbcg`,
    email: `${first}.${last}@${FIRM_DOMAIN}`,
  });
});

export const entries: SeedEntry[] = [...principles, ...values, ...team];
