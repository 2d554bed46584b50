import { expect, it } from "vitest";
import { blogCategoryFilters, caseStudyIndustries, caseStudyServices } from "#app/content/schema.ts";
import { blogCategoryOptions, industryOptions, serviceOptions } from "./filter-options.ts";

it("the filter options are the schema's lists, 'All' first", () => {
  expect(industryOptions).toEqual(["All", ...caseStudyIndustries]);
  expect(serviceOptions).toEqual(["All", ...caseStudyServices]);
  expect(blogCategoryOptions).toEqual([...blogCategoryFilters]);
});
