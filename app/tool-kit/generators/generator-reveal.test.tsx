// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderToolPage, watchScrolls } from "#app/tool-kit/reveal-test-support.ts";
import InstagramCaptionGeneratorPage from "#app/tools/instagram-caption-generator/page.tsx";

// The results appear under the form, below the fold on a phone: generating scrolls them into view.

// Each run is counted on the server: not here.
vi.mock("#app/lib/lead-source.ts", () => ({ recordToolRun: () => undefined }));

const scrolled = watchScrolls({ fakeTimers: true });

describe("GeneratorTool (caption generator)", () => {
  it("scrolls the results into view once they are generated, not while typing", async () => {
    renderToolPage(InstagramCaptionGeneratorPage);
    fireEvent.change(screen.getByLabelText("Post topic"), { target: { value: "weekend brunch" } });
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(scrolled).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: /generate/i }));
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]?.textContent).toContain("Your Captions");
  });
});
