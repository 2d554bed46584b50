// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { tool } from "#app/tools/word-to-pdf/meta.ts";
import { SingleFileConverter } from "#app/tool-kit/ui/single-file-converter.tsx";
import { FileBatch } from "./file-batch.tsx";

afterEach(cleanup);
// A finished run is counted on the server; not here.
vi.mock("#app/tool-kit/ui/tool-run.ts", () => ({ recordRun: vi.fn() }));

/** The result's offer links to the quote page. */
const inRouter = { wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter> };

const docx = (name: string) =>
  new File([new Uint8Array(10)], name, {
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  });

/** A conversion that takes a while, fails on "broken.docx" and counts how many run at once. */
function fakeConvert() {
  const seen = { running: 0, most: 0 };
  const convert = vi.fn(async (file: File) => {
    seen.running++;
    seen.most = Math.max(seen.most, seen.running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    seen.running--;
    if (file.name === "broken.docx") throw new ConversionError("corrupt", "This file appears to be damaged.");
    return { blob: new Blob(["%PDF"], { type: "application/pdf" }), name: file.name.replace(/\.docx$/, ".pdf") };
  });
  return { convert, seen };
}

describe("FileBatch", () => {
  it("converts every file two at a time; a broken one fails alone; duplicate names are numbered", async () => {
    const { convert, seen } = fakeConvert();
    const files = [docx("report.docx"), docx("broken.docx"), docx("report.docx"), docx("notes.docx")];
    render(
      <FileBatch
        tool={tool}
        initialFiles={files}
        convert={convert}
        convertLabel="Convert to PDF"
        zipName="converted-pdf.zip"
        onReset={() => {}}
      />,
      inRouter,
    );
    const list = screen.getByRole("list", { name: "Files to convert" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(4);
    expect(within(list).getAllByText("Ready to convert", { exact: false })).toHaveLength(4);

    fireEvent.click(screen.getByRole("button", { name: "Convert to PDF" }));
    await screen.findByText(/Conversion complete: 3 of 4 files as PDF/);

    expect(convert).toHaveBeenCalledTimes(4);
    expect(seen.most).toBe(2);
    expect(within(list).getByText("This file appears to be damaged.")).toBeTruthy();
    expect(within(list).getAllByText(/^Not converted/)).toHaveLength(1);
    const downloads = within(list)
      .getAllByRole("button", { name: /^Download / })
      .map((b) => b.getAttribute("aria-label"));
    expect(downloads).toEqual(["Download report.pdf", "Download report (2).pdf", "Download notes.pdf"]);
    expect(screen.getByRole("button", { name: /Download All \(ZIP\)/ })).toBeTruthy();
    // The failed file can be tried again on its own: the button stays for it.
    expect(screen.getByRole("button", { name: "Convert to PDF" })).toBeTruthy();
  });

  it("starts over from the result panel", async () => {
    const { convert } = fakeConvert();
    const onReset = vi.fn();
    render(
      <FileBatch
        tool={tool}
        initialFiles={[docx("a.docx"), docx("b.docx")]}
        convert={convert}
        convertLabel="Convert to PDF"
        zipName="converted-pdf.zip"
        onReset={onReset}
      />,
      inRouter,
    );
    fireEvent.click(screen.getByRole("button", { name: "Convert to PDF" }));
    fireEvent.click(await screen.findByRole("button", { name: "Convert More Files" }));
    await waitFor(() => expect(onReset).toHaveBeenCalledOnce());
  });

  it("a one-file converter offers 'Add More Files' after one file; the files added make the batch", async () => {
    const { convert } = fakeConvert();
    render(
      <SingleFileConverter
        tool={tool}
        chooseLabel="Choose a Word document"
        chooseHint="or drag and drop it here"
        convertLabel="Convert to PDF"
        downloadLabel="Download PDF"
        resetLabel="Convert Another File"
        convert={convert}
      />,
      inRouter,
    );
    expect(screen.queryByRole("button", { name: "Add More Files" })).toBeNull();
    fireEvent.change(screen.getByLabelText(/Choose a Word document/), { target: { files: [docx("report.docx")] } });
    // One file: the one-file converter as before, with the offer to add more.
    expect(screen.queryByRole("list", { name: "Files to convert" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add More Files" }));
    fireEvent.change(screen.getByLabelText("More files to add"), {
      target: { files: [docx("notes.docx"), docx("broken.docx")] },
    });
    const list = await screen.findByRole("list", { name: "Files to convert" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((row) => row.querySelector("p")?.textContent),
    ).toEqual(["report.docx", "notes.docx", "broken.docx"]);
    fireEvent.click(screen.getByRole("button", { name: "Convert to PDF" }));
    await screen.findByText(/Conversion complete: 2 of 3 files as PDF/);
  });
});
