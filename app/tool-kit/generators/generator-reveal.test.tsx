// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import InstagramCaptionGeneratorPage from "#app/tools/instagram-caption-generator/page.tsx";

// The results appear under the form, below the fold on a phone: generating scrolls them into view.

// Each run is counted on the server: not here.
vi.mock("#app/lib/lead-source.ts", () => ({ recordToolRun: () => undefined }));

let scrolled: Element[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  scrolled = [];
  // The reveal waits a frame.
  vi.stubGlobal("requestAnimationFrame", (frame: FrameRequestCallback) => (frame(0), 0));
  vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("GeneratorTool (caption generator)", () => {
  it("scrolls the results into view once they are generated, not while typing", async () => {
    render(
      <MemoryRouter>
        <InstagramCaptionGeneratorPage />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText("Post topic"), { target: { value: "weekend brunch" } });
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(scrolled).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: /generate/i }));
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]?.textContent).toContain("Your Captions");
  });
});
