import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BUDGET_OPTIONS, honeypotFilled, LIMITS, PLATFORM_OPTIONS } from "./form-constants.ts";
import {
  AUDIT_LIMITS,
  applicationFormSchema,
  auditRequestFormSchema,
  contactFormSchema,
  fieldErrors,
  homeQuoteFormSchema,
  quoteFormSchema,
  submissionDataSchema,
  subscribeFormSchema,
} from "./forms.ts";

const contact = {
  fullName: "  Asha Verma ",
  contactNumber: "+91 98765 43210",
  email: " asha@example.in ",
  website: "",
  message: " We need more leads from Google Ads. ",
};

const quote = {
  fullName: "Rohit Mehta",
  contactNumber: "(011) 4567-8900",
  email: "rohit@example.com",
  websiteUrl: "https://shop.example.com",
  monthlyBudget: "₹1-₹1.5 Lakh",
  platforms: ["Google Ads", "SEO", "SEO"],
  goals: "Double online sales by Diwali.",
};

describe("zod's compiled parsers", () => {
  it("are used on the server (Node), where every submission is checked", () => {
    expect(z.config().jitless).toBe(false);
  });
});

describe("contact form schema", () => {
  it("trims every string and keeps the form's fields", () => {
    expect(contactFormSchema.parse(contact)).toEqual({
      fullName: "Asha Verma",
      contactNumber: "+91 98765 43210",
      contactNumberE164: "+919876543210",
      email: "asha@example.in",
      website: "",
      message: "We need more leads from Google Ads.",
    });
  });

  it("drops unknown keys", () => {
    expect(contactFormSchema.parse({ ...contact, admin: true })).not.toHaveProperty("admin");
  });

  it("gives one message per invalid field", () => {
    const result = contactFormSchema.safeParse({
      fullName: " ",
      contactNumber: "abc",
      email: "not-an-email",
      website: "javascript:alert(1)",
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      fullName: "Please enter your full name.",
      contactNumber: "Please enter a valid phone number.",
      email: "Please enter a valid email address.",
      website: "Please enter a valid website address, such as yourbusiness.com.",
      message: "Please enter your message.",
    });
  });

  it("caps lengths", () => {
    const result = contactFormSchema.safeParse({ ...contact, message: "x".repeat(LIMITS.message + 1) });
    expect(fieldErrors(result.error!)).toEqual({
      message: `Please keep your message under ${LIMITS.message} characters.`,
    });
    expect(contactFormSchema.safeParse({ ...contact, message: ` ${"x".repeat(LIMITS.message)} ` }).success).toBe(true);
  });

  it("accepts a missing or null website", () => {
    const { website: _website, ...rest } = contact;
    expect(contactFormSchema.parse(rest).website).toBe("");
    expect(contactFormSchema.parse({ ...contact, website: null }).website).toBe("");
    expect(contactFormSchema.parse({ ...contact, website: " https://example.com " }).website).toBe(
      "https://example.com",
    );
  });
});

describe("quote form schemas", () => {
  it("requires goals on /quote and de-duplicates platforms", () => {
    expect(quoteFormSchema.parse(quote)).toEqual({
      ...quote,
      contactNumberE164: "+911145678900",
      source: "quote-page",
      platforms: ["Google Ads", "SEO"],
    });
    const result = quoteFormSchema.safeParse({ ...quote, goals: "  " });
    expect(fieldErrors(result.error!)).toEqual({ goals: "Please tell us about your goals." });
  });

  it("keeps a tool offer's context in its own field, left out when empty, and caps it", () => {
    const context = "the SEO audit of https://shop.example.in/ (score 62/100; critical: Page title)";
    expect(quoteFormSchema.parse({ ...quote, toolContext: ` ${context} ` })).toMatchObject({
      goals: quote.goals,
      toolContext: context,
    });
    expect(JSON.stringify(quoteFormSchema.parse({ ...quote, toolContext: "" }))).not.toContain("toolContext");
    const long = quoteFormSchema.safeParse({ ...quote, toolContext: "x".repeat(LIMITS.toolContext + 1) });
    expect(fieldErrors(long.error!)).toHaveProperty("toolContext");
  });

  it("makes goals optional on the home page", () => {
    const { goals: _goals, ...rest } = quote;
    expect(homeQuoteFormSchema.parse({ ...rest, source: "home" }).goals).toBe("");
    expect(submissionDataSchema("quote", { source: "home" })).toBe(homeQuoteFormSchema);
    expect(submissionDataSchema("quote", {})).toBe(quoteFormSchema);
  });

  it("offers '₹2-₹2.5 Lakh' between '₹1.5-₹2 Lakh' and '₹2.5+ Lakh', and keeps every earlier budget", () => {
    expect(BUDGET_OPTIONS).toEqual(["<₹1 Lakh", "₹1-₹1.5 Lakh", "₹1.5-₹2 Lakh", "₹2-₹2.5 Lakh", "₹2.5+ Lakh"]);
    for (const monthlyBudget of ["<₹1 Lakh", "₹1-₹1.5 Lakh", "₹1.5-₹2 Lakh", "₹2-₹2.5 Lakh", "₹2.5+ Lakh"]) {
      expect(quoteFormSchema.parse({ ...quote, monthlyBudget }).monthlyBudget).toBe(monthlyBudget);
      expect(homeQuoteFormSchema.parse({ ...quote, source: "home", monthlyBudget }).monthlyBudget).toBe(monthlyBudget);
    }
  });

  it("offers the spec's eight platforms, each once, and accepts them all together", () => {
    expect(new Set(PLATFORM_OPTIONS).size).toBe(8);
    expect(quoteFormSchema.parse({ ...quote, platforms: [...PLATFORM_OPTIONS] }).platforms).toEqual(PLATFORM_OPTIONS);
  });

  it("accepts only the listed budgets and platforms", () => {
    const result = quoteFormSchema.safeParse({ ...quote, monthlyBudget: "₹10 Crore", platforms: ["TikTok"] });
    expect(fieldErrors(result.error!)).toEqual({
      monthlyBudget: "Please select your monthly ad budget.",
      platforms: "Please choose platforms from the list.",
    });
    expect(quoteFormSchema.parse({ ...quote, platforms: undefined }).platforms).toEqual([]);
  });
});

describe("application and subscribe schemas", () => {
  const application = {
    openingId: "seo-specialist",
    openingTitle: "SEO Specialist",
    fullName: "Neha Kapoor",
    email: "neha@example.com",
    contactNumber: "9876543210",
    portfolioUrl: "https://neha.example.com/cv.pdf",
    coverNote: "",
  };

  it("accepts an application with or without an opening", () => {
    expect(applicationFormSchema.parse(application)).toEqual({ ...application, contactNumberE164: "+919876543210" });
    expect(
      applicationFormSchema.parse({ ...application, openingId: undefined, openingTitle: undefined }).openingId,
    ).toBe("");
  });

  it("requires a CV or portfolio link, typed with or without https://", () => {
    const result = applicationFormSchema.safeParse({ ...application, portfolioUrl: "" });
    expect(fieldErrors(result.error!)).toEqual({ portfolioUrl: "Please add a link to your CV or portfolio." });
    expect(applicationFormSchema.parse({ ...application, portfolioUrl: "behance.net/neha" }).portfolioUrl).toBe(
      "https://behance.net/neha",
    );
    const invalid = applicationFormSchema.safeParse({ ...application, portfolioUrl: "my portfolio" });
    expect(fieldErrors(invalid.error!)).toEqual({
      portfolioUrl: "Please enter a valid link to your CV or portfolio, such as behance.net/yourname.",
    });
  });

  it("lower-cases subscriber e-mails", () => {
    expect(subscribeFormSchema.parse({ email: " Reader@Example.COM " })).toEqual({ email: "reader@example.com" });
  });

  it("sees a filled honeypot", () => {
    expect(honeypotFilled(undefined)).toBe(false);
    expect(honeypotFilled("")).toBe(false);
    expect(honeypotFilled("  ")).toBe(false);
    expect(honeypotFilled("http://spam.example")).toBe(true);
    expect(honeypotFilled(1)).toBe(true);
  });
});

describe("website fields", () => {
  const website = (value: unknown) => contactFormSchema.safeParse({ ...contact, website: value });
  const websiteUrl = (value: unknown) => quoteFormSchema.safeParse({ ...quote, websiteUrl: value });

  it("take an address as people type it and store it with https://", () => {
    for (const [typed, stored] of [
      ["mehtajewels.com", "https://mehtajewels.com"],
      [" www.mehtajewels.in ", "https://www.mehtajewels.in"],
      ["https://x.co/path", "https://x.co/path"],
      ["http://mehtajewels.com", "http://mehtajewels.com"],
    ] as const) {
      expect(website(typed).data?.website, typed).toBe(stored);
      expect(websiteUrl(typed).data?.websiteUrl, typed).toBe(stored);
      expect(homeQuoteFormSchema.parse({ ...quote, source: "home", websiteUrl: typed }).websiteUrl).toBe(stored);
    }
  });

  it("give the field's message for text that cannot be a web address", () => {
    for (const typed of [
      "not a url",
      "http://",
      "javascript:alert(1)",
      "ftp://x.com",
      "mehta jewels.com",
      "mehtajewels",
      "localhost",
      "asha@mehtajewels.com",
    ]) {
      expect(fieldErrors(website(typed).error!), typed).toEqual({
        website: "Please enter a valid website address, such as yourbusiness.com.",
      });
      expect(fieldErrors(websiteUrl(typed).error!), typed).toEqual({
        websiteUrl: "Please enter a valid website address, such as yourbusiness.com.",
      });
    }
  });

  it("refuse an address that https:// would take past the length cap", () => {
    const long = `x.co/${"a".repeat(LIMITS.url - 5)}`;
    expect(long).toHaveLength(LIMITS.url);
    expect(fieldErrors(website(long).error!)).toEqual({ website: "Please enter a shorter URL." });
    const typedWithScheme = `https://x.co/${"a".repeat(LIMITS.url - 13)}`;
    expect(typedWithScheme).toHaveLength(LIMITS.url);
    expect(website(typedWithScheme).data?.website).toBe(typedWithScheme);
  });
});

describe("contact numbers", () => {
  it("are kept as typed, with their E.164 form beside them", () => {
    for (const [typed, e164] of [
      ["98765 43210", "+919876543210"],
      ["+91-98765-43210", "+919876543210"],
      ["098765 43210", "+919876543210"],
      ["919876543210", "+919876543210"],
      ["011 2345 6789", "+911123456789"],
      ["+44 20 7946 0958", "+442079460958"],
    ] as const) {
      expect(contactFormSchema.parse({ ...contact, contactNumber: typed })).toMatchObject({
        contactNumber: typed,
        contactNumberE164: e164,
      });
      expect(quoteFormSchema.parse({ ...quote, contactNumber: typed }).contactNumberE164).toBe(e164);
    }
  });

  it("put contactNumberE164 right after contactNumber", () => {
    expect(Object.keys(contactFormSchema.parse(contact))).toEqual([
      "fullName",
      "contactNumber",
      "contactNumberE164",
      "email",
      "website",
      "message",
    ]);
  });

  it("compute the E.164 form themselves, whatever is sent for it", () => {
    const parsed = contactFormSchema.parse({ ...contact, contactNumberE164: "+10000000000" });
    expect(parsed.contactNumberE164).toBe("+919876543210");
  });

  it("refuse a number that cannot be normalised", () => {
    for (const typed of ["2345 6789", "12345", "+91 98765 4321", "call me"]) {
      expect(fieldErrors(contactFormSchema.safeParse({ ...contact, contactNumber: typed }).error!), typed).toEqual({
        contactNumber: "Please enter a valid phone number.",
      });
    }
  });
});

describe("what the browser sends", () => {
  // The forms send the schema's output; the server parses it again and must store the same.
  it("parses to itself", () => {
    const forms = [
      [contactFormSchema, { ...contact, website: "mehtajewels.com" }],
      [quoteFormSchema, { ...quote, websiteUrl: "www.mehtajewels.in" }],
      [homeQuoteFormSchema, { ...quote, source: "home", goals: "" }],
      [
        applicationFormSchema,
        {
          fullName: "Neha Kapoor",
          email: "neha@example.com",
          contactNumber: "098765 43210",
          portfolioUrl: "behance.net/neha",
        },
      ],
    ] as const;
    for (const [schema, input] of forms) {
      const once = schema.parse(input);
      expect(schema.parse(once)).toEqual(once);
    }
  });
});

describe("audit request schema (the SEO audit's 'E-mail me this report')", () => {
  const audit = {
    fullName: " Kavya Rao ",
    email: " kavya@example.in ",
    auditedUrl: "https://shop.example.in/",
    auditScore: 62,
    criticalCount: 2,
    warningCount: 5,
    passedCount: 25,
    criticalIssues: [" Page title ", "Indexable"],
    warningIssues: ["Meta description"],
  };

  it("keeps the visitor's fields and the report summary, trimmed", () => {
    expect(auditRequestFormSchema.parse({ ...audit, admin: true })).toEqual({
      ...audit,
      fullName: "Kavya Rao",
      email: "kavya@example.in",
      criticalIssues: ["Page title", "Indexable"],
      // Unverified unless the server, having checked the audit's token, says otherwise.
      auditVerified: false,
    });
    expect(submissionDataSchema("audit", audit)).toBe(auditRequestFormSchema);
  });

  it("accepts any http(s) page the audit accepts, IP addresses and ports included", () => {
    for (const auditedUrl of ["http://127.0.0.1:8080/good", "https://example.com", "http://localhost/x?y=1"]) {
      expect(auditRequestFormSchema.safeParse({ ...audit, auditedUrl }).success, auditedUrl).toBe(true);
    }
  });

  it("refuses URLs that are not http(s), carry credentials or are too long", () => {
    for (const auditedUrl of [
      "",
      "example.com",
      "javascript:alert(1)",
      "ftp://example.com/",
      "data:text/html,x",
      "https://user:pass@example.com/",
      `https://example.com/${"a".repeat(LIMITS.url)}`,
      42,
    ]) {
      const result = auditRequestFormSchema.safeParse({ ...audit, auditedUrl });
      expect(result.success, String(auditedUrl)).toBe(false);
      expect(fieldErrors(result.error!)).toEqual({ auditedUrl: "The audited URL must start with http:// or https://" });
    }
  });

  it("takes a whole-number score from 0 to 100", () => {
    expect(auditRequestFormSchema.safeParse({ ...audit, auditScore: 0 }).success).toBe(true);
    expect(auditRequestFormSchema.safeParse({ ...audit, auditScore: 100 }).success).toBe(true);
    for (const auditScore of [-1, 101, 62.5, "62", null, undefined, Number.NaN]) {
      const result = auditRequestFormSchema.safeParse({ ...audit, auditScore });
      expect(fieldErrors(result.error!), String(auditScore)).toEqual({
        auditScore: "The audit score must be a whole number from 0 to 100.",
      });
    }
  });

  it("takes counts as non-negative whole numbers under the cap", () => {
    expect(auditRequestFormSchema.safeParse({ ...audit, passedCount: AUDIT_LIMITS.count }).success).toBe(true);
    for (const bad of [-1, 1.5, AUDIT_LIMITS.count + 1, "3", null]) {
      const result = auditRequestFormSchema.safeParse({ ...audit, criticalCount: bad, warningCount: bad });
      expect(Object.keys(fieldErrors(result.error!)), String(bad)).toEqual(["criticalCount", "warningCount"]);
    }
    const { passedCount: _passed, ...missing } = audit;
    expect(fieldErrors(auditRequestFormSchema.safeParse(missing).error!)).toEqual({
      passedCount: "The issue counts must be whole numbers.",
    });
  });

  it("caps the issue lists and their titles; missing lists are empty", () => {
    const { criticalIssues: _c, warningIssues: _w, ...noLists } = audit;
    expect(auditRequestFormSchema.parse(noLists)).toMatchObject({ criticalIssues: [], warningIssues: [] });
    const many = Array.from({ length: AUDIT_LIMITS.issues }, (_, index) => `Issue ${index}`);
    expect(auditRequestFormSchema.safeParse({ ...audit, criticalIssues: many }).success).toBe(true);
    for (const criticalIssues of [
      [...many, "one too many"],
      ["x".repeat(AUDIT_LIMITS.issueTitle + 1)],
      [" "],
      [42],
      "Page title",
    ]) {
      const result = auditRequestFormSchema.safeParse({ ...audit, criticalIssues });
      expect(fieldErrors(result.error!)).toEqual({ criticalIssues: "The list of issues could not be read." });
    }
  });

  it("checks the visitor's name and e-mail like every form; the page checks only those two", () => {
    const result = auditRequestFormSchema.safeParse({ ...audit, fullName: "", email: "kavya@" });
    expect(fieldErrors(result.error!)).toEqual({
      fullName: "Please enter your full name.",
      email: "Please enter a valid email address.",
    });
    const typed = auditRequestFormSchema.pick({ fullName: true, email: true });
    expect(typed.parse({ fullName: "Kavya", email: "kavya@example.in" })).toEqual({
      fullName: "Kavya",
      email: "kavya@example.in",
    });
  });
});
