// The case studies are data: one JSON file each, checked against the content model's
// schema when this module loads, so a wrong field fails the build and every test that
// reads them. Only loaders and build scripts import this module, never a page bundle.
import { CaseStudySchema, type CaseStudy } from "#contracts/content/schema.ts";
/* Paid Social for a Jaipur block-print label. */
import caseStudy1 from "./1.json" with { type: "json" };
/* Google Ads for a Bengaluru accounting SaaS. */
import caseStudy2 from "./2.json" with { type: "json" };
/* SEO for a Gurugram residential developer. */
import caseStudy3 from "./3.json" with { type: "json" };
/* Web design for a Hyderabad family jeweller. */
import caseStudy4 from "./4.json" with { type: "json" };
/* Social media for a Rajkot industrial manufacturer. */
import caseStudy5 from "./5.json" with { type: "json" };
/* Graphic design for a Delhi NCR diagnostics chain. */
import caseStudy6 from "./6.json" with { type: "json" };

/** The six case studies, in the order of the list page (id 1 to 6). */
export const caseStudies: readonly CaseStudy[] = CaseStudySchema.array().parse([
  caseStudy1,
  caseStudy2,
  caseStudy3,
  caseStudy4,
  caseStudy5,
  caseStudy6,
]);

/** The case study with this id, or undefined (unknown id, NaN, non-integer). */
export function getCaseStudy(id: number, list: readonly CaseStudy[] = caseStudies): CaseStudy | undefined {
  return list.find((caseStudy) => caseStudy.id === id);
}

/** The case study at /case-studies/<slug>, or undefined. */
export function getCaseStudyBySlug(
  slug: string | undefined,
  list: readonly CaseStudy[] = caseStudies,
): CaseStudy | undefined {
  return list.find((caseStudy) => caseStudy.slug === slug);
}
