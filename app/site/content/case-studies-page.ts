import type { CaseStudiesPageContent } from "./page-schema.ts";

/**
 * Copy of /case-studies and /case-studies/{id} around the case studies
 * themselves (case-studies/all.ts). Filter options: `caseStudyIndustries` and
 * `caseStudyServices` in contracts/content/taxonomies.ts, preceded by `filters.allLabel`.
 */
export const caseStudiesPage: CaseStudiesPageContent = {
  hero: {
    eyebrow: "Case studies",
    title: "Real Results for Real Brands",
    subtitle:
      "See how we helped Indian brands in fashion, technology, real estate, jewellery, manufacturing and healthcare grow with paid ads, SEO, web design and creative.",
  },
  filters: {
    industryLabel: "Industry",
    serviceLabel: "Service",
    allLabel: "All",
  },
  cardLinkLabel: "See Full Case Study",
  emptyMessage: "No case studies found for the selected filters.",
  clearFiltersLabel: "Clear Filters",
  closingCta: {
    title: "Let's Work Together",
    text: "Want results like these for your brand? Tell us about your goals and get a free, tailored growth plan within 24 hours.",
    primary: { label: "Get a Free Quote", href: "/quote" },
  },
  detail: {
    backLabel: "Back to Case Studies",
    overviewTitle: "Overview",
    clientLabel: "Client",
    durationLabel: "Duration",
    resultsTitle: "The Results",
    resultLabels: {
      roas: "ROAS",
      conversions: "Conversions",
      reach: "Reach",
      cpc: "Cost per Click",
      engagement: "Engagement",
      revenue: "Revenue",
    },
    challengeTitle: "The Challenge",
    strategyTitle: "Our Strategy",
    cta: {
      title: "Ready to Be Our Next Success Story?",
      text: "Let's talk about what the same approach could do for your business.",
      primary: { label: "Get Your Free Quote", href: "/quote" },
      secondary: { label: "Schedule a Call", href: "/contact" },
    },
  },
};
