import { describedFigures, rows } from "../notation.ts";
import type { CaseStudy } from "#contracts/content/schema.ts";

/** Web design for a Hyderabad family jeweller. */
export const caseStudy4: CaseStudy = {
  id: 4,
  slug: "suvarna-heritage-storefront-conversion-rate",
  title: "A New Storefront Lifted Suvarna Heritage's Online Conversion Rate 2.7x",
  client: "Suvarna Heritage Jewellers",
  industry: "Jewelry",
  service: "Web Design",
  metric: "2.7x conversion rate",
  timeframe: "6 weeks",
  duration: "6-week build, then 6 months of conversion optimisation",
  description:
    "A three-generation Hyderabad jeweller had traffic but almost no online sales. We designed and built a fast, trust-first Shopify store in six weeks, and its conversion rate rose from 0.42% to 1.13%.",
  image: {
    src: "/images/case-studies/4.webp",
    alt: "Product page of the Suvarna Heritage online store showing a gold temple necklace on a smartphone screen",
  },
  overview:
    "Suvarna Heritage Jewellers has sold gold, diamond and temple jewellery from its showroom in Abids, Hyderabad, since 1968. Its younger partners wanted to sell lightweight gold, gold coins and everyday diamond pieces online across India, and to use the website to bring bridal customers into the showroom.",
  challenge:
    "The old website was a slow WordPress theme that took more than seven seconds to load on a mobile phone. Product pages had one small photo each, prices were shown without a breakdown of gold rate, making charges and GST, and there was no mention of BIS hallmarking or the return policy. Shoppers came from ads and Instagram, looked around and left: only 0.42% of sessions ended in a purchase.",
  strategy: [
    "Interviewed the showroom staff and reviewed 200 customer WhatsApp conversations to list the questions buyers ask before paying, such as purity, weight, making charges, certification and exchange policy.",
    "Designed a mobile-first Shopify store with large zoomable photos and videos of every piece, a transparent price breakdown that updates with the day's gold rate, and BIS hallmark and certificate details on each product.",
    "Built trust into every page: the family's story since 1968, showroom address and timings, insured shipping, a 15-day return policy and live chat on WhatsApp with the showroom team.",
    "Created a separate bridal section with a 'Book a showroom appointment' flow, so high-value customers could shortlist pieces online and see them in person.",
    "After launch, ran A/B tests on product-page layout, checkout steps and cash-on-delivery limits, and pointed the existing Google Shopping and Meta ads at the new pages.",
  ],
  results: describedFigures({
    roas: ["6.1x", "Return on ad spend after the ads were pointed at the new store, up from 2.3x."],
    conversions: ["2.7x", "E-commerce conversion rate, from 0.42% to 1.13% of sessions."],
    reach: ["96K", "Store sessions in the first six months after launch."],
    cpc: ["₹14", "Cost per click on Shopping ads, down from ₹22 as landing-page experience improved."],
    engagement: ["4m 12s", "Average engagement time per session, up from 1m 20s on the old site."],
    revenue: ["₹2.3 Cr", "Online sales in the first six months, at an average order value of about ₹21,000."],
  }),
  cardResults: rows("value", "label", ["2.7x", "Conversion rate"], ["6.1x", "ROAS"], ["1.9s", "Mobile load time"]),
  testimonial: {
    text: "Our customers trust us because they can see and touch the jewellery in the showroom. Crestline found a way to give that same confidence online, with honest pricing and every detail on the page. Online orders now come from cities we have never sold in before.",
    author: "Sravani Goud",
    position: "Partner, Suvarna Heritage Jewellers",
  },
};
