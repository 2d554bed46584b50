// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import MergePdfPage from "./page.tsx";

// The merged PDF's panel comes under the list, often below the fold: it is scrolled into view.

vi.mock("#app/lib/lead-source.ts", () => ({ recordToolRun: () => undefined }));
vi.mock("#app/tool-kit/conversion/run-in-worker.ts", () => ({
  runInWorker: async () => new Uint8Array([37, 80, 68, 70]),
}));
vi.mock("./use-previews.ts", () => ({ useFilePreviews: () => ({}) }));

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

const pdf = (name: string) => new File(["%PDF-1.7\n"], name, { type: "application/pdf" });

describe("Merge PDF", () => {
  it("scrolls the merged PDF into view", async () => {
    render(
      <MemoryRouter>
        <MergePdfPage />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText(/Choose PDF files/), { target: { files: [pdf("a.pdf"), pdf("b.pdf")] } });
    expect(scrolled).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Merge PDF" })));
    const download = await screen.findByRole("button", { name: /Download PDF/ });
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]?.contains(download)).toBe(true);
  });
});
