/**
 * Issue 15: the firm's work in numbers and in stories. Impact figures (the home page's Impact in
 * numbers, and each case study's results) and three case studies, each on the page of its service.
 * Clients are the organisations quoted in the testimonials (contentful/seed/site.ts) and one more;
 * the prose keeps its numbers in the figures, so that each language writes them its own way.
 */
import type { SeedEntry } from "../types.ts";
import { entry, link } from "./helpers.ts";

type Unit = "number" | "plus" | "percent";
let figureOrder = 0;
const figure = (id: string, value: number, unit: Unit, label: string, onHome = false) =>
  entry("impactFigure", `figure-${id}`, { order: ++figureOrder, value, unit, label, onHome });

/** Impact in numbers, on the home page. */
const homeFigures = [
  figure("years", 15, "plus", "years of practice", true),
  figure("evaluations", 120, "plus", "evaluations delivered", true),
  figure("countries", 18, "number", "countries worked in", true),
  figure("partners", 60, "plus", "partner organisations", true),
];

const youthFigures = [
  figure("youth-participants", 1200, "plus", "participants followed"),
  figure("youth-weeks", 6, "number", "weeks to a working framework"),
  figure("youth-reports", 100, "percent", "of funder reports on time"),
];
const foodFigures = [
  figure("food-energy", 18, "percent", "lower energy costs in year one"),
  figure("food-sites", 3, "number", "plants assessed"),
];
const clinicFigures = [
  figure("clinic-sites", 14, "number", "clinics moved to the new system"),
  figure("clinic-budget", 4, "percent", "under the approved budget"),
];

const ids = (list: SeedEntry[]) => list.map((e) => link(e.sys.id));

const caseStudies = [
  entry("caseStudy", "case-youth-employment-evaluation", {
    slug: "youth-employment-evaluation",
    order: 1,
    title: "Evidence a funder could trust for a youth employment programme",
    client: "Bright Futures Community Foundation",
    sector: "Non-profit",
    service: "mel",
    year: 2024,
    summary:
      "A Toronto foundation ran job-readiness programmes at several sites but could not show its funders what they achieved. We built one monitoring framework and evaluated the programme with its participants.",
    challenge:
      "Each site counted participants its own way, in its own spreadsheets. Reports to funders took weeks to assemble and still raised questions, and the board could not see which activities led young people into work.",
    approach:
      "We started with a theory of change written with staff, participants and employers, then turned it into a small set of indicators every site could collect.\n\n- One intake and follow-up survey, in plain language, on tablets\n- A shared dashboard for staff and the board\n- A mixed-methods evaluation with interviews and focus groups",
    results:
      "Field teams and the board now look at the same numbers. The funder renewed its grant without a single data query, and the foundation used the evaluation's findings to redesign its mentoring component.",
    figures: ids(youthFigures),
  }),
  entry("caseStudy", "case-food-manufacturer-esg-roadmap", {
    slug: "food-manufacturer-esg-roadmap",
    order: 1,
    title: "An affordable energy and ESG roadmap for a food manufacturer",
    client: "Maple Ridge Foods Ltd.",
    sector: "Food manufacturing",
    service: "sustainability",
    year: 2023,
    summary:
      "A family-owned food manufacturer in Ontario wanted to cut its energy bills and answer its retail customers' sustainability questionnaires. We assessed its plants and wrote a roadmap it could pay for.",
    challenge:
      "Energy prices were rising, large retail customers were asking for emissions data, and the company had no one responsible for sustainability. Earlier audits had produced long reports that nobody acted on.",
    approach:
      "We walked each plant with the maintenance teams and measured where energy went.\n\n- A baseline of energy use and emissions\n- Measures ranked by cost, saving and payback\n- A short ESG statement for customers, backed by the data",
    results:
      "The first measures paid for themselves within the year. The company now answers customer questionnaires in days rather than weeks, and reports progress to its board every quarter.",
    figures: ids(foodFigures),
  }),
  entry("caseStudy", "case-clinic-records-migration", {
    slug: "clinic-records-migration",
    order: 1,
    title: "A network of clinics moved to one records system on time",
    client: "Harbourview Community Health Centres",
    sector: "Community health",
    service: "project-management",
    year: 2024,
    summary:
      "A network of community health clinics had to replace an ageing patient records system without interrupting care. We ran the project from planning to the last clinic's switch-over.",
    challenge:
      "The old system's support was ending, staff were anxious about change, and every clinic had its own way of working. A failed migration would have meant cancelled appointments for patients who depend on the clinics.",
    approach:
      "We planned the migration in waves, with each clinic's manager as part of the project team.\n\n- A clear plan with milestones, risks and owners\n- Training and floor support at every switch-over\n- A weekly one-page report for the executive team",
    results:
      "Every clinic moved to the new system on schedule, with no day of care lost. Staff were confident with the new system within weeks, and the network reused the same project approach for its next upgrade.",
    figures: ids(clinicFigures),
  }),
];

export const entries: SeedEntry[] = [...homeFigures, ...youthFigures, ...foodFigures, ...clinicFigures, ...caseStudies];
