import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { careersQueryOf, careersRoute, openingIdsOf } from "./careers-apply-pages.ts";
import type { RenderedFile } from "./content-pages.ts";
import { renderedHtmlPage } from "./html-pages.ts";

const built = renderedHtmlPage(
  '<main><form action="/careers#apply" method="get"><button type="submit" value="seo-specialist" class="x" name="opening">Apply</button></form>' +
    '<form method="get" action="/careers#apply"><button type="submit" name="opening" value="graphic-designer">Apply</button></form></main>',
);

/** A /careers server whose renders are recorded: each answers "rendered <query>". */
function careersServer() {
  const rendered: string[] = [];
  const app = Fastify();
  app.get(
    "/careers",
    careersRoute(built, {
      searched: async (_urlPath, query): Promise<RenderedFile> => {
        rendered.push(query);
        return { status: 200, contentType: "text/html; charset=utf-8", page: renderedHtmlPage(`rendered ${query}`) };
      },
    }),
  );
  return { app, rendered };
}

describe("/careers?opening=", () => {
  it("knows the openings the built page's Apply buttons carry", () => {
    expect([...openingIdsOf(built.body.toString())]).toEqual(["seo-specialist", "graphic-designer"]);
  });

  it("keeps a known opening, and turns any other value into the general form", () => {
    const known = new Set(["seo-specialist"]);
    expect(careersQueryOf("/careers", known)).toBe("");
    expect(careersQueryOf("/careers?utm_source=x", known)).toBe("");
    expect(careersQueryOf("/careers?opening=seo-specialist", known)).toBe("?opening=seo-specialist");
    expect(careersQueryOf("/careers?opening=no-such-role", known)).toBe("?opening=");
    expect(careersQueryOf("/careers?opening=%3Cscript%3E", known)).toBe("?opening=");
    expect(careersQueryOf("/careers?opening=", known)).toBe("?opening=");
  });

  it("serves the built page without it, the opening's render with it, and never a 500", async () => {
    const { app, rendered } = careersServer();
    const plain = await app.inject({ url: "/careers" });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain(`value="seo-specialist" class="x" name="opening"`);

    const known = await app.inject({ url: "/careers?opening=graphic-designer" });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe("rendered ?opening=graphic-designer");

    for (const url of ["/careers?opening=nope", "/careers?opening=%E0%A4", "/careers?opening=a&opening=b"]) {
      const other = await app.inject({ url });
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).toBe("rendered ?opening=");
    }
    // Only the known opening and the general form were ever rendered: the cost is bounded.
    expect(new Set(rendered)).toEqual(new Set(["?opening=graphic-designer", "?opening="]));
    await app.close();
  });
});
