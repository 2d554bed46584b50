import { describedFigures, rows } from "../notation.ts";
import type { CaseStudy } from "#contracts/content/schema.ts";

/** Social media for a Rajkot industrial manufacturer. */
export const caseStudy5: CaseStudy = {
  id: 5,
  slug: "precimax-engineering-linkedin-youtube-rfqs",
  title: "Precimax Engineering Quadrupled Inbound RFQs With LinkedIn and YouTube",
  client: "Precimax Engineering",
  industry: "Manufacturing",
  service: "Social Media",
  metric: "4x inbound RFQs",
  timeframe: "10 weeks",
  duration: "6 months (ongoing retainer)",
  description:
    "A Rajkot valve and precision-component manufacturer relied entirely on distributors and trade fairs. A focused LinkedIn and YouTube programme built around its engineers turned social media into a source of export enquiries.",
  image: {
    src: "/images/case-studies/5.webp",
    alt: "Engineer inspecting a machined stainless-steel valve body on a CNC line at the Precimax Engineering plant in Rajkot",
  },
  overview:
    "Precimax Engineering manufactures industrial ball valves and precision CNC components for the oil and gas, water treatment and pharmaceutical industries, and exports to the Middle East and Africa. Its sales depended on a handful of distributors and two trade fairs a year. The second-generation owner wanted a direct line to procurement managers and plant engineers.",
  challenge:
    "The company's LinkedIn page had 800 followers and an irregular stream of festival greetings. There was no video of the plant, the products or the testing process, although buyers routinely asked for it. Technical buyers are a small, sceptical audience who ignore generic marketing, and the team on the shop floor had no time to create content.",
  strategy: [
    "Interviewed the owner, the quality head and three senior engineers, and turned their answers into a content plan about the problems buyers care about: leak testing, material certificates, lead times and export documentation.",
    "Filmed a one-day shoot at the plant, producing 18 short videos on machining, pressure testing and packing for export, plus photos of every product family.",
    "Rebuilt the LinkedIn company page and the owner's personal profile, and published four posts a week, half of them from the owner's profile, where engagement is typically far higher.",
    "Launched a YouTube channel with product explainers and installation guides, optimised for searches such as 'ball valve pressure test' and 'API 6D valve manufacturer India'.",
    "Boosted the best-performing posts to procurement and engineering job titles in target countries, and added a simple RFQ form on the website linked from every post.",
  ],
  results: describedFigures({
    roas: ["20x", "Value of orders won from social-sourced enquiries for every rupee spent on content and boosting."],
    conversions: ["+300%", "Qualified requests for quotation per month, from 6 to 24."],
    reach: ["1.3M", "Impressions across LinkedIn and YouTube in six months."],
    cpc: ["₹46", "Average cost per click on boosted LinkedIn posts aimed at procurement and engineering roles."],
    engagement: ["6.3%", "Engagement rate on LinkedIn posts, up from 0.9%."],
    revenue: ["₹1.6 Cr", "Orders won from social-sourced enquiries, including two export contracts in Oman and Kenya."],
  }),
  cardResults: rows("value", "label", ["4x", "Inbound RFQs"], ["6.3%", "Engagement"], ["₹1.6 Cr", "Orders won"]),
  testimonial: {
    text: "I did not believe a valve company could win business on LinkedIn. Now buyers message me saying they watched our pressure-testing video before sending the RFQ. It has shortened our sales conversations by weeks.",
    author: "Harsh Vaghasiya",
    position: "Managing Director, Precimax Engineering",
  },
};
