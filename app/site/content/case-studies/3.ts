import { describedFigures, rows } from "../notation.ts";
import type { CaseStudy } from "#contracts/content/schema.ts";

/** SEO for a Gurugram residential developer. */
export const caseStudy3: CaseStudy = {
  id: 3,
  slug: "aravali-heights-technical-local-seo",
  title: "Aravali Heights Tripled Organic Site-Visit Enquiries With Technical and Local SEO",
  client: "Aravali Heights Developers",
  industry: "Real Estate",
  service: "SEO",
  metric: "3.2x organic leads",
  timeframe: "3 months",
  duration: "6 months (ongoing retainer)",
  description:
    "A Gurugram developer's project pages were invisible to Google. We fixed indexing, rebuilt its local presence and created location content buyers actually search for, tripling organic enquiries.",
  image: {
    src: "/images/case-studies/3.webp",
    alt: "Residential towers of an Aravali Heights project on the Dwarka Expressway in Gurugram at sunset",
  },
  overview:
    "Aravali Heights Developers builds mid-premium residential projects along the Dwarka Expressway and Sohna Road in Gurugram. Almost all of its leads came from portals and paid ads, which were getting more expensive every quarter. The management wanted organic search to become a steady, lower-cost source of site-visit bookings.",
  challenge:
    "The website was a single-page JavaScript app: project pages loaded their content only after scripts ran, so Google had indexed just 9 of 60 pages. Each project shared one generic title tag, the Google Business Profiles of two sales offices were unverified, and the site had no content answering the questions buyers search for, such as possession timelines, RERA numbers and price per square foot by sector.",
  strategy: [
    "Moved the site to server-rendered pages with unique URLs, titles, descriptions and structured data for each project, tower and floor plan, and submitted clean XML sitemaps in Search Console.",
    "Improved mobile load time from 6.8 to 2.1 seconds by compressing images, lazy-loading walkthrough videos and removing unused scripts, bringing all Core Web Vitals into the good range.",
    "Verified and optimised both Google Business Profiles, added project photos every week and set up a simple process to request reviews after every site visit.",
    "Published 24 location guides and comparison pages, such as sector-wise price trends, connectivity to the airport and schools near each project, each reviewed by the sales team for accuracy.",
    "Added RERA details, possession status and a click-to-call and WhatsApp site-visit form to every project page, and tracked every enquiry in GA4 by landing page and keyword theme.",
  ],
  results: describedFigures({
    roas: [
      "12x",
      "Return on SEO investment, counting the developer's margin on apartments sold to organic-search leads.",
    ],
    conversions: ["+220%", "Monthly enquiries from organic search, from 46 to 147."],
    reach: ["410K", "Monthly impressions in Google Search, up from 52K."],
    cpc: [
      "₹92",
      "Average Google Ads cost per click of the keywords we now rank for: traffic the client no longer pays for.",
    ],
    engagement: ["3m 40s", "Average engagement time on project pages, up from 1m 05s."],
    revenue: [
      "₹6.8 Cr",
      "Sales value of four apartments booked by buyers who first found the project through organic search.",
    ],
  }),
  cardResults: rows("value", "label", ["3.2x", "Organic leads"], ["28", "Top-3 keywords"], ["₹6.8 Cr", "Sales value"]),
  testimonial: {
    text: "We used to think SEO was a slow, vague expense. Crestline found the technical problem in the first week, and within three months organic search was bringing us more serious buyers than one of the portals we pay for.",
    author: "Rajat Bansal",
    position: "Director of Sales and Marketing, Aravali Heights Developers",
  },
};
