import type { BlogCategory, CaseStudyIndustry, CaseStudyService } from "#app/content/schema.ts";

// The filter options of /case-studies and the category buttons of /blog, in the spec's
// order. Kept here, zod-free, because importing the lists from content/schema.ts would put
// zod (about 90 KB) into these pages' bundles; filter-options.test.ts checks that both
// stay equal.
export const industryOptions = [
  "All",
  "Fashion",
  "Technology",
  "Real Estate",
  "Jewelry",
  "Manufacturing",
  "Healthcare",
] as const satisfies readonly (CaseStudyIndustry | "All")[];

export const serviceOptions = [
  "All",
  "Paid Social",
  "Google Ads",
  "SEO",
  "Web Design",
  "Social Media",
  "Graphics Design",
] as const satisfies readonly (CaseStudyService | "All")[];

export const blogCategoryOptions = [
  "All",
  "Paid Social",
  "Google Ads",
  "SEO",
  "Web Design",
  "Social Media",
  "Analytics",
] as const satisfies readonly (BlogCategory | "All")[];
