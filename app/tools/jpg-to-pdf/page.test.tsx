// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderToolPage, watchScrolls } from "#app/tool-kit/reveal-test-support.ts";
import JpgToPdfPage from "./page.tsx";

// The images-to-PDF converter (JPG to PDF, PNG to PDF): the shared reorderable list, and the
// result scrolled into view once the PDF is made (below the list, often below the fold).

vi.mock("#app/lib/lead-source.ts", () => ({ recordToolRun: () => undefined }));
vi.mock("#app/tool-kit/conversion/run-in-worker.ts", () => ({
  runInWorker: async () => new Uint8Array([37, 80, 68, 70]),
}));

const scrolled = watchScrolls();

const jpg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])], name, { type: "image/jpeg" });

function withTwoFiles() {
  renderToolPage(JpgToPdfPage);
  fireEvent.change(screen.getByLabelText(/Choose JPG images/), { target: { files: [jpg("a.jpg"), jpg("b.jpg")] } });
}

const order = () => screen.getAllByText(/^[ab]\.jpg$/).map((name) => name.textContent);

describe("JPG to PDF", () => {
  it("moves a file by button, keeping the focus on it, and says so", () => {
    withTwoFiles();
    expect(order()).toEqual(["a.jpg", "b.jpg"]);
    fireEvent.click(screen.getByRole("button", { name: "Move down: a.jpg" }));
    expect(order()).toEqual(["b.jpg", "a.jpg"]);
    expect(screen.getByText("a.jpg moved to position 2 of 2.")).toBeTruthy();
    // At the end, Move down is disabled: the focus goes to its Move up.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move up: a.jpg" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove b.jpg" }));
    expect(order()).toEqual(["a.jpg"]);
  });

  it("scrolls the made PDF into view", async () => {
    withTwoFiles();
    expect(scrolled).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Convert to PDF" })));
    const download = await screen.findByRole("button", { name: /Download PDF/ });
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]?.contains(download)).toBe(true);
  });
});
