// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderToolPage, watchScrolls } from "#app/tool-kit/reveal-test-support.ts";
import KeywordDensityCheckerPage from "./page.tsx";

// Analyze puts the results under the form, below the fold on a phone: they are scrolled into
// view then, and never while the visitor types.

vi.mock("#app/lib/lead-source.ts", () => ({ recordToolRun: () => undefined }));

const scrolled = watchScrolls({ fakeTimers: true });

const later = () => act(async () => vi.advanceTimersByTimeAsync(5_000));

describe("Keyword density checker", () => {
  it("scrolls the analysis into view after Analyze, not while typing", async () => {
    renderToolPage(KeywordDensityCheckerPage);
    const content = screen.getByLabelText("Your content");
    fireEvent.change(content, { target: { value: "Content marketing works when content answers questions." } });
    await later();
    expect(scrolled).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Analyze" }));
    await later();
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]?.textContent).toContain("Analysis Results");
    fireEvent.change(content, { target: { value: "Changed text after the analysis." } });
    await later();
    expect(scrolled).toHaveLength(1);
  });
});
