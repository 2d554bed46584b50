import { load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AdminLeadSource } from "#contracts/leads/lead-desk.ts";
import { LeadSourceDetails, adClickLabel } from "./lead-source-details.tsx";

const SOURCE: AdminLeadSource = {
  channel: "campaign",
  landingPage: "/tools/seo-audit-generator",
  landedAt: "2026-11-22T10:00:00.000Z",
  referrerHost: "www.google.com",
  utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "Diwali SEO 2026" },
  gclid: true,
  fbclid: false,
  device: "mobile",
  formPage: "/quote",
  toolsUsed: [
    { tool: "seo-audit-generator", at: "2026-11-22T10:02:00.000Z" },
    { tool: "retired-tool", at: "2026-11-22T10:05:00.000Z" },
  ],
  offerTool: "seo-audit-generator",
};

function fields(html: string): Record<string, string> {
  const $ = load(html);
  return Object.fromEntries(
    $("dl > div")
      .map((_, row) => [[$(row).find("dt").text(), $(row).find("dd").text()]])
      .get() as [string, string][],
  );
}

describe("the lead's source in the detail panel", () => {
  it("shows the visit: channel, pages, times in New Delhi, referrer, UTM values, ad click, device, tools, offer", () => {
    const html = renderToStaticMarkup(<LeadSourceDetails source={SOURCE} />);
    expect(load(html)("h4").text()).toBe("Lead source");
    const shown = fields(html);
    expect(shown).toMatchObject({
      Channel: "Campaign",
      "Landing page": "/tools/seo-audit-generator",
      "Form page": "/quote",
      Referrer: "www.google.com",
      "UTM source": "google",
      "UTM medium": "cpc",
      "UTM campaign": "Diwali SEO 2026",
      "Ad click": "Google Ads click (gclid)",
      Device: "Mobile",
      "Offer from tool": "SEO Audit Generator seo-audit-generator",
    });
    expect(shown["Landed at"]).toMatch(/22 Nov 2026.*3:30\s?pm/i);
    expect(shown).not.toHaveProperty("UTM term");
    expect(shown).not.toHaveProperty("UTM content");
    const tools = load(html)("ol li")
      .map((_, item) => load(html)(item).text())
      .get();
    expect(tools).toHaveLength(2);
    expect(tools[0]).toMatch(/^SEO Audit Generator seo-audit-generator at 22 Nov 2026.*3:32\s?pm$/i);
    expect(tools[1]).toMatch(/^retired-tool at 22 Nov 2026/);
  });

  it("leaves out what the visit did not have", () => {
    const shown = fields(
      renderToStaticMarkup(
        <LeadSourceDetails
          source={{
            ...SOURCE,
            channel: "direct",
            referrerHost: null,
            utm: {},
            gclid: false,
            toolsUsed: [],
            offerTool: undefined,
          }}
        />,
      ),
    );
    expect(shown.Channel).toBe("Direct");
    expect(shown.Referrer).toBe("None");
    expect(shown["Tools used"]).toBe("None");
    expect(Object.keys(shown).filter((key) => key.startsWith("UTM"))).toEqual([]);
    expect(shown).not.toHaveProperty("Ad click");
    expect(shown).not.toHaveProperty("Offer from tool");
  });

  it("names both ad clicks", () => {
    expect(adClickLabel({ gclid: true, fbclid: true })).toBe("Google Ads click (gclid), Meta ad click (fbclid)");
    expect(adClickLabel({ gclid: false, fbclid: true })).toBe("Meta ad click (fbclid)");
    expect(adClickLabel({ gclid: false, fbclid: false })).toBeNull();
  });

  it("says 'Source not recorded' when the lead has none", () => {
    const html = renderToStaticMarkup(<LeadSourceDetails source={null} />);
    expect(load(html).text()).toContain("Source not recorded");
    expect(load(html)("dl")).toHaveLength(0);
  });
});
