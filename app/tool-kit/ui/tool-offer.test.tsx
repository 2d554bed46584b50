import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { parseQuotePrefill } from "#app/site/components/forms/quote-prefill.ts";
import { tool as wordCounter } from "#app/tools/word-counter/meta.ts";
import { tool as reelsDownloader } from "#app/tools/instagram-reels-downloader/meta.ts";
import { ToolResultOffer } from "./result-offer.tsx";
import { quoteOfferHref } from "./tool-offer.tsx";

describe("quoteOfferHref", () => {
  it("links to /quote with the tool, the goals and one platform parameter per platform", () => {
    const href = quoteOfferHref({
      tool: "pdf-to-png",
      goals: "Converted a PDF to PNG with your free tool; need design help & ads.",
      platforms: ["Graphics Design", "Paid Social Ads"],
    });
    const url = new URL(href, "https://crestline.example");
    expect(url.pathname).toBe("/quote");
    expect(url.searchParams.get("tool")).toBe("pdf-to-png");
    expect(url.searchParams.get("goals")).toBe("Converted a PDF to PNG with your free tool; need design help & ads.");
    expect(url.searchParams.getAll("platform")).toEqual(["Graphics Design", "Paid Social Ads"]);
  });

  it("leaves out what the offer does not give", () => {
    expect(quoteOfferHref({ tool: "word-counter" })).toBe("/quote?tool=word-counter");
  });

  it("is read back by the quote form as it was written", () => {
    const offer = { tool: "ad-hook-generator", goals: "Wrote ad hooks; 100% sure?", platforms: ["SEO", "Web Design"] };
    const href = quoteOfferHref(offer);
    expect(parseQuotePrefill(href.slice(href.indexOf("?")))).toEqual(offer);
  });
});

describe("ToolResultOffer", () => {
  const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

  it("shows a real tool's offer from its meta: its sentence and a link to the prefilled quote form", () => {
    const offer = wordCounter.offer;
    const html = render(<ToolResultOffer tool={wordCounter} />);
    expect(html).toContain(offer.text);
    expect(html).toContain(`>${offer.cta}</a>`);
    expect(html).toContain(`href="${quoteOfferHref({ tool: wordCounter.slug, ...offer }).replaceAll("&", "&amp;")}"`);
  });

  it("shows nothing for a demo tool", () => {
    expect(render(<ToolResultOffer tool={reelsDownloader} />)).toBe("");
  });
});
