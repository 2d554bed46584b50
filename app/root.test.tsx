import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root.tsx";

type BoundaryProps = Parameters<typeof ErrorBoundary>[0];

describe("the router's error fallback", () => {
  it("shows 'Unexpected Application Error' with the thrown error's message", () => {
    const html = renderToStaticMarkup(<ErrorBoundary {...({ error: new Error("Cannot read the tool list") } as BoundaryProps)} />);
    expect(html).toContain("<h1");
    expect(html).toContain("Unexpected Application Error");
    expect(html).toContain("Cannot read the tool list");
  });

  it("escapes the message instead of rendering it as HTML", () => {
    const html = renderToStaticMarkup(<ErrorBoundary {...({ error: new Error("<img src=x onerror=alert(1)>") } as BoundaryProps)} />);
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img");
  });
});
