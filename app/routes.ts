import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { tools } from "./tools/registry.ts";
import { FORM_SENT_PAGES } from "../contracts/leads/form-constants.ts";
import { SET_PASSWORD_PAGE } from "../contracts/accounts/accounts.ts";

// The one route table. Each tool is its own route module, so its code
// and libraries load only on its own page.
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("services", "routes/services.tsx"),
    route("case-studies", "routes/case-studies.tsx"),
    route("case-studies/:slug", "routes/case-study.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/article.tsx"),
    route("contact", "routes/contact.tsx"),
    route("quote", "routes/quote.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("careers", "routes/careers.tsx"),
    route("faq", "routes/faq.tsx"),
    route("tools", "routes/tools-index.tsx"),
    ...tools.map((tool) => route(`tools/${tool.slug}`, `tools/${tool.slug}/page.tsx`)),
    route("tools/:slug", "routes/tool-coming-soon.tsx"),
    ...Object.entries(FORM_SENT_PAGES).map(([form, path]) =>
      route(path.slice(1), "routes/thank-you.tsx", { id: `thank-you-${form}` }),
    ),
    route("*", "routes/not-found.tsx"),
  ]),
  route("admin", "routes/admin-sign-in.tsx"),
  route("admin/dashboard", "routes/admin-dashboard.tsx"),
  route(SET_PASSWORD_PAGE.slice(1), "routes/admin-set-password.tsx"),
] satisfies RouteConfig;
