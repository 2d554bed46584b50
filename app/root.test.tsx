import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ErrorBoundary, links } from "./root.tsx";

type BoundaryProps = Parameters<typeof ErrorBoundary>[0];

describe("the router's error fallback", () => {
  it("shows 'Unexpected Application Error' with the thrown error's message", () => {
    const html = renderToStaticMarkup(
      <ErrorBoundary {...({ error: new Error("Cannot read the tool list") } as BoundaryProps)} />,
    );
    expect(html).toContain("<h1");
    expect(html).toContain("Unexpected Application Error");
    expect(html).toContain("Cannot read the tool list");
  });

  it("escapes the message instead of rendering it as HTML", () => {
    const html = renderToStaticMarkup(
      <ErrorBoundary {...({ error: new Error("<img src=x onerror=alert(1)>") } as BoundaryProps)} />,
    );
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img");
  });
});

describe("the page's icon", () => {
  it("is written into every page as a small 32-pixel GIF, so no icon file is asked for", async () => {
    const icon = links().find((link) => "rel" in link && link.rel === "icon") as { href?: string } | undefined;
    expect(icon).toMatchObject({ sizes: "32x32", type: "image/gif" });
    const [scheme, data] = String(icon?.href).split(",");
    expect(scheme).toBe("data:image/gif;base64");
    const gif = Buffer.from(data ?? "", "base64");
    const { format, width, height } = await sharp(gif).metadata();
    expect({ format, width, height }).toEqual({ format: "gif", width: 32, height: 32 });
    // Every page's HTML carries it: a few hundred bytes at most.
    expect(gif.length).toBeLessThanOrEqual(200);
  });
});
