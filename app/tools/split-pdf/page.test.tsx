// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderToolPage, watchScrolls } from "#app/tool-kit/reveal-test-support.ts";
import SplitPdfPage from "./page.tsx";

// The split result comes under the options, often below the fold: it is scrolled into view.

vi.mock("#app/lib/lead-source.ts", () => ({ recordToolRun: () => undefined }));
vi.mock("#app/tool-kit/conversion/run-in-worker.ts", () => ({
  runInWorker: async () => [{ name: "report-page-1.pdf", bytes: new Uint8Array([37, 80, 68, 70]) }],
}));
vi.mock("./use-pdf-pages.ts", () => ({ usePdfPages: () => ({ pageCount: 3, thumbnails: [], error: null }) }));

const scrolled = watchScrolls();

describe("Split PDF", () => {
  it("scrolls the split result into view", async () => {
    renderToolPage(SplitPdfPage);
    const file = new File(["%PDF-1.7\n"], "report.pdf", { type: "application/pdf" });
    fireEvent.change(screen.getByLabelText(/Choose a PDF file/), { target: { files: [file] } });
    fireEvent.change(screen.getByLabelText("Pages to keep"), { target: { value: "1" } });
    expect(scrolled).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Split PDF" })));
    const download = await screen.findByRole("button", { name: /Download PDF/ });
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]?.contains(download)).toBe(true);
  });
});
