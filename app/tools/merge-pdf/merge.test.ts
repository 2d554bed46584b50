import { describe, expect, it } from "vitest";
import { rejection } from "#app/tool-kit/conversion/conversion-test-support.ts";
import { corpusPdf, encryptedPdf, pageSizes } from "#app/tool-kit/pdf/pdf-tools-test-support.ts";
import { mergePdfs, TOO_FEW_FILES_MESSAGE } from "./merge.ts";

describe("mergePdfs", () => {
  it("puts every page of every file in the order given, each page keeping its size", async () => {
    const progress: number[] = [];
    const merged = await mergePdfs(
      [corpusPdf("pdfjs-bad-PageLabels.pdf"), corpusPdf("pdfjs-scan-bad.pdf"), corpusPdf("pdfjs-helloworld-bad.pdf")],
      { onProgress: (fraction) => progress.push(fraction) },
    );
    expect(await pageSizes(merged)).toEqual([
      [200, 50],
      [612, 792],
      [200, 200],
    ]);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("merges a merged file again: 2 + 3 pages give 5", async () => {
    const two = await mergePdfs([corpusPdf("pdfjs-empty.pdf"), corpusPdf("pdfjs-pdfjsbad1586.pdf")]);
    const three = await mergePdfs([corpusPdf("pdfjs-xref_command_missing.pdf"), { name: "two.pdf", data: two }]);
    const five = await mergePdfs([
      { name: "three.pdf", data: three },
      { name: "two.pdf", data: two },
    ]);
    expect((await pageSizes(five)).map(([w]) => w)).toEqual([200, 612, 612, 612, 612]);
  });

  it("names the damaged or password-protected file, and wants two files", async () => {
    const damaged = await rejection(
      mergePdfs([corpusPdf("pdfjs-empty.pdf"), corpusPdf("pdfjs-poppler-937-0-fuzzed.pdf")]),
    );
    expect([damaged.code, damaged.message]).toEqual([
      "corrupt",
      "“pdfjs-poppler-937-0-fuzzed.pdf”: This file could not be read; it may be damaged.",
    ]);
    const locked = await rejection(
      mergePdfs([{ name: "locked.pdf", data: await encryptedPdf() }, corpusPdf("pdfjs-empty.pdf")]),
    );
    expect([locked.code, locked.message]).toEqual([
      "encrypted",
      "“locked.pdf”: This PDF is password-protected. Please remove the password and try again.",
    ]);
    const notPdf = await rejection(
      mergePdfs([{ name: "a.pdf", data: new TextEncoder().encode("hello") }, corpusPdf("pdfjs-empty.pdf")]),
    );
    expect(notPdf.message).toBe("“a.pdf”: Please select a PDF file");
    expect((await rejection(mergePdfs([corpusPdf("pdfjs-empty.pdf")]))).message).toBe(TOO_FEW_FILES_MESSAGE);
  });
});
