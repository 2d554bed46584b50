import type { CaseStudy, CaseStudyIndustry, CaseStudyService } from "#contracts/content/schema.ts";

export interface CaseStudyFilter {
  industry: CaseStudyIndustry | "All";
  service: CaseStudyService | "All";
}

export const noCaseStudyFilter: CaseStudyFilter = { industry: "All", service: "All" };

/** The case studies matching both filters ('All' matches anything), in list order. */
export function filterCaseStudies<T extends Pick<CaseStudy, "industry" | "service">>(
  list: readonly T[],
  filter: CaseStudyFilter,
): T[] {
  return list.filter(
    (item) =>
      (filter.industry === "All" || item.industry === filter.industry) &&
      (filter.service === "All" || item.service === filter.service),
  );
}
