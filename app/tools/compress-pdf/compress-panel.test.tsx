// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CompressedPdf } from "./compress.ts";

// The worker is replaced: it reports one page read, then answers when the test says.
let finish: (pdf: CompressedPdf) => void = () => {};
vi.mock("#app/tool-kit/conversion/run-in-worker.ts", () => ({
  runInWorker: (_make: unknown, _input: unknown, options: { onProgress?: (f: number) => void }) =>
    new Promise<CompressedPdf>((resolve) => {
      options.onProgress?.(0.15);
      finish = resolve;
    }),
}));
const { CompressPdfPanel } = await import("./compress-panel.tsx");

afterEach(cleanup);

describe("CompressPdfPanel", () => {
  it("shows the pages being read, then says when the scan was cut short", async () => {
    render(
      <MemoryRouter>
        <CompressPdfPanel />
      </MemoryRouter>,
    );
    const file = new File([new TextEncoder().encode("%PDF-1.7\n")], "report.pdf", { type: "application/pdf" });
    fireEvent.change(document.querySelector("input[type=file]")!, { target: { files: [file] } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Compress PDF" })));
    expect(screen.getByText("Reading the pages of report.pdf")).toBeTruthy();
    await act(async () =>
      finish({
        bytes: new Uint8Array(5),
        originalSize: 10,
        alreadyCompact: false,
        pageCount: 1,
        imagesReencoded: 0,
        scanCutShort: true,
        imagesSkipped: 0,
      }),
    );
    expect(screen.getByText(/pages are unusually complex/)).toBeTruthy();
  });
});
