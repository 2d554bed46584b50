import { blogCategories, caseStudyIndustries, caseStudyServices } from "#contracts/content/taxonomies.ts";

// The filter buttons of /case-studies and the category buttons of /blog: "All", then the
// taxonomy in its order.
export const industryOptions = ["All", ...caseStudyIndustries] as const;

export const serviceOptions = ["All", ...caseStudyServices] as const;

export const blogCategoryOptions = ["All", ...blogCategories] as const;
