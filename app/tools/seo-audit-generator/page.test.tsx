// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleAuditResult } from "./audit-test-support.ts";
import SeoAuditGeneratorPage from "./page.tsx";

// The report appears under the form, below the fold on a phone: a finished audit scrolls it into view.

vi.mock("#app/lib/lead-source.ts", () => ({ recordToolRun: () => undefined }));

let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
  vi.stubGlobal("requestAnimationFrame", (frame: FrameRequestCallback) => (frame(0), 0));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the SEO audit page", () => {
  it("scrolls the finished report into view, its heading focused", async () => {
    vi.stubGlobal("fetch", async () => Response.json(sampleAuditResult));
    render(
      <MemoryRouter>
        <SeoAuditGeneratorPage />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText("Website URL"), { target: { value: "https://shop.example/" } });
    expect(scrolled).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Analyze" })));
    const heading = await screen.findByRole("heading", { name: "Audit results" });
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]?.contains(heading)).toBe(true);
    expect(document.activeElement).toBe(heading);
  });
});
