import { load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AdminConsent } from "#contracts/leads/lead-desk.ts";
import { ConsentDetails, purposesText } from "./consent-details.tsx";

const consent: AdminConsent = {
  id: 7,
  form: "home-quote",
  noticeVersion: "2026-11-28",
  purposes: ["reply", "marketing"],
  createdAt: "2026-11-28T10:00:00.000Z",
  withdrawnAt: null,
};

const rows = (consents: AdminConsent[] | null, error: string | null = null) => {
  const $ = load(renderToStaticMarkup(<ConsentDetails consents={consents} error={error} />));
  return {
    text: $.text(),
    rows: $("dl > div")
      .map((_, row) => `${$(row).find("dt").text()}: ${$(row).find("dd").text()}`)
      .get(),
  };
};

describe("the lead detail's consent", () => {
  it("shows the purposes agreed, the notice version, the form and the time", () => {
    expect(rows([consent]).rows).toEqual([
      "Purposes agreed: reply (answer this request), marketing (news and offers by e-mail)",
      "Notice version: 2026-11-28",
      "Form: Home page quote form",
      expect.stringMatching(/^Agreed at: 28 Nov 2026/),
    ]);
  });

  it("shows a withdrawal, and says so when a lead has no consent recorded", () => {
    const withdrawn = rows([{ ...consent, purposes: ["reply"], withdrawnAt: "2026-12-01T10:00:00.000Z" }]).rows;
    expect(withdrawn[0]).toBe("Purposes agreed: reply (answer this request)");
    expect(withdrawn.at(-1)).toMatch(/^Marketing withdrawn: 1 Dec 2026/);
    expect(rows([]).text).toContain("No consent recorded");
    expect(rows(null, "The consent of this lead could not be loaded.").text).toContain("could not be loaded");
    expect(purposesText(["unknown"])).toBe("unknown");
  });
});
