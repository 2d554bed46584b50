// Option lists of the quote forms (home page and /quote). The values are the
// labels: they are stored as is in a submission.

/** Monthly ad budget, in rupees. */
export const budgetOptions = ["<₹1 Lakh", "₹1-₹1.5 Lakh", "₹1.5-₹2 Lakh", "₹2.5+ Lakh"] as const;
export type BudgetOption = (typeof budgetOptions)[number];

/** Platforms / services a prospect can tick (multi-select, none required). */
export const platformOptions = [
  "Paid Social Ads",
  "Google Ads",
  "Performance Marketing",
  "YouTube Ads",
  "SEO",
  "Web Design",
  "Social Media Organic",
  "Graphics Design",
] as const;
export type PlatformOption = (typeof platformOptions)[number];
