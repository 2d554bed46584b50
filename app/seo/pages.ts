// Title, description and path of every static public page: the route modules' meta,
// the prerender list and the sitemap all read from here.
import { TOOL_COUNT } from "#app/tools/tool-count.ts";

export interface PageInfo {
  path: string;
  title: string;
  description: string;
}

export const pages = {
  home: {
    path: "/",
    title: "Crestline Digital | Digital Marketing Agency in New Delhi",
    description: `Paid social, Google Ads, SEO, web design and analytics from a New Delhi agency trusted by 300+ brands. Get a free quote or try our ${TOOL_COUNT} free marketing tools.`,
  },
  about: {
    path: "/about",
    title: "About Us | Crestline Digital",
    description:
      "Meet the New Delhi team behind $25M+ in managed ad spend and 500+ campaigns: our mission, our story since 2019 and the values we work by.",
  },
  services: {
    path: "/services",
    title: "Services: Paid Social, Google Ads, SEO and Web Design | Crestline Digital",
    description:
      "Full-funnel digital marketing: paid social, Google Ads, SEO, social media optimisation, web design and graphic design, measured against your revenue.",
  },
  caseStudies: {
    path: "/case-studies",
    title: "Case Studies: Real Results for Real Brands | Crestline Digital",
    description:
      "How we grew fashion, technology, real estate, jewellery, manufacturing and healthcare brands with paid ads, SEO and better websites.",
  },
  blog: {
    path: "/blog",
    title: "Digital Marketing Insights | Crestline Digital Blog",
    description:
      "Practical guides on paid social, Google Ads, SEO, web design, social media and analytics from the Crestline Digital team.",
  },
  contact: {
    path: "/contact",
    title: "Contact Us | Crestline Digital, New Delhi",
    description: "Write to us, call or visit our Connaught Place office. We reply to every message within 24 hours.",
  },
  quote: {
    path: "/quote",
    title: "Get a Free Quote | Crestline Digital",
    description:
      "Tell us about your business, budget and goals, and get a tailored digital marketing proposal from Crestline Digital within 24 hours.",
  },
  privacy: {
    path: "/privacy",
    title: "Privacy Policy | Crestline Digital",
    description:
      "What Crestline Digital collects through this website, why, how long we keep it and how to exercise your rights.",
  },
  privacyHindi: {
    path: "/privacy/hi",
    title: "गोपनीयता नीति | Crestline Digital",
    description: "क्रेस्टलाइन डिजिटल इस वेबसाइट से कौन-सा निजी डेटा रखता है, क्यों, कब तक, और आप अपने अधिकारों का इस्तेमाल कैसे करें।",
  },
  book: {
    path: "/book",
    title: "Book a Free Call | Crestline Digital",
    description:
      "Book a free 30-minute call with a Crestline Digital strategist: pick a time in your own time zone and get a calendar invitation.",
  },
  myData: {
    path: "/my-data",
    title: "My Data: Copy, Correction, Erasure | Crestline Digital",
    description:
      "Ask Crestline Digital for a copy of the personal data we hold about you, a correction, its erasure, or to stop marketing.",
  },
  careers: {
    path: "/careers",
    title: "Careers | Crestline Digital",
    description:
      "Join a New Delhi performance marketing team: open roles in strategy, social media, SEO and design, plus a paid marketing internship.",
  },
  faq: {
    path: "/faq",
    title: "Frequently Asked Questions | Crestline Digital",
    description: "Answers about our services, pricing, reporting, timelines and support, in one place.",
  },
  tools: {
    path: "/tools",
    title: "26 Free Online Tools for Marketers and Creators | Crestline Digital",
    description:
      "Free file converters, YouTube, Instagram and TikTok generators, SEO audit, word counter and keyword density checker. No sign-up, files stay on your device.",
  },
} as const satisfies Record<string, PageInfo>;
