import { footerLinks, headerLinks } from "./nav-links.ts";

/**
 * Speculation rules: the browser fetches a main navigation target while a visitor points at
 * or starts to tap its link ("moderate"), so the full page load that follows feels instant.
 * Inline, its CSP hash is added with the page's other inline scripts (server/site/html-pages.ts).
 * In the site's layout, not the root: the admin pages need none of it.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: { href_matches: [...new Set([...[...headerLinks, ...footerLinks].map((link) => link.to), "/quote"])] },
      eagerness: "moderate",
    },
  ],
});
