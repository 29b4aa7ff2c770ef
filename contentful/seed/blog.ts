/**
 * Blog posts (content type blogPost). Bodies are written in a Markdown subset
 * and converted to rich text by ./richtext.ts. Each post's image is the asset
 * `blog-<slug>` (see ./assets.ts); two posts have none, so the site shows its
 * default image. Posts without an author are credited to the consulting team.
 */
import type { Document } from "@contentful/rich-text-types";
import type { SeedEntry } from "../types.ts";
import { blogAssets } from "./assets.ts";
import { assetLink, entry } from "./helpers.ts";
import { md } from "./richtext.ts";

export const BLOG_CATEGORIES = [
  "Monitoring & Evaluation",
  "Sustainability",
  "Project Management",
  "Business Support",
  "Web Design",
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

interface Post {
  slug: string;
  title: string;
  category: BlogCategory;
  tags: string[];
  /** ISO date-time of publication. */
  publishedDate: string;
  author?: string;
  excerpt: string;
  body: Document;
}

const posts: Post[] = [
  {
    slug: "building-a-theory-of-change-that-works",
    title: "Building a Theory of Change That Actually Works",
    category: "Monitoring & Evaluation",
    tags: ["theory of change", "evaluation", "program design"],
    publishedDate: "2023-02-14T14:00:00.000Z",
    author: "Marc Gauthier",
    excerpt:
      "A theory of change is more than a diagram for a funding proposal. Done well, it becomes the backbone of your monitoring plan and the first thing an evaluator reaches for.",
    body: md`
      Most organisations we work with already have a theory of change. It usually lives in an appendix of a grant proposal, drawn once, approved, and never opened again. That is a missed opportunity: a good theory of change is the most practical tool a program team has for deciding what to measure, what to stop doing and what to tell funders.

      ## Start from the change, not the activities

      Teams naturally start with what they do: workshops, grants, trainings, outreach. Reverse the order. Begin with the long-term change you want to see in people's lives or in a system, then ask what must be true just before that change happens, and keep working backwards until you reach the things your team controls.

      ![Results chain diagram](asset:figure-theory-of-change)

      The results chain above is the simplest useful form: **inputs** lead to **activities**, which produce **outputs**, which contribute to **outcomes** and, eventually, **impact**. The boxes are easy. The arrows are where the real thinking happens.

      ## Make the assumptions explicit

      Every arrow carries an assumption. Training farmers leads to better yields only if they can afford the inputs the training recommends. Publishing a policy brief leads to policy change only if decision-makers read it at the right moment. Write these assumptions down, one or two per arrow, and rate how confident you are in each.

      - **Strong evidence:** the link is well documented in similar contexts.
      - **Plausible:** it makes sense, but you have little data.
      - **Risky:** the link depends on factors outside your control.

      The risky assumptions are your evaluation questions. They tell you where to put scarce monitoring effort.

      > A theory of change earns its keep the day it tells you that an activity you love is not connected to the result you promised.

      ## Keep it alive

      Review the theory of change at least once a year with the people who deliver the program, not only with managers. Bring monitoring data to the session and ask three questions:

      1. Which links does the evidence now support?
      2. Which assumptions turned out to be wrong, and what did we do about it?
      3. What has changed in the context that our diagram does not show?

      Update the diagram, date it, and keep the old versions. The history of how your thinking changed is itself valuable evidence of learning, and funders increasingly ask for it.

      ## Common pitfalls

      - Drawing a diagram so detailed that nobody can read it. One page is the limit.
      - Treating outcomes as a restatement of outputs ("500 people trained" is not an outcome).
      - Leaving out the people the program serves when testing the logic.
      - Building the monitoring framework separately, so indicators drift away from the theory.

      If you want a second pair of eyes on your theory of change, our [monitoring, evaluation and learning team](/services/mel) runs short design clinics for program teams. The [Better Evaluation guidance on theory of change](https://www.betterevaluation.org/methods-approaches/approaches/theory-change) is also an excellent free starting point.
    `,
  },
  {
    slug: "choosing-indicators-that-matter",
    title: "Choosing Indicators That Matter: Beyond SMART",
    category: "Monitoring & Evaluation",
    tags: ["indicators", "monitoring", "data quality"],
    publishedDate: "2023-06-20T14:00:00.000Z",
    author: "Aisha Mohammed",
    excerpt:
      "SMART is a useful checklist, but it will not stop you from collecting data nobody uses. Here is how we help clients choose fewer, better indicators.",
    body: md`
      Ask a program team how many indicators they track and the answer is often "too many". Logframes grow with every funder, every new activity and every meeting where someone asks "shouldn't we measure that too?". The result is a monitoring system that consumes staff time and produces reports that nobody reads.

      ## SMART is necessary, not sufficient

      Specific, measurable, achievable, relevant and time-bound is a fine test for whether an indicator is well written. It does not tell you whether the indicator is worth collecting. For that, we add three questions of our own.

      ### Who will use it, and for what decision?

      If you cannot name a person and a decision, the indicator is a candidate for removal. "The program manager uses the completion rate each quarter to decide whether to add evening sessions" is a strong answer. "It is good to know" is not.

      ### What will it cost to collect well?

      Count the real cost: survey design, enumerator time, data cleaning, analysis and the burden on participants. An indicator that requires a household survey each quarter may be worth it, but it should be a deliberate choice.

      ### Can we trust the data?

      An indicator built on self-reported attendance sheets filled in at the end of the month will tell you more about record keeping than about attendance. Look at the data source before you commit to the indicator.

      ## A practical mix

      For most programs we recommend a short set that balances:

      - **Output indicators** that show delivery is on track (sessions held, grants disbursed).
      - **Outcome indicators** tied to the riskiest assumptions in your theory of change.
      - **Quality indicators** that show how well things are done, not only how many (participant satisfaction, adherence to protocol).
      - **Equity indicators** that disaggregate results by gender, age, disability or location, so you can see who is being left out.

      Ten to fifteen indicators is enough for most programs. Everything else can be a periodic study rather than a routine measure.

      > The best indicator is one that someone is waiting for.

      ## Write an indicator reference sheet

      For each indicator you keep, document the definition, the formula, the data source, the frequency, the person responsible, the baseline and the target. This single page prevents the most common data quality problem we see in evaluations: the same indicator calculated three different ways by three different staff members over the life of a project.

      ## Retire indicators on purpose

      Schedule an annual indicator review. Drop indicators that did not inform a decision in the past year, and record why. Funders are usually receptive when you explain that you are focusing effort on the measures that matter; it signals a mature monitoring practice.

      Our [MEL services](/services/mel) include indicator reviews and data quality assessments. For public-sector programs in Canada, the [Treasury Board guidance on performance information](https://www.canada.ca/en/treasury-board-secretariat/services/audit-evaluation/centre-excellence-evaluation.html) is a useful companion.
    `,
  },
  {
    slug: "third-party-monitoring-in-practice",
    title: "Third-Party Monitoring in Practice: What Funders and Implementers Should Expect",
    category: "Monitoring & Evaluation",
    tags: ["monitoring", "accountability", "field work"],
    publishedDate: "2024-03-11T14:00:00.000Z",
    excerpt:
      "Independent monitoring gives funders confidence when they cannot visit project sites themselves. It works best when implementers are partners in the process, not its subjects.",
    body: md`
      Third-party monitoring (TPM) means an independent organisation verifies that activities took place, that goods and services reached the people they were meant for, and that quality standards were met. Funders use it when distance, insecurity or scale make their own site visits impractical. Done badly, it feels like an audit by strangers. Done well, it improves programs.

      ## What a TPM engagement usually covers

      - **Verification of outputs:** were the wells drilled, the kits distributed, the trainings held, as reported?
      - **Quality checks:** do the works meet technical specifications, and are services delivered to the agreed standard?
      - **Beneficiary feedback:** do the people served know about the program, find it useful and know how to complain?
      - **Risk and safeguarding observations:** anything that suggests harm, diversion or exclusion.

      ## Setting it up well

      The most important work happens before anyone goes to the field. A clear sampling plan, agreed verification tools and a shared understanding of what counts as a finding save weeks of disagreement later.

      1. Agree the scope and sample with the funder and the implementing partners together.
      2. Share the data collection tools with implementers in advance, so there are no surprises.
      3. Define severity levels for findings, from minor documentation gaps to critical safeguarding concerns.
      4. Set a timeline for implementers to respond to findings before the report is final.

      > Independence does not mean secrecy. Implementers who see the tools in advance produce better documentation and fewer disputed findings.

      ## In the field

      Monitors should be trained on the program, the tools and the ethics of data collection, including informed consent and how to handle disclosures of harm. Where possible, use monitors who speak local languages and understand the context. Record GPS coordinates and time-stamped photos for physical outputs, but never photograph participants without consent.

      ## From findings to action

      A TPM report that lists problems without a response plan has limited value. We recommend a simple tracker: each finding, its severity, the implementer's response, the agreed action, the owner and the due date. Review it monthly until every item is closed. Over time, the tracker shows whether the same issues recur, which is often the most useful insight of all.

      ## Costs and proportionality

      TPM is not cheap. Keep it proportionate: verify a statistically meaningful sample rather than everything, focus on high-risk activities, and combine remote methods such as phone surveys with targeted visits.

      We provide [third-party monitoring](/services/mel) for funders and implementing organisations. The [OECD DAC evaluation criteria](https://www.oecd.org/en/topics/sub-issues/development-co-operation-evaluation-and-effectiveness/evaluation-criteria.html) offer a shared vocabulary that helps everyone agree on what "good" looks like.
    `,
  },
  {
    slug: "learning-workshops-that-change-decisions",
    title: "Learning Workshops That Change Decisions",
    category: "Monitoring & Evaluation",
    tags: ["learning", "evaluation", "facilitation"],
    publishedDate: "2025-09-08T14:00:00.000Z",
    author: "Elena Petrova",
    excerpt:
      "The L in MEL is the part most often skipped. A well-designed learning workshop turns evaluation findings into decisions the team actually owns.",
    body: md`
      Evaluation reports are often long, carefully written and quietly filed. The findings were sound; the problem is that the people who could act on them were not part of the conversation. Learning workshops close that gap.

      ## Design for a decision

      Before planning the agenda, agree on the decisions the workshop should inform. "Should we expand the mentoring component to two more regions?" is a workshop objective. "Share the evaluation results" is not. A clear decision focus keeps the discussion grounded and tells you who needs to be in the room.

      ## Who should attend

      - People who deliver the program day to day.
      - Managers who control budgets and priorities.
      - Where possible, representatives of the people the program serves.
      - The evaluators, to answer questions about methods and limits of the evidence.

      Keep the group small enough for real discussion: twelve to twenty people works well.

      ## A simple three-part structure

      1. **What did we find?** Present a handful of key findings visually, with the strength of evidence for each. Avoid reading the report aloud.
      2. **So what?** In small groups, participants interpret the findings: why did this happen, what surprised us, what does it mean for our assumptions?
      3. **Now what?** Groups propose concrete actions, each with an owner and a date. The plenary prioritises them.

      > People act on conclusions they helped reach. They rarely act on conclusions handed to them.

      ## Facilitation tips

      Separate evidence from opinion: ask participants to point to the data behind a claim. Make space for quieter voices with silent writing before discussion. Name the uncomfortable findings early; they are usually the most valuable. And end on time, with a visible list of agreed actions.

      ## After the workshop

      Send a two-page summary within a week: the decisions taken, the actions, the owners and the dates. Revisit the action list at the next management meeting and again three months later. That follow-up is what turns a good conversation into organisational learning.

      ## Measuring whether learning happened

      Track how many agreed actions were completed and whether they changed practice. Over time, you can also note which findings led to program adaptations, a useful story for funders who increasingly ask how you learn, not only what you achieved.

      Our team designs and facilitates [learning workshops](/services/mel) in English and French, online or in person. If you are planning an evaluation, budget for the workshop from the start; it is the step that makes the rest worthwhile.
    `,
  },
  {
    slug: "an-esg-roadmap-for-small-businesses",
    title: "An ESG Roadmap for Small Businesses",
    category: "Sustainability",
    tags: ["ESG", "small business", "strategy"],
    publishedDate: "2023-10-03T14:00:00.000Z",
    author: "Priya Raman",
    excerpt:
      "Environmental, social and governance practices are no longer only for large corporations. Customers, lenders and employees ask small businesses about them too. Here is a four-stage roadmap that fits a small team.",
    body: md`
      Small business owners tell us the same thing: a large customer sent a supplier questionnaire about ESG, or the bank asked about climate risk, and they did not know where to start. The good news is that a small business does not need a sustainability department. It needs a clear, proportionate plan.

      ![Four-stage ESG roadmap](asset:figure-esg-roadmap)

      ## Stage 1: Assess

      Start with a baseline. Gather a year of utility bills, fuel receipts, waste invoices and basic people data (headcount, turnover, training hours, workplace incidents). Then identify your **material issues**: the environmental, social and governance topics that matter most to your business and your stakeholders. For a restaurant, food waste and staff well-being may top the list; for a software firm, energy use of cloud services and data privacy.

      ## Stage 2: Prioritise

      Pick three to five priorities and set targets you can actually meet. A good target is specific and owned: "Reduce natural gas use by 15% by 2026 through a heating upgrade, owned by the operations manager." Resist the temptation to promise net zero next year; credibility matters more than ambition at this stage.

      ## Stage 3: Act

      Begin with quick wins that save money, because they build momentum and free up budget:

      - LED lighting and smart thermostats.
      - Supplier choices: local, certified or lower-packaging options.
      - A written code of conduct and a simple whistleblowing channel.
      - Flexible work and training policies that help you keep good staff.

      Then plan larger projects, such as equipment upgrades or a switch to renewable electricity, and look for government programs that share the cost.

      > Small businesses have one big ESG advantage: decisions can be made in a week, not a year.

      ## Stage 4: Report

      Share progress honestly, once a year, in plain language: what you measured, what you changed, what did not work. A one-page summary on your website and in supplier questionnaires is enough to start. As you grow, align with recognised frameworks so your data is comparable.

      ## Governance is the quiet pillar

      The "G" is often overlooked by small firms, but it is where lenders and large customers look first. Clear ownership, documented policies, conflict-of-interest rules and basic cybersecurity hygiene all count.

      ## Getting help

      Our [sustainability team](/services/sustainability) offers fixed-scope ESG assessments for small and medium businesses, including the baseline and a prioritised action plan. The [Government of Canada's business sustainability resources](https://ised-isde.canada.ca/site/canadian-industry-sustainability-hub/en) list programs and tools that may reduce your costs.
    `,
  },
  {
    slug: "aligning-with-the-sdgs-without-greenwashing",
    title: "Aligning With the SDGs Without Greenwashing",
    category: "Sustainability",
    tags: ["SDGs", "reporting", "ESG"],
    publishedDate: "2024-07-22T14:00:00.000Z",
    author: "Priya Raman",
    excerpt:
      "Seventeen colourful icons on a report do not make an organisation sustainable. Credible SDG alignment starts with impact, evidence and honesty about trade-offs.",
    body: md`
      The United Nations Sustainable Development Goals (SDGs) give organisations a shared language for their contribution to a better world. That shared language is also easy to misuse. Reports that display every SDG icon next to unrelated activities have given the practice a reputation for greenwashing. Here is how to do it credibly.

      ## Map impact, not activities

      Start with your value chain: what you buy, what you make, how you deliver it and what happens after. For each stage, ask where you have significant positive or negative impacts on people and the planet. Only then connect those impacts to the relevant goals and, importantly, to the specific **targets** under each goal. There are 169 targets; they are far more precise than the 17 headline goals.

      ## Include the negatives

      An honest SDG assessment includes the goals you make harder to reach. A logistics company may support decent work (SDG 8) while its fleet works against climate action (SDG 13). Naming that trade-off, and showing a plan to reduce it, builds far more trust than silence.

      > If your SDG report has no negative impacts in it, readers will assume you did not look for them.

      ## Choose a few goals and go deep

      Most organisations have meaningful influence on three to five goals. Focus on those. For each, set:

      - a baseline and a measurable target linked to a specific SDG target;
      - indicators, ideally aligned with recognised standards so others can compare;
      - an owner and a budget;
      - a review date.

      ## Evidence over adjectives

      Words like "committed", "passionate" and "sustainable" carry little weight. Numbers, methods and third-party verification carry a lot. Where data is estimated, say so and explain the method. Canadian regulators have also tightened the rules on environmental claims in advertising, so unsupported claims are now a legal risk as well as a reputational one.

      ## Warning signs of greenwashing

      - Icons without indicators.
      - Counting donations as core business impact.
      - Highlighting a small green product line while the main business is unchanged.
      - Targets with no baseline, no date or no owner.
      - Claims of carbon neutrality that rely entirely on low-quality offsets.

      ## Reporting

      Report annually, link to the methodology, and show progress against last year's targets, including misses. A short, honest report beats a glossy one.

      The [UN SDG website](https://sdgs.un.org/goals) lists every goal and target. Our [sustainability services](/services/sustainability) include SDG alignment strategies and independent review of draft sustainability reports before publication.
    `,
  },
  {
    slug: "measuring-your-carbon-footprint-first-steps",
    title: "Measuring Your Carbon Footprint: First Steps for Small Organisations",
    category: "Sustainability",
    tags: ["climate", "small business", "reporting"],
    publishedDate: "2025-04-15T14:00:00.000Z",
    author: "Sarah Whitfield",
    excerpt:
      "You cannot reduce what you have not measured. A first greenhouse gas inventory is simpler than most small organisations expect, and it usually pays for itself.",
    body: md`
      A greenhouse gas (GHG) inventory tells you how much your organisation emits and where those emissions come from. For small businesses and non-profits, the first inventory is usually a spreadsheet exercise, not a consulting megaproject.

      ## Understand the three scopes

      - **Scope 1:** direct emissions from sources you own or control, such as a natural gas furnace or company vehicles.
      - **Scope 2:** indirect emissions from the electricity, heating or cooling you buy.
      - **Scope 3:** everything else in your value chain: purchased goods, business travel, employee commuting, waste, and the use of your products.

      Start with scopes 1 and 2. They are the easiest to measure and the most directly under your control. Add the most significant scope 3 categories in year two.

      ## Gather a year of data

      1. Utility bills for electricity and natural gas (kilowatt-hours and cubic metres).
      2. Fuel receipts or mileage logs for vehicles.
      3. Travel bookings: flights, train, hotel nights.
      4. Waste invoices or estimates by weight.

      Choose a base year, usually the last full calendar or fiscal year, and keep your working papers. Future comparisons depend on being able to repeat the method.

      ## Apply emission factors

      Multiply each activity by an emission factor to convert it to tonnes of carbon dioxide equivalent. In Canada, electricity factors vary enormously by province: a kilowatt-hour in Ontario, with its large share of nuclear and hydro power, emits a fraction of one in a province that relies on coal or gas. Use provincial factors from [Canada's National Inventory Report](https://www.canada.ca/en/environment-climate-change/services/climate-change/greenhouse-gas-emissions/inventory.html), and document the source and year of every factor you use.

      > Precision matters less than consistency. A reasonable method applied the same way every year shows real progress.

      ## Find the hotspots

      Most small organisations discover that two or three sources make up the bulk of their footprint: often heating, vehicles and air travel. Those are where reduction efforts pay off. Many measures, such as building envelope improvements, route planning or a travel policy favouring video meetings, also cut costs.

      ## Set a target and report

      Set a reduction target against your base year, for example 30% by 2030, and report progress annually. Be careful with offsets: use them for residual emissions only, choose verified projects, and never present them as a substitute for reductions.

      ## Where we can help

      Our [sustainability team](/services/sustainability) prepares first inventories, trains staff to update them in-house and builds reduction plans. If you are answering a customer's climate questionnaire for the first time, a short call can save you hours.
    `,
  },
  {
    slug: "the-project-charter-essentials",
    title: "The Project Charter: Ten Essentials Before You Start",
    category: "Project Management",
    tags: ["project planning", "governance", "templates"],
    publishedDate: "2023-04-18T14:00:00.000Z",
    author: "David Chen",
    excerpt:
      "Most project problems we are asked to fix were visible on day one. A short, well-made charter is the cheapest insurance a project can buy.",
    body: md`
      When a project runs into trouble, we often ask to see the charter. Frequently there is none, or it is a template with half the sections left blank. A charter is not bureaucracy: it is the agreement that lets a team say no to scope creep, escalate problems early and know when it is done.

      ## The ten essentials

      1. **Purpose.** Why does this project exist? Link it to an organisational goal in two or three sentences.
      2. **Objectives.** What will be different when it succeeds? Make the objectives measurable.
      3. **Scope.** What is in, and just as important, what is explicitly out.
      4. **Deliverables.** The tangible things the project will hand over.
      5. **Stakeholders.** Who is affected, who decides, who must be consulted and who simply needs to be informed.
      6. **Governance.** The sponsor, the project manager, the steering group and how decisions are escalated.
      7. **Milestones.** Four to eight key dates, not a detailed schedule.
      8. **Budget.** The approved amount, contingency, and who can authorise changes.
      9. **Risks and assumptions.** The top five risks and the assumptions the plan depends on.
      10. **Success criteria and closure.** How the sponsor will decide the project is complete.

      ## Keep it short

      A charter should fit on three or four pages. If it grows beyond that, detail is creeping in that belongs in the project plan. The charter is read by executives and referred to in disputes; brevity helps both.

      > A charter you cannot read in ten minutes will not be read at all.

      ## Get it signed

      The sponsor's signature matters. It turns the charter from a project manager's wish list into an organisational commitment. For projects with external funders or partners, have them sign the relevant sections too, especially scope and governance.

      ## Use it during the project

      Bring the charter to steering meetings. When a new request arrives, check it against the scope. When the team argues about priorities, check the objectives. When someone asks if the project is finished, check the success criteria. If something fundamental changes, update the charter through a formal change request so the record stays honest.

      ## Charters for smaller projects

      Not every project needs the full ten sections. For a two-month internal initiative, a one-page charter with purpose, scope, owner, deadline and budget is enough. The discipline of writing it down is what counts.

      Our [project management office](/services/project-management) can provide a charter template, facilitate the kick-off session where it is agreed, or take on project management for you. The [Project Management Institute](https://www.pmi.org/) publishes further guidance for those who want to go deeper.
    `,
  },
  {
    slug: "managing-risk-on-donor-funded-projects",
    title: "Managing Risk on Donor-Funded Projects",
    category: "Project Management",
    tags: ["risk management", "project planning", "accountability"],
    publishedDate: "2024-10-29T14:00:00.000Z",
    excerpt:
      "Donor-funded projects face risks that commercial projects rarely do: fixed budgets in foreign currencies, strict eligibility rules and fragile operating contexts. A living risk register keeps them manageable.",
    body: md`
      Projects funded by governments, foundations and multilateral agencies operate under tight rules. Costs must be eligible, reporting deadlines are fixed, and budgets rarely stretch. At the same time, many of these projects run in places where security, currency and political conditions can change quickly. Good risk management is the difference between adapting and failing.

      ## Build the register with the team

      Hold a risk workshop in the first month, with field staff as well as managers. Brainstorm risks under a few headings:

      - **Contextual:** security, elections, natural hazards, inflation and exchange rates.
      - **Programmatic:** partner capacity, participant uptake, supply chain delays.
      - **Fiduciary:** fraud, ineligible expenditure, weak procurement.
      - **Safeguarding:** harm to participants, staff or communities.
      - **Reputational:** anything that could damage trust in the project or the funder.

      ## Score likelihood and impact

      Rate each risk on a five-point scale for likelihood and for impact, then multiply. The matrix makes priorities visible at a glance.

      ![Risk matrix](asset:figure-risk-matrix)

      Risks scoring 15 or more need a named owner, a mitigation plan and monthly review. Lower-scoring risks can be reviewed quarterly.

      ## Plan responses, not just descriptions

      For each significant risk, choose a response: avoid it by changing the plan, reduce its likelihood or impact, transfer it (for example through insurance or a contract clause), or accept it with a contingency. Write down the trigger that tells you the risk is materialising, such as a currency moving more than 10% against the budget rate.

      > A risk register that never changes is a sign that nobody is reading it.

      ## Talk to the funder early

      Funders generally prefer early warning to surprises. Most agreements allow budget reallocations or no-cost extensions if requested in time. Share your top risks in regular reports, and propose adjustments before a risk turns into a missed target.

      ## Safeguarding deserves special attention

      Safeguarding risks are never acceptable to simply "accept". Every project should have a code of conduct, a safe and accessible complaints mechanism, and a clear procedure for handling reports. Train staff and partners, and test that the complaints channel actually works.

      ## Keep it proportionate

      A small project does not need a fifty-line register. Ten well-managed risks are better than a long list nobody updates.

      Our [project management team](/services/project-management) supports donor-funded projects with risk workshops, registers and independent reviews. [Global Affairs Canada's results-based management guidance](https://www.international.gc.ca/world-monde/funding-financement/results_based_management-gestion_axee_resultats-guide.aspx?lang=eng) is a helpful reference for Canadian-funded projects.
    `,
  },
  {
    slug: "agile-or-waterfall-for-mission-driven-teams",
    title: "Agile or Waterfall? Choosing an Approach for Mission-Driven Teams",
    category: "Project Management",
    tags: ["agile", "project planning", "nonprofits"],
    publishedDate: "2026-01-13T14:00:00.000Z",
    author: "David Chen",
    excerpt:
      "The debate is usually framed as either-or. For non-profits and social enterprises, the best answer is often a hybrid that respects funder requirements while leaving room to learn.",
    body: md`
      Agile methods grew up in software teams; waterfall planning in construction and engineering. Non-profits and social enterprises sit in between: they must commit to budgets and results in advance, yet they work on problems where the best solution only becomes clear along the way. The choice of approach should follow the nature of the work, not fashion.

      ## When a plan-driven approach fits

      - Requirements are well understood and unlikely to change.
      - Work has a natural sequence, such as procurement, then construction, then commissioning.
      - Contracts or regulations require fixed deliverables and dates.
      - Mistakes late in the project are very costly.

      Building a community centre, rolling out a finance system or running a regulated certification process are examples.

      ## When an iterative approach fits

      - The solution is uncertain and you need feedback from users to get it right.
      - Small, frequent releases are possible, such as a pilot service or a digital tool.
      - The team can work closely with the people it serves.
      - Learning quickly is more valuable than predicting accurately.

      Designing a new outreach program, building a website or testing a new training model all benefit from short cycles of build, test and adjust.

      > Funders do not fund methods. They fund results, and most are open to an adaptive path when you show how you will stay accountable.

      ## The hybrid most teams need

      In practice, we often recommend a plan-driven frame with iterative work inside it:

      1. Agree the outcome, budget envelope and major milestones up front, as a funder expects.
      2. Inside each phase, work in two- to four-week cycles with a short planning session, a visible task board and a review at the end.
      3. Use the reviews to adjust activities, and record changes in a simple decision log.
      4. Report to the funder against the outcomes and milestones, with the decision log as evidence of adaptive management.

      ## Making it work

      Whichever approach you choose, three habits matter more than the label: a single prioritised list of work, regular conversations with the people who will use the result, and honest progress tracking. Tools help, but a whiteboard and a weekly stand-up meeting are enough to start.

      ## Watch for the failure modes

      Waterfall projects fail when the plan becomes more important than reality. Agile projects fail when "we are agile" becomes an excuse for having no plan at all. Name both risks at the start, and agree how you will notice them.

      If your team is weighing its options, our [project management services](/services/project-management) include coaching on adaptive management and setting up lightweight planning routines that satisfy funders.
    `,
  },
  {
    slug: "setting-up-a-virtual-office-for-a-small-team",
    title: "Setting Up a Virtual Office for a Small Team",
    category: "Business Support",
    tags: ["virtual office", "small business", "productivity"],
    publishedDate: "2024-01-30T14:00:00.000Z",
    author: "Fatima Haddad",
    excerpt:
      "A professional address, a phone line that is always answered and a secure shared workspace: a virtual office gives a small team the presence of a larger firm without the rent.",
    body: md`
      Many of our small business clients work from home, from client sites or from several cities at once. They still need to look established, receive mail, answer calls and collaborate securely. A well-designed virtual office covers all of that for a fraction of the cost of a lease.

      ## The building blocks

      - **A business address** for correspondence, registrations and your website, with mail scanning and forwarding.
      - **A business phone number** that routes to mobile phones or a reception service, with voicemail sent by e-mail.
      - **Professional e-mail** on your own domain, never a free webmail address.
      - **Shared storage and documents** with sensible permissions.
      - **Video meetings and chat** for day-to-day collaboration.
      - **Meeting rooms on demand** for the occasions when you need to meet clients in person.

      ## Security from day one

      Small teams are frequent targets of phishing and account takeovers. A few measures prevent most incidents:

      1. Turn on multi-factor authentication for every account, starting with e-mail.
      2. Use a password manager and stop sharing passwords by e-mail or chat.
      3. Keep devices updated and encrypted, and require a screen lock.
      4. Separate administrator accounts from everyday accounts.
      5. Back up shared files, and test that you can restore them.

      > The cheapest security control you will ever buy is multi-factor authentication. Turn it on today.

      ## Habits that keep a remote team connected

      Technology is the easy part. Teams that work well remotely agree on how they communicate: which questions go in chat, which need a call, how quickly people are expected to respond, and which hours everyone is available. Write these norms down and review them after a few months.

      A short weekly meeting to share priorities and blockers goes a long way. So does an occasional in-person day, even for a team that is mostly remote.

      ## Privacy and compliance

      If you handle personal information about clients, Canada's private-sector privacy law applies to you. Know where your data is stored, who can access it and how long you keep it. The [Office of the Privacy Commissioner of Canada](https://www.priv.gc.ca/en/privacy-topics/privacy-laws-in-canada/the-personal-information-protection-and-electronic-documents-act-pipeda/) publishes practical guides for small businesses.

      ## What it costs

      For a team of five, a complete virtual office typically costs less per month than a single day of downtime caused by a lost laptop or a compromised e-mail account. Our [integrated support services](/services/integrated-support) set up and manage virtual offices for small teams, including the address, phone, e-mail and security basics.
    `,
  },
  {
    slug: "bookkeeping-habits-for-growing-businesses",
    title: "Five Bookkeeping Habits for Growing Businesses",
    category: "Business Support",
    tags: ["financial management", "small business", "productivity"],
    publishedDate: "2025-11-18T14:00:00.000Z",
    excerpt:
      "Clean books are not only for tax season. Five simple habits give small business owners a clear view of cash, fewer surprises and a much easier year-end.",
    body: md`
      Growing businesses often outgrow their bookkeeping before they notice. Receipts pile up, invoices go out late and the owner only learns how the year went when the accountant calls in the spring. These five habits fix most of that, and none of them requires an accounting degree.

      ## 1. Separate business and personal money

      Open a dedicated business bank account and credit card, and run every business transaction through them. Mixing personal and business spending makes bookkeeping slow, hides the true profitability of the business and creates problems if the Canada Revenue Agency ever asks questions.

      ## 2. Reconcile every week

      Set aside thirty minutes each week to match bank and card transactions against your accounting software. Weekly reconciliation catches errors, duplicate charges and forgotten subscriptions while they are still easy to fix. Monthly is the minimum; weekly is better.

      ## 3. Capture receipts immediately

      Photograph receipts as soon as you receive them and attach them to the transaction in your software. Keep records for at least six years, as the CRA requires. Digital copies are acceptable if they are legible and complete.

      > The receipt you photograph today is the deduction you do not lose next April.

      ## 4. Invoice promptly and follow up

      Send invoices the day work is delivered, with clear payment terms. Track overdue invoices weekly and follow up politely but consistently:

      - a friendly reminder a few days after the due date;
      - a phone call after two weeks;
      - a firmer letter after thirty days, with a note that further work is paused.

      Offering electronic payment options makes it easier for clients to pay on time.

      ## 5. Review a simple monthly report

      Once the books are reconciled, look at three numbers every month: revenue, gross margin and cash in the bank compared with the bills due in the next sixty days. A one-page report with those figures tells you more about the health of your business than any annual statement.

      ## Don't forget sales tax

      Once your taxable revenue passes the small supplier threshold, you must register for and collect GST/HST. Set aside the tax you collect in a separate account so it is ready when your return is due. The [CRA's guide for small businesses](https://www.canada.ca/en/revenue-agency/services/tax/businesses/small-businesses-self-employed-income.html) explains the rules.

      ## When to get help

      If bookkeeping takes you more than a few hours a week, or you are regularly behind, it is usually cheaper to delegate it. Our [integrated support services](/services/integrated-support) include bookkeeping and financial management for small businesses, so you can spend your time on clients instead of spreadsheets.
    `,
  },
  {
    slug: "what-every-small-business-website-needs",
    title: "What Every Small Business Website Needs",
    category: "Web Design",
    tags: ["websites", "small business", "SEO"],
    publishedDate: "2025-06-10T14:00:00.000Z",
    author: "Kwame Asante",
    excerpt:
      "A small business website does not need to be big. It needs to load fast, answer the questions customers actually ask, and make it easy to get in touch.",
    body: md`
      A surprising number of small business websites fail at the basics: they are slow on a phone, hide the phone number, or describe the business in terms only the owner understands. Before you think about animations or a blog, make sure your site does these things well.

      ## Say what you do, for whom, and where

      Visitors decide in seconds whether they are in the right place. Your home page headline should state plainly what you offer and who it is for. Include your service area, whether that is North York, the Greater Toronto Area or all of Canada.

      ## Make contacting you effortless

      - Your phone number in the header, tappable on mobile.
      - A short contact form with only the fields you really need.
      - Your address and a map if customers visit you.
      - Your hours, kept up to date.
      - A clear call to action on every page: book a call, request a quote, visit the shop.

      ## Be fast and mobile-friendly

      Most visits now come from phones. Compress images, avoid heavy sliders and test your pages on a real mid-range phone over a mobile connection. Google's free [PageSpeed Insights](https://pagespeed.web.dev/) shows what is slowing a page down.

      > A website that takes five seconds to load has already lost a good share of its visitors.

      ## Build trust

      Show who you are: real photos of your team or premises, short biographies, and testimonials from real clients with their permission. Display any certifications or memberships. Make sure the site uses HTTPS; browsers warn visitors away from sites that do not.

      ## Cover the search basics

      You do not need an SEO agency to get the fundamentals right:

      1. Give each page a unique, descriptive title and meta description.
      2. Use headings that reflect what customers search for.
      3. Create a free Google Business Profile and keep it consistent with your website.
      4. Ask happy clients for reviews.

      ## Respect privacy and accessibility

      Publish a privacy policy that explains what you collect through forms and why. Make sure your site can be used with a keyboard and a screen reader; in Ontario, accessibility is also a legal obligation for many organisations.

      ## Plan for updates

      Choose a setup that lets you change hours, prices and news yourself. A site that cannot be updated quickly becomes out of date, and out-of-date information costs customers.

      Our fixed-price [website packages](/website-packages) include all of the above, from mobile-ready design and SSL to a contact form and basic SEO. New businesses registered within the last twelve months can also get 15% off.
    `,
  },
  {
    slug: "website-accessibility-and-the-aoda",
    title: "Website Accessibility and the AODA: A Practical Guide for Ontario Organisations",
    category: "Web Design",
    tags: ["accessibility", "websites", "AODA"],
    publishedDate: "2026-03-03T14:00:00.000Z",
    author: "Kwame Asante",
    excerpt:
      "Under the Accessibility for Ontarians with Disabilities Act, many organisations must make their websites accessible. Beyond compliance, accessible sites simply work better for everyone.",
    body: md`
      About one in five Canadians lives with a disability. For many of them, an inaccessible website is a closed door: a form they cannot complete, a menu they cannot open with a keyboard, a video without captions. In Ontario, the law also requires many organisations to open that door.

      ## What the AODA requires

      The Integrated Accessibility Standards Regulation under the [Accessibility for Ontarians with Disabilities Act](https://www.ontario.ca/page/how-make-websites-accessible) requires public sector organisations and businesses or non-profits with 50 or more employees in Ontario to make their public websites and web content conform to **WCAG 2.0 Level AA**, with limited exceptions. Smaller organisations are not bound by the website requirement, but accessible design is good practice and widens your audience.

      ## The most common problems we find

      - Images without meaningful alternative text.
      - Text with too little contrast against its background.
      - Forms whose fields have no visible, programmatic labels.
      - Menus, sliders and pop-ups that cannot be used with a keyboard.
      - Focus indicators removed for visual reasons, leaving keyboard users lost.
      - Videos without captions and PDF documents that are scanned images.

      ## Quick wins

      1. Add alternative text to every informative image; mark decorative images so screen readers skip them.
      2. Check colour contrast with a free tool and adjust your palette where needed.
      3. Tab through every page: can you reach and operate everything, and can you always see where you are?
      4. Use real headings in order, so screen reader users can navigate by structure.
      5. Let users resize text to 200% without breaking the layout.
      6. Respect the "reduce motion" preference for animations.

      > Accessibility is not a feature you add at the end. It is a quality of the whole site, like speed or security.

      ## Test with people, not only tools

      Automated checkers find perhaps a third of accessibility issues. They are a useful first pass, but they cannot tell you whether alternative text is meaningful or whether a form makes sense when read aloud. Include manual keyboard testing, a screen reader pass and, where possible, feedback from people with disabilities.

      ## Build it into your process

      Write accessibility into your website brief and contracts, check designs before development, and test before each release. Publish an accessibility statement with a way for visitors to report problems, and respond to those reports promptly.

      ## Looking ahead

      WCAG has moved on to versions 2.1 and 2.2, which add criteria for mobile use and cognitive accessibility. Designing to the newer versions now means you will not have to rework your site later.

      Every site we build through our [website packages](/website-packages) is designed to WCAG 2.1 AA, with keyboard navigation, readable contrast and adjustable display settings. The [W3C Web Accessibility Initiative](https://www.w3.org/WAI/standards-guidelines/wcag/) explains the guidelines in depth.
    `,
  },
];

const postsWithoutImage = new Set([
  "measuring-your-carbon-footprint-first-steps",
  "bookkeeping-habits-for-growing-businesses",
]);
const blogAssetIds = new Set(blogAssets.map((a) => a.sys.id));

export const entries: SeedEntry[] = posts.map((p) => {
  const imageId = `blog-${p.slug}`;
  if (!postsWithoutImage.has(p.slug) && !blogAssetIds.has(imageId)) {
    throw new Error(`Blog post ${p.slug} has no image asset ${imageId} in contentful/seed/assets.ts.`);
  }
  return entry(
    "blogPost",
    `post-${p.slug}`,
    {
      title: p.title,
      slug: p.slug,
      author: p.author,
      category: p.category,
      tags: p.tags,
      publishedDate: p.publishedDate,
      excerpt: p.excerpt,
      body: p.body,
      image: postsWithoutImage.has(p.slug) ? undefined : assetLink(imageId),
    },
    p.publishedDate.replace(/T.*$/, "T14:00:00.000Z"),
  );
});
