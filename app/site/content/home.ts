import { rows } from "./notation.ts";
import type { HomeContent } from "./page-schema.ts";

/**
 * Copy of the home page. The six service cards come from services.ts, the
 * carousel from industries.ts, the success stories from case-studies/all.ts
 * (ids in `successStories.caseStudyIds`) and the quote-form options from
 * contracts/leads/form-constants.ts.
 */
export const home: HomeContent = {
  hero: {
    eyebrow: "Performance marketing agency in New Delhi",
    title: "Turn Your Ad Spend Into Predictable Growth",
    subtitle:
      "Crestline Digital plans, runs and optimises paid social, Google Ads, SEO and creative for ambitious Indian brands. One team, one dashboard, and every rupee tracked to the revenue it brings in.",
    primaryCta: { label: "Get a Free Quote", href: "/quote" },
    secondaryCta: { label: "Explore Our Services", href: "/services" },
    highlights: rows(
      "number",
      "label",
      ["300+", "Clients"],
      ["95%", "Client satisfaction"],
      ["360°", "Digital services"],
    ),
  },
  whyChooseUs: {
    heading: {
      title: "Why Brands Choose Crestline Digital",
      subtitle: "We are measured on your revenue, so that is what we optimise for.",
    },
    points: [
      {
        icon: "Target",
        title: "ROI-First Strategy",
        description:
          "We start from your margins and customer lifetime value, then set cost-per-acquisition targets that keep every campaign profitable.",
      },
      {
        icon: "BadgeCheck",
        title: "Certified Google and Meta Partners",
        description:
          "Your accounts are run by certified specialists with access to partner support, beta features and platform best practices.",
      },
      {
        icon: "ChartColumn",
        title: "Transparent Reporting",
        description:
          "A live dashboard and a weekly call show spend, leads, sales and ROAS. You own every ad account, pixel and report.",
      },
      {
        icon: "Zap",
        title: "Fast, Senior Execution",
        description:
          "Campaigns go live within 7 working days of kick-off, and a senior strategist, not a junior, reviews your account every week.",
      },
    ],
  },
  servicesHeading: {
    title: "360-Degree Digital Marketing Services",
    subtitle: "Everything you need to attract, convert and keep customers online, under one roof.",
  },
  aboutTeaser: {
    title: "A Delhi Team Built Around Results",
    paragraphs: [
      "Crestline Digital started in 2019 in Connaught Place with three performance marketers and one rule: never report a number we cannot tie to revenue. Today our strategists, media buyers, designers and developers work with more than 300 brands across India, from D2C labels in Jaipur to SaaS companies in Bengaluru.",
      "We work as an extension of your team. You get a named account lead, a shared Slack or WhatsApp channel, and a clear plan for the next 90 days.",
    ],
    highlights: [
      "Google Partner and Meta Partner certified",
      "$25M+ in ad spend managed across 500+ campaigns",
      "95% client retention year on year",
    ],
    cta: { label: "Meet the Team", href: "/about" },
  },
  partnerBadges: {
    heading: {
      title: "Certified by the Platforms We Run",
      subtitle: "Our partner status is renewed every year against spend, growth and certification requirements.",
    },
    badges: [
      {
        name: "Google Partner",
        icon: "Award",
        description:
          "Certified in Google Ads Search, Shopping, Display, Video and Measurement, with direct access to Google's partner support team.",
      },
      {
        name: "Meta Partner",
        icon: "ShieldCheck",
        description:
          "Recognised by Meta for Facebook and Instagram advertising, with certified media buyers and early access to new ad products.",
      },
    ],
  },
  brandStrip: {
    title: "Trusted by 300+ growing brands across India",
    brands: [
      "Aangan Threads",
      "LedgerLoop",
      "Aravali Heights",
      "Suvarna Heritage",
      "Precimax Engineering",
      "Nirmaya Diagnostics",
      "UrbanKettle Cafés",
      "Pravah Ayurveda",
      "Tvasta Home",
      "Koshala Foods",
      "Monsoon Trails",
      "Bodhi Learning",
    ],
  },
  industriesHeading: {
    title: "Industries We Serve",
    subtitle: "Fourteen industries, each with its own playbook, benchmarks and compliance rules.",
  },
  quoteFormHeading: {
    title: "Get Your Free Marketing Quote",
    subtitle:
      "Tell us where you are and where you want to be. A strategist will reply within 24 hours with a plan and a transparent quote.",
  },
  testimonials: {
    heading: {
      title: "What Our Clients Say",
      subtitle: "Founders and marketing heads on working with Crestline Digital.",
    },
    items: [
      {
        name: "Rohan Mehta",
        company: "Founder, UrbanKettle Cafés",
        city: "New Delhi",
        text: "We had tried two agencies before and only ever saw likes. Crestline rebuilt our Google and Instagram campaigns around delivery orders and table bookings, and within four months online orders across our six outlets were up 2.6 times. The weekly call is the most useful 30 minutes of my week.",
        rating: 5,
      },
      {
        name: "Ananya Iyer",
        company: "Co-founder, Pravah Ayurveda",
        city: "Bengaluru",
        text: "Their creative testing changed how we think about ads. They tested more than forty hooks in the first two months, found three that worked and scaled them. Our cost per purchase fell from ₹740 to ₹410 while monthly revenue doubled.",
        rating: 5,
      },
      {
        name: "Karan Malhotra",
        company: "Marketing Head, Tvasta Home",
        city: "Gurugram",
        text: "Crestline redesigned our website and took over SEO at the same time. Organic enquiries for modular kitchens tripled in six months, and for the first time I can see exactly which page and which keyword every lead came from.",
        rating: 5,
      },
    ],
  },
  successStories: {
    heading: {
      title: "Success Stories",
      subtitle: "Real campaigns, real numbers, real Indian brands.",
    },
    caseStudyIds: [1, 2, 3],
    cta: { label: "View All Case Studies", href: "/case-studies" },
  },
  closingCta: {
    title: "Ready to Grow Your Business?",
    text: "Get a free, no-obligation marketing plan for your brand. Tell us your goals and budget, and we will show you exactly where your next customers will come from.",
    primary: { label: "Get a Free Quote", href: "/quote" },
    secondary: { label: "Contact Us", href: "/contact" },
  },
};
