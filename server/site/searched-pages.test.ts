import fastifyRateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { TOOL_SEARCH_MAX } from "#contracts/tools/tool-search.ts";
import { CapacityFullError } from "#server/platform/limits/concurrency-cap.ts";
import { expectRefusal } from "#server/test-support/retry-after.ts";
import type { RenderedFile } from "./content-pages.ts";
import { renderedHtmlPage } from "./html-pages.ts";
import { expectSearchRefused } from "./test-support/search-refusal.ts";
import { SEARCHES_PER_MINUTE, searchLimit, TOOLS_PATH, toolsRoute } from "./searched-pages.ts";

const built = renderedHtmlPage("<main>every tool</main>");

/** A /tools server whose renders are recorded: each answers "rendered <search>". */
async function toolsServer({ limited = false, full = false } = {}) {
  const rendered: string[] = [];
  const app = Fastify();
  if (limited) await app.register(fastifyRateLimit, { global: false });
  app.after(() => {
    const pages = {
      searched: async (urlPath: string, search: string): Promise<RenderedFile> => {
        if (full) throw new CapacityFullError("page renders", 2);
        rendered.push(`${urlPath}${search}`);
        return { status: 200, contentType: "text/html; charset=utf-8", page: renderedHtmlPage(`rendered ${search}`) };
      },
    };
    app.get(TOOLS_PATH, toolsRoute(built, pages, searchLimit(app, "tools")));
  });
  await app.ready();
  return { app, rendered };
}

describe("/tools?q= (the tool search's GET, before or without JavaScript)", () => {
  it("serves the built list without a search, and the list rendered for one with it", async () => {
    const { app, rendered } = await toolsServer();
    for (const url of ["/tools", "/tools?utm_source=x", "/tools?q=", "/tools?q=%20%20"]) {
      const plain = await app.inject(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.body, url).toBe("<main>every tool</main>");
    }
    const searched = await app.inject("/tools?utm_source=x&q=jpg+to+pdf");
    expect(searched.statusCode).toBe(200);
    expect(searched.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(searched.body).toBe("rendered ?q=jpg+to+pdf");
    // The first of a repeated name; a long text cut to what the box takes; bad UTF-8 is text.
    await app.inject("/tools?q=pdf&q=png");
    await app.inject(`/tools?q=${"a".repeat(500)}`);
    expect((await app.inject("/tools?q=%E0%A4")).statusCode).toBe(200);
    expect(rendered).toEqual([
      "/tools?q=jpg+to+pdf",
      "/tools?q=pdf",
      `/tools?q=${"a".repeat(TOOL_SEARCH_MAX)}`,
      "/tools?q=%EF%BF%BD",
    ]);
    await app.close();
  });

  it("answers a client's 31st search in a minute with 429 and renders nothing for it", async () => {
    const { app, rendered } = await toolsServer({ limited: true });
    for (let i = 0; i < SEARCHES_PER_MINUTE; i++) expect((await app.inject(`/tools?q=t${i}`)).statusCode).toBe(200);
    expectSearchRefused(await app.inject("/tools?q=one-more"));
    expect(rendered).toHaveLength(SEARCHES_PER_MINUTE);
    // The plain list is not a search: never limited.
    expect((await app.inject("/tools")).statusCode).toBe(200);
    await app.close();
  });

  it("answers 503 with a wait, not 500, when the server's renders are at their cap", async () => {
    const { app } = await toolsServer({ full: true });
    expectRefusal(await app.inject("/tools?q=pdf"), 503, 2, 2);
    await app.close();
  });
});
