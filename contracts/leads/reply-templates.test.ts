import { describe, expect, it } from "vitest";
import {
  DEFAULT_REPLY_TEMPLATES,
  expectedCallTime,
  REPLY_TEMPLATE_TYPES,
  renderReplyTemplate,
  replyTemplateSchema,
  sampleReplyValues,
} from "./reply-templates.ts";

// Times are UTC; New Delhi is UTC+05:30 all year.
const at = (iso: string) => new Date(iso);

describe("expectedCallTime", () => {
  it("promises today while there is an office hour left, else the next opening", () => {
    expect(expectedCallTime(at("2026-11-27T03:30:00Z"))).toBe("today before 6:00 PM India time"); // Fri 9:00
    expect(expectedCallTime(at("2026-11-27T11:29:00Z"))).toBe("today before 6:00 PM India time"); // Fri 16:59
    expect(expectedCallTime(at("2026-11-27T11:30:00Z"))).toBe("tomorrow after 10:00 AM India time"); // Fri 17:00
    expect(expectedCallTime(at("2026-11-28T09:30:00Z"))).toBe("on Monday after 9:00 AM India time"); // Sat 15:00
    expect(expectedCallTime(at("2026-11-29T06:00:00Z"))).toBe("tomorrow after 9:00 AM India time"); // Sun
    expect(expectedCallTime(at("2026-11-26T20:00:00Z"))).toBe("today before 6:00 PM India time"); // Fri 01:30
  });
});

describe("reply templates", () => {
  it("fill every placeholder of every default, and leave other braces alone", () => {
    for (const type of REPLY_TEMPLATE_TYPES) {
      const values = sampleReplyValues(type, "https://crestline.example/book", at("2026-11-27T05:00:00Z"));
      const filled = renderReplyTemplate(DEFAULT_REPLY_TEMPLATES[type], values);
      expect(filled.body).not.toMatch(/\{\w+\}/);
      expect(filled.body).toContain("Hello Asha,");
      expect(replyTemplateSchema.safeParse(DEFAULT_REPLY_TEMPLATES[type]).success).toBe(true);
    }
    const values = sampleReplyValues("quote", "https://x.example/book", at("2026-11-27T05:00:00Z"));
    expect(renderReplyTemplate({ subject: "{name} {constructor}", body: "{bookingLink} {x}" }, values)).toEqual({
      subject: "Asha {constructor}",
      body: "https://x.example/book {x}",
    });
  });

  it("refuse an unknown placeholder, a subject on two lines and an empty e-mail, with the reason", () => {
    const issues = (template: { subject: string; body: string }) =>
      replyTemplateSchema.safeParse(template).error?.issues.map((issue) => issue.message);
    expect(issues({ subject: "Hi {nmae}", body: "ok" })).toEqual(["Subject: {nmae} is not a placeholder we know."]);
    expect(issues({ subject: "Hi\nthere", body: "ok" })).toEqual(["The subject is one line."]);
    expect(issues({ subject: "Hi", body: "  " })).toEqual(["Please write the e-mail."]);
  });
});
