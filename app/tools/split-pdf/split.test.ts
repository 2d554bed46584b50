import { describe, expect, it } from "vitest";
import { rejection } from "#app/tool-kit/conversion/conversion-test-support.ts";
import { corpusPdf, encryptedPdf, pageSizes } from "#app/tool-kit/pdf/pdf-tools-test-support.ts";
import { mergePdfs } from "#app/tools/merge-pdf/merge.ts";
import { splitPdf } from "./split.ts";

// Seven real pages whose widths tell them apart: 200, 612, 200, 612, 200, 612, 612.
const WIDTHS = [200, 612, 200, 612, 200, 612, 612];
async function sevenPages(): Promise<{ name: string; data: Uint8Array }> {
  const files = ["pdfjs-bad-PageLabels.pdf", "pdfjs-scan-bad.pdf", "pdfjs-helloworld-bad.pdf", "pdfjs-empty.pdf"];
  const four = await mergePdfs(files.map(corpusPdf));
  const three = await mergePdfs(
    ["pdfjs-xref_command_missing.pdf", "pdfjs-pdfjsbad1586.pdf", "pdfjs-scan-bad.pdf"].map(corpusPdf),
  );
  return {
    name: "report.pdf",
    data: await mergePdfs([
      { name: "a.pdf", data: four },
      { name: "b.pdf", data: three },
    ]),
  };
}

const widths = async (bytes: Uint8Array) => (await pageSizes(bytes)).map(([w]) => w);

describe("splitPdf", () => {
  it("ranges into one PDF keep the chosen pages in the order typed", async () => {
    const files = await splitPdf({
      ...(await sevenPages()),
      plan: { mode: "ranges", ranges: "5, 1-2", output: "one" },
    });
    expect(files.map((f) => f.name)).toEqual(["report-pages-5_1-2.pdf"]);
    expect(await widths(files[0]!.bytes)).toEqual([WIDTHS[4], WIDTHS[0], WIDTHS[1]]);
  });

  it("ranges one file each, with an open range to the end", async () => {
    const files = await splitPdf({
      ...(await sevenPages()),
      plan: { mode: "ranges", ranges: "1-3, 5, 6-", output: "each" },
    });
    expect(files.map((f) => f.name)).toEqual(["report-pages-1-3.pdf", "report-page-5.pdf", "report-pages-6-7.pdf"]);
    expect(await Promise.all(files.map((f) => widths(f.bytes)))).toEqual([
      WIDTHS.slice(0, 3),
      [WIDTHS[4]],
      WIDTHS.slice(5),
    ]);
  });

  it("every page and every N pages", async () => {
    const input = await sevenPages();
    const single = await splitPdf({ ...input, plan: { mode: "every-page" } });
    expect(single.map((f) => f.name)).toEqual(WIDTHS.map((_, i) => `report-page-${i + 1}.pdf`));
    expect(await Promise.all(single.map((f) => widths(f.bytes)))).toEqual(WIDTHS.map((w) => [w]));
    const threes = await splitPdf({ ...input, plan: { mode: "every-n", size: 3 } });
    expect(threes.map((f) => f.name)).toEqual(["report-pages-1-3.pdf", "report-pages-4-6.pdf", "report-page-7.pdf"]);
    expect((await Promise.all(threes.map((f) => widths(f.bytes)))).map((w) => w.length)).toEqual([3, 3, 1]);
  });

  it("a file of over 200 pages splits with progress all the way", async () => {
    const one = corpusPdf("pdfjs-scan-bad.pdf");
    let doc = await mergePdfs([one, one]);
    while ((await pageSizes(doc)).length < 200)
      doc = await mergePdfs([
        { name: "a.pdf", data: doc },
        { name: "b.pdf", data: doc },
      ]);
    const progress: number[] = [];
    const files = await splitPdf(
      { name: "big.pdf", data: doc, plan: { mode: "every-n", size: 50 } },
      { onProgress: (f) => progress.push(f) },
    );
    expect(files.map((f) => f.name)).toEqual([
      "big-pages-1-50.pdf",
      "big-pages-51-100.pdf",
      "big-pages-101-150.pdf",
      "big-pages-151-200.pdf",
      "big-pages-201-250.pdf",
      "big-pages-251-256.pdf",
    ]);
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.at(-1)).toBe(1);
  }, 60_000);

  it("refuses bad ranges, damaged and password-protected files with their message", async () => {
    const input = await sevenPages();
    const beyond = await rejection(splitPdf({ ...input, plan: { mode: "ranges", ranges: "6-9", output: "one" } }));
    expect(beyond.message).toBe("Page 9 does not exist: this PDF has 7 pages.");
    const damaged = await rejection(
      splitPdf({ ...corpusPdf("pdfjs-poppler-395-0-fuzzed.pdf"), plan: { mode: "every-page" } }),
    );
    expect(damaged.message).toBe("“pdfjs-poppler-395-0-fuzzed.pdf”: This file could not be read; it may be damaged.");
    const locked = await rejection(
      splitPdf({ name: "locked.pdf", data: await encryptedPdf(), plan: { mode: "every-page" } }),
    );
    expect(locked.code).toBe("encrypted");
  });
});
