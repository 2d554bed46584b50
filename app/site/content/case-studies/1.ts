import { describedFigures, rows } from "../notation.ts";
import type { CaseStudy } from "#contracts/content/schema.ts";

/** The fashion-brand story: Paid Social for a Jaipur block-print label. */
export const caseStudy1: CaseStudy = {
  id: 1,
  slug: "aangan-threads-paid-social-roas",
  title: "How Aangan Threads Turned Boosted Posts Into a 4.8x ROAS Paid Social Engine",
  client: "Aangan Threads",
  industry: "Fashion",
  service: "Paid Social",
  metric: "4.8x ROAS",
  timeframe: "3 months",
  duration: "6 months (ongoing retainer)",
  description:
    "A Jaipur block-print label was spending ₹3 lakh a month on boosted posts with little to show for it. We rebuilt its Meta funnel around Reels creative and Advantage+ shopping campaigns and tripled its online orders.",
  image: {
    src: "/images/case-studies/1.webp",
    alt: "Model in a hand block-printed cotton kurta from Aangan Threads, photographed for an Instagram Reels ad",
  },
  overview:
    "Aangan Threads is a family-run label from Jaipur that sells hand block-printed kurtas, dupattas and co-ord sets through its Shopify store. The founders had a loyal following on Instagram and strong word of mouth, but online sales had been flat for a year. They came to us to make paid social a dependable, profitable sales channel ahead of the festive season.",
  challenge:
    "Almost the entire ₹3 lakh monthly budget went into boosted Instagram posts aimed at broad interests such as 'fashion' and 'shopping'. There was no Conversions API, the pixel was double-counting add-to-carts, and nobody could say which posts produced sales. Return on ad spend sat at about 1.6x, below break-even for a brand with 55% gross margins, and the same six product photos had been running for months, so frequency was high and clicks were expensive.",
  strategy: [
    "Fixed measurement first: removed the duplicate pixel, connected Shopify to the Meta Conversions API and verified the purchase event, so every campaign was optimised on real orders.",
    "Replaced boosted posts with a simple structure: one Advantage+ shopping campaign for prospecting, one retargeting campaign for recent visitors and cart abandoners, and a small testing campaign.",
    "Produced 36 new creatives in the first month: Reels showing the block-printing process in the Sanganer workshop, try-on videos by real customers and carousels of festive co-ord sets, each testing one hook.",
    "Ran weekly creative tests at a fixed ₹15,000 budget, moved winners into the main campaign and retired any ad whose frequency passed 3.5 or whose cost per purchase rose 30% above target.",
    "Scaled spend in 20% steps only while ROAS held above 4x, and launched catalogue retargeting with a free-shipping offer for the Diwali and wedding-season peaks.",
  ],
  results: describedFigures({
    roas: ["4.8x", "Return on ad spend from month three onwards, up from 1.6x before the engagement."],
    conversions: ["+312%", "Monthly online orders, from 410 to 1,690, while the budget grew from ₹3 lakh to ₹6 lakh."],
    reach: ["2.4M", "Unique accounts reached across Facebook and Instagram in six months."],
    cpc: ["₹6.40", "Average cost per link click, down 46% from ₹11.80 thanks to fresh, relevant creative."],
    engagement: ["7.2%", "Engagement rate on Reels ads, up from 2.3% on the old boosted posts."],
    revenue: ["₹1.26 Cr", "Online revenue attributed to Meta ads in the first six months."],
  }),
  cardResults: rows("value", "label", ["4.8x", "ROAS"], ["+312%", "Orders"], ["-46%", "Cost per click"]),
  testimonial: {
    text: "For years we boosted posts and hoped. Crestline showed us what was actually selling, filmed our artisans at work and built ads around them. This Diwali was the first time our website outsold our exhibitions.",
    author: "Nandini Rathore",
    position: "Founder, Aangan Threads",
  },
};
