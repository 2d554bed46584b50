import type { Article, CaseStudy } from "#contracts/content/schema.ts";
import seed from "./seed-content.json" with { type: "json" };

// The six articles and six case studies the content migration published, as the site's
// modules held them when it was written. Frozen here because the server imports nothing from
// app/: editing the site's copy changes neither the migration nor these expectations.
export const seedArticles = seed.articles as Article[];
export const seedCaseStudies = seed.caseStudies as CaseStudy[];
