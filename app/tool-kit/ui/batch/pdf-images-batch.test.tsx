// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadBlob } from "#app/lib/download.ts";
import { DAMAGED_FILE_MESSAGE } from "#app/tool-kit/conversion/conversion-error.ts";
import { makePng } from "#app/tool-kit/conversion/conversion-test-support.ts";
import { ENCRYPTED_PDF_MESSAGE, type PdfDocumentLike, type PdfRenderDeps } from "#app/tool-kit/pdf/pdf-to-images.ts";
import { encryptedPdf } from "#app/tool-kit/pdf/pdf-tools-test-support.ts";
import { PdfToImagesPage } from "#app/tool-kit/ui/pdf-to-images-converter.tsx";
import { convertPdfToJpgs } from "#app/tools/pdf-to-jpg/convert.ts";
import { tool } from "#app/tools/pdf-to-jpg/meta.ts";

afterEach(cleanup);
vi.mock("#app/tool-kit/ui/tool-run.ts", () => ({ recordRun: vi.fn() }));
vi.mock("#app/lib/download.ts", () => ({ downloadBlob: vi.fn() }));

const inRouter = { wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter> };

/** A real one-page PDF of the corpus (pdf.js's test file, one Letter page); happy-dom has no file: URLs, so by path. */
const scanPdf = () => new Uint8Array(readFileSync("corpus/documents/pdf/pdfjs-scan-bad.pdf"));

// pdf.js (legacy build) opens the PDFs for real in Node; drawing (no canvas here) is a 2×2 PNG.
async function openWithPdfjs(bytes: Uint8Array) {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  return (await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false })
    .promise) as unknown as PdfDocumentLike;
}
const deps: PdfRenderDeps = {
  openPdf: async (bytes) => {
    // The stand-in for a locked PDF (an Encrypt entry, no real keys) is refused as pdf.js
    // refuses a real one, with its PasswordException.
    if (new TextDecoder("latin1").decode(bytes).includes("/Encrypt"))
      throw Object.assign(new Error("No password given"), { name: "PasswordException" });
    return openWithPdfjs(bytes);
  },
  renderPage: async () => makePng(2, 2),
};
const convert: typeof convertPdfToJpgs = (input, options) => convertPdfToJpgs(input, options, deps);

const pdfFile = (name: string, bytes: Uint8Array) => new File([bytes as BlobPart], name, { type: "application/pdf" });

async function threePages(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < 3; i++) doc.addPage([300, 400]);
  return doc.save();
}

function renderPage() {
  render(<PdfToImagesPage tool={tool} format="jpeg" convert={convert} tips={[]} />, inRouter);
}

async function zipNames(): Promise<string[]> {
  const calls = vi.mocked(downloadBlob).mock.calls;
  const [blob, name] = calls[calls.length - 1]!;
  expect(name).toBe("converted-jpg.zip");
  return Object.keys(unzipSync(new Uint8Array(await blob.arrayBuffer())));
}

describe("PDF to JPG with several PDFs", () => {
  it("converts each PDF on its own row; a cut and a password-protected PDF fail alone; one ZIP names PDF and page", async () => {
    const scan = { data: scanPdf() };
    const files = [
      pdfFile("report.pdf", await threePages()),
      pdfFile("scan.pdf", scan.data),
      pdfFile("cut.pdf", scan.data.slice(0, 600)),
      pdfFile("locked.pdf", await encryptedPdf()),
      pdfFile("scan.pdf", scan.data),
    ];
    renderPage();
    fireEvent.change(screen.getByLabelText(/Choose a PDF file/), { target: { files } });
    const list = await screen.findByRole("list", { name: "Files to convert" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    expect(screen.getByRole("combobox", { name: /Resolution/ })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Convert to JPG" }));
    await screen.findByText(/Conversion complete: 3 of 5 files as JPG/, {}, { timeout: 10_000 });

    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]!.textContent).toContain("Converted: report-jpg.zip");
    expect(rows[0]!.textContent).toContain("3 pages");
    expect(rows[1]!.textContent).toContain("Converted: scan.jpg");
    expect(rows[2]!.textContent).toContain("Not converted");
    expect(within(rows[2]!).getByRole("alert").textContent).toBe(DAMAGED_FILE_MESSAGE);
    expect(within(rows[3]!).getByRole("alert").textContent).toBe(ENCRYPTED_PDF_MESSAGE);
    expect(rows[4]!.textContent).toContain("Converted: scan (2).jpg");

    fireEvent.click(screen.getByRole("button", { name: /Download All \(ZIP\)/ }));
    await vi.waitFor(() => expect(downloadBlob).toHaveBeenCalled());
    expect(await zipNames()).toEqual([
      "report-page-1.jpg",
      "report-page-2.jpg",
      "report-page-3.jpg",
      "scan.jpg",
      "scan (2).jpg",
    ]);
  }, 20_000);

  it("one PDF stays the one-file converter; 'Add More Files' turns it into the batch", async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText(/Choose a PDF file/), {
      target: { files: [pdfFile("report.pdf", await threePages())] },
    });
    expect(screen.queryByRole("list", { name: "Files to convert" })).toBeNull();
    expect(screen.getByRole("button", { name: "Convert to JPG" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Add More Files" }));
    fireEvent.change(screen.getByLabelText("More files to add"), {
      target: { files: [pdfFile("scan.pdf", scanPdf())] },
    });
    const list = await screen.findByRole("list", { name: "Files to convert" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((row) => row.querySelector("p")?.textContent),
    ).toEqual(["report.pdf", "scan.pdf"]);
  });
});
