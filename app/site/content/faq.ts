import type { FaqContent } from "./page-schema.ts";

/** Copy of /faq: four categories of four questions each. */
export const faq: FaqContent = {
  hero: {
    eyebrow: "FAQ",
    title: "Frequently Asked Questions",
    subtitle: "Straight answers about how we work, what it costs and what results you can expect.",
  },
  categories: [
    {
      name: "General",
      items: [
        {
          question: "What does Crestline Digital do?",
          answer:
            "We are a 360-degree digital marketing agency based in New Delhi. We run paid social and Google Ads campaigns, do SEO and social media management, and design websites, landing pages and ad creatives, all measured against leads and revenue.",
        },
        {
          question: "What kinds of businesses do you work with?",
          answer:
            "More than 300 brands across 14 industries, including fashion, technology, real estate, jewellery, manufacturing, healthcare, education and e-commerce. Our clients' monthly ad budgets range from under ₹1 lakh for local businesses to more than ₹25 lakh for national brands.",
        },
        {
          question: "Do you only work with clients in Delhi?",
          answer:
            "No. Our office is in Connaught Place, but we work with clients all over India and with Indian brands selling abroad. Strategy calls, reviews and reports all happen online, and clients in Delhi NCR are welcome to meet us in person.",
        },
        {
          question: "Are you a certified Google and Meta partner?",
          answer:
            "Yes. Crestline Digital is a Google Partner and a Meta Partner. Our media buyers hold current Google Ads and Meta certifications, which are renewed every year.",
        },
      ],
    },
    {
      name: "Services and Pricing",
      items: [
        {
          question: "How much do your services cost?",
          answer:
            "It depends on the channels and the amount of work. Campaign management usually starts at ₹35,000 a month for one platform, or a percentage of ad spend for larger budgets. Websites are quoted as fixed-price projects. You get a written quote after a free consultation, with no hidden fees.",
        },
        {
          question: "Is there a minimum contract period?",
          answer:
            "Our retainers run month to month after an initial three-month period, because campaigns need time to learn and optimise. Website and design projects are priced per project.",
        },
        {
          question: "Is the ad budget included in your fee?",
          answer:
            "No. Your ad budget is paid directly to Google, Meta or the other platforms from your own ad accounts, so you always see exactly what was spent. Our management fee is invoiced separately with GST.",
        },
        {
          question: "Can I hire you for just one service?",
          answer:
            "Yes. Many clients start with one channel, such as Google Ads or SEO, and add others once they see results. We will tell you honestly if another channel would make a bigger difference first.",
        },
      ],
    },
    {
      name: "Performance and Reporting",
      items: [
        {
          question: "How soon will I see results?",
          answer:
            "Paid campaigns usually show meaningful data within 2 to 4 weeks and stabilise after the platforms' learning phase. SEO typically shows clear movement in 3 to 6 months. We agree on realistic milestones for each channel before we start.",
        },
        {
          question: "How do you report on performance?",
          answer:
            "You get a live dashboard that updates daily, a written weekly summary and a monthly review call. Reports focus on leads, sales, cost per acquisition and return on ad spend, not just clicks and impressions.",
        },
        {
          question: "Do you guarantee results?",
          answer:
            "No honest agency can guarantee rankings or a fixed ROAS, because auctions, algorithms and markets change. What we guarantee is the process: clean tracking, weekly testing, transparent reporting and a senior strategist accountable for your account.",
        },
        {
          question: "Who owns the ad accounts and data?",
          answer:
            "You do. Campaigns run in ad accounts, analytics properties and pixels owned by your business, with our team added as partners. If you ever leave, everything stays with you.",
        },
      ],
    },
    {
      name: "Technical and Support",
      items: [
        {
          question: "Do you set up conversion tracking?",
          answer:
            "Yes, before any campaign goes live. We install or audit GA4, Google Tag Manager, the Meta Pixel and the Conversions API, and connect your CRM or e-commerce platform so every lead and sale is counted once.",
        },
        {
          question: "Which website platforms do you work with?",
          answer:
            "We build and maintain sites on Shopify, WordPress, Webflow and custom React stacks. If you already have a website, we can work on it directly or design landing pages alongside it.",
        },
        {
          question: "How do I reach my account team?",
          answer:
            "Every client has a named account lead and a shared Slack or WhatsApp group. We reply within business hours, Monday to Saturday, and urgent campaign issues are handled the same day.",
        },
        {
          question: "Are the free tools on your site really free?",
          answer:
            "Yes. The converters, generators, word counter, keyword density checker and SEO audit need no sign-up. Most of them run entirely in your browser, so your files never leave your device.",
        },
      ],
    },
  ],
  closingCta: {
    title: "Still have questions?",
    text: "Our team is happy to help. Send us a message or request a free quote and a strategist will reply within 24 hours.",
    primary: { label: "Get a Free Quote", href: "/quote" },
    secondary: { label: "Contact Us", href: "/contact" },
  },
};
