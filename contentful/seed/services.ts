/**
 * The services catalogue (listing, home grid, mega-menu) and the seven
 * service pages under /services/{slug} with their cards and benefits.
 */
import type { SeedEntry } from "../types.ts";
import { entry, link } from "./helpers.ts";

const kebab = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/* ---------- Catalogue ---------- */

interface ServiceCopy {
  slug: string;
  name: string;
  description: string;
  path: string;
  category: "mel" | "sustainability" | "project" | "support";
  features: string[];
  icon: string;
  menuGroup: "core" | "support" | "none";
  inCatalogue: boolean;
}

const serviceCopy: ServiceCopy[] = [
  {
    slug: "mel",
    name: "Monitoring, Evaluation & Learning",
    description:
      "Robust MEL systems, independent evaluations and learning processes that show what your programs achieve and how to make them better.",
    path: "/services/mel",
    category: "mel",
    features: [
      "Data collection strategies",
      "Project evaluations",
      "Third-party monitoring",
      "Learning workshops",
      "Performance audits",
    ],
    icon: "bar-chart-3",
    menuGroup: "core",
    inCatalogue: true,
  },
  {
    slug: "sustainability",
    name: "Sustainability Management",
    description:
      "ESG strategies, SDG alignment and climate reporting that reduce risk, cut costs and build the trust of customers, investors and communities.",
    path: "/services/sustainability",
    category: "sustainability",
    features: [
      "Sustainability assessments",
      "ESG strategies & roadmaps",
      "SDG alignment",
      "Climate action reporting",
      "Compliance & certification",
    ],
    icon: "leaf",
    menuGroup: "core",
    inCatalogue: true,
  },
  {
    slug: "project-management",
    name: "Project Management",
    description:
      "Certified project managers who plan, run and close your projects on time and on budget, with clear reporting at every stage.",
    path: "/services/project-management",
    category: "project",
    features: [
      "Project planning & scheduling",
      "Risk & issue management",
      "Stakeholder communication",
      "Budget & resource control",
      "PMO setup & governance",
    ],
    icon: "kanban-square",
    menuGroup: "core",
    inCatalogue: true,
  },
  {
    slug: "integrated-support",
    name: "Integrated Support",
    description:
      "IT, business planning, digital marketing, finance, HR and virtual office services under one roof for small businesses and non-profits.",
    path: "/services/integrated-support",
    category: "support",
    features: ["IT services", "Business planning", "Digital marketing", "Financial management", "HR support"],
    icon: "layers",
    menuGroup: "support",
    inCatalogue: true,
  },
  {
    slug: "augmented-support",
    name: "Augmented Support",
    description:
      "Specialist expertise in climate impact, energy efficiency, infrastructure resilience and cybersecurity compliance to extend your team's capacity.",
    path: "/services/augmented-support",
    category: "support",
    features: [
      "Climate impact assessments",
      "Energy efficiency audits",
      "Infrastructure resilience",
      "Cybersecurity compliance (CMMC, FedRAMP)",
      "Risk management",
    ],
    icon: "shield-plus",
    menuGroup: "support",
    inCatalogue: true,
  },
  {
    slug: "website-packages",
    name: "Website Packages",
    description:
      "Fixed-price, mobile-ready websites for Canadian small businesses, from a three-page starter site to a ten-page site with a blog.",
    path: "/website-packages",
    category: "support",
    features: [
      "Starter, Professional and Premium packages",
      "Fixed prices in CAD",
      "SSL and mobile-ready design",
      "15% off for new businesses",
    ],
    icon: "monitor-smartphone",
    menuGroup: "support",
    inCatalogue: false,
  },
  {
    slug: "it",
    name: "IT Services",
    description:
      "Managed IT support, cloud migration, cybersecurity and web development for small businesses and non-profits that need reliable technology.",
    path: "/services/it",
    category: "support",
    features: ["Managed IT support", "Cloud & Microsoft 365", "Cybersecurity essentials", "Website development"],
    icon: "server",
    menuGroup: "none",
    inCatalogue: false,
  },
  {
    slug: "monitoring",
    name: "Monitoring & Evaluation",
    description:
      "Monitoring frameworks, baseline studies and independent evaluations that track progress and demonstrate results to funders and stakeholders.",
    path: "/services/monitoring",
    category: "mel",
    features: [
      "M&E framework design",
      "Baseline & endline studies",
      "Mid-term & final evaluations",
      "Data quality assessments",
    ],
    icon: "line-chart",
    menuGroup: "none",
    inCatalogue: false,
  },
];

const services = serviceCopy.map((s, i) => entry("service", `service-${s.slug}`, { ...s, order: i + 1 }));

/* ---------- Service pages ---------- */

interface CardCopy {
  title: string;
  description: string;
  features: [string, string, string, string, string];
  icon: string;
}

interface BenefitCopy {
  title: string;
  description: string;
  icon: string;
}

interface PageCopy {
  slug: string;
  title: string;
  heroTitle: string;
  heroSubtitle: string;
  intro: string;
  cardsTitle: string;
  cards: CardCopy[];
  benefitsTitle?: string;
  benefits?: BenefitCopy[];
  ctaText: string;
}

const pageCopy: PageCopy[] = [
  {
    slug: "it",
    title: "IT Services",
    heroTitle: "Reliable IT for Growing Organisations",
    heroSubtitle:
      "Managed support, secure cloud tools and modern websites, so your technology works as hard as your team does.",
    intro:
      "Small businesses and non-profits rarely have a full IT department, yet they face the same security threats and productivity demands as large enterprises. Our IT team becomes your technology partner: we keep systems running, protect your data and help you adopt tools that save time, all for a predictable monthly fee.",
    cardsTitle: "Our IT Services",
    cards: [
      {
        title: "Managed IT Support",
        description: "Friendly, responsive help desk and proactive maintenance for your computers, devices and software.",
        features: [
          "Remote and on-site help desk",
          "Device setup and onboarding",
          "Patch and update management",
          "Software licence tracking",
          "Monthly health reports",
        ],
        icon: "headset",
      },
      {
        title: "Cloud & Microsoft 365",
        description: "Move files, e-mail and collaboration to the cloud securely and without disruption.",
        features: [
          "Microsoft 365 and Google Workspace setup",
          "E-mail and file migration",
          "Teams and SharePoint configuration",
          "User and permission management",
          "Staff training sessions",
        ],
        icon: "cloud",
      },
      {
        title: "Cybersecurity Essentials",
        description: "Practical protection against the threats that most often hit small organisations.",
        features: [
          "Multi-factor authentication rollout",
          "Endpoint protection and monitoring",
          "Phishing awareness training",
          "Security policy templates",
          "Vulnerability scans",
        ],
        icon: "shield-check",
      },
      {
        title: "Network & Infrastructure",
        description: "Fast, stable and secure office networks designed around how your team works.",
        features: [
          "Network design and installation",
          "Wi-Fi coverage optimisation",
          "Firewall configuration",
          "VPN for remote staff",
          "Hardware procurement advice",
        ],
        icon: "network",
      },
      {
        title: "Website & Application Development",
        description: "Websites and simple business applications that are fast, accessible and easy to maintain.",
        features: [
          "Responsive website design",
          "Booking and contact forms",
          "Content management setup",
          "Accessibility (WCAG) checks",
          "Hosting and domain management",
        ],
        icon: "code",
      },
      {
        title: "Data Backup & Recovery",
        description: "Make sure a lost laptop, ransomware attack or outage never means lost work.",
        features: [
          "Automated cloud backups",
          "Backup monitoring and testing",
          "Disaster recovery planning",
          "Data stored in Canada",
          "Rapid restore support",
        ],
        icon: "database-backup",
      },
    ],
    ctaText:
      "Tell us about your current systems and pain points. We will review your setup and recommend a clear, affordable IT plan.",
  },
  {
    slug: "monitoring",
    title: "Monitoring & Evaluation",
    heroTitle: "Track Progress. Demonstrate Results.",
    heroSubtitle:
      "Monitoring frameworks and independent evaluations that give funders, boards and teams confidence in what your programs achieve.",
    intro:
      "Good monitoring and evaluation answers two questions: are we doing what we said we would, and is it making a difference? We help you set meaningful indicators, collect reliable data and commission credible evaluations at the right moments in your program cycle.",
    cardsTitle: "Monitoring & Evaluation Services",
    cards: [
      {
        title: "M&E Framework Design",
        description: "A clear results framework that links your activities to the outcomes you want to achieve.",
        features: [
          "Theory of change development",
          "Logic models and results chains",
          "SMART indicator selection",
          "Performance measurement plans",
          "Data collection calendars",
        ],
        icon: "git-branch",
      },
      {
        title: "Baseline & Endline Studies",
        description: "Measure where you start and where you finish so change can be demonstrated with confidence.",
        features: [
          "Study design and sampling",
          "Household and organisational surveys",
          "Comparison group selection",
          "Target setting",
          "Baseline and endline reports",
        ],
        icon: "ruler",
      },
      {
        title: "Results Monitoring Systems",
        description: "Routine systems that capture program data accurately and turn it into timely reports.",
        features: [
          "Indicator tracking tables",
          "Digital data collection tools",
          "Monitoring databases",
          "Quarterly progress dashboards",
          "Donor reporting templates",
        ],
        icon: "activity",
      },
      {
        title: "Mid-Term & Final Evaluations",
        description: "Independent assessments of relevance, effectiveness, efficiency, impact and sustainability.",
        features: [
          "OECD-DAC criteria evaluations",
          "Mixed-methods designs",
          "Key informant interviews",
          "Evaluation reports and briefs",
          "Management response support",
        ],
        icon: "clipboard-list",
      },
      {
        title: "Data Quality Assessments",
        description: "Verify that the numbers you report are valid, reliable, timely and complete.",
        features: [
          "Data verification visits",
          "Source document reviews",
          "Data flow mapping",
          "Quality improvement plans",
          "Re-assessment follow-up",
        ],
        icon: "check-circle",
      },
      {
        title: "Evaluation Capacity Building",
        description: "Equip your staff to run and use monitoring and evaluation confidently on their own.",
        features: [
          "M&E skills training",
          "Coaching for M&E officers",
          "Tool and template libraries",
          "Evaluation policy development",
          "Peer learning sessions",
        ],
        icon: "graduation-cap",
      },
    ],
    ctaText:
      "Whether you need a framework for a new program or an independent evaluation of an existing one, we will scope the right approach for your budget.",
  },
  {
    slug: "mel",
    title: "Monitoring, Evaluation & Learning",
    heroTitle: "Monitoring, Evaluation & Learning",
    heroSubtitle:
      "Evidence that drives better decisions: we help you measure results, understand impact and learn faster.",
    intro:
      "Our MEL practice combines rigorous methods with practical tools your team can use every day. From the first data collection plan to the final evaluation and the learning workshop that follows it, we make sure evidence reaches the people who need it, when they need it.",
    cardsTitle: "Our MEL Services",
    cards: [
      {
        title: "Data Collection Strategies",
        description: "Plans and tools to gather accurate, ethical and cost-effective data from the field to the dashboard.",
        features: [
          "Quantitative and qualitative methods",
          "Sampling design",
          "Mobile data collection tools",
          "Enumerator training",
          "Data protection protocols",
        ],
        icon: "clipboard-list",
      },
      {
        title: "Value-Chain Research",
        description: "Understand how products and services move from producers to markets, and where value and constraints lie.",
        features: [
          "Market system mapping",
          "Actor and stakeholder analysis",
          "Gender and inclusion analysis",
          "Constraint and opportunity assessment",
          "Intervention recommendations",
        ],
        icon: "link",
      },
      {
        title: "Project Evaluations",
        description: "Independent formative, mid-term and final evaluations that show what worked, for whom and why.",
        features: [
          "Evaluation design and frameworks",
          "OECD-DAC criteria assessment",
          "Mixed-methods analysis",
          "Contribution and impact analysis",
          "Actionable recommendations",
        ],
        icon: "search-check",
      },
      {
        title: "Third-Party Monitoring",
        description: "Objective verification of activities and results, including in remote or hard-to-reach areas.",
        features: [
          "Independent site visits",
          "Beneficiary verification",
          "Remote monitoring techniques",
          "Geo-tagged photo evidence",
          "Rapid issue reporting",
        ],
        icon: "eye",
      },
      {
        title: "Learning Workshops",
        description: "Facilitated sessions that turn findings into decisions and build a learning culture in your team.",
        features: [
          "After-action reviews",
          "Findings validation sessions",
          "Learning agenda development",
          "Adaptive management planning",
          "Knowledge products and briefs",
        ],
        icon: "users",
      },
      {
        title: "Performance Audits",
        description: "Assess whether programs and operations deliver value for money and meet their performance commitments.",
        features: [
          "Performance indicator review",
          "Value-for-money analysis",
          "Process and compliance checks",
          "Benchmarking against standards",
          "Improvement action plans",
        ],
        icon: "gauge",
      },
    ],
    benefitsTitle: "Benefits of Strong MEL",
    benefits: [
      {
        title: "Evidence-Based Decision Making",
        description: "Base strategy, budgets and program changes on reliable data rather than assumptions.",
        icon: "lightbulb",
      },
      {
        title: "Improved Program Performance",
        description: "Spot what is working and what is not early enough to adjust and achieve better results.",
        icon: "trending-up",
      },
      {
        title: "Accountability",
        description: "Report credibly to funders, boards and communities with transparent, verified results.",
        icon: "shield-check",
      },
      {
        title: "Stakeholder Engagement",
        description: "Involve participants and partners in defining success and interpreting the evidence.",
        icon: "users",
      },
    ],
    ctaText:
      "Let's discuss your program and the evidence you need. We will propose a MEL approach that fits your goals, timeline and budget.",
  },
  {
    slug: "project-management",
    title: "Project Management",
    heroTitle: "Projects Delivered On Time, On Budget, On Purpose",
    heroSubtitle:
      "Certified project managers who bring structure, clarity and calm to complex projects and the teams that run them.",
    intro:
      "Whether you are launching a new program, implementing a technology system or managing a multi-partner initiative, we provide the discipline and tools to keep it on track. We can lead your project end to end, strengthen your own project team or set up a project management office that lasts.",
    cardsTitle: "Project Management Services",
    cards: [
      {
        title: "Project Planning & Scheduling",
        description: "A realistic plan that everyone understands, with clear scope, milestones and responsibilities.",
        features: [
          "Project charters and scope statements",
          "Work breakdown structures",
          "Gantt charts and critical path",
          "RACI responsibility matrices",
          "Baseline schedules",
        ],
        icon: "calendar-range",
      },
      {
        title: "Risk & Issue Management",
        description: "Identify what could go wrong early and keep small issues from becoming big problems.",
        features: [
          "Risk identification workshops",
          "Risk registers and heat maps",
          "Mitigation and contingency plans",
          "Issue escalation procedures",
          "Regular risk reviews",
        ],
        icon: "alert-triangle",
      },
      {
        title: "Stakeholder Communication",
        description: "Keep sponsors, partners and teams informed, aligned and engaged throughout the project.",
        features: [
          "Stakeholder mapping",
          "Communication plans",
          "Status reports and dashboards",
          "Steering committee support",
          "Change communication",
        ],
        icon: "message-square",
      },
      {
        title: "Budget & Resource Control",
        description: "Track spending and effort against plan so there are no surprises at the end of the project.",
        features: [
          "Cost estimation and budgeting",
          "Earned value tracking",
          "Resource allocation plans",
          "Procurement support",
          "Financial variance reports",
        ],
        icon: "wallet",
      },
      {
        title: "Agile Delivery Coaching",
        description: "Adopt agile and hybrid ways of working that speed up delivery without losing control.",
        features: [
          "Scrum and Kanban setup",
          "Sprint planning facilitation",
          "Backlog management",
          "Retrospective facilitation",
          "Team coaching",
        ],
        icon: "repeat",
      },
      {
        title: "PMO Setup & Governance",
        description: "Build the structures, standards and tools to manage a portfolio of projects consistently.",
        features: [
          "PMO design and roadmap",
          "Project governance frameworks",
          "Templates and methodology",
          "Portfolio reporting",
          "Project manager training",
        ],
        icon: "building-2",
      },
    ],
    ctaText:
      "Tell us about your project and where you need support. We will recommend the right level of project management for your goals.",
  },
  {
    slug: "sustainability",
    title: "Sustainability Management",
    heroTitle: "Sustainability Management",
    heroSubtitle:
      "Practical strategies that help your organisation reduce its footprint, manage risk and create long-term value.",
    intro:
      "Customers, investors, employees and regulators increasingly expect organisations to show their environmental and social performance. We help you understand where you stand, set credible goals aligned with the Sustainable Development Goals and ESG frameworks, and report progress in a way that builds trust.",
    cardsTitle: "Our Sustainability Services",
    cards: [
      {
        title: "Business Sustainability Assessments",
        description: "A clear picture of your environmental, social and governance performance and the gaps to close.",
        features: [
          "Materiality assessments",
          "Baseline footprint measurement",
          "Policy and practice review",
          "Gap analysis against standards",
          "Prioritised improvement plan",
        ],
        icon: "clipboard-check",
      },
      {
        title: "SDG Alignment Strategies",
        description: "Connect your business or program to the UN Sustainable Development Goals in a credible way.",
        features: [
          "SDG impact mapping",
          "Priority goal and target selection",
          "Indicator and target setting",
          "Integration into strategy",
          "SDG progress communication",
        ],
        icon: "target",
      },
      {
        title: "ESG Strategies & Roadmaps",
        description: "A phased ESG strategy that fits your size, sector and resources and meets stakeholder expectations.",
        features: [
          "ESG risk and opportunity analysis",
          "Goal and KPI setting",
          "Multi-year implementation roadmap",
          "Governance and accountability structures",
          "Investor and lender readiness",
        ],
        icon: "map",
      },
      {
        title: "Climate Action & SDG Reporting",
        description: "Measure emissions, set targets and report on climate action and the SDGs with confidence.",
        features: [
          "GHG inventories (Scopes 1, 2 and 3)",
          "Science-based target support",
          "GRI and ISSB-aligned reporting",
          "Climate risk disclosure",
          "Annual sustainability reports",
        ],
        icon: "thermometer",
      },
      {
        title: "Sustainability Training",
        description: "Build the knowledge and commitment of your staff, managers and board.",
        features: [
          "Sustainability fundamentals workshops",
          "ESG training for boards",
          "Green team facilitation",
          "Supplier engagement sessions",
          "E-learning modules",
        ],
        icon: "graduation-cap",
      },
      {
        title: "Compliance & Certification",
        description: "Prepare for regulatory requirements and recognised sustainability certifications.",
        features: [
          "Regulatory requirement mapping",
          "B Corp certification support",
          "ISO 14001 readiness",
          "Documentation and evidence preparation",
          "Pre-audit reviews",
        ],
        icon: "badge-check",
      },
    ],
    benefitsTitle: "Why Sustainability Pays Off",
    benefits: [
      {
        title: "Environmental Impact",
        description: "Cut emissions, energy use and waste, and contribute measurably to a healthier planet.",
        icon: "leaf",
      },
      {
        title: "Competitive Advantage",
        description: "Win customers, contracts and talent that increasingly favour responsible organisations.",
        icon: "trophy",
      },
      {
        title: "Risk Management",
        description: "Anticipate climate, regulatory and supply-chain risks before they affect your operations.",
        icon: "shield",
      },
      {
        title: "Stakeholder Trust",
        description: "Build credibility with investors, funders and communities through transparent reporting.",
        icon: "handshake",
      },
    ],
    ctaText:
      "Wherever you are on your sustainability journey, we will help you take the next step with a plan that fits your organisation.",
  },
  {
    slug: "integrated-support",
    title: "Integrated Support Services",
    heroTitle: "Integrated Support Services",
    heroSubtitle:
      "Everything a growing business needs behind the scenes, from IT and marketing to finance and HR, from one trusted partner.",
    intro:
      "Running a small business or non-profit means wearing many hats. Our integrated support services let you hand over the functions that distract you from your customers and mission, with one point of contact and flexible packages that grow with you.",
    cardsTitle: "Our Integrated Support Services",
    cards: [
      {
        title: "IT Services",
        description: "Dependable technology support and security for your team, wherever they work.",
        features: [
          "Help desk support",
          "Cloud and e-mail setup",
          "Cybersecurity basics",
          "Backup and recovery",
          "Website maintenance",
        ],
        icon: "server",
      },
      {
        title: "Business Planning",
        description: "Plans and financial projections that give you direction and convince lenders and investors.",
        features: [
          "Business plan writing",
          "Market research",
          "Financial projections",
          "Funding and grant applications",
          "Growth strategy sessions",
        ],
        icon: "briefcase",
      },
      {
        title: "Digital Marketing",
        description: "Reach more of the right customers online and turn visits into enquiries.",
        features: [
          "Social media management",
          "Search engine optimisation",
          "Google Business Profile setup",
          "E-mail campaigns",
          "Monthly performance reports",
        ],
        icon: "megaphone",
      },
      {
        title: "Financial Management",
        description: "Accurate books and clear financial insight so you always know where your business stands.",
        features: [
          "Bookkeeping",
          "Payroll administration",
          "HST filing support",
          "Cash-flow forecasting",
          "Monthly financial statements",
        ],
        icon: "calculator",
      },
      {
        title: "HR Support",
        description: "Hire, onboard and manage people fairly and in line with Ontario employment standards.",
        features: [
          "Recruitment support",
          "Job descriptions and contracts",
          "Employee handbooks and policies",
          "Onboarding programs",
          "Performance review frameworks",
        ],
        icon: "user-check",
      },
      {
        title: "Virtual Office",
        description: "A professional presence in North York without the cost of a full-time office.",
        features: [
          "Business mailing address",
          "Mail handling and scanning",
          "Call answering service",
          "Meeting room access",
          "Administrative assistance",
        ],
        icon: "building",
      },
    ],
    ctaText:
      "Tell us which tasks are taking up your time. We will put together a support package that fits your business and your budget.",
  },
  {
    slug: "augmented-support",
    title: "Augmented Support Services",
    heroTitle: "Augmented Support Services",
    heroSubtitle:
      "Specialist expertise in climate, energy, infrastructure and cybersecurity that extends your team exactly when you need it.",
    intro:
      "Some challenges call for skills your organisation does not need full time. Our augmented support services add experienced specialists to your team for a defined scope, helping you meet technical requirements, manage emerging risks and engage stakeholders with confidence.",
    cardsTitle: "Our Augmented Support Services",
    cards: [
      {
        title: "Climate Impact Assessments",
        description: "Understand how a changing climate affects your operations, assets and communities.",
        features: [
          "Climate hazard screening",
          "Vulnerability assessments",
          "Scenario analysis",
          "Adaptation option appraisal",
          "Climate risk reports",
        ],
        icon: "cloud-sun",
      },
      {
        title: "Energy Efficiency Audits",
        description: "Find where energy is wasted and which upgrades will pay back fastest.",
        features: [
          "Utility bill analysis",
          "On-site energy audits",
          "Lighting and HVAC assessments",
          "Payback and savings calculations",
          "Incentive and rebate guidance",
        ],
        icon: "zap",
      },
      {
        title: "Infrastructure Resilience",
        description: "Strengthen buildings, networks and systems against extreme weather and disruptions.",
        features: [
          "Asset criticality assessment",
          "Resilience gap analysis",
          "Business continuity planning",
          "Capital planning support",
          "Emergency preparedness plans",
        ],
        icon: "building-2",
      },
      {
        title: "Cybersecurity Compliance (CMMC, FedRAMP)",
        description: "Prepare for demanding cybersecurity frameworks required by government and defence clients.",
        features: [
          "CMMC readiness assessments",
          "FedRAMP documentation support",
          "NIST SP 800-171 gap analysis",
          "System security plans",
          "Remediation roadmaps",
        ],
        icon: "lock",
      },
      {
        title: "Stakeholder Engagement",
        description: "Design and run consultations that build understanding, trust and support for your plans.",
        features: [
          "Stakeholder mapping and analysis",
          "Public consultation design",
          "Community meeting facilitation",
          "Indigenous engagement support",
          "What-we-heard reports",
        ],
        icon: "users",
      },
      {
        title: "Risk Management",
        description: "Identify, assess and manage the risks that could derail your strategy or projects.",
        features: [
          "Enterprise risk assessments",
          "Risk registers and appetite statements",
          "Control effectiveness reviews",
          "Risk reporting for boards",
          "Mitigation action plans",
        ],
        icon: "shield-alert",
      },
    ],
    ctaText:
      "Tell us about the challenge you are facing. We will match you with the right specialists and a clearly defined scope of work.",
  },
];

const cardEntries: SeedEntry[] = [];
const benefitEntries: SeedEntry[] = [];

const servicePages = pageCopy.map((p) => {
  const cardIds = p.cards.map((c) => {
    const id = `card-${p.slug}-${kebab(c.title)}`;
    cardEntries.push(entry("serviceCard", id, { ...c }));
    return id;
  });
  const benefitIds = (p.benefits ?? []).map((b) => {
    const id = `benefit-${p.slug}-${kebab(b.title)}`;
    benefitEntries.push(entry("featureItem", id, { ...b }));
    return id;
  });
  return entry("servicePage", `service-page-${p.slug}`, {
    slug: p.slug,
    title: p.title,
    heroTitle: p.heroTitle,
    heroSubtitle: p.heroSubtitle,
    intro: p.intro,
    cardsTitle: p.cardsTitle,
    cards: cardIds.map(link),
    benefitsTitle: p.benefitsTitle,
    benefits: benefitIds.length > 0 ? benefitIds.map(link) : undefined,
    ctaTitle: "Schedule a Consultation",
    ctaText: p.ctaText,
  });
});

export const entries: SeedEntry[] = [...services, ...servicePages, ...cardEntries, ...benefitEntries];
