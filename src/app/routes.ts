import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/**
 * The public site in each language: English at the root, the others under
 * their code (/fr/about, /ar/blog/…) — docs/decisions/0007-language-urls.md.
 * The same route modules serve every language; ids carry the language.
 */
const otherLanguages = ["fr", "ru", "ar", "fa"] as const;

function publicRoutes(language?: (typeof otherLanguages)[number]) {
  const id = (name: string) => (language ? `${language}/${name}` : name);
  const pages = [
    index("routes/home.tsx", { id: id("routes/home") }),
    route("about", "routes/about.tsx", { id: id("routes/about") }),
    route("about/principle/:slug", "routes/principle.tsx", { id: id("routes/principle") }),
    route("services", "routes/services.tsx", { id: id("routes/services") }),
    route("services/:service", "routes/service-page.tsx", { id: id("routes/service-page") }),
    route("website-packages", "routes/website-packages.tsx", { id: id("routes/website-packages") }),
    route("resources", "routes/resources.tsx", { id: id("routes/resources") }),
    route("blog", "routes/blog.tsx", { id: id("routes/blog") }),
    route("blog/:slug", "routes/blog-post.tsx", { id: id("routes/blog-post") }),
    route("contact", "routes/contact.tsx", { id: id("routes/contact") }),
    route("appointment", "routes/appointment.tsx", { id: id("routes/appointment") }),
    route("faq", "routes/faq.tsx", { id: id("routes/faq") }),
    route("search", "routes/search.tsx", { id: id("routes/search") }),
    route("privacy", "routes/legal.tsx", { id: id("privacy") }),
    route("terms", "routes/legal.tsx", { id: id("terms") }),
    route("cookies", "routes/legal.tsx", { id: id("cookies") }),
    route("webmail", "routes/webmail.tsx", { id: id("routes/webmail") }),
    route("*", "routes/not-found.tsx", { id: id("routes/not-found") }),
  ];
  return layout("layouts/public.tsx", { id: id("layouts/public") }, language ? prefix(language, pages) : pages);
}

export default [
  publicRoutes(),
  ...otherLanguages.map((language) => publicRoutes(language)),
  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    route("forgot-password", "routes/admin/forgot-password.tsx"),
    route("reset-password", "routes/admin/reset-password.tsx"),
    route("accept-invite", "routes/admin/accept-invite.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.tsx"),
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("services", "routes/admin/services.tsx"),
      route("partners", "routes/admin/partners.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("chat", "routes/admin/chat.tsx"),
      route("resources", "routes/admin/resources.tsx"),
      route("contacts", "routes/admin/contacts.tsx"),
      route("contacts/appointments", "routes/admin/appointments.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("profile", "routes/admin/profile.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
