import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { tools } from "#app/tools/registry.ts";
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

  it("lists all 26 tools", () => {
    expect(cards.map((card) => card.slug).sort()).toEqual(tools.map((tool) => tool.slug).sort());
  });

  it("shows exactly six Demo badges, each on a demo tool's card, right after its title", () => {
    expect(html.match(/data-demo-badge/g)).toHaveLength(6);
    const badged = cards.filter((card) => card.inner.includes("data-demo-badge")).map((card) => card.slug);
    expect(badged.sort()).toEqual(
      tools
        .filter((tool) => tool.demo)
        .map((tool) => tool.slug)
        .sort(),
    );
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
