import { describe, expect, it } from "vitest";
import { headerFooterText } from "#app/tools/excel-to-pdf/header-footer.ts";

describe("headerFooterText", () => {
  const fields = { page: 2, pages: 5, sheet: "Sales", now: new Date(Date.UTC(2026, 0, 31, 12)) };

  it("splits Excel's codes into left, centre and right, filling in page, count and sheet name", () => {
    expect(headerFooterText('&L&"Arial,Bold"&14Left&CPage &P of &N&RSheet &A &&Co &K00FF00green', fields)).toEqual({
      left: "Left",
      center: "Page 2 of 5",
      right: "Sheet Sales &Co green",
    });
  });

  it("prints text without a section code in the centre, and drops what it cannot know", () => {
    expect(headerFooterText("Confidential", fields)).toEqual({ left: "", center: "Confidential", right: "" });
    expect(headerFooterText("&C&F&R&G", fields)).toEqual({ left: "", center: "", right: "" });
    expect(headerFooterText("&L&D", fields).left).toBe("31/01/2026");
  });
});
