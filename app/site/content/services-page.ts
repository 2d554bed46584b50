import { rows } from "./notation.ts";
import type { ServicesPageContent } from "./page-schema.ts";

/** Copy of /services around the six service blocks (see services.ts). */
export const servicesPage: ServicesPageContent = {
  hero: {
    eyebrow: "360-degree digital marketing",
    title: "Full-Funnel Solutions for Digital Growth",
    subtitle:
      "From the first ad someone sees to the page where they buy, one team plans, builds and optimises every step. Paid social, Google Ads, SEO, social media, web design and graphic design, all measured against the revenue they bring in.",
  },
  summaryItems: [
    {
      icon: "Target",
      title: "Strategy First",
      description: "Every engagement starts with your margins, your customers and a 90-day plan with clear targets.",
    },
    {
      icon: "Layers",
      title: "Full-Funnel Execution",
      description: "Awareness, consideration and conversion handled by one team, so nothing falls between agencies.",
    },
    {
      icon: "ChartLine",
      title: "Data-Driven Optimisation",
      description: "Weekly testing and budget shifts based on GA4, ad-platform and CRM data, not gut feel.",
    },
    {
      icon: "BadgeCheck",
      title: "Certified Experts",
      description: "Google Partner and Meta Partner certified specialists manage every account.",
    },
  ],
  blockLabels: {
    platforms: "Platforms",
    whatWeDo: "What we do",
  },
  dashboard: {
    title: "Performance Dashboard",
    caption: "Average results across client accounts in their first 6 months with us",
    growth: rows("label", "value", ["ROI", "+245%"], ["Conversions", "+180%"], ["Reach", "+320%"]),
    summary: rows("number", "label", ["3x", "ROAS"], ["2.3M", "Reach"], ["95%", "Satisfaction"]),
  },
  closingBanner: {
    title: "Not sure what you need?",
    text: "Tell us about your business and goals. In a free 30-minute consultation we will look at your current marketing and recommend the two or three channels that will move the needle first.",
    primary: { label: "Get Free Consultation", href: "/quote" },
    secondary: { label: "Let's Chat", href: "/contact" },
  },
};
