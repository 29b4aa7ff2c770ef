import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  layout("layouts/public.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("about/principle/:slug", "routes/principle.tsx"),
    route("services", "routes/services.tsx"),
    route("services/:service", "routes/service-page.tsx"),
    route("website-packages", "routes/website-packages.tsx"),
    route("resources", "routes/resources.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("contact", "routes/contact.tsx"),
    route("faq", "routes/faq.tsx"),
    route("privacy", "routes/legal.tsx", { id: "privacy" }),
    route("terms", "routes/legal.tsx", { id: "terms" }),
    route("cookies", "routes/legal.tsx", { id: "cookies" }),
    route("webmail", "routes/webmail.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.tsx"),
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("services", "routes/admin/services.tsx"),
      route("partners", "routes/admin/partners.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("chat", "routes/admin/chat.tsx"),
      route("resources", "routes/admin/resources.tsx"),
      route("contacts", "routes/admin/contacts.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
