import { describedFigures, rows } from "../notation.ts";
import type { CaseStudy } from "#contracts/content/schema.ts";

/** Google Ads for a Bengaluru accounting SaaS. */
export const caseStudy2: CaseStudy = {
  id: 2,
  slug: "ledgerloop-google-ads-cost-per-demo",
  title: "LedgerLoop Cut Its Cost per Demo by 62% With Intent-Led Google Ads",
  client: "LedgerLoop",
  industry: "Technology",
  service: "Google Ads",
  metric: "62% lower cost per demo",
  timeframe: "2 months",
  duration: "6 months (ongoing retainer)",
  description:
    "A Bengaluru GST billing and accounting SaaS was paying ₹1,840 for every demo, many of them unqualified. We rebuilt its Google Ads account around buyer intent and fed Smart Bidding with data from its CRM.",
  image: {
    src: "/images/case-studies/2.webp",
    alt: "Small-business owner using LedgerLoop's GST invoicing dashboard on a laptop in a retail shop",
  },
  overview:
    "LedgerLoop sells cloud GST billing, inventory and accounting software to small businesses such as retailers, distributors and traders. Its sales team converts demo bookings into annual subscriptions. Google Ads was its largest acquisition channel, but the cost of a demo kept rising while the sales team complained about lead quality.",
  challenge:
    "The account had grown into 40 campaigns of broad-match keywords such as 'accounting' and 'free billing software', which attracted students, job seekers and people looking for free downloads. Conversions were counted on any form fill, so Smart Bidding chased cheap, useless leads. Only about one demo in five was with a genuine business owner, and competitors bid aggressively on LedgerLoop's own brand name.",
  strategy: [
    "Audited six months of search terms and added more than 1,200 negative keywords, including 'free', 'crack', 'course', 'job' and 'download', to stop paying for irrelevant clicks.",
    "Rebuilt the account into tightly themed campaigns by intent: GST billing, inventory software, software for specific trades such as pharma distributors and kirana stores, competitor comparisons and brand protection.",
    "Wrote new ads and landing pages for each theme, with trade-specific screenshots, pricing in rupees and a two-step demo form that asked for business type and annual turnover.",
    "Imported qualified-demo and paid-subscription events from the CRM as offline conversions, and moved bidding to target CPA on qualified demos instead of raw form fills.",
    "Added YouTube and Demand Gen campaigns with 30-second product walkthroughs, retargeting visitors who had seen the pricing page but not booked a demo.",
  ],
  results: describedFigures({
    roas: ["5.3x", "First-year subscription value of deals closed from Google Ads, for every rupee of ad spend."],
    conversions: ["+218%", "Qualified demo bookings per month, from 95 to 302, on a similar budget."],
    reach: ["1.1M", "Impressions on high-intent search terms and YouTube placements in six months."],
    cpc: ["₹38", "Average cost per click on non-brand search, down 34% as Quality Scores improved."],
    engagement: ["9.4%", "Click-through rate on non-brand search ads, up from 4.1%."],
    revenue: ["₹68 lakh", "New annual recurring revenue attributed to Google Ads in six months."],
  }),
  cardResults: rows("value", "label", ["-62%", "Cost per demo"], ["+218%", "Qualified demos"], ["5.3x", "ROAS"]),
  testimonial: {
    text: "The biggest change was not the ads, it was what we told Google to optimise for. Once our CRM data went back into bidding, our sales team started talking to real business owners instead of students.",
    author: "Vikram Shenoy",
    position: "VP Growth, LedgerLoop",
  },
};
