import { describe, expect, it } from "vitest";
import { caseStudies } from "#app/site/content/case-studies/all.ts";
import { filterCaseStudies, noCaseStudyFilter } from "./case-study-filter.ts";

describe("filterCaseStudies", () => {
  it("keeps every case study when both filters are All", () => {
    expect(filterCaseStudies(caseStudies, noCaseStudyFilter)).toHaveLength(caseStudies.length);
  });

  it("filters by industry alone, by service alone and by both", () => {
    expect(filterCaseStudies(caseStudies, { industry: "Fashion", service: "All" }).map((c) => c.id)).toEqual([1]);
    expect(filterCaseStudies(caseStudies, { industry: "All", service: "SEO" }).map((c) => c.id)).toEqual([3]);
    expect(filterCaseStudies(caseStudies, { industry: "Fashion", service: "Paid Social" }).map((c) => c.id)).toEqual([
      1,
    ]);
  });

  it("returns nothing when no case study matches both", () => {
    expect(filterCaseStudies(caseStudies, { industry: "Fashion", service: "SEO" })).toEqual([]);
  });
});
