// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderToolPage, watchScrolls } from "#app/tool-kit/reveal-test-support.ts";
import { sampleAuditResult } from "./audit-test-support.ts";
import SeoAuditGeneratorPage from "./page.tsx";

// The report appears under the form, below the fold on a phone: a finished audit scrolls it into view.

vi.mock("#app/lib/lead-source.ts", () => ({ recordToolRun: () => undefined }));

const scrolled = watchScrolls();

describe("the SEO audit page", () => {
  it("scrolls the finished report into view, its heading focused", async () => {
    vi.stubGlobal("fetch", async () => Response.json(sampleAuditResult));
    renderToolPage(SeoAuditGeneratorPage);
    fireEvent.change(screen.getByLabelText("Website URL"), { target: { value: "https://shop.example/" } });
    expect(scrolled).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Analyze" })));
    const heading = await screen.findByRole("heading", { name: "Audit results" });
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]?.contains(heading)).toBe(true);
    expect(document.activeElement).toBe(heading);
  });
});
