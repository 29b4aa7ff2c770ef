/**
 * Issue 15, a site that shows its work: impact figures (a number, its unit and what it counts) for the
 * home page's Impact in numbers and a case study's results, and case studies (challenge, approach,
 * results) listed on the page of their service. A snapshot, never edited: later changes are later files.
 */
import type { ContentTypeDefinition } from "../types.ts";
import type { MigrationFile } from "../setup/migrate.ts";

const contentTypes: ContentTypeDefinition[] = [
  {
    sys: {"id":"impactFigure"},
    name: "Impact figure",
    description: "A number and what it counts (e.g. 120+ evaluations delivered): the home page's Impact in numbers, and the results of a case study.",
    displayField: "label",
    fields: [
      {"id":"order","name":"Order","type":"Integer","localized":false,"required":true,"validations":[{"range":{"min":0,"max":999}}],"helpText":"Position among the figures of Impact in numbers on the home page: lower numbers come first.","appearance":{"widgetId":"numberEditor"}},
      {"id":"value","name":"Value","type":"Number","localized":false,"required":true,"validations":[{"range":{"min":0,"max":1000000000}}],"helpText":"The number itself, without a unit or thousands separators (e.g. 120 or 18.5); the page writes it in each language's digits.","appearance":{"widgetId":"numberEditor"}},
      {"id":"unit","name":"Unit","type":"Symbol","localized":false,"required":true,"validations":[{"in":["number","plus","percent"]}],"helpText":"How the number reads: number (120), plus (120+, at least), percent (18 %). One of: number, plus, percent.","appearance":{"widgetId":"dropdown"}},
      {"id":"label","name":"Label","type":"Symbol","localized":true,"required":true,"validations":[{"size":{"max":60}}],"helpText":"What the number counts, under it, e.g. evaluations delivered. Up to 60 characters.","appearance":{"widgetId":"singleLine"}},
      {"id":"onHome","name":"Shown on the home page","type":"Boolean","localized":false,"required":true,"helpText":"Whether the figure is one of Impact in numbers on the home page (case studies' figures usually are not).","appearance":{"widgetId":"boolean","settings":{"trueLabel":"Shown","falseLabel":"Hidden"}}},
    ],
  },
  {
    sys: {"id":"caseStudy"},
    name: "Case study",
    description: "A client engagement told as challenge, approach and results, on the page of its service (/services/{service}), where a visitor opens it in full.",
    displayField: "title",
    fields: [
      {"id":"slug","name":"Slug","type":"Symbol","localized":false,"required":true,"validations":[{"size":{"max":80}},{"unique":true},{"regexp":{"pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*$"},"message":"Use lowercase letters, digits and single hyphens, e.g. youth-employment-evaluation."}],"helpText":"The case study's short id, made from its title: lowercase letters, digits and single hyphens; the service page's link to it ends with #case-{slug}. Up to 80 characters.","appearance":{"widgetId":"slugEditor"}},
      {"id":"order","name":"Order","type":"Integer","localized":false,"required":true,"validations":[{"range":{"min":0,"max":999}}],"helpText":"Position among the case studies of the same service: lower numbers come first.","appearance":{"widgetId":"numberEditor"}},
      {"id":"title","name":"Title","type":"Symbol","localized":true,"required":true,"validations":[{"size":{"max":100}}],"helpText":"The case study's heading on its service page. Up to 100 characters.","appearance":{"widgetId":"singleLine"}},
      {"id":"client","name":"Client","type":"Symbol","localized":false,"required":true,"validations":[{"size":{"max":80}}],"helpText":"The client organisation's name, as it writes it (not translated). Up to 80 characters.","appearance":{"widgetId":"singleLine"}},
      {"id":"sector","name":"Sector","type":"Symbol","localized":true,"required":true,"validations":[{"size":{"max":60}}],"helpText":"The client's sector, e.g. Non-profit, Food manufacturing. Up to 60 characters.","appearance":{"widgetId":"singleLine"}},
      {"id":"service","name":"Service","type":"Symbol","localized":false,"required":true,"validations":[{"in":["it","monitoring","mel","project-management","sustainability","integrated-support","augmented-support"]}],"helpText":"The service page that lists this case study. One of: it, monitoring, mel, project-management, sustainability, integrated-support, augmented-support.","appearance":{"widgetId":"dropdown"}},
      {"id":"year","name":"Year","type":"Integer","localized":false,"required":true,"validations":[{"range":{"min":2000,"max":2100}}],"helpText":"The year the engagement ended.","appearance":{"widgetId":"numberEditor"}},
      {"id":"summary","name":"Summary","type":"Text","localized":true,"required":true,"validations":[{"size":{"max":300}}],"helpText":"One or two sentences on the case study's card, shown before it is opened. Up to 300 characters.","appearance":{"widgetId":"multipleLine"}},
      {"id":"challenge","name":"Challenge","type":"Text","localized":true,"required":true,"validations":[{"size":{"max":1200}}],"helpText":"What the client faced; a blank line starts a new paragraph. Up to 1200 characters.","appearance":{"widgetId":"multipleLine"}},
      {"id":"approach","name":"Approach","type":"Text","localized":true,"required":true,"validations":[{"size":{"max":1500}}],"helpText":"What the firm did; a blank line starts a new paragraph, lines starting with - form a bullet list. Up to 1500 characters.","appearance":{"widgetId":"multipleLine"}},
      {"id":"results","name":"Results","type":"Text","localized":true,"required":true,"validations":[{"size":{"max":1200}}],"helpText":"What changed for the client; a blank line starts a new paragraph. Up to 1200 characters.","appearance":{"widgetId":"multipleLine"}},
      {"id":"figures","name":"Figures","type":"Array","localized":false,"required":false,"validations":[{"size":{"max":4}}],"items":{"type":"Link","linkType":"Entry","validations":[{"linkContentType":["impactFigure"]}]},"helpText":"The engagement's results in numbers, shown as large figures on the case study's card. Up to 4 items; drag to reorder.","appearance":{"widgetId":"entryLinksEditor"}},
    ],
  },
];

export default {
  description: "Impact figures and case studies",
  async up(space) {
    // Figures first: a case study's figures link to them.
    for (const definition of contentTypes) await space.createContentType(definition);
  },
} satisfies MigrationFile;
