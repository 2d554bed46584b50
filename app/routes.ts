import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { tools } from "./tools/registry.ts";
import { FORM_SENT_PAGES } from "../contracts/leads/form-constants.ts";
import { SET_PASSWORD_PAGE } from "../contracts/accounts/accounts.ts";
import { BOOK_PAGES } from "../contracts/booking/booking.ts";

// The one route table. Each tool is its own route module, so its code
// and libraries load only on its own page.
export default [
  layout("site/pages/site-layout.tsx", [
    index("site/pages/home.tsx"),
    route("about", "site/pages/about.tsx"),
    route("services", "site/pages/services.tsx"),
    route("case-studies", "site/pages/case-studies.tsx"),
    route("case-studies/:slug", "site/pages/case-study.tsx"),
    route("blog", "site/pages/blog.tsx"),
    route("blog/:slug", "site/pages/article.tsx"),
    route("contact", "site/pages/contact.tsx"),
    route("quote", "site/pages/quote.tsx"),
    route("book", "site/pages/book.tsx"),
    ...Object.entries(BOOK_PAGES).map(([page, path]) =>
      route(path.slice(1), "site/pages/book-manage.tsx", { id: `book-${page}` }),
    ),
    route("privacy", "site/pages/privacy.tsx"),
    route("privacy/hi", "site/pages/privacy-hi.tsx"),
    route("my-data", "site/pages/my-data.tsx"),
    route("careers", "site/pages/careers.tsx"),
    route("faq", "site/pages/faq.tsx"),
    route("tools", "site/pages/tools-index.tsx"),
    ...tools.map((tool) => route(`tools/${tool.slug}`, `tools/${tool.slug}/page.tsx`)),
    route("tools/:slug", "site/pages/tool-coming-soon.tsx"),
    ...Object.entries(FORM_SENT_PAGES).map(([form, path]) =>
      route(path.slice(1), "site/pages/thank-you.tsx", { id: `thank-you-${form}` }),
    ),
    route("*", "site/pages/not-found.tsx"),
  ]),
  route("admin", "admin/routes/admin-sign-in.tsx"),
  // Every dashboard view and what it opens (/admin/leads/123): app/admin/admin-views.tsx.
  route("admin/*", "admin/routes/admin-dashboard.tsx"),
  route(SET_PASSWORD_PAGE.slice(1), "admin/routes/admin-set-password.tsx"),
] satisfies RouteConfig;
