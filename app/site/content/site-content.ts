import type { AppLoadContext } from "react-router";
import { articles } from "./articles/all.ts";
import { caseStudies } from "./case-studies/all.ts";
import type { SiteContent } from "#contracts/content/site-content.ts";

// The articles and case studies the pages show. At build time (prerendering) they are the
// modules in this folder; on the server they are what staff have published from the admin,
// handed to the route loaders as load context (server/site/content-pages.ts). Loaders read
// them through siteContentOf, so one route module renders both.

declare module "react-router" {
  interface AppLoadContext {
    /** The published content, when the server renders a page; absent while prerendering. */
    siteContent?: SiteContent;
  }
}

/** The content of the build: the modules of app/site/content/. */
const builtContent: SiteContent = { articles, caseStudies };

/** The content a loader renders: the server's published content, else the build's. */
export function siteContentOf(context: AppLoadContext | undefined): SiteContent {
  return context?.siteContent ?? builtContent;
}
