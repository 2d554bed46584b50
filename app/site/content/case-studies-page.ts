import copy from "./case-studies-page.json" with { type: "json" };
import type { CaseStudiesPageContent } from "./page-schema.ts";

/**
 * Copy of /case-studies and /case-studies/{id} around the case studies
 * themselves (case-studies/all.ts). Filter options: `caseStudyIndustries` and
 * `caseStudyServices` in contracts/content/taxonomies.ts, preceded by `filters.allLabel`.
 * The text is data (case-studies-page.json); content.test.ts checks it against its schema.
 */
export const caseStudiesPage = copy as CaseStudiesPageContent;
