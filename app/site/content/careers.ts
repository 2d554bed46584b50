import type { CareersContent } from "./page-schema.ts";

/** Copy of /careers. 'Apply Now' and 'Send Your Resume' open the application form. */
export const careers: CareersContent = {
  hero: {
    eyebrow: "Careers at Crestline Digital",
    title: "Build Campaigns That Move Real Businesses",
    subtitle:
      "Join a team of strategists, media buyers, designers and SEO specialists in New Delhi who care about results, learn fast and share what they know.",
  },
  image: {
    src: "/images/careers/team.webp",
    alt: "Crestline Digital team members reviewing campaign results together around a table in the New Delhi office",
  },
  culture: {
    title: "Life at Crestline",
    paragraphs: [
      "We are a team of about 45 people working from our office in Connaught Place and from home. You will work on real budgets for real brands from your first month, with a senior colleague reviewing your work and explaining the why behind every change.",
      "We share learnings openly: every Friday one team presents a test that worked, and one that did not. Certifications, courses and conference tickets are on us.",
    ],
  },
  openingsHeading: {
    title: "Open Positions",
    subtitle: "All roles are based in New Delhi with a hybrid schedule.",
  },
  openings: [
    {
      id: "senior-digital-marketing-strategist",
      title: "Senior Digital Marketing Strategist",
      department: "Strategy",
      location: "New Delhi (Hybrid)",
      type: "Full-time",
      experience: "5+ years",
      description:
        "Own the growth strategy for a portfolio of 8 to 10 clients across D2C, real estate and B2B. You will turn business goals into channel plans, lead weekly reviews with founders and marketing heads, and guide media buyers, designers and SEO specialists to deliver against clear targets.",
      requirements: [
        "5+ years in performance marketing at an agency or an in-house growth team",
        "Hands-on experience managing monthly budgets of ₹10 lakh or more on Meta and Google Ads",
        "Strong command of GA4, attribution and unit economics such as CAC, LTV and ROAS",
        "Confident presenting plans and results to founders and senior stakeholders",
        "Experience mentoring junior marketers",
      ],
    },
    {
      id: "social-media-manager",
      title: "Social Media Manager",
      department: "Social and Content",
      location: "New Delhi (Hybrid)",
      type: "Full-time",
      experience: "3+ years",
      description:
        "Plan and run organic social for brands in fashion, food and wellness. You will build monthly content calendars, brief designers and video editors, manage creator collaborations and report on what actually grows reach, saves and enquiries.",
      requirements: [
        "3+ years managing Instagram, Facebook and LinkedIn for brands",
        "A portfolio of Reels or short-form video campaigns you planned",
        "Excellent written English; Hindi copywriting is a strong plus",
        "Comfortable with Meta Business Suite, scheduling tools and basic analytics",
        "Experience working with influencers and creators on paid collaborations",
      ],
    },
    {
      id: "seo-specialist",
      title: "SEO Specialist",
      department: "SEO",
      location: "New Delhi (Hybrid)",
      type: "Full-time",
      experience: "2+ years",
      description:
        "Drive organic growth for e-commerce, real-estate and healthcare clients. You will run technical audits, build keyword and content plans, optimise pages and Google Business Profiles, and report on rankings, traffic and enquiries.",
      requirements: [
        "2+ years of hands-on SEO with results you can show",
        "Working knowledge of Google Search Console, GA4 and a crawler such as Screaming Frog",
        "Understanding of Core Web Vitals, structured data and indexing issues",
        "Ability to write clear content briefs for writers",
        "Experience with local SEO for multi-location businesses is a plus",
      ],
    },
    {
      id: "graphic-designer",
      title: "Graphic Designer",
      department: "Creative Studio",
      location: "New Delhi (Hybrid)",
      type: "Full-time",
      experience: "2+ years",
      description:
        "Design ad creatives, social posts and brand assets that perform. You will work directly with media buyers to produce variations for testing, and with clients on brand identities, brochures and packaging.",
      requirements: [
        "2+ years of graphic design experience, ideally for digital advertising",
        "A portfolio showing social media and ad creative work",
        "Strong skills in Figma and Adobe Photoshop and Illustrator",
        "Basic motion design in After Effects or a similar tool",
        "Ability to take feedback and turn around variations quickly",
      ],
    },
    {
      id: "marketing-intern",
      title: "Marketing Intern",
      department: "Performance Marketing",
      location: "New Delhi (Hybrid)",
      type: "Internship",
      experience: "Students and fresh graduates",
      description:
        "A six-month paid internship across paid social, Google Ads and SEO. You will support live client campaigns, prepare reports, research audiences and competitors, and earn your Google Ads and Meta certifications with our help.",
      requirements: [
        "Final-year student or recent graduate in marketing, business, mass communication or a related field",
        "Genuine curiosity about how online advertising works",
        "Good working knowledge of Google Sheets or Excel",
        "Clear written and spoken English",
        "Available to work from our New Delhi office at least three days a week",
      ],
    },
  ],
  applyLabel: "Apply Now",
  benefits: {
    heading: {
      title: "Why Work With Us",
      subtitle: "Benefits designed for people who want to grow fast.",
    },
    items: [
      {
        icon: "House",
        title: "Hybrid Work",
        description:
          "Three days in our Connaught Place office, two from home, with flexible hours around core team time.",
      },
      {
        icon: "HeartPulse",
        title: "Health Insurance",
        description: "Group health cover of ₹5 lakh for you, your spouse, children and parents.",
      },
      {
        icon: "GraduationCap",
        title: "Learning Budget",
        description: "₹40,000 a year for courses, books and conferences, plus paid time for certifications.",
      },
      {
        icon: "Wallet",
        title: "Performance Bonus",
        description: "A half-yearly bonus linked to client results and retention, not hours logged.",
      },
      {
        icon: "Clock",
        title: "Generous Leave",
        description: "24 days of paid leave, public holidays and your birthday off.",
      },
      {
        icon: "Users",
        title: "Team Culture",
        description: "Friday learning sessions, quarterly offsites and a team that celebrates wins together.",
      },
    ],
  },
  hiringProcess: {
    heading: {
      title: "Our Hiring Process",
      subtitle: "Five clear steps, and we keep you informed at every one.",
    },
    steps: [
      {
        title: "Application review",
        description: "We review every application within 3-5 business days and reply either way.",
      },
      {
        title: "First interview",
        description:
          "A 30-minute video call with the hiring manager about your experience and what you are looking for.",
      },
      {
        title: "Skills assignment",
        description:
          "A short, practical task based on a real client scenario, which we discuss together. We never use your work for clients.",
      },
      {
        title: "Final interview",
        description: "Meet the team lead and our founder at our New Delhi office or on video, and ask us anything.",
      },
      {
        title: "Offer and onboarding",
        description:
          "We make an offer within a week of the final interview. Onboarding takes 1-2 weeks with a dedicated buddy.",
      },
    ],
  },
  openApplication: {
    title: "Don't see the right role?",
    text: "We are always glad to meet talented marketers, designers and developers. Send us your CV or portfolio and we will get in touch when a suitable role opens.",
    buttonLabel: "Send Your Resume",
  },
};
