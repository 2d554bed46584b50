// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderToolPage, watchScrolls } from "#app/tool-kit/reveal-test-support.ts";
import MergePdfPage from "./page.tsx";

// The merged PDF's panel comes under the list, often below the fold: it is scrolled into view.

vi.mock("#app/lib/lead-source.ts", () => ({ recordToolRun: () => undefined }));
vi.mock("#app/tool-kit/conversion/run-in-worker.ts", () => ({
  runInWorker: async () => new Uint8Array([37, 80, 68, 70]),
}));
vi.mock("./use-previews.ts", () => ({ useFilePreviews: () => ({}) }));

const scrolled = watchScrolls();

const pdf = (name: string) => new File(["%PDF-1.7\n"], name, { type: "application/pdf" });

describe("Merge PDF", () => {
  it("scrolls the merged PDF into view", async () => {
    renderToolPage(MergePdfPage);
    fireEvent.change(screen.getByLabelText(/Choose PDF files/), { target: { files: [pdf("a.pdf"), pdf("b.pdf")] } });
    expect(scrolled).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Merge PDF" })));
    const download = await screen.findByRole("button", { name: /Download PDF/ });
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]?.contains(download)).toBe(true);
  });
});
