import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { parseQuotePrefill } from "#app/site/components/forms/quote-prefill.ts";
import { tool as wordCounter } from "#app/tools/word-counter/meta.ts";
import { tool as reelsDownloader } from "#app/tools/instagram-reels-downloader/meta.ts";
import { PdfResultOrStart, ToolResultOffer } from "./result-offer.tsx";
import { tool as mergePdf } from "#app/tools/merge-pdf/meta.ts";
import { quoteOfferHref } from "./tool-offer.tsx";

describe("quoteOfferHref", () => {
  it("links to /quote with the tool, where the visitor comes from and one platform parameter per platform", () => {
    const href = quoteOfferHref({
      tool: "pdf-to-png",
      context: "the PDF to PNG & more",
      platforms: ["Graphics Design", "Paid Social Ads"],
    });
    const url = new URL(href, "https://crestline.example");
    expect(url.pathname).toBe("/quote");
    expect(url.searchParams.get("tool")).toBe("pdf-to-png");
    expect(url.searchParams.get("from")).toBe("the PDF to PNG & more");
    expect(url.searchParams.has("goals")).toBe(false);
    expect(url.searchParams.getAll("platform")).toEqual(["Graphics Design", "Paid Social Ads"]);
  });

  it("leaves out what the offer does not give", () => {
    expect(quoteOfferHref({ tool: "word-counter", context: "the Word Counter" })).toBe(
      "/quote?tool=word-counter&from=the+Word+Counter",
    );
  });

  it("is read back by the quote form as it was written", () => {
    const offer = { tool: "ad-hook-generator", context: "the Ad Hook Generator; 100% sure?", platforms: ["SEO"] };
    const href = quoteOfferHref(offer);
    expect(parseQuotePrefill(href.slice(href.indexOf("?")))).toEqual({ ...offer, platforms: ["SEO"] });
  });
});

describe("ToolResultOffer", () => {
  const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

  it("shows a real tool's offer from its meta: its sentence and a link to the quote form naming the tool", () => {
    const offer = wordCounter.offer;
    const html = render(<ToolResultOffer tool={wordCounter} />);
    expect(html).toContain(offer.text);
    expect(html).toContain(`>${offer.cta}</a>`);
    expect(html).toContain(
      `href="${quoteOfferHref({ tool: wordCounter.slug, context: "the Word Counter", ...offer }).replaceAll("&", "&amp;")}"`,
    );
  });

  it("shows nothing for a demo tool", () => {
    expect(render(<ToolResultOffer tool={reelsDownloader} />)).toBe("");
  });
});

describe("PdfResultOrStart", () => {
  const render = (file: Blob | null, start: { working: boolean; disabled: boolean }) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <PdfResultOrStart
          boxRef={{ current: null }}
          tool={mergePdf}
          file={file}
          fileName="merged.pdf"
          resetLabel="Merge More Files"
          onReset={() => undefined}
          start={{ label: "Merge PDF", workingLabel: "Merging...", onClick: () => undefined, ...start }}
        >
          <p>2 files</p>
        </PdfResultOrStart>
      </MemoryRouter>,
    );

  it("offers the start button until there is a file, disabled when not ready or working", () => {
    expect(render(null, { working: false, disabled: false })).toContain("<button");
    expect(render(null, { working: false, disabled: false })).not.toContain(`disabled=""`);
    expect(render(null, { working: false, disabled: true })).toContain(`disabled=""`);
    const working = render(null, { working: true, disabled: false });
    expect(working).toContain("Merging...");
    expect(working).toContain(`disabled=""`);
  });

  it("shows the file to download with its summary and the tool's offer once made", () => {
    const html = render(new Blob(["%PDF"]), { working: false, disabled: false });
    expect(html).toContain("Download PDF");
    expect(html).toContain("2 files");
    expect(html).toContain("Merge More Files");
    expect(html).not.toContain("Merge PDF<");
  });
});
