import { describe, expect, it } from "vitest";
import { agreedPurposes, CONSENT_FORMS, FORM_NOTICES, noticeText, periodInWords } from "./notice.ts";
import { RETENTION_DAYS } from "./retention.ts";

describe("the short notice beside each form", () => {
  it("says what is kept, why and for how long, the period read from the retention periods", () => {
    expect(noticeText("contact")).toBe(
      `We keep your name, phone number, e-mail address, website and message to reply to your message, and delete it ${periodInWords(RETENTION_DAYS.leads)} after our last contact with you.`,
    );
    expect(noticeText("application")).toContain(`delete it ${periodInWords(RETENTION_DAYS.applications)} after`);
    expect(noticeText("subscribe")).toContain(`within ${periodInWords(RETENTION_DAYS.leftSubscribers)} after that`);
    expect([periodInWords(730), periodInWords(365), periodInWords(30), periodInWords(1)]).toEqual([
      "2 years",
      "1 year",
      "30 days",
      "1 day",
    ]);
  });

  it("records the form's required purpose, and marketing only when ticked on a form that offers it", () => {
    for (const form of CONSENT_FORMS) {
      const required = FORM_NOTICES[form].required;
      expect(agreedPurposes(form, false)).toEqual([required]);
      expect(agreedPurposes(form, true)).toEqual(FORM_NOTICES[form].marketing ? [required, "marketing"] : [required]);
    }
    expect(agreedPurposes("subscribe", true)).toEqual(["newsletter"]);
  });
});
