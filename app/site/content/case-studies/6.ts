import { describedFigures, rows } from "../notation.ts";
import type { CaseStudy } from "#contracts/content/schema.ts";

/** Graphic design for a Delhi NCR diagnostics chain. */
export const caseStudy6: CaseStudy = {
  id: 6,
  slug: "nirmaya-diagnostics-creative-sprint-ctr",
  title: "A Two-Week Creative Sprint Raised Nirmaya Diagnostics' Ad Click-Through Rate by 38%",
  client: "Nirmaya Diagnostics",
  industry: "Healthcare",
  service: "Graphics Design",
  metric: "+38% ad CTR",
  timeframe: "2 weeks",
  duration: "2-week creative sprint, then monthly creative support",
  description:
    "A Delhi NCR diagnostics chain's ads looked like every other lab's. We built a clear, compliant creative system for its health check-up packages in two weeks, and bookings rose 64%.",
  image: {
    src: "/images/case-studies/6.webp",
    alt: "Set of Nirmaya Diagnostics ad creatives for full-body health check-up packages displayed on phone screens",
  },
  overview:
    "Nirmaya Diagnostics runs 22 collection centres across Delhi, Noida and Gurugram and offers home sample collection. Online bookings of preventive health packages were its fastest-growing business, promoted through Meta and Google ads. Its in-house team made the creatives in a hurry each month, and performance had plateaued.",
  challenge:
    "The ads were crowded with test names, prices and stock photos of smiling doctors, which made them hard to read on a phone and indistinguishable from competitors. Several had been rejected by Meta for implying personal health attributes, such as 'Are you diabetic?', which slowed launches. The brand colours and fonts were used differently on every ad, and there was no time to produce variations for testing.",
  strategy: [
    "Reviewed 60 past ads and their results with the media team to find what had worked: clear package prices, home collection and report turnaround times.",
    "Designed a creative system in Figma: a simplified colour palette, two typefaces, icon sets for tests and benefits, and layout templates for feed, Stories, Reels covers and Google display sizes.",
    "Rewrote headlines to focus on benefits and convenience, such as '90+ tests, home collection, reports in 24 hours', in line with Meta's and Google's healthcare advertising policies, so no ad was rejected.",
    "Produced 48 launch creatives in English and Hindi across four packages, with three hook variations each, and short motion versions for Reels.",
    "Handed over editable templates and a one-page brand guide so the in-house team could create new offers in minutes, with our designers reviewing them every month.",
  ],
  results: describedFigures({
    roas: ["3.9x", "Return on ad spend on health-package bookings, up from 2.4x."],
    conversions: ["+64%", "Online health check-up bookings per month after the new creatives went live."],
    reach: ["1.8M", "People across Delhi NCR reached by the new campaign creatives in three months."],
    cpc: ["₹9.10", "Average cost per click, down 31% as click-through rates rose."],
    engagement: [
      "+38%",
      "Click-through rate of the new creatives compared with the previous set, on the same audiences.",
    ],
    revenue: ["₹74 lakh", "Revenue from online package bookings in the three months after launch."],
  }),
  cardResults: rows("value", "label", ["+38%", "Click-through rate"], ["+64%", "Bookings"], ["-31%", "Cost per click"]),
  testimonial: {
    text: "In two weeks Crestline gave us a look that is unmistakably ours and a set of templates our own team can use. Ads are approved the first time, and patients tell us our packages are the easiest to understand.",
    author: "Dr. Kavita Sehgal",
    position: "Co-founder and Medical Director, Nirmaya Diagnostics",
  },
};
