import type { QuoteContent } from "./page-schema.ts";

/**
 * Copy of /quote around the form. Budget and platform options live in
 * contracts/leads/form-constants.ts; the phone number in site.ts.
 */
export const quote: QuoteContent = {
  hero: {
    eyebrow: "Free quote",
    title: "Get Your Free Marketing Quote",
    subtitle:
      "Share your goals and budget. Within 24 hours a strategist will send you a tailored plan with channels, targets and a transparent monthly fee.",
  },
  form: {
    title: "Tell Us About Your Business",
    subtitle: "Fields marked with an asterisk are required. It takes about two minutes.",
  },
  trust: {
    title: "Trusted by 300+ brands",
    text: "From D2C start-ups to listed manufacturers, brands across India trust us with their growth.",
    points: ["$25M+ in ad spend managed", "500+ campaigns launched", "360-degree services under one roof"],
  },
  partners: [
    {
      name: "Google Partner",
      icon: "Award",
      description: "Certified Google Ads specialists across Search, Shopping, Display and YouTube.",
    },
    {
      name: "Meta Partner",
      icon: "ShieldCheck",
      description: "Certified media buyers for Facebook and Instagram advertising.",
    },
  ],
  satisfaction: { number: "95%", label: "client satisfaction" },
  process: {
    title: "Our Process",
    steps: [
      {
        title: "Submit your request",
        description: "Tell us about your business, budget and goals using this form.",
      },
      {
        title: "Strategy call",
        description: "A strategist calls you within 24 hours to understand your market and priorities.",
      },
      {
        title: "Custom proposal",
        description: "Within 3 working days you get a channel plan, targets, timeline and fee.",
      },
      {
        title: "Launch and grow",
        description: "Campaigns go live within 7 working days, with weekly reports and optimisation.",
      },
    ],
  },
  phonePanel: {
    title: "Prefer to talk?",
    text: "Call us Mon-Fri 9:00 AM-6:00 PM or Saturday 10:00 AM-4:00 PM and speak to a strategist directly.",
  },
  successMessage: {
    title: "Quote Request Received",
    text: "Thank you! A strategist is reviewing your details and will contact you within 24 hours with your custom plan.",
  },
};
