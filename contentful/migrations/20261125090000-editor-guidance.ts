/**
 * Issue 14, a model that guides editors: help text on every field (what it is for, where it shows,
 * how long it may be), validations that match the layout (character and item limits, image type,
 * size and dimensions, slug, path, colour, e-mail and profile-URL formats, number ranges) and the
 * editor that suits each field (slug editor, Markdown, dropdowns, tag lists, date pickers).
 * A snapshot, never edited: later changes are later files.
 */
import type { ContentTypeChange, MigrationFile } from "../setup/migrate.ts";

const changes: Record<string, ContentTypeChange> = {
  siteSettings: {
    fields: {
      firmName: {"validations":[{"size":{"max":60}}],"helpText":"The firm's name, in the header next to the logo, in the footer and in page titles. Up to 60 characters.","appearance":{"widgetId":"singleLine"}},
      tagline: {"validations":[{"size":{"max":160}}],"helpText":"A short line under the firm's name in the footer. Up to 160 characters.","appearance":{"widgetId":"singleLine"}},
      phone: {"validations":[{"size":{"max":30}},{"regexp":{"pattern":"^\\+?[0-9 ().-]{7,30}$"},"message":"Digits, spaces, brackets, dots and hyphens, e.g. +1 (416) 555-0142."}],"helpText":"The phone number shown in the footer and on Contact, written as callers dial it, e.g. +1 (416) 555-0142. Up to 30 characters.","appearance":{"widgetId":"singleLine"}},
      email: {"validations":[{"size":{"max":120}},{"regexp":{"pattern":"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"},"message":"Write an e-mail address, e.g. info@example.com."}],"helpText":"The firm's public address, in the footer and on Contact (a mailto link). Up to 120 characters.","appearance":{"widgetId":"singleLine"}},
      address: {"validations":[{"size":{"max":200}}],"helpText":"The office address in the footer and on Contact; each line break shows as a new line. Up to 200 characters.","appearance":{"widgetId":"multipleLine"}},
      socialLinks: {"helpText":"The footer's social icons, as JSON: {\"linkedin\": \"https://…\", \"instagram\": \"https://…\", \"twitter\": \"https://…\"}; leave a network out to hide its icon.","appearance":{"widgetId":"objectEditor"}},
      officeHours: {"validations":[{"size":{"max":7}}],"items":{"type":"Symbol","validations":[{"size":{"max":80}}]},"helpText":"Opening hours on Contact and in the footer, one line per item, e.g. Monday–Friday: 9:00–17:00. Up to 7 items of up to 80 characters each.","appearance":{"widgetId":"tagEditor"}},
      footerAbout: {"validations":[{"size":{"max":400}}],"helpText":"The paragraph about the firm in the footer of every page. Up to 400 characters.","appearance":{"widgetId":"multipleLine"}},
    },
  },
  pageSection: {
    fields: {
      key: {"validations":[{"size":{"max":60}},{"unique":true},{"regexp":{"pattern":"^[a-z][a-zA-Z]*(\\.[a-zA-Z0-9-]+)*$"},"message":"A page and a block name separated by a dot, e.g. home.mission."}],"helpText":"Which block of which page this is, e.g. home.mission or about.hero: the site looks the section up by this key, so do not change it. Up to 60 characters.","appearance":{"widgetId":"singleLine"}},
      title: {"validations":[{"size":{"max":80}}],"helpText":"The section's heading. Up to 80 characters.","appearance":{"widgetId":"singleLine"}},
      subtitle: {"validations":[{"size":{"max":300}}],"helpText":"A sentence or two under the heading. Up to 300 characters.","appearance":{"widgetId":"multipleLine"}},
      body: {"validations":[{"size":{"max":600}}],"helpText":"The section's text, if it has more than a subtitle; a blank line starts a new paragraph. Up to 600 characters.","appearance":{"widgetId":"multipleLine"}},
      items: {"validations":[{"size":{"max":8}}],"helpText":"Feature items shown as cards in this section (e.g. Why Choose Us). Up to 8 items; drag to reorder.","appearance":{"widgetId":"entryLinksEditor"}},
      ctaLabel: {"validations":[{"size":{"max":40}}],"helpText":"The text of the section's button, e.g. Contact Us; leave empty for no button. Up to 40 characters.","appearance":{"widgetId":"singleLine"}},
      ctaPath: {"validations":[{"size":{"max":100}},{"regexp":{"pattern":"^/[a-z0-9/-]*$"},"message":"Write a path of this site, starting with /, e.g. /contact."}],"helpText":"Where the section's button leads. A path on this site starting with /, e.g. /services/mel. Up to 100 characters.","appearance":{"widgetId":"singleLine"}},
    },
  },
  featureItem: {
    fields: {
      title: {"validations":[{"size":{"max":60}}],"helpText":"The card's heading (Why Choose Us, benefits, included in every package). Up to 60 characters.","appearance":{"widgetId":"singleLine"}},
      description: {"validations":[{"size":{"max":300}}],"helpText":"The card's text under the heading. Up to 300 characters.","appearance":{"widgetId":"multipleLine"}},
      icon: {"validations":[{"size":{"max":40}},{"regexp":{"pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*$"},"message":"Write a Lucide icon name, e.g. shield-check."}],"helpText":"The icon shown on the card: a Lucide icon name in lowercase with hyphens (lucide.dev/icons), e.g. shield-check. Up to 40 characters.","appearance":{"widgetId":"singleLine"}},
    },
  },
  heroSlide: {
    fields: {
      order: {"validations":[{"range":{"min":0,"max":999}}],"helpText":"Position among the home page's slides: lower numbers come first.","appearance":{"widgetId":"numberEditor"}},
      title: {"validations":[{"size":{"max":50}}],"helpText":"The slide's large heading on the home page; longer titles wrap on phones. Up to 50 characters.","appearance":{"widgetId":"singleLine"}},
      subtitle: {"validations":[{"size":{"max":80}}],"helpText":"A line above the heading. Up to 80 characters.","appearance":{"widgetId":"singleLine"}},
      description: {"validations":[{"size":{"max":300}}],"helpText":"The slide's text under the heading. Up to 300 characters.","appearance":{"widgetId":"multipleLine"}},
      learnMorePath: {"validations":[{"size":{"max":100}},{"regexp":{"pattern":"^/[a-z0-9/-]*$"},"message":"Write a path of this site, starting with /, e.g. /contact."}],"helpText":"Where the slide's Learn More button leads. A path on this site starting with /, e.g. /services/mel. Up to 100 characters.","appearance":{"widgetId":"singleLine"}},
      image: {"validations":[{"linkMimetypeGroup":["image"]},{"assetImageDimensions":{"width":{"min":1200},"height":{"min":600}},"message":"The image must be at least 1200 pixels wide and 600 high."},{"assetFileSize":{"max":5242880},"message":"The image may be 5 MB at most."}],"helpText":"The slide's background photo, behind white text (choose a calm, dark enough picture). A JPEG, PNG or WebP photo, at least 1200×600 pixels, 5 MB at most; describe it in the asset's description (read aloud to blind visitors).","appearance":{"widgetId":"assetLinkEditor"}},
    },
  },
  testimonial: {
    fields: {
      order: {"validations":[{"range":{"min":0,"max":999}}],"helpText":"Position among the testimonials on the home page: lower numbers come first.","appearance":{"widgetId":"numberEditor"}},
      quote: {"validations":[{"size":{"max":350}}],"helpText":"The client's words, without quotation marks (the page adds them). Up to 350 characters.","appearance":{"widgetId":"multipleLine"}},
      name: {"validations":[{"size":{"max":60}}],"helpText":"The client's name under the quote. Up to 60 characters.","appearance":{"widgetId":"singleLine"}},
      role: {"validations":[{"size":{"max":60}}],"helpText":"The client's role, e.g. Programme Director. Up to 60 characters.","appearance":{"widgetId":"singleLine"}},
      organization: {"validations":[{"size":{"max":80}}],"helpText":"The client's organization, after the role. Up to 80 characters.","appearance":{"widgetId":"singleLine"}},
    },
  },
  principle: {
    fields: {
      slug: {"validations":[{"size":{"max":80}},{"unique":true},{"regexp":{"pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*$"},"message":"Use lowercase letters, digits and single hyphens, e.g. do-no-harm."}],"helpText":"The last part of the page's address (/about/principle/do-no-harm): lowercase letters, digits and single hyphens; changing it breaks links to the old address. Up to 80 characters.","appearance":{"widgetId":"slugEditor"}},
      order: {"validations":[{"range":{"min":0,"max":999}}],"helpText":"Position among the principles on About: lower numbers come first.","appearance":{"widgetId":"numberEditor"}},
      title: {"validations":[{"size":{"max":80}}],"helpText":"The principle's name: the heading of its page and the link text on About. Up to 80 characters.","appearance":{"widgetId":"singleLine"}},
      shortDescription: {"validations":[{"size":{"max":220}}],"helpText":"One or two sentences under the title on its page and on About's principle cards. Up to 220 characters.","appearance":{"widgetId":"multipleLine"}},
      fullDescription: {"validations":[{"size":{"max":3000}}],"helpText":"The principle's page text: a blank line starts a new paragraph, lines starting with - form a bullet list; no other formatting is shown. Up to 3000 characters.","appearance":{"widgetId":"markdown"}},
      color: {"validations":[{"regexp":{"pattern":"^#[0-9a-fA-F]{6}$"},"message":"Write a colour as # and six hex digits, e.g. #1f6f5c."}],"helpText":"The background of the principle's page header and of its card on About. A hex colour such as #1f6f5c; white text must stay readable on it.","appearance":{"widgetId":"singleLine"}},
      accentColor: {"validations":[{"regexp":{"pattern":"^#[0-9a-fA-F]{6}$"},"message":"Write a colour as # and six hex digits, e.g. #1f6f5c."}],"helpText":"The colour of the principle's highlights (links, bullets) on its page. A hex colour such as #1f6f5c; white text must stay readable on it.","appearance":{"widgetId":"singleLine"}},
      icon: {"validations":[{"size":{"max":40}},{"regexp":{"pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*$"},"message":"Write a Lucide icon name, e.g. shield-check."}],"helpText":"The icon shown on the principle's card: a Lucide icon name in lowercase with hyphens (lucide.dev/icons), e.g. shield-check. Up to 40 characters.","appearance":{"widgetId":"singleLine"}},
    },
  },
  value: {
    fields: {
      slug: {"validations":[{"size":{"max":80}},{"unique":true},{"regexp":{"pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*$"},"message":"Use lowercase letters, digits and single hyphens, e.g. do-no-harm."}],"helpText":"The entry's short id, made from its name: lowercase letters, digits and single hyphens. Up to 80 characters.","appearance":{"widgetId":"slugEditor"}},
      order: {"validations":[{"range":{"min":0,"max":999}}],"helpText":"Position among the values on About: lower numbers come first.","appearance":{"widgetId":"numberEditor"}},
      title: {"validations":[{"size":{"max":30}}],"helpText":"The value's name on its About card (one or two words). Up to 30 characters.","appearance":{"widgetId":"singleLine"}},
      shortDescription: {"validations":[{"size":{"max":120}}],"helpText":"The card's text before Learn More. Up to 120 characters.","appearance":{"widgetId":"multipleLine"}},
      fullDescription: {"validations":[{"size":{"max":700}}],"helpText":"The text shown after Learn More; a blank line starts a new paragraph. Up to 700 characters.","appearance":{"widgetId":"multipleLine"}},
      color: {"validations":[{"regexp":{"pattern":"^#[0-9a-fA-F]{6}$"},"message":"Write a colour as # and six hex digits, e.g. #1f6f5c."}],"helpText":"The card's accent colour. A hex colour such as #1f6f5c; white text must stay readable on it.","appearance":{"widgetId":"singleLine"}},
      icon: {"validations":[{"size":{"max":40}},{"regexp":{"pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*$"},"message":"Write a Lucide icon name, e.g. shield-check."}],"helpText":"The icon shown on the value's card: a Lucide icon name in lowercase with hyphens (lucide.dev/icons), e.g. shield-check. Up to 40 characters.","appearance":{"widgetId":"singleLine"}},
    },
  },
  teamMember: {
    fields: {
      slug: {"validations":[{"size":{"max":80}},{"unique":true},{"regexp":{"pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*$"},"message":"Use lowercase letters, digits and single hyphens, e.g. do-no-harm."}],"helpText":"The entry's short id, made from its name: lowercase letters, digits and single hyphens. Up to 80 characters.","appearance":{"widgetId":"slugEditor"}},
      order: {"validations":[{"range":{"min":0,"max":999}}],"helpText":"Position among the people in the Leadership Team carousel: lower numbers come first.","appearance":{"widgetId":"numberEditor"}},
      name: {"validations":[{"size":{"max":60}}],"helpText":"The person's full name on their card. Up to 60 characters.","appearance":{"widgetId":"singleLine"}},
      role: {"validations":[{"size":{"max":80}}],"helpText":"The person's role under their name, e.g. Managing Partner. Up to 80 characters.","appearance":{"widgetId":"singleLine"}},
      image: {"validations":[{"linkMimetypeGroup":["image"]},{"assetImageDimensions":{"width":{"min":400},"height":{"min":400}},"message":"The image must be at least 400 pixels wide and 400 high."},{"assetFileSize":{"max":5242880},"message":"The image may be 5 MB at most."}],"helpText":"The person's portrait, cropped to a circle on the card. A JPEG, PNG or WebP photo, at least 400×400 pixels, 5 MB at most; describe it in the asset's description (read aloud to blind visitors).","appearance":{"widgetId":"assetLinkEditor"}},
      bio: {"validations":[{"size":{"max":800}}],"helpText":"A short biography shown when the card is opened; a blank line starts a new paragraph. Up to 800 characters.","appearance":{"widgetId":"multipleLine"}},
      expertise: {"validations":[{"size":{"max":8}}],"items":{"type":"Symbol","validations":[{"size":{"max":60}}]},"helpText":"Areas of expertise shown as tags on the card. Up to 8 items of up to 60 characters each.","appearance":{"widgetId":"tagEditor"}},
      linkedin: {"validations":[{"size":{"max":200}},{"regexp":{"pattern":"^https://(www\\.)?linkedin\\.com/"},"message":"Write the full address, starting with https://linkedin\\.com/."}],"helpText":"The person's LinkedIn profile (an icon on the card). Optional; leave empty to hide the link. Up to 200 characters.","appearance":{"widgetId":"urlEditor"}},
      twitter: {"validations":[{"size":{"max":200}},{"regexp":{"pattern":"^https://(www\\.)?(twitter|x)\\.com/"},"message":"Write the full address, starting with https://(twitter|x)\\.com/."}],"helpText":"The person's X (Twitter) profile (an icon on the card). Optional; leave empty to hide the link. Up to 200 characters.","appearance":{"widgetId":"urlEditor"}},
      email: {"validations":[{"size":{"max":120}},{"regexp":{"pattern":"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"},"message":"Write an e-mail address, e.g. name@example.com."}],"helpText":"The person's work address (a mail icon on the card). Optional. Up to 120 characters.","appearance":{"widgetId":"singleLine"}},
    },
  },
  websitePackage: {
    fields: {
      packageId: {"helpText":"Which of the three packages this is (the quote form refers to it); each is used once. One of: starter, professional, premium.","appearance":{"widgetId":"dropdown"}},
      order: {"validations":[{"range":{"min":0,"max":999}}],"helpText":"Position among the packages on Website Packages: lower numbers come first.","appearance":{"widgetId":"numberEditor"}},
      name: {"validations":[{"size":{"max":30}}],"helpText":"The package's name at the top of its card, e.g. Professional. Up to 30 characters.","appearance":{"widgetId":"singleLine"}},
      price: {"validations":[{"range":{"min":0,"max":100000}}],"helpText":"The price in Canadian dollars, without taxes; the page formats it for each language.","appearance":{"widgetId":"numberEditor"}},
      pagesLabel: {"validations":[{"size":{"max":60}}],"helpText":"How many pages the package includes, as shown on the card, e.g. Up to 5 pages. Up to 60 characters.","appearance":{"widgetId":"singleLine"}},
      deliveryLabel: {"validations":[{"size":{"max":40}}],"helpText":"How long delivery takes, as shown on the card, e.g. 2–3 weeks. Up to 40 characters.","appearance":{"widgetId":"singleLine"}},
      revisions: {"validations":[{"range":{"min":0,"max":20}}],"helpText":"How many rounds of revisions are included.","appearance":{"widgetId":"numberEditor"}},
      popular: {"helpText":"Marks the card with the Most Popular badge; give it to one package only.","appearance":{"widgetId":"boolean","settings":{"trueLabel":"Most popular","falseLabel":"Not marked"}}},
      description: {"validations":[{"size":{"max":200}}],"helpText":"A sentence under the price on the card. Up to 200 characters.","appearance":{"widgetId":"multipleLine"}},
      features: {"validations":[{"size":{"max":12}}],"items":{"type":"Symbol","validations":[{"size":{"max":80}}]},"helpText":"What the package includes, one check-marked line each on the card. Up to 12 items of up to 80 characters each.","appearance":{"widgetId":"tagEditor"}},
    },
  },
  faqItem: {
    fields: {
      order: {"validations":[{"range":{"min":0,"max":999}}],"helpText":"Position among the questions of the same category: lower numbers come first.","appearance":{"widgetId":"numberEditor"}},
      category: {"helpText":"Which group the question is listed under on /faq; packages questions appear on Website Packages instead. One of: services, pricing, support, technical, packages.","appearance":{"widgetId":"dropdown"}},
      question: {"validations":[{"size":{"max":150}}],"helpText":"The question, as a visitor would ask it; it opens its answer when clicked. Up to 150 characters.","appearance":{"widgetId":"singleLine"}},
      answer: {"validations":[{"size":{"max":800}}],"helpText":"The answer shown under the question; a blank line starts a new paragraph. Up to 800 characters.","appearance":{"widgetId":"multipleLine"}},
    },
  },
  service: {
    fields: {
      slug: {"validations":[{"size":{"max":80}},{"unique":true},{"regexp":{"pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*$"},"message":"Use lowercase letters, digits and single hyphens, e.g. do-no-harm."}],"helpText":"The entry's short id, made from its name: lowercase letters, digits and single hyphens. Up to 80 characters.","appearance":{"widgetId":"slugEditor"}},
      order: {"validations":[{"range":{"min":0,"max":999}}],"helpText":"Position among the services in the listing, the home grid and the menu: lower numbers come first.","appearance":{"widgetId":"numberEditor"}},
      name: {"validations":[{"size":{"max":50}}],"helpText":"The service's name on its card, in the home grid and in the header's menu. Up to 50 characters.","appearance":{"widgetId":"singleLine"}},
      description: {"validations":[{"size":{"max":250}}],"helpText":"The card's text in the services listing and the home grid. Up to 250 characters.","appearance":{"widgetId":"multipleLine"}},
      path: {"validations":[{"size":{"max":100}},{"regexp":{"pattern":"^/[a-z0-9/-]*$"},"message":"Write a path of this site, starting with /, e.g. /contact."}],"helpText":"The page the card and the menu item open. A path on this site starting with /, e.g. /services/mel. Up to 100 characters.","appearance":{"widgetId":"singleLine"}},
      category: {"helpText":"The filter the service is listed under on /services. One of: mel, sustainability, project, support.","appearance":{"widgetId":"dropdown"}},
      features: {"validations":[{"size":{"max":8}}],"items":{"type":"Symbol","validations":[{"size":{"max":80}}]},"helpText":"Highlights listed on the service's card. Up to 8 items of up to 80 characters each.","appearance":{"widgetId":"tagEditor"}},
      icon: {"validations":[{"size":{"max":40}},{"regexp":{"pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*$"},"message":"Write a Lucide icon name, e.g. shield-check."}],"helpText":"The icon shown on the service's card and in the menu: a Lucide icon name in lowercase with hyphens (lucide.dev/icons), e.g. shield-check. Up to 40 characters.","appearance":{"widgetId":"singleLine"}},
      menuGroup: {"helpText":"Where the service appears in the header's Services menu (none: not in the menu). One of: core, support, none.","appearance":{"widgetId":"dropdown"}},
      inCatalogue: {"helpText":"Whether the service has a card in the services listing and the home page's grid.","appearance":{"widgetId":"boolean","settings":{"trueLabel":"Shown","falseLabel":"Hidden"}}},
    },
  },
  servicePage: {
    fields: {
      slug: {"helpText":"Which service page this is: the last part of its address (/services/mel); each is used once. One of: it, monitoring, mel, project-management, sustainability, integrated-support, augmented-support.","appearance":{"widgetId":"dropdown"}},
      title: {"validations":[{"size":{"max":50}}],"helpText":"The page's name in the browser tab and in search results. Up to 50 characters.","appearance":{"widgetId":"singleLine"}},
      heroTitle: {"validations":[{"size":{"max":100}}],"helpText":"The large heading at the top of the page. Up to 100 characters.","appearance":{"widgetId":"singleLine"}},
      heroSubtitle: {"validations":[{"size":{"max":250}}],"helpText":"The text under the large heading. Up to 250 characters.","appearance":{"widgetId":"multipleLine"}},
      intro: {"validations":[{"size":{"max":700}}],"helpText":"An introduction under the hero; a blank line starts a new paragraph. Up to 700 characters.","appearance":{"widgetId":"multipleLine"}},
      cardsTitle: {"validations":[{"size":{"max":60}}],"helpText":"The heading above the six service cards. Up to 60 characters.","appearance":{"widgetId":"singleLine"}},
      cards: {"validations":[{"size":{"max":6}}],"helpText":"The page's service cards, in order (the layout has room for six). Up to 6 items; drag to reorder.","appearance":{"widgetId":"entryLinksEditor"}},
      benefitsTitle: {"validations":[{"size":{"max":60}}],"helpText":"The heading above the benefits, if the page has them. Up to 60 characters.","appearance":{"widgetId":"singleLine"}},
      benefits: {"validations":[{"size":{"max":8}}],"helpText":"Benefit items listed under the cards. Up to 8 items; drag to reorder.","appearance":{"widgetId":"entryLinksEditor"}},
      ctaTitle: {"validations":[{"size":{"max":40}}],"helpText":"The heading of the closing band at the bottom of the page. Up to 40 characters.","appearance":{"widgetId":"singleLine"}},
      ctaText: {"validations":[{"size":{"max":250}}],"helpText":"The text of the closing band, above its Contact Us button. Up to 250 characters.","appearance":{"widgetId":"multipleLine"}},
    },
  },
  serviceCard: {
    fields: {
      title: {"validations":[{"size":{"max":70}}],"helpText":"The card's heading on its service page. Up to 70 characters.","appearance":{"widgetId":"singleLine"}},
      description: {"validations":[{"size":{"max":200}}],"helpText":"The card's text under the heading. Up to 200 characters.","appearance":{"widgetId":"multipleLine"}},
      features: {"validations":[{"size":{"max":6}}],"items":{"type":"Symbol","validations":[{"size":{"max":90}}]},"helpText":"The card's bullet points (the design shows five). Up to 6 items of up to 90 characters each.","appearance":{"widgetId":"tagEditor"}},
      icon: {"validations":[{"size":{"max":40}},{"regexp":{"pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*$"},"message":"Write a Lucide icon name, e.g. shield-check."}],"helpText":"The icon shown at the top of the card: a Lucide icon name in lowercase with hyphens (lucide.dev/icons), e.g. shield-check. Up to 40 characters.","appearance":{"widgetId":"singleLine"}},
    },
  },
  blogPost: {
    fields: {
      title: {"validations":[{"size":{"max":120}}],"helpText":"The post's heading, its card title on /blog and its title in search results and feeds. Up to 120 characters.","appearance":{"widgetId":"singleLine"}},
      slug: {"validations":[{"size":{"max":80}},{"unique":true},{"regexp":{"pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*$"},"message":"Use lowercase letters, digits and single hyphens, e.g. do-no-harm."}],"helpText":"The last part of the page's address (/blog/building-a-theory-of-change-that-works): lowercase letters, digits and single hyphens; changing it breaks links to the old address. Up to 80 characters.","appearance":{"widgetId":"slugEditor"}},
      author: {"validations":[{"size":{"max":80}}],"helpText":"The author's name under the title; leave empty to sign the post with the firm's name. Up to 80 characters.","appearance":{"widgetId":"singleLine"}},
      category: {"validations":[{"size":{"max":60}}],"helpText":"The post's category, a filter on /blog; use an existing one (e.g. Monitoring & Evaluation) so posts group together. Up to 60 characters.","appearance":{"widgetId":"singleLine"}},
      tags: {"validations":[{"size":{"max":10}}],"items":{"type":"Symbol","validations":[{"size":{"max":40}}]},"helpText":"Keywords shown under the post and used by the blog search. Up to 10 items of up to 40 characters each.","appearance":{"widgetId":"tagEditor"}},
      publishedDate: {"helpText":"The date shown on the post; posts are listed newest first.","appearance":{"widgetId":"datePicker","settings":{"format":"dateonly"}}},
      excerpt: {"validations":[{"size":{"max":300}}],"helpText":"The summary on the post's card on /blog, in feeds and in search results. Up to 300 characters.","appearance":{"widgetId":"multipleLine"}},
      body: {"helpText":"The post's text: headings, lists, links, quotes and images; start with a paragraph, not a heading.","appearance":{"widgetId":"richTextEditor"}},
      image: {"validations":[{"linkMimetypeGroup":["image"]},{"assetImageDimensions":{"width":{"min":800}},"message":"The image must be at least 800 pixels wide."},{"assetFileSize":{"max":5242880},"message":"The image may be 5 MB at most."}],"helpText":"The post's cover photo on its card and at the top of the post (16:9 works best). A JPEG, PNG or WebP photo, at least 800 pixels, 5 MB at most; describe it in the asset's description (read aloud to blind visitors).","appearance":{"widgetId":"assetLinkEditor"}},
    },
  },
  legalPage: {
    fields: {
      slug: {"helpText":"Which legal page this is: the last part of its address (/privacy); each is used once. One of: privacy, terms, cookies.","appearance":{"widgetId":"dropdown"}},
      title: {"validations":[{"size":{"max":80}}],"helpText":"The page's heading, e.g. Privacy Policy. Up to 80 characters.","appearance":{"widgetId":"singleLine"}},
      lastUpdated: {"helpText":"The date shown as Last updated; change it with every change of the text.","appearance":{"widgetId":"datePicker","settings":{"format":"dateonly"}}},
      body: {"helpText":"The policy's text: headings, lists and links.","appearance":{"widgetId":"richTextEditor"}},
    },
  },
};

export default {
  description: "Help text, validations matching the layout, and field appearances for every content type",
  async up(space) {
    for (const [id, change] of Object.entries(changes)) await space.changeContentType(id, change);
  },
} satisfies MigrationFile;
