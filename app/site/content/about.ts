import { rows } from "./notation.ts";
import type { AboutContent } from "./page-schema.ts";

export const about: AboutContent = {
  hero: {
    eyebrow: "About Crestline Digital",
    title: "We Grow Brands With Data, Creativity and Accountability",
    subtitle:
      "A New Delhi performance-marketing agency of strategists, media buyers, designers and developers who treat your budget like their own.",
  },
  stats: rows(
    "number",
    "label",
    ["$25M+", "Ad Spend Managed"],
    ["500+", "Campaigns Launched"],
    ["300+", "Clients Served"],
    ["95%", "Client Retention"],
  ),
  mission: {
    title: "Our Mission",
    paragraphs: [
      "Our mission is to make digital marketing accountable for every Indian business that invests in it. Too many founders pay for impressions, followers and reports they cannot connect to a single sale. We exist to change that: every campaign we run is tied to a business number you care about, whether that is qualified leads, online revenue or footfall.",
      "We do it by combining three things that rarely sit in one room: performance media buying, creative that is built to be tested, and clean measurement. When those work together, growth stops being a guess and becomes a process you can repeat.",
    ],
  },
  timeline: {
    heading: {
      title: "Our Story",
      subtitle: "From a three-person team in Connaught Place to a 360-degree agency.",
    },
    entries: [
      {
        year: "2019",
        title: "Founded in New Delhi",
        description:
          "Aditya Khanna and two fellow performance marketers start Crestline Digital in a Connaught Place co-working space, running Facebook and Google campaigns for eight local businesses.",
      },
      {
        year: "2021",
        title: "Google Partner and Meta Partner",
        description:
          "With more than 100 clients and a 25-person team, we earn Google Partner and Meta Partner status and add SEO, web design and an in-house creative studio.",
      },
      {
        year: "2025",
        title: "300+ Brands, 360-Degree Services",
        description:
          "We pass 300 clients and $25M in managed ad spend, serving brands from Delhi, Mumbai, Bengaluru, Jaipur and beyond with one full-funnel team.",
      },
    ],
  },
  team: {
    heading: {
      title: "Meet Our Leadership",
      subtitle: "The people accountable for your results.",
    },
    members: [
      {
        name: "Aditya Khanna",
        role: "Founder & CEO",
        bio: "Aditya managed more than ₹40 crore in ad spend for e-commerce brands before founding Crestline in 2019. He still reviews the strategy of every new account himself.",
        initials: "AK",
      },
      {
        name: "Meera Kapoor",
        role: "Head of Performance Marketing",
        bio: "Meera leads our media-buying team across Meta and Google. A former in-house growth lead at a Gurugram D2C brand, she is obsessed with creative testing and clean attribution.",
        initials: "MK",
      },
      {
        name: "Siddharth Rao",
        role: "SEO & Analytics Lead",
        bio: "Siddharth has spent ten years in technical SEO and measurement. He builds the GA4 and Search Console set-ups that let our clients see exactly where every lead comes from.",
        initials: "SR",
      },
      {
        name: "Priya Nair",
        role: "Creative Director",
        bio: "Priya runs our in-house studio of designers and video editors. Her team produces more than 400 ad creatives a month, each designed to answer a specific testing question.",
        initials: "PN",
      },
    ],
  },
  values: {
    heading: {
      title: "What We Stand For",
      subtitle: "Four values that guide every decision we make on your account.",
    },
    items: [
      {
        icon: "Target",
        title: "Results Over Vanity Metrics",
        description: "We report on leads, sales and return on ad spend, not likes and impressions.",
      },
      {
        icon: "ShieldCheck",
        title: "Radical Transparency",
        description: "You own your ad accounts and data, see every rupee spent and hear bad news from us first.",
      },
      {
        icon: "Rocket",
        title: "Test, Learn, Scale",
        description: "Every idea is a hypothesis. We test fast, keep what works and scale it with confidence.",
      },
      {
        icon: "Handshake",
        title: "Partnership for the Long Term",
        description: "We win when you grow, which is why 95% of our clients stay with us year after year.",
      },
    ],
  },
  closingCta: {
    title: "Let's Build Your Growth Story",
    text: "Talk to a strategist about your goals. The first consultation is free and comes with an honest assessment of your current marketing.",
    primary: { label: "Get a Free Quote", href: "/quote" },
    secondary: { label: "Contact Us", href: "/contact" },
  },
};
