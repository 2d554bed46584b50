import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { about } from "#app/site/content/about.ts";
import { articles } from "#app/site/content/articles/all.ts";
import { blogPage } from "#app/site/content/blog-page.ts";
import { careers } from "#app/site/content/careers.ts";
import { caseStudiesPage } from "#app/site/content/case-studies-page.ts";
import { caseStudies, getCaseStudy } from "#app/site/content/case-studies/all.ts";
import { contact } from "#app/site/content/contact.ts";
import { faq } from "#app/site/content/faq.ts";
import {
  BUDGET_OPTIONS as budgetOptions,
  PLATFORM_OPTIONS as platformOptions,
} from "#contracts/leads/form-constants.ts";
import { caseStudyIndustries } from "#contracts/content/taxonomies.ts";
import { home } from "#app/site/content/home.ts";
import { industries } from "#app/site/content/industries.ts";
import { privacy } from "#app/site/content/privacy.ts";
import { privacyHindi } from "#app/site/content/privacy/hindi.ts";
import { PrivacyContentSchema } from "#app/site/content/privacy/schema.ts";
import { quote } from "#app/site/content/quote.ts";
import { ArticleSchema, CaseStudySchema, IndustrySchema, ServiceSchema, iconNames } from "#contracts/content/schema.ts";
import {
  AboutContentSchema,
  BlogPageContentSchema,
  CareersContentSchema,
  CaseStudiesPageContentSchema,
  ContactContentSchema,
  FaqContentSchema,
  HomeContentSchema,
  QuoteContentSchema,
  ServicesPageContentSchema,
} from "#app/site/content/page-schema.ts";
import { servicesPage } from "#app/site/content/services-page.ts";
import { services } from "#app/site/content/services.ts";

/** Parses and reports every zod issue with its path, so a failure is readable. */
function expectValid(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(z.prettifyError(result.error));
}

/** Every string anywhere inside a value. */
function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}

const modules = {
  about,
  articles,
  blogPage,
  careers,
  caseStudiesPage,
  caseStudies,
  contact,
  faq,
  home,
  industries,
  privacy,
  quote,
  services,
  servicesPage,
  budgetOptions,
  platformOptions,
};

describe("schemas", () => {
  it.each([
    ["home", HomeContentSchema, home],
    ["about", AboutContentSchema, about],
    ["services page", ServicesPageContentSchema, servicesPage],
    ["contact", ContactContentSchema, contact],
    ["quote", QuoteContentSchema, quote],
    ["privacy", PrivacyContentSchema, privacy],
    ["privacy (Hindi)", PrivacyContentSchema, privacyHindi],
    ["careers", CareersContentSchema, careers],
    ["faq", FaqContentSchema, faq],
    ["case studies page", CaseStudiesPageContentSchema, caseStudiesPage],
    ["blog page", BlogPageContentSchema, blogPage],
    ["services", z.array(ServiceSchema).length(6), services],
    ["industries", z.array(IndustrySchema).length(14), industries],
    ["case studies", z.array(CaseStudySchema).length(6), caseStudies],
    ["articles", z.array(ArticleSchema).length(6), articles],
  ] as const)("%s is valid", (_name, schema, value) => {
    expectValid(schema, value);
  });

  it("rejects bad content", () => {
    const valid = caseStudies[0];
    expect(CaseStudySchema.safeParse({ ...valid, timeframe: "4 months" }).success).toBe(false);
    expect(CaseStudySchema.safeParse({ ...valid, timeframe: "1 weeks" }).success).toBe(false);
    expect(CaseStudySchema.safeParse({ ...valid, strategy: valid?.strategy.slice(0, 4) }).success).toBe(false);
    expect(
      CaseStudySchema.safeParse({
        ...valid,
        image: { src: "https://cdn.example/x.jpg", alt: "A picture of a storefront" },
      }).success,
    ).toBe(false);
    const article = articles[0];
    expect(ArticleSchema.safeParse({ ...article, content: '<p>See <a href="/x">this</a></p>' }).success).toBe(false);
    expect(ArticleSchema.safeParse({ ...article, content: '<p style="color:red">Red</p>' }).success).toBe(false);
    expect(ArticleSchema.safeParse({ ...article, date: "15/01/2025" }).success).toBe(false);
    expect(ArticleSchema.safeParse({ ...article, readTime: "eight minutes" }).success).toBe(false);
  });

  it("every icon name is a lucide-react export", () => {
    const exported = lucide as Record<string, unknown>;
    for (const name of iconNames) expect(exported[name], name).toBeDefined();
  });

  it("no placeholder copy anywhere", () => {
    for (const [name, value] of Object.entries(modules)) {
      for (const text of allStrings(value)) {
        expect(text, name).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|placeholder|example\.com|\{\{|\$\{/i);
      }
    }
  });
});

describe("services", () => {
  it("lists the six services with unique ids", () => {
    expect(services.map((service) => service.id)).toEqual([
      "paid-social",
      "google-ads",
      "seo",
      "social-media",
      "web-design",
      "graphic-design",
    ]);
  });

  it("services page has the spec's texts", () => {
    expect(servicesPage.hero.title).toBe("Full-Funnel Solutions for Digital Growth");
    expect(servicesPage.summaryItems).toHaveLength(4);
    expect(servicesPage.dashboard.title).toBe("Performance Dashboard");
    expect(servicesPage.dashboard.growth).toEqual([
      { label: "ROI", value: "+245%" },
      { label: "Conversions", value: "+180%" },
      { label: "Reach", value: "+320%" },
    ]);
    expect(servicesPage.dashboard.summary).toEqual([
      { number: "3x", label: "ROAS" },
      { number: "2.3M", label: "Reach" },
      { number: "95%", label: "Satisfaction" },
    ]);
    expect(servicesPage.closingBanner.title).toBe("Not sure what you need?");
    expect(servicesPage.closingBanner.primary).toEqual({ label: "Get Free Consultation", href: "/quote" });
    expect(servicesPage.closingBanner.secondary).toEqual({ label: "Let's Chat", href: "/contact" });
  });
});

describe("home", () => {
  it("has the spec's buttons, four reasons and two partner badges", () => {
    expect(home.hero.primaryCta).toEqual({ label: "Get a Free Quote", href: "/quote" });
    expect(home.hero.secondaryCta).toEqual({ label: "Explore Our Services", href: "/services" });
    expect(home.whyChooseUs.points).toHaveLength(4);
    expect(home.partnerBadges.badges.map((badge) => badge.name)).toEqual(["Google Partner", "Meta Partner"]);
    expect(home.brandStrip.brands.length).toBeGreaterThanOrEqual(12);
    expect(new Set(home.brandStrip.brands).size).toBe(home.brandStrip.brands.length);
    expect(home.closingCta.primary.href).toBe("/quote");
    expect(home.closingCta.secondary?.href).toBe("/contact");
  });

  it("has three five-star testimonials", () => {
    expect(home.testimonials.items).toHaveLength(3);
    for (const testimonial of home.testimonials.items) expect(testimonial.rating).toBe(5);
  });

  it("success stories are case studies 1 to 3", () => {
    expect(home.successStories.caseStudyIds).toEqual([1, 2, 3]);
    for (const id of home.successStories.caseStudyIds) expect(getCaseStudy(id)).toBeDefined();
  });
});

describe("industries", () => {
  it("has 14 distinct industries including the case-study ones", () => {
    const names = industries.map((industry) => industry.name);
    expect(names).toHaveLength(14);
    expect(new Set(names).size).toBe(14);
    for (const name of caseStudyIndustries) expect(names).toContain(name);
  });
});

describe("about", () => {
  it("has the spec's four stats", () => {
    expect(about.stats.map((stat) => stat.number)).toEqual(["$25M+", "500+", "300+", "95%"]);
    expect(about.stats.map((stat) => stat.label.toLowerCase())).toEqual([
      expect.stringContaining("ad spend"),
      expect.stringContaining("campaigns"),
      expect.stringContaining("clients"),
      expect.stringContaining("retention"),
    ]);
  });

  it("has the 2019, 2021, 2025 timeline, four team members and four values", () => {
    expect(about.timeline.entries.map((entry) => entry.year)).toEqual(["2019", "2021", "2025"]);
    expect(about.team.members).toHaveLength(4);
    for (const member of about.team.members) {
      const initials = member.name
        .split(" ")
        .map((part) => part[0])
        .join("");
      expect(member.initials).toBe(initials);
    }
    expect(about.values.items).toHaveLength(4);
  });
});

describe("contact", () => {
  it("has the four info cards with a 24-hour response", () => {
    expect(contact.infoCards.map((card) => card.kind)).toEqual(["email", "phone", "office", "response"]);
    expect(contact.infoCards[3]?.value?.toLowerCase()).toBe("within 24 hours");
  });

  it("has the spec's office hours", () => {
    expect(contact.officeHours.rows).toEqual([
      { days: "Mon-Fri", hours: "9:00 AM-6:00 PM" },
      { days: "Saturday", hours: "10:00 AM-4:00 PM" },
      { days: "Sunday", hours: "Closed" },
    ]);
  });

  it("has four next steps and four FAQ items", () => {
    expect(contact.nextSteps.steps).toHaveLength(4);
    expect(contact.faq.items).toHaveLength(4);
  });
});

describe("quote", () => {
  it("has the spec's side panels", () => {
    expect(quote.trust.title).toBe("Trusted by 300+ brands");
    expect(quote.partners.map((partner) => partner.name)).toEqual(["Google Partner", "Meta Partner"]);
    expect(quote.satisfaction).toEqual({ number: "95%", label: "client satisfaction" });
    expect(quote.process.steps).toHaveLength(4);
    expect(quote.successMessage.title).toBe("Quote Request Received");
  });
});

describe("privacy", () => {
  const policyText = allStrings(privacy).join("\n");

  it("is dated January 15, 2025", () => {
    expect(privacy.lastUpdated).toBe("2025-01-15");
    expect(privacy.lastUpdatedLabel).toBe("Last updated: January 15, 2025");
  });

  it("names the Indian law and describes what the site stores", () => {
    expect(policyText).toContain("Digital Personal Data Protection Act, 2023");
    expect(policyText).toMatch(/Contact form/);
    expect(policyText).toMatch(/Quote request/);
    expect(policyText).toMatch(/Job applications/);
    expect(policyText).toMatch(/Newsletter/);
    expect(policyText).toMatch(/session cookie for our own staff/);
    expect(policyText).toMatch(/no third-party trackers/);
    expect(policyText).toMatch(/\.doc file/);
    expect(policyText).toMatch(/SEO audit/);
    expect(policyText).toMatch(/E-mail me this report/);
    expect(policyText).toMatch(/Grievance Officer/);
  });

  it("says what the visit's source note keeps, where, and for how long", () => {
    expect(policyText).toMatch(/session storage \(not a cookie\)/);
    expect(policyText).toMatch(/utm_source, utm_medium, utm_campaign, utm_term, utm_content/);
    expect(policyText).toMatch(/click code itself is never kept/);
    expect(policyText).toMatch(/Nothing of this leaves your browser unless you send us a form/);
    expect(policyText).toMatch(/count holds no address, identifier or other personal data/);
    expect(policyText).toMatch(/E-mail me this report/);
  });

  it("has unique section ids and ends with the contact details", () => {
    const ids = privacy.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(privacy.sections.at(-1)?.blocks.some((block) => block.type === "contact-details")).toBe(true);
  });
});

describe("careers", () => {
  it("has the spec's five openings", () => {
    expect(careers.openings.map((opening) => [opening.title, opening.type])).toEqual([
      ["Senior Digital Marketing Strategist", "Full-time"],
      ["Social Media Manager", "Full-time"],
      ["SEO Specialist", "Full-time"],
      ["Graphic Designer", "Full-time"],
      ["Marketing Intern", "Internship"],
    ]);
    for (const opening of careers.openings) expect(opening.location).toMatch(/New Delhi.*Hybrid/i);
    expect(new Set(careers.openings.map((opening) => opening.id)).size).toBe(5);
  });

  it("has a five-step hiring process with the spec's timings", () => {
    const steps = careers.hiringProcess.steps;
    expect(steps).toHaveLength(5);
    const processText = steps.map((step) => step.description).join(" ");
    expect(processText).toContain("3-5 business days");
    expect(processText).toContain("30-minute");
    expect(processText).toContain("1-2 weeks");
    expect(careers.applyLabel).toBe("Apply Now");
    expect(careers.openApplication.buttonLabel).toBe("Send Your Resume");
    expect(careers.benefits.items.length).toBeGreaterThanOrEqual(4);
  });
});

describe("faq", () => {
  it("has four categories of four questions each", () => {
    expect(faq.categories.map((category) => category.name)).toEqual([
      "General",
      "Services and Pricing",
      "Performance and Reporting",
      "Technical and Support",
    ]);
    const questions = faq.categories.flatMap((category) => category.items.map((item) => item.question));
    expect(questions).toHaveLength(16);
    expect(new Set(questions).size).toBe(16);
  });
});
