import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { tools } from "#app/tools/registry.ts";
import { DEMO_TOOL_SLUGS } from "#app/tools/tools-test-support.ts";
import ToolsIndexPage from "./tools-index.tsx";

describe("/tools", () => {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={["/tools"]}>
      <ToolsIndexPage />
    </MemoryRouter>,
  );
  // One card per tool: the link's href and what it holds.
  const cards = [...html.matchAll(/<a [^>]*href="\/tools\/([a-z0-9-]+)"[^>]*>(.*?)<\/a>/g)].map(([, slug, inner]) => ({
    slug,
    inner: inner ?? "",
  }));

  it("lists every tool: the spec's 26 and the later ones", () => {
    // Written out (the spec's list), so a tool dropped from the registry and the page alike fails.
    const specSlugs = [
      "png-to-jpeg",
      "pdf-to-jpg",
      "pdf-to-png",
      "png-to-pdf",
      "jpg-to-pdf",
      "word-to-pdf",
      "excel-to-pdf",
      "mp4-to-mp3",
      "webp-to-jpg",
      "webp-to-png",
      "youtube-name-generator",
      "youtube-hashtag-generator",
      "youtube-title-generator",
      "youtube-description-generator",
      "instagram-username-checker",
      "instagram-caption-generator",
      "instagram-reels-downloader",
      "tiktok-caption-generator",
      "tiktok-transcript-generator",
      "tiktok-video-downloader",
      "twitter-video-downloader",
      "twitter-username-checker",
      "seo-audit-generator",
      "word-counter",
      "keyword-density-checker",
      "ad-hook-generator",
      "merge-pdf",
      "split-pdf",
      "compress-image",
      "resize-image",
      "heic-to-jpg",
      "compress-pdf",
      "qr-code-generator",
      "utm-builder",
      "link-preview-checker",
    ];
    expect(specSlugs).toHaveLength(35);
    expect(cards.map((card) => card.slug).sort()).toEqual(specSlugs.sort());
    expect(tools.map((tool) => tool.slug).sort()).toEqual(specSlugs.sort());
  });

  it("shows exactly six Demo badges, each on a demo tool's card, right after its title", () => {
    expect(html.match(/data-demo-badge/g)).toHaveLength(6);
    const badged = cards.filter((card) => card.inner.includes("data-demo-badge")).map((card) => card.slug);
    expect(badged.sort()).toEqual(DEMO_TOOL_SLUGS);
    expect(
      tools
        .filter((tool) => tool.demo)
        .map((tool) => tool.slug)
        .sort(),
    ).toEqual(DEMO_TOOL_SLUGS);
    for (const tool of tools.filter((entry) => entry.demo)) {
      const card = cards.find((entry) => entry.slug === tool.slug);
      // The link's text starts with the title, then reads "Demo".
      const text = (card?.inner ?? "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim();
      expect(text.startsWith(`${tool.title} Demo `)).toBe(true);
    }
  });
});
