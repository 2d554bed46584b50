import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RETENTION_DAYS } from "#contracts/privacy/retention.ts";
import { privacy } from "#app/site/content/privacy.ts";
import { privacyHindi } from "#app/site/content/privacy/hindi.ts";
import { formatPeriod } from "#app/site/content/privacy/periods.ts";
import { grievanceContact } from "#app/site/content/privacy/grievance.ts";
import { NOTICE_VERSION as PRIVACY_NOTICE_VERSION } from "#contracts/privacy/notice.ts";
import { PrivacyNotice } from "./privacy-notice.tsx";
import { privacyNoticeMeta } from "./notice-meta.ts";

function render(node: React.ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
}

/** The text of each data item's "how long" part, by item id. */
function keptByItem(html: string): Record<string, string> {
  const items = [...html.matchAll(/<li id="data-([a-z-]+)"[^>]*>(.*?)<\/li>/g)];
  return Object.fromEntries(
    items.map(([, id, inner]) => [id, /<dd data-part="kept">(.*?)<\/dd>/.exec(inner ?? "")?.[1] ?? ""]),
  );
}

const decode = (text: string) => text.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

describe("the privacy notice page", () => {
  afterEach(() => {
    vi.doUnmock("#contracts/privacy/retention.ts");
    vi.resetModules();
  });

  it("shows each item's period from contracts/privacy/retention.ts", () => {
    const kept = keptByItem(render(<PrivacyNotice content={privacy} />));
    const period = (days: number) => formatPeriod(days, "en");
    expect(kept.contact).toContain(`${period(RETENTION_DAYS.leads)} after our last contact`);
    expect(kept.quote).toContain(period(RETENTION_DAYS.leads));
    expect(kept["home-quote"]).toContain(period(RETENTION_DAYS.leads));
    expect(kept["audit-report"]).toContain(period(RETENTION_DAYS.leads));
    expect(kept.application).toContain(`${period(RETENTION_DAYS.applications)} after we receive it`);
    expect(kept.newsletter).toContain(`deleted after ${period(RETENTION_DAYS.unconfirmedSubscribers)}`);
    expect(kept.newsletter).toContain(`for ${period(RETENTION_DAYS.leftSubscribers)}`);
    expect(kept["request-logs"]).toContain(period(RETENTION_DAYS.requestLogs));
    expect(kept["staff-log"]).toContain(period(RETENTION_DAYS.auditLog));
    expect(kept["sent-emails"]).toContain(period(RETENTION_DAYS.mailOutbox));
    expect(Object.keys(kept)).toHaveLength(12);
  });

  it("changes when a period of the retention table changes", async () => {
    vi.resetModules();
    vi.doMock("#contracts/privacy/retention.ts", async (original) => {
      const actual = await original<typeof import("#contracts/privacy/retention.ts")>();
      return { ...actual, RETENTION_DAYS: { ...actual.RETENTION_DAYS, leads: 400, requestLogs: 14 } };
    });
    const { PrivacyNotice: Changed } = await import("./privacy-notice.tsx");
    const { privacy: english } = await import("#app/site/content/privacy.ts");
    const { privacyHindi: hindi } = await import("#app/site/content/privacy/hindi.ts");
    const kept = keptByItem(render(<Changed content={english} />));
    expect(kept.contact).toContain("400 days after our last contact");
    expect(kept.contact).not.toContain(formatPeriod(RETENTION_DAYS.leads, "en"));
    expect(kept["request-logs"]).toContain("14 days");
    expect(keptByItem(render(<Changed content={hindi} />))["request-logs"]).toContain("14 दिन");
  });

  it("shows the grievance contact, the version, the Board, the My data page and the Hindi notice", () => {
    const html = decode(render(<PrivacyNotice content={privacy} />));
    expect(html).toContain(`<strong class="block text-slate-900">${grievanceContact.name}</strong>`);
    expect(html).toContain(`href="mailto:${grievanceContact.email}"`);
    expect(html).toContain(`Notice version: ${PRIVACY_NOTICE_VERSION}`);
    expect(html).toContain("Last updated: January 15, 2025");
    expect(html).toContain("Data Protection Board of India");
    expect(html.match(/href="\/my-data"/g)?.length).toBe(4);
    expect(html).toMatch(/<a [^>]*href="\/privacy\/hi"[^>]*>यह सूचना हिन्दी में पढ़ें<\/a>/);
    expect(html).toMatch(/^<div lang="en">/);
  });

  it("renders the Hindi notice in Hindi, its periods in Hindi, with a link to the English one", () => {
    const html = decode(render(<PrivacyNotice content={privacyHindi} />));
    expect(html).toMatch(/^<div lang="hi" class="font-\[/);
    expect(html).toContain("गोपनीयता नीति");
    expect(html).toContain(`सूचना का संस्करण: ${PRIVACY_NOTICE_VERSION}`);
    expect(keptByItem(html).contact).toContain(`${formatPeriod(RETENTION_DAYS.leads, "hi")} तक`);
    expect(html).toMatch(
      /<a [^>]*href="\/privacy"[^>]*lang="en"[^>]*>Read this notice in English<\/a>|<a [^>]*lang="en"[^>]*href="\/privacy"[^>]*>Read this notice in English<\/a>/,
    );
  });
});

describe("the notices' head links", () => {
  const alternates = (lang: "en" | "hi") =>
    privacyNoticeMeta(lang)
      .filter((tag) => "rel" in tag && tag.rel === "alternate")
      .map((tag) => [(tag as { hrefLang: string }).hrefLang, (tag as { href: string }).href]);

  it("name both languages and English as the default, on both pages", () => {
    const expected = [
      ["en", "https://crestline.example/privacy"],
      ["hi", "https://crestline.example/privacy/hi"],
      ["x-default", "https://crestline.example/privacy"],
    ];
    expect(alternates("en")).toEqual(expected);
    expect(alternates("hi")).toEqual(expected);
    expect(privacyNoticeMeta("hi")).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://crestline.example/privacy/hi",
    });
    expect(privacyNoticeMeta("hi")).toContainEqual({ property: "og:locale", content: "hi_IN" });
  });
});
