import type { CaseStudy } from "#contracts/content/schema.ts";
import { caseStudy1 } from "./1.ts";
import { caseStudy2 } from "./2.ts";
import { caseStudy3 } from "./3.ts";
import { caseStudy4 } from "./4.ts";
import { caseStudy5 } from "./5.ts";
import { caseStudy6 } from "./6.ts";

/** The six case studies, in the order of the list page (id 1 to 6). */
export const caseStudies: readonly CaseStudy[] = [
  caseStudy1,
  caseStudy2,
  caseStudy3,
  caseStudy4,
  caseStudy5,
  caseStudy6,
];

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
