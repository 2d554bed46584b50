// The site's taxonomies as plain lists, without zod: the schemas (schema.ts) validate content
// against them, and the filter buttons of /case-studies and /blog show them, so those pages'
// bundles do not carry zod.

export const caseStudyIndustries = [
  "Fashion",
  "Technology",
  "Real Estate",
  "Jewelry",
  "Manufacturing",
  "Healthcare",
] as const;

export const caseStudyServices = [
  "Paid Social",
  "Google Ads",
  "SEO",
  "Web Design",
  "Social Media",
  "Graphics Design",
] as const;

export const blogCategories = ["Paid Social", "Google Ads", "SEO", "Web Design", "Social Media", "Analytics"] as const;
