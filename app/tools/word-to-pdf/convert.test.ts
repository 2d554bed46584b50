import { describe, expect, it } from "vitest";
import { zipSync } from "fflate";
import { EMPTY_FILE_MESSAGE, WORD_FILE_MESSAGE } from "#app/tools/conversion/input-rules.ts";
import { documentPdfName } from "#app/tools/conversion/file-names.ts";
import { expectRejections, pdftotext, readPdfText, rejection } from "#app/tools/conversion/test-fixtures.ts";
import { CORRUPT_DOCX_MESSAGE, LEGACY_DOC_MESSAGE, convertDocxToPdf } from "#app/tools/word-to-pdf/convert.ts";
import { readPageSetup } from "#app/tools/word-to-pdf/docx-layout.ts";
import { parseXml, child } from "#app/tools/word-to-pdf/xml.ts";
import { makeDocxFixture } from "#app/tools/word-to-pdf/test-fixture.ts";

describe("convertDocxToPdf", () => {
  it("keeps headings, paragraphs, lists, the table and the image, with selectable text", async () => {
    const progress: number[] = [];
    const pdf = await convertDocxToPdf(await makeDocxFixture(), { onProgress: (f) => progress.push(f) });
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe("%PDF-");

    const { pageCount, pages } = await readPdfText(pdf);
    expect(pageCount).toBe(1);
    const text = pages.join("\n");
    for (const expected of [
      "Quarterly Campaign Report",
      "record results",
      "lower costs per lead",
      "Meta ads reached new audiences",
      "Retargeting within Instagram",
      "Refresh the creative library",
      "Expand the lookalike audiences",
      "Channel",
      "$12,400",
      "Google Ads",
      "274",
      "Prepared by Crestline Digital.",
    ]) {
      expect(text).toContain(expected);
    }
    // Bold and italic runs use the bold and italic faces; the image is embedded.
    const raw = new TextDecoder("latin1").decode(pdf);
    expect(raw).toContain("Roboto-Medium");
    expect(raw).toContain("Roboto-Italic");
    expect(raw).toMatch(/\/Subtype \/Image/);

    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("matches pdftotext's reading of the layout when poppler-utils is installed", async ({ skip }) => {
    const text = await pdftotext(await convertDocxToPdf(await makeDocxFixture()));
    if (text === null) skip("pdftotext is not installed");
    expect(text).toMatch(/Quarterly Campaign Report/);
    expect(text).toMatch(/1\. Refresh the creative library/);
    expect(text).toMatch(/Channel\s+Spend\s+Leads/);
    expect(text).toMatch(/Facebook\s+\$12,400\s+318/);
  });

  it("rejects an empty file, a non-Word file and a damaged .docx with clear messages", async () => {
    await expectRejections(convertDocxToPdf, [
      [new Uint8Array(), EMPTY_FILE_MESSAGE],
      [new TextEncoder().encode("just some text"), WORD_FILE_MESSAGE],
      // A ZIP that is not a Word document (e.g. an .xlsx).
      [zipSync({ "xl/workbook.xml": new TextEncoder().encode("<workbook/>") }), WORD_FILE_MESSAGE],
      // A ZIP whose document.xml is not XML.
      [zipSync({ "word/document.xml": new TextEncoder().encode("<<<not xml") }), CORRUPT_DOCX_MESSAGE],
    ]);
    // A real .docx cut in half.
    const docx = await makeDocxFixture();
    const cut = await rejection(convertDocxToPdf(docx.slice(0, docx.length / 2)));
    expect(cut.code).toBe("corrupt");
    expect(cut.message).toBe(CORRUPT_DOCX_MESSAGE);
  });

  it("sends a legacy .doc to the server path with code legacy-doc", async () => {
    // The first bytes of an OLE2 compound file with a "WordDocument" stream name.
    const ole = new Uint8Array(2048);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    ole.set(new Uint8Array(Buffer.from("WordDocument", "utf16le")), 1024);
    const error = await rejection(convertDocxToPdf(ole));
    expect(error.code).toBe("legacy-doc");
    expect(error.message).toBe(LEGACY_DOC_MESSAGE);
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await rejection(convertDocxToPdf(await makeDocxFixture(), { signal: controller.signal }))).code).toBe(
      "aborted",
    );
  });

  it("names the result after the original", () => {
    expect(documentPdfName("Campaign Report.docx")).toBe("Campaign Report.pdf");
    expect(documentPdfName("old.doc")).toBe("old.pdf");
    expect(documentPdfName("")).toBe("converted.pdf");
  });
});

describe("readPageSetup", () => {
  it("reads US Letter with 1-inch margins and falls back to A4", () => {
    const xml =
      '<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1080" w:bottom="1440" w:left="1080" w:header="720" w:footer="600"/></w:sectPr>';
    expect(readPageSetup(child(parseXml(xml), "w:sectPr"))).toEqual({
      width: 612,
      height: 792,
      margins: [54, 72, 54, 72],
      header: 36,
      footer: 30,
    });
    expect(readPageSetup(undefined).width).toBeCloseTo(595.28);
  });
});

describe("parseXml", () => {
  it("keeps prefixed names, attributes, entities and the text of w:t", () => {
    expect(
      parseXml('<?xml version="1.0"?><w:p a="1 &amp; 2"><w:t xml:space="preserve"> a &lt; b </w:t><w:br/></w:p>')
        .children,
    ).toEqual([
      {
        name: "w:p",
        attrs: { a: "1 & 2" },
        children: [
          { name: "w:t", attrs: { "xml:space": "preserve" }, children: [" a < b "] },
          { name: "w:br", attrs: {}, children: [] },
        ],
      },
    ]);
  });
});
