/**
 * The sample documents of the resource center: their catalogue entries and their text. The files in
 * supabase/seed-resources/ are generated from this by scripts/generate-resources.ts (PDF with pdfkit,
 * DOCX with docx, XLSX with exceljs), which also writes the resources block of supabase/seed.sql.
 */

export type SeedCategory = "whitepapers" | "casestudies" | "templates" | "policies" | "guidelines" | "procedures";
export type SeedType = "pdf" | "docx" | "xlsx";

export interface Section {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface Sheet {
  name: string;
  columns: { header: string; width: number }[];
  rows: (string | number | { formula: string; result: number })[][];
}

export interface SeedDocument {
  /** The stored file's name (also its object name under seed/ in resources-private). */
  file: string;
  type: SeedType;
  title: string;
  description: string;
  category: SeedCategory;
  visibility: "public" | "internal";
  created: string;
  updated: string;
  /** Text documents (PDF, DOCX). */
  sections?: Section[];
  /** Spreadsheets (XLSX): an introduction on the first sheet, then these. */
  sheets?: Sheet[];
}

export const SEED_FOLDER = "seed";

export const catalogue: SeedDocument[] = [
  {
    file: "mel-framework-guide.pdf",
    type: "pdf",
    title: "MEL Framework Guide",
    description:
      "A practical guide to building monitoring, evaluation and learning frameworks: theory of change, indicators, data collection and learning loops.",
    category: "whitepapers",
    visibility: "public",
    created: "2026-01-15",
    updated: "2026-01-15",
    sections: [
      {
        heading: "Why a MEL framework",
        paragraphs: [
          "A monitoring, evaluation and learning (MEL) framework is the agreement, written down before work starts, on what a programme wants to change, how it will know whether the change is happening, and what it will do with that knowledge. Without it, data is collected because it can be, reports arrive after the decisions they should have informed, and the same lessons are learned twice.",
          "This guide walks through the five parts of a framework we use with clients: a theory of change, a results framework with indicators, a data collection plan, an evaluation plan and a learning agenda. Each part can be drafted in a workshop of half a day and refined in the first quarter of implementation.",
        ],
      },
      {
        heading: "1. Theory of change",
        paragraphs: [
          "Start from the long-term outcome and work backwards: what must be true one level below for it to happen, and below that, down to the activities the programme controls. Write each link as an 'if ... then ...' statement and name the assumption behind it. The assumptions are what the evaluation will test.",
          "Keep the diagram to one page. A theory of change that needs a legend and three colours of arrows is a sign that two programmes are being described at once.",
        ],
        bullets: [
          "Long-term outcome: the change in people's lives or institutions the programme contributes to.",
          "Intermediate outcomes: changes in behaviour, practice or policy.",
          "Outputs: what the programme delivers (trainings held, tools built, grants made).",
          "Assumptions: the conditions outside the programme's control that each link relies on.",
        ],
      },
      {
        heading: "2. Indicators that are worth collecting",
        paragraphs: [
          "For each outcome choose one to three indicators. A good indicator is specific about who and what is counted, has a baseline and a target, names its source and frequency, and can be disaggregated by sex, age and location where that matters. Prefer indicators that someone will use to make a decision; drop the ones that are only reported.",
          "Write an indicator reference sheet for each: definition, unit, calculation, data source, collection method, frequency, responsible person and known limitations. The sheet prevents the most common failure of MEL systems: the same indicator measured three different ways in three years.",
        ],
      },
      {
        heading: "3. Data collection plan",
        paragraphs: [
          "Map each indicator to a tool (survey, administrative records, key informant interview, observation checklist), a sample and a schedule. Budget the plan: field days, enumerators, translation, data cleaning and storage. A plan that is not budgeted will not be carried out.",
          "Protect the people who give you data. Obtain informed consent, collect only what the indicators need, store personal data encrypted and separate from responses, and set a date on which it will be deleted.",
        ],
      },
      {
        heading: "4. Evaluation plan",
        paragraphs: [
          "Decide early which questions need an evaluation rather than monitoring: whether the programme caused the change (effectiveness and impact), whether it was worth the money (efficiency), and whether the change will last (sustainability). Choose the design that answers them with the data you can realistically have: a baseline and endline with a comparison group, contribution analysis, outcome harvesting or a mixed-methods case study.",
        ],
      },
      {
        heading: "5. Learning agenda and loops",
        paragraphs: [
          "List the three to five questions the team most needs answered to adapt the programme, and schedule the moments when evidence will be reviewed against them: a quarterly pause-and-reflect session, an annual review with partners, and a learning brief after each evaluation. Record the decisions taken in each session; a learning loop is closed only when something changes.",
          "Frameworks are living documents. Revisit the theory of change at least once a year and whenever the context changes, and keep a change log so that later evaluators can see why targets moved.",
        ],
      },
    ],
  },
  {
    file: "esg-roadmap-small-business.pdf",
    type: "pdf",
    title: "ESG Roadmap for Small Businesses",
    description: "A white paper on building a realistic ESG roadmap for a small business, with a 12-month action plan.",
    category: "whitepapers",
    visibility: "public",
    created: "2026-04-02",
    updated: "2026-04-02",
    sections: [
      {
        heading: "ESG for a business of ten people",
        paragraphs: [
          "Environmental, social and governance (ESG) reporting is often presented as something for listed companies. Yet small businesses are increasingly asked about it by the larger customers, lenders and public buyers they supply. A short, honest roadmap answers those questions and usually pays for itself in lower energy bills and easier tenders.",
        ],
      },
      {
        heading: "Step 1: a materiality check",
        paragraphs: [
          "List the environmental, social and governance topics that matter to your customers and that your business actually affects. For most service businesses the short list is energy and travel, data protection, fair employment and ethical conduct. Rank them by importance to stakeholders and by impact, and keep the top five.",
        ],
      },
      {
        heading: "Step 2: a baseline",
        paragraphs: [
          "Measure where you are: electricity and heating use from twelve months of bills, business travel in kilometres, staff turnover and training hours, the policies you already have. Convert energy and travel to tonnes of CO2-equivalent with Canada's published emission factors.",
        ],
      },
      {
        heading: "Step 3: the 12-month plan",
        paragraphs: ["Set one target per material topic and a few actions for each quarter:"],
        bullets: [
          "Quarter 1: adopt a code of conduct and a data protection policy; switch to a renewable electricity plan where available.",
          "Quarter 2: replace the least efficient equipment; set a travel rule favouring video calls and rail.",
          "Quarter 3: train staff on data protection and inclusive hiring; ask your top suppliers about their practices.",
          "Quarter 4: publish a two-page ESG summary with your baseline, actions and next year's targets.",
        ],
      },
      {
        heading: "Step 4: report and repeat",
        paragraphs: [
          "Report what you measured, including what did not improve. Buyers value a credible, modest report over a glossy one. Align the headings with the UN Sustainable Development Goals your actions support, and repeat the cycle every year.",
        ],
      },
    ],
  },
  {
    file: "case-study-third-party-monitoring.pdf",
    type: "pdf",
    title: "Case Study: Third-Party Monitoring in Practice",
    description: "How independent monitoring improved accountability and delivery on a multi-site, donor-funded programme.",
    category: "casestudies",
    visibility: "public",
    created: "2026-03-10",
    updated: "2026-03-10",
    sections: [
      {
        heading: "The programme",
        paragraphs: [
          "A donor-funded water and sanitation programme was building and rehabilitating facilities in 48 communities across three districts. Implementing partners reported monthly, but the donor had no independent view of whether facilities were built to specification, used, and maintained.",
        ],
      },
      {
        heading: "What we did",
        paragraphs: [
          "We designed a third-party monitoring system with three tools: a technical verification checklist for each facility, a short household survey on use and satisfaction, and a community maintenance committee interview. Enumerators recruited in each district were trained for four days, and every visit was geo-tagged and time-stamped.",
          "Findings were shared with the donor and partners within ten days of each round, with a traffic-light dashboard and a list of issues to resolve before the next visit.",
        ],
      },
      {
        heading: "Results",
        paragraphs: ["Over three rounds in eighteen months:"],
        bullets: [
          "The share of facilities meeting technical specifications rose from 61% to 92%.",
          "Household use of the new facilities rose from 70% to 88%.",
          "Every maintenance committee had a fee system by the final round, against one in three at the start.",
        ],
      },
      {
        heading: "Lessons",
        paragraphs: [
          "Independent monitoring works when it is fast and constructive: partners acted on findings because they received them in days, not months, and because issues came with a clear path to resolution. Publishing the checklist in advance also raised quality before the first visit.",
        ],
      },
    ],
  },
  {
    file: "case-study-virtual-office.docx",
    type: "docx",
    title: "Case Study: Virtual Office for a Growing Team",
    description: "How a five-person firm moved to a virtual office with integrated IT, finance and HR support.",
    category: "casestudies",
    visibility: "public",
    created: "2026-05-18",
    updated: "2026-05-18",
    sections: [
      {
        heading: "The client",
        paragraphs: [
          "A five-person engineering consultancy in Mississauga was outgrowing its shared office, spending two days a month on bookkeeping and losing files across personal laptops. The partners wanted to hire two people without signing a larger lease.",
        ],
      },
      {
        heading: "The virtual office",
        paragraphs: [
          "We set up a business address and call answering, moved files to a managed cloud workspace with multi-factor sign-in, and introduced a help desk with a four-hour response time. Bookkeeping moved to a monthly close with receipts captured by phone, and HR templates covered contracts, onboarding and leave.",
        ],
        bullets: [
          "Week 1: inventory of devices, accounts and files; security baseline.",
          "Weeks 2-3: migration of files and e-mail; training sessions.",
          "Week 4: first monthly close and payroll on the new system.",
        ],
      },
      {
        heading: "Outcomes after six months",
        paragraphs: [
          "Office costs fell by 38%, the partners recovered about three days a month, and the two new hires were productive in their first week. No security incident was recorded, and the monthly close now finishes by the fifth working day.",
        ],
      },
    ],
  },
  {
    file: "project-charter-template.docx",
    type: "docx",
    title: "Project Charter Template",
    description: "A ready-to-use project charter: objectives, scope, stakeholders, milestones, risks and governance.",
    category: "templates",
    visibility: "public",
    created: "2026-02-20",
    updated: "2026-02-20",
    sections: [
      {
        heading: "How to use this template",
        paragraphs: [
          "Replace the guidance in each section with your project's details. A charter should fit on three pages: it is the agreement that authorises the project, not its plan. Have the sponsor sign it before work starts.",
        ],
      },
      { heading: "1. Project purpose", paragraphs: ["Describe the problem or opportunity and why the organisation is addressing it now. Link it to a strategic objective."] },
      {
        heading: "2. Objectives and success criteria",
        paragraphs: ["List two to four objectives. For each, state how success will be measured and by when."],
        bullets: ["Objective: ...", "Measure of success: ...", "Target date: ..."],
      },
      { heading: "3. Scope", paragraphs: ["In scope: the deliverables the project will produce.", "Out of scope: related work the project will not do, stated explicitly."] },
      { heading: "4. Stakeholders", paragraphs: ["Name the sponsor, the project manager, the team, and the groups affected by or influencing the project, with what each needs from it."] },
      { heading: "5. Milestones", paragraphs: ["List the major milestones with target dates: start, key decision points, delivery, close-out."] },
      { heading: "6. Budget and resources", paragraphs: ["Give the approved budget, its source, and the people and equipment committed."] },
      { heading: "7. Risks and assumptions", paragraphs: ["List the five most important risks with likelihood, impact and response, and the assumptions the plan depends on."] },
      { heading: "8. Governance and approval", paragraphs: ["Describe how decisions are made and escalated, how often the steering group meets, and who approves changes to scope, budget or schedule.", "Sponsor signature: ______________________   Date: ____________"] },
    ],
  },
  {
    file: "sustainability-assessment-toolkit.xlsx",
    type: "xlsx",
    title: "Sustainability Assessment Toolkit",
    description:
      "Checklists and scoring sheets to assess a business's environmental, social and governance practices and align them with the SDGs.",
    category: "templates",
    visibility: "public",
    created: "2026-02-03",
    updated: "2026-02-03",
    sheets: [
      {
        name: "Assessment",
        columns: [
          { header: "Area", width: 16 },
          { header: "Practice", width: 58 },
          { header: "SDG", width: 8 },
          { header: "Score (0-3)", width: 12 },
          { header: "Evidence", width: 30 },
        ],
        rows: [
          ["Environment", "Energy use is measured monthly from bills or meters", "7", 0, ""],
          ["Environment", "A renewable electricity plan or on-site generation is in place", "7", 0, ""],
          ["Environment", "Business travel has a rule that favours low-carbon options", "13", 0, ""],
          ["Environment", "Waste is separated and recycling is available to staff", "12", 0, ""],
          ["Social", "Every employee has a written contract and job description", "8", 0, ""],
          ["Social", "Pay is reviewed yearly against a published scale", "10", 0, ""],
          ["Social", "Staff receive at least 16 hours of training a year", "4", 0, ""],
          ["Social", "Hiring follows an inclusive, documented process", "5", 0, ""],
          ["Governance", "A code of conduct is adopted and signed by all staff", "16", 0, ""],
          ["Governance", "A data protection policy exists and is followed", "16", 0, ""],
          ["Governance", "Suppliers are asked about their practices", "12", 0, ""],
          ["Governance", "Risks are reviewed by the owners at least yearly", "16", 0, ""],
        ],
      },
      {
        name: "Summary",
        columns: [
          { header: "Area", width: 16 },
          { header: "Score", width: 10 },
          { header: "Maximum", width: 10 },
          { header: "Percent", width: 10 },
        ],
        rows: [
          ["Environment", { formula: "SUMIF(Assessment!A:A,\"Environment\",Assessment!D:D)", result: 0 }, 12, { formula: "B2/C2", result: 0 }],
          ["Social", { formula: "SUMIF(Assessment!A:A,\"Social\",Assessment!D:D)", result: 0 }, 12, { formula: "B3/C3", result: 0 }],
          ["Governance", { formula: "SUMIF(Assessment!A:A,\"Governance\",Assessment!D:D)", result: 0 }, 12, { formula: "B4/C4", result: 0 }],
          ["Total", { formula: "SUM(B2:B4)", result: 0 }, { formula: "SUM(C2:C4)", result: 36 }, { formula: "B5/C5", result: 0 }],
        ],
      },
    ],
  },
  {
    file: "project-budget-tracker.xlsx",
    type: "xlsx",
    title: "Project Budget Tracker",
    description: "A spreadsheet to plan a project budget by line, record actual spending each month and see the variance at a glance.",
    category: "templates",
    visibility: "public",
    created: "2026-06-09",
    updated: "2026-06-09",
    sheets: [
      {
        name: "Budget",
        columns: [
          { header: "Budget line", width: 32 },
          { header: "Planned (CAD)", width: 15 },
          { header: "Actual (CAD)", width: 15 },
          { header: "Variance (CAD)", width: 15 },
          { header: "Notes", width: 30 },
        ],
        rows: [
          ["Personnel", 42000, 39850, { formula: "B2-C2", result: 2150 }, "Project manager and two analysts"],
          ["Travel and field work", 9500, 10240, { formula: "B3-C3", result: -740 }, "Two field rounds"],
          ["Data collection tools", 3200, 2980, { formula: "B4-C4", result: 220 }, "Licences and tablets"],
          ["Workshops and training", 5400, 4100, { formula: "B5-C5", result: 1300 }, ""],
          ["Translation", 2100, 2100, { formula: "B6-C6", result: 0 }, ""],
          ["Contingency (5%)", 3110, 0, { formula: "B7-C7", result: 3110 }, "Released by the sponsor only"],
          ["Total", { formula: "SUM(B2:B7)", result: 65310 }, { formula: "SUM(C2:C7)", result: 59270 }, { formula: "B8-C8", result: 6040 }, ""],
        ],
      },
      {
        name: "Monthly",
        columns: [
          { header: "Month", width: 12 },
          { header: "Personnel", width: 12 },
          { header: "Travel", width: 12 },
          { header: "Tools", width: 12 },
          { header: "Workshops", width: 12 },
          { header: "Total", width: 12 },
        ],
        rows: [
          ["January", 6500, 0, 2980, 0, { formula: "SUM(B2:E2)", result: 9480 }],
          ["February", 6500, 4800, 0, 1900, { formula: "SUM(B3:E3)", result: 13200 }],
          ["March", 6650, 0, 0, 0, { formula: "SUM(B4:E4)", result: 6650 }],
          ["April", 6700, 5440, 0, 2200, { formula: "SUM(B5:E5)", result: 14340 }],
          ["May", 6750, 0, 0, 0, { formula: "SUM(B6:E6)", result: 6750 }],
          ["June", 6750, 0, 0, 0, { formula: "SUM(B7:E7)", result: 6750 }],
        ],
      },
    ],
  },
  {
    file: "privacy-and-data-handling-policy.pdf",
    type: "pdf",
    title: "Privacy and Data Handling Policy",
    description: "How we handle the personal information of clients, survey respondents and website visitors, in line with PIPEDA.",
    category: "policies",
    visibility: "public",
    created: "2026-03-01",
    updated: "2026-09-15",
    sections: [
      {
        heading: "Purpose",
        paragraphs: [
          "This policy explains how the firm collects, uses, stores, shares and disposes of personal information, and the choices people have. It applies to our staff, associates and subcontractors, and follows the Personal Information Protection and Electronic Documents Act (PIPEDA).",
        ],
      },
      {
        heading: "What we collect and why",
        paragraphs: ["We collect only what a stated purpose requires:"],
        bullets: [
          "Clients: contact details and billing information, to deliver and invoice our services.",
          "Survey and interview respondents: the answers an evaluation needs, with their informed consent.",
          "Website visitors: what they send us through our forms; we set no advertising cookies.",
        ],
      },
      {
        heading: "How we protect it",
        paragraphs: [
          "Personal information is stored in encrypted systems with multi-factor sign-in, separated from research responses where possible, and accessible only to the people who need it. Field data is transferred from devices to our systems within 48 hours and then deleted from the devices.",
        ],
      },
      {
        heading: "Retention and your rights",
        paragraphs: [
          "We keep personal information only as long as the purpose or the law requires, then delete or anonymise it. Anyone may ask what information we hold about them, have it corrected, or withdraw consent, by writing to our privacy officer through the contact page. We answer within 30 days.",
        ],
      },
    ],
  },
  {
    file: "accessible-documents-guidelines.docx",
    type: "docx",
    title: "Accessible Documents Guidelines",
    description: "Our guidelines for reports and presentations everyone can read: structure, language, colour, tables and alternative text.",
    category: "guidelines",
    visibility: "public",
    created: "2026-04-22",
    updated: "2026-08-30",
    sections: [
      {
        heading: "Why accessibility matters",
        paragraphs: [
          "About one in five Canadians has a disability. An inaccessible report excludes some of the people it is about and many of those who must act on it. These guidelines follow the Accessible Canada Act and WCAG 2.1 AA.",
        ],
      },
      {
        heading: "Structure",
        paragraphs: ["Use the word processor's real headings in order, lists for lists, and a table of contents for documents over ten pages. Screen readers navigate by these."],
      },
      {
        heading: "Language",
        paragraphs: ["Write short sentences in plain language. Explain acronyms on first use. Put the main finding first."],
      },
      {
        heading: "Colour and contrast",
        paragraphs: ["Text must contrast at least 4.5:1 with its background. Never use colour alone to convey meaning: add labels or patterns to charts."],
      },
      {
        heading: "Images and tables",
        bullets: [
          "Give every informative image alternative text that says what it shows and why it matters.",
          "Mark decorative images as decorative.",
          "Give tables a header row and avoid merged cells.",
        ],
        paragraphs: ["Check the document with the built-in accessibility checker before sending it."],
      },
    ],
  },
  {
    file: "complaints-and-feedback-procedure.pdf",
    type: "pdf",
    title: "Complaints and Feedback Procedure",
    description: "How clients, partners and community members can raise a concern or complaint with us, and how we handle it.",
    category: "procedures",
    visibility: "public",
    created: "2026-05-05",
    updated: "2026-05-05",
    sections: [
      {
        heading: "Who can use this procedure",
        paragraphs: [
          "Anyone affected by our work may give feedback or make a complaint: clients, partners, survey respondents and members of the communities where we work. Complaints can be made anonymously.",
        ],
      },
      {
        heading: "How to raise a concern",
        paragraphs: ["Write to us through the contact page, tell any member of our team, or ask a field enumerator for a feedback form. Say what happened, when, and what you would like us to do."],
      },
      {
        heading: "What happens next",
        bullets: [
          "Within 2 working days we acknowledge your complaint and name the person handling it.",
          "Within 15 working days we investigate and reply with our findings and any action taken.",
          "If you are not satisfied, a managing partner reviews the complaint within a further 15 working days.",
        ],
        paragraphs: ["Complaints about fraud, abuse or exploitation go directly to a managing partner and, where required, to the funding organisation."],
      },
      {
        heading: "Learning from complaints",
        paragraphs: ["Every complaint is recorded without personal details in a register reviewed each quarter, so that we fix causes and not only cases."],
      },
    ],
  },
  // Internal documents: staff only.
  {
    file: "data-protection-policy.pdf",
    type: "pdf",
    title: "Data Protection Policy",
    description: "How we collect, store, share and dispose of personal and programme data.",
    category: "policies",
    visibility: "internal",
    created: "2026-06-01",
    updated: "2026-09-12",
    sections: [
      {
        heading: "Scope",
        paragraphs: ["This internal policy applies to every staff member, associate and subcontractor who handles personal or programme data for the firm or its clients."],
      },
      {
        heading: "Rules",
        bullets: [
          "Store client and research data only in the firm's managed workspace, never on personal drives or messaging apps.",
          "Use multi-factor sign-in on every account that holds firm data.",
          "Share data outside the firm only under a signed data sharing agreement.",
          "Encrypt field devices; transfer field data within 48 hours and then wipe the device.",
          "Report a suspected breach to the data protection lead within 24 hours.",
        ],
        paragraphs: ["Breaches of this policy are handled under the Code of Ethical Conduct."],
      },
      {
        heading: "Retention schedule",
        paragraphs: ["Raw survey data with identifiers: deleted 12 months after the final report. Anonymised datasets: kept 7 years. Financial records: kept 7 years as tax law requires."],
      },
    ],
  },
  {
    file: "code-of-ethical-conduct.docx",
    type: "docx",
    title: "Code of Ethical Conduct",
    description: "The standards of conduct, conflict-of-interest rules and reporting channels that apply to all staff and associates.",
    category: "policies",
    visibility: "internal",
    created: "2026-06-01",
    updated: "2026-08-20",
    sections: [
      { heading: "Our standards", paragraphs: ["We act with integrity, independence and respect. We tell clients what the evidence shows, including when it is not what they hoped to hear."] },
      {
        heading: "Conflicts of interest",
        paragraphs: ["Declare in writing, before accepting an assignment, any financial, family or professional tie to the client, the programme evaluated or a competing bidder. The managing partners decide whether you may take part."],
      },
      { heading: "Gifts and hospitality", paragraphs: ["Decline gifts worth more than CAD 50 and any gift from a party to an ongoing evaluation."] },
      {
        heading: "Safeguarding",
        paragraphs: ["Never exploit or abuse the people we work with. Report any concern about the conduct of anyone working on our projects to a managing partner at once; reports are protected from retaliation."],
      },
    ],
  },
  {
    file: "evaluation-quality-guidelines.docx",
    type: "docx",
    title: "Evaluation Quality Guidelines",
    description: "Internal guidelines for designing, conducting and reviewing evaluations to a consistent quality standard.",
    category: "guidelines",
    visibility: "internal",
    created: "2026-07-14",
    updated: "2026-10-05",
    sections: [
      { heading: "Inception", paragraphs: ["Every evaluation starts with an inception report: evaluation questions, matrix, methods, sampling, limitations and ethics. A second consultant reviews it before it goes to the client."] },
      { heading: "Data collection", paragraphs: ["Pilot every tool. Train enumerators for at least three days. Check 10% of interviews by call-back."] },
      { heading: "Analysis and reporting", paragraphs: ["Triangulate every finding across at least two sources. Separate findings, conclusions and recommendations. Each recommendation names who should act and by when."] },
      { heading: "Quality review", paragraphs: ["A senior consultant not on the team reviews the draft report against the UNEG quality checklist before submission."] },
    ],
  },
  {
    file: "client-onboarding-procedure.pdf",
    type: "pdf",
    title: "Client Onboarding Procedure",
    description: "Step-by-step procedure from signed proposal to kick-off: contracts, data sharing agreements and project set-up.",
    category: "procedures",
    visibility: "internal",
    created: "2026-08-03",
    updated: "2026-10-28",
    sections: [
      {
        heading: "From proposal to kick-off",
        bullets: [
          "Day 0: proposal accepted; the engagement lead opens the client file.",
          "Day 1-3: contract and, where data is shared, a data sharing agreement are signed.",
          "Day 3: the finance team sets up billing and the first invoice schedule.",
          "Day 5: project workspace, folders and access are created; the team is briefed.",
          "Day 7-10: kick-off meeting with the client; the inception plan is agreed.",
        ],
        paragraphs: ["The engagement lead confirms each step in the client file."],
      },
    ],
  },
  {
    file: "field-data-collection-procedure.pdf",
    type: "pdf",
    title: "Field Data Collection Procedure",
    description: "Procedures for planning field work, consent, quality checks and secure transfer of collected data.",
    category: "procedures",
    visibility: "internal",
    created: "2026-08-25",
    updated: "2026-11-02",
    sections: [
      { heading: "Planning", paragraphs: ["Agree the sample, routes and schedule with the client and local partners. Check travel safety advice for each area the day before departure."] },
      { heading: "Consent", paragraphs: ["Read the consent script in the respondent's language. Record consent in the tool before the first question; stop if it is refused."] },
      { heading: "Quality checks", paragraphs: ["Supervisors review every submission daily for completeness, duration and GPS location, and call back a 10% sample."] },
      { heading: "Secure transfer", paragraphs: ["Synchronise devices to the managed server at least daily; never e-mail data files. Wipe devices at the end of field work."] },
    ],
  },
];
