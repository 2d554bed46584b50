import type { Service } from "#contracts/content/schema.ts";

/**
 * The six services, in the order of the home-page cards and the /services
 * blocks. `id` is the anchor of the block on /services.
 */
export const services: Service[] = [
  {
    id: "paid-social",
    title: "Paid Social Advertising",
    description:
      "Full-funnel Facebook, Instagram and LinkedIn campaigns that turn scroll-stopping creative into measurable sales.",
    icon: "Megaphone",
    colour: "blue",
    platforms: ["Facebook", "Instagram", "LinkedIn", "YouTube", "Snapchat", "X (Twitter)"],
    bgColor: "blue",
    longDescription:
      "We plan, launch and scale paid social campaigns around your unit economics, not vanity metrics. Every account starts with clean tracking through the Meta Pixel and Conversions API, then moves through structured creative testing until we know which hooks, formats and audiences bring profitable customers. Budgets scale only when the numbers say so.",
    whatWeDo: [
      "Pixel and Conversions API set-up with verified purchase and lead events",
      "Prospecting, retargeting and Advantage+ shopping campaign structure",
      "Weekly creative testing of hooks, Reels, carousels and UGC-style videos",
      "Audience research using first-party customer lists and lookalikes",
      "Lead-form campaigns synced to your CRM or WhatsApp within minutes",
      "Weekly reports on spend, CPA, ROAS and creative fatigue",
    ],
    ctaText: "Get a Paid Social Plan",
  },
  {
    id: "google-ads",
    title: "Google Ads Management",
    description:
      "Search, Shopping, Performance Max and YouTube campaigns that capture buyers at the exact moment they search.",
    icon: "MousePointerClick",
    colour: "emerald",
    platforms: ["Google Search", "Performance Max", "Google Shopping", "YouTube", "Display Network", "Demand Gen"],
    bgColor: "emerald",
    longDescription:
      "As a Google Partner we build accounts that spend on intent. We research the searches your buyers actually type, separate brand from non-brand, feed Smart Bidding with real conversion values and prune wasted spend every week with negative keywords and search-term reviews. The result is a lower cost per lead and a pipeline you can forecast.",
    whatWeDo: [
      "Keyword and competitor research for every city and product line you sell in",
      "Search, Shopping and Performance Max campaigns with clean conversion tracking",
      "Enhanced conversions and offline lead import so bidding learns from real sales",
      "Ad copy and asset testing to lift Quality Score and click-through rate",
      "Weekly search-term audits and negative keyword lists to cut wasted spend",
      "YouTube and Demand Gen campaigns for awareness that feeds search demand",
    ],
    ctaText: "Audit My Google Ads",
  },
  {
    id: "seo",
    title: "Search Engine Optimisation (SEO)",
    description:
      "Technical fixes, helpful content and local SEO that grow organic traffic and enquiries month after month.",
    icon: "Search",
    colour: "violet",
    platforms: ["Google Search", "Google Business Profile", "Google Maps", "Bing", "YouTube Search"],
    bgColor: "violet",
    longDescription:
      "Organic search compounds. We start with a technical audit of crawling, indexing and Core Web Vitals, map keywords to the pages that should rank for them, then publish content written for people first. For businesses that serve a city, we optimise Google Business Profile listings and reviews so you show up in the map pack.",
    whatWeDo: [
      "Technical SEO audit: crawlability, indexing, site speed and Core Web Vitals",
      "Keyword research and a page-by-page content plan for your market",
      "On-page optimisation of titles, headings, internal links and schema markup",
      "Local SEO and Google Business Profile optimisation for every branch",
      "Expert-led blog and landing-page content that earns links naturally",
      "Monthly ranking, traffic and enquiry reports from Search Console and GA4",
    ],
    ctaText: "Get an SEO Roadmap",
  },
  {
    id: "social-media",
    title: "Social Media Optimisation",
    description: "Consistent, on-brand content calendars and community management that build an audience that buys.",
    icon: "Share2",
    colour: "pink",
    platforms: ["Instagram", "Facebook", "LinkedIn", "YouTube", "X (Twitter)", "Pinterest"],
    bgColor: "pink",
    longDescription:
      "Organic social is where customers check you out before they buy. We build a monthly content calendar around your products and your audience's questions, shoot and edit Reels and Shorts, write captions in your brand voice and reply to comments and DMs so no enquiry goes cold. Profiles are optimised so visitors know what you do within three seconds.",
    whatWeDo: [
      "Profile audit and optimisation: bio, highlights, links and pinned posts",
      "Monthly content calendar with Reels, carousels and stories",
      "Short-form video scripting, shooting and editing",
      "Community management of comments and DMs within business hours",
      "Influencer and creator collaborations with clear deliverables",
      "Monthly growth reports on reach, saves, shares and profile visits",
    ],
    ctaText: "Plan My Content Calendar",
  },
  {
    id: "web-design",
    title: "Web Design & Development",
    description: "Fast, mobile-first websites and landing pages designed to convert visitors from your ads and search.",
    icon: "Monitor",
    colour: "orange",
    platforms: ["Shopify", "WordPress", "Webflow", "React", "Custom landing pages"],
    bgColor: "orange",
    longDescription:
      "Most of your visitors arrive on a mid-range Android phone, often on a patchy connection. We design for them first: pages that load in under two seconds, say clearly what you sell, and make the next step obvious. Every site ships with analytics, conversion tracking and on-page SEO in place from day one.",
    whatWeDo: [
      "Conversion-focused UX and wireframes built around your customer journey",
      "Mobile-first responsive design that matches your brand identity",
      "Shopify, WordPress and Webflow builds your team can update themselves",
      "Landing pages for ad campaigns with A/B testing of headlines and offers",
      "Speed optimisation for good Core Web Vitals on 4G connections",
      "GA4, Tag Manager and conversion tracking installed before launch",
    ],
    ctaText: "Start My Website Project",
  },
  {
    id: "graphic-design",
    title: "Graphic Design",
    description: "Brand identities, ad creatives and social graphics that make people stop scrolling and remember you.",
    icon: "Palette",
    colour: "amber",
    platforms: ["Meta and Google ad formats", "Instagram and LinkedIn", "Brand identity", "Print and packaging"],
    bgColor: "amber",
    longDescription:
      "Creative is the biggest lever in modern advertising. Our designers work side by side with the media buyers, so every static, carousel and motion graphic is made to be tested, with variations of the hook, visual and offer. Beyond ads we design logos, brand guidelines, brochures, packaging and pitch decks that hold together as one identity.",
    whatWeDo: [
      "Logo design, colour palettes and brand guidelines",
      "Static, carousel and motion ad creatives in every platform size",
      "Social media post and story templates your team can reuse",
      "Brochures, catalogues, flyers and trade-show material",
      "Packaging and label design for retail and quick commerce",
      "Pitch decks and sales presentations that look like your brand",
    ],
    ctaText: "Brief Our Design Team",
  },
];
