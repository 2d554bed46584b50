// Ids of the per-id content pages. Kept in sync with the content
// modules by app/content/content.test.ts.
export const articleIds = [1, 2, 3, 4, 5, 6] as const;
export const caseStudyIds = [1, 2, 3, 4, 5, 6] as const;
