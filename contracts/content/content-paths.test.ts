import { describe, expect, it } from "vitest";
import { articleIdPath, articlePath, caseStudyIdPath, caseStudyPath } from "./content-paths.ts";

describe("content paths", () => {
  it("addresses an article and a case study by slug", () => {
    expect(articlePath({ slug: "facebook-advertising-guide-indian-brands" })).toBe(
      "/blog/facebook-advertising-guide-indian-brands",
    );
    expect(caseStudyPath({ slug: "aangan-threads-paid-social-roas" })).toBe(
      "/case-studies/aangan-threads-paid-social-roas",
    );
  });

  it("keeps the id paths of before slugs (they redirect)", () => {
    expect(articleIdPath({ id: 3 })).toBe("/blog/3");
    expect(caseStudyIdPath({ id: 12 })).toBe("/case-studies/12");
  });
});
