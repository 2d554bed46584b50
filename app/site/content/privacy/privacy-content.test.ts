import { describe, expect, it } from "vitest";
import { DATA_REQUEST_DEADLINE_DAYS, RETENTION_DAYS } from "#contracts/privacy/retention.ts";
import { privacy } from "../privacy.ts";
import { privacyHindi } from "./hindi.ts";
import { defaultGrievanceContact, grievanceContactFrom } from "./grievance.ts";
import { fillPeriods, formatPeriod, noticePeriods } from "./periods.ts";
import type { PrivacyContent } from "./schema.ts";

function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}

/** The notice's shape without its words: what the Hindi notice must share with the English one. */
function shape(content: PrivacyContent) {
  return content.sections.map((section) => ({
    id: section.id,
    blocks: section.blocks.map((block) => {
      switch (block.type) {
        case "data-items":
          return { type: block.type, items: block.items.map((item) => [item.id, item.kept.match(/\{\w+\}/g)]) };
        case "rights":
          return {
            type: block.type,
            items: block.items.map((right) => [right.id, right.link?.href, right.how.match(/\{\w+\}/g)]),
          };
        case "paragraph":
          return { type: block.type, link: block.link?.href, tokens: block.text.match(/\{\w+\}/g) };
        case "list":
          return { type: block.type, count: block.items.length };
        case "contact-details":
          return { type: block.type };
      }
    }),
  }));
}

describe("the notice's periods", () => {
  it("are written from the retention table, in days with years when whole", () => {
    expect(formatPeriod(730, "en")).toBe("730 days (2 years)");
    expect(formatPeriod(365, "en")).toBe("365 days (1 year)");
    expect(formatPeriod(30, "en")).toBe("30 days");
    expect(formatPeriod(1, "en")).toBe("1 day");
    expect(formatPeriod(730, "hi")).toBe("730 दिन (2 साल)");
    expect(noticePeriods).toEqual({ ...RETENTION_DAYS, dataRequestDeadline: DATA_REQUEST_DEADLINE_DAYS });
    expect(fillPeriods("{leads} after", "en")).toBe(`${formatPeriod(RETENTION_DAYS.leads, "en")} after`);
    expect(fillPeriods("{leads} after", "en", { ...noticePeriods, leads: 100 })).toBe("100 days after");
  });

  it("refuses a token that names no period, so a typo stops the build", () => {
    expect(() => fillPeriods("{lead} after", "en")).toThrow(/unknown period \{lead\}/);
    for (const content of [privacy, privacyHindi]) {
      for (const text of allStrings(content)) expect(() => fillPeriods(text, content.lang)).not.toThrow();
    }
  });

  it("are never written into the texts, only named as tokens", () => {
    const written = /\d+\s*(day|days|month|months|year|years|hours|दिन|महीने|साल|घंटे)\b/u;
    for (const content of [privacy, privacyHindi]) {
      expect(allStrings(content).filter((text) => written.test(text))).toEqual([]);
    }
  });

  it("name every kind of the retention table and the requests' deadline", () => {
    for (const content of [privacy, privacyHindi]) {
      const tokens = new Set(allStrings(content).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));
      expect([...tokens].sort()).toEqual(Object.keys(noticePeriods).sort());
    }
  });
});

describe("the Hindi notice", () => {
  it("has the English notice's sections, items, rights, links and periods", () => {
    expect(shape(privacyHindi)).toEqual(shape(privacy));
    expect(privacyHindi.intro).toHaveLength(privacy.intro.length);
    expect(privacyHindi.lastUpdated).toBe(privacy.lastUpdated);
  });

  it("is written in Devanagari and links back to the English notice", () => {
    const devanagari = /[\u0900-\u097F]/;
    expect(privacyHindi.lang).toBe("hi");
    expect(privacyHindi.title).toMatch(devanagari);
    for (const section of privacyHindi.sections) expect(section.heading).toMatch(devanagari);
    expect(privacyHindi.languageSwitch).toEqual({ href: "/privacy", label: "Read this notice in English", lang: "en" });
    expect(privacy.languageSwitch).toMatchObject({ href: "/privacy/hi", lang: "hi" });
  });
});

describe("the English notice", () => {
  it("keeps the spec's title and date line", () => {
    expect(privacy.title).toBe("Privacy Policy");
    expect(privacy.lastUpdatedLabel).toBe("Last updated: January 15, 2025");
  });

  it("lists each item of personal data the product keeps about visitors", () => {
    const items = privacy.sections.flatMap((section) =>
      section.blocks.flatMap((block) => (block.type === "data-items" ? block.items.map((item) => item.id) : [])),
    );
    expect(items).toEqual([
      "contact",
      "quote",
      "home-quote",
      "application",
      "audit-report",
      "newsletter",
      "consent",
      "data-requests",
      "visit-note",
      "request-logs",
      "staff-log",
      "sent-emails",
    ]);
  });

  it("names each right, and the My data page for access, correction, erasure and withdrawal", () => {
    const rights = privacy.sections.flatMap((section) =>
      section.blocks.flatMap((block) => (block.type === "rights" ? block.items : [])),
    );
    expect(rights.map((right) => right.id)).toEqual([
      "access",
      "correction",
      "erasure",
      "withdraw-consent",
      "nomination",
      "grievance",
    ]);
    for (const id of ["access", "correction", "erasure", "withdraw-consent"]) {
      expect(rights.find((right) => right.id === id)?.link?.href).toBe("/my-data");
    }
    expect(rights.find((right) => right.id === "withdraw-consent")?.how).toMatch(/unsubscribe link/);
    expect(allStrings(privacy).join("\n")).toMatch(/Data Protection Board of India/);
  });
});

describe("the Grievance Officer", () => {
  it("comes from GRIEVANCE_NAME and GRIEVANCE_EMAIL, else the defaults", () => {
    expect(grievanceContactFrom({ GRIEVANCE_NAME: " Asha Verma ", GRIEVANCE_EMAIL: "dpo@crestline.example" })).toEqual({
      name: "Asha Verma",
      email: "dpo@crestline.example",
    });
    expect(grievanceContactFrom({})).toEqual(defaultGrievanceContact);
    expect(grievanceContactFrom({ GRIEVANCE_NAME: "", GRIEVANCE_EMAIL: " " })).toEqual(defaultGrievanceContact);
  });

  it("stops the build on an address that is no e-mail address", () => {
    expect(() => grievanceContactFrom({ GRIEVANCE_EMAIL: "not-an-address" })).toThrow(/GRIEVANCE_EMAIL/);
    expect(() => grievanceContactFrom({ GRIEVANCE_NAME: "x".repeat(121) })).toThrow(/GRIEVANCE_NAME/);
  });
});
