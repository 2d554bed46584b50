import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { zipSync } from "fflate";
import { EMPTY_FILE_MESSAGE, WORD_FILE_MESSAGE } from "#app/tool-kit/conversion/input-rules.ts";
import { documentPdfName } from "#app/tool-kit/conversion/file-names.ts";
import { expectRejections, pdftotext, readPdfText, rejection } from "#app/tool-kit/conversion/conversion-test-support.ts";
import {
  CORRUPT_DOCX_MESSAGE,
  LEGACY_DOC_MESSAGE,
  convertDocx,
  convertDocxToPdf,
} from "#app/tools/word-to-pdf/convert.ts";
import { layoutDocx } from "#app/tools/word-to-pdf/docx-layout.ts";
import { readPageSetup } from "#app/tools/word-to-pdf/page-setup.ts";
import { loadDocxImages } from "#app/tools/word-to-pdf/docx-images.ts";
import { openDocx } from "#app/tools/word-to-pdf/docx-package.ts";
import { parseXml, child } from "#app/tool-kit/office/ooxml-xml.ts";
import { makeDocxFixture } from "#app/tools/word-to-pdf/docx-test-support.ts";

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

describe("real documents from the corpus", () => {
  const corpus = (name: string) => new Uint8Array(readFileSync(`corpus/documents/docx/${name}`));
  const layout = async (name: string) => {
    const pkg = openDocx(corpus(name));
    return layoutDocx(pkg, await loadDocxImages(pkg));
  };
  /** Every node of a pdfmake tree that has `key`. */
  const nodesWith = (tree: unknown, key: string, out: Array<Record<string, unknown>> = []) => {
    if (Array.isArray(tree)) for (const item of tree) nodesWith(item, key, out);
    else if (tree && typeof tree === "object") {
      if (key in tree) out.push(tree as Record<string, unknown>);
      for (const value of Object.values(tree)) nodesWith(value, key, out);
    }
    return out;
  };

  it("keeps the 12 pages of a document parted by hard page breaks, with its header and footer on every page", async () => {
    const pdf = await convertDocxToPdf(corpus("twelve-pages.docx"));
    const { pageCount, pages } = await readPdfText(pdf);
    expect(pageCount).toBe(12);
    pages.forEach((text, i) => {
      expect(text).toContain("Crestline Digital · Quarterly marketing plan");
      expect(text).toContain(`Page ${i + 1} of 12`);
    });
    expect(pages[11]).toContain("12. Next quarter");
    // The header logo and the body logo are images in the PDF.
    expect(new TextDecoder("latin1").decode(pdf)).toMatch(/\/Subtype \/Image/);
  });

  it("takes sizes, colours, merged cells, lists, notes and links from the document", async () => {
    const doc = await layout("twelve-pages.docx");
    expect(doc.pageSize).toEqual({ width: 612, height: 792 });
    // The logo is 2.8 in (269 px) wide in the document.
    const widths = nodesWith(doc.content, "image").map((n) => Math.round(Number(n.width)));
    expect(widths).toContain(202);
    // Heading 1 is blue in the document's styles.xml.
    const headingRun = nodesWith(doc.content, "text").find((n) =>
      JSON.stringify(n.text).includes("1. Audience research"),
    );
    expect(JSON.stringify(headingRun)).toContain("#2e74b5");
    const cells = nodesWith(doc.content, "stack");
    expect(cells.some((c) => c.colSpan === 2)).toBe(true);
    expect(cells.some((c) => c.rowSpan === 2)).toBe(true);
    const text = JSON.stringify(doc.content);
    expect(text).toContain('"text":"a)"');
    expect(text).toContain("Brief v2, signed off on 14 March.");
    expect(nodesWith(doc.content, "link").map((n) => n.link)).toContain("https://example.com/brief");
    expect(nodesWith(doc.content, "pageBreak")).toHaveLength(11);
  });

  it("starts in landscape for a landscape first section and turns the page for the next ones", async () => {
    const doc = await layout("sct-section-props.docx");
    expect(doc.pageOrientation).toBe("landscape");
    expect(doc.pageMargins).toEqual([72, 108, 90, 126]);
    const orientations = nodesWith(doc.content, "pageOrientation").map((n) => n.pageOrientation);
    expect(orientations).toEqual(["portrait", "portrait", "portrait", "portrait"]);
  });

  it("lays list items with Word's auto spacing one under the other (delins.docx: 1 page, as LibreOffice)", async () => {
    const doc = await layout("delins.docx");
    const blocks = doc.content as Array<{ columns?: unknown; margin?: number[] }>;
    const first = blocks.findIndex((b) => b.columns);
    // Auto spacing: 14 pt above the first item (below "Tika can be:", which has it too) and below
    // the last, none between items.
    expect((blocks[first - 1]?.margin?.[3] ?? 0) + (blocks[first]?.margin?.[1] ?? 0)).toBe(14);
    expect(blocks[first]?.margin?.[3]).toBe(0);
    expect(blocks[first + 1]?.margin?.[1]).toBe(0);
    expect((await readPdfText(await convertDocxToPdf(corpus("delins.docx")))).pageCount).toBe(1);
  });

  it("gives each line the height of its own runs' font, not the paragraph style's", async () => {
    // IllustrativeCases.docx: Normal is 12 pt Perpetua, the text runs 11 pt Times New Roman.
    const doc = await layout("IllustrativeCases.docx");
    const run = nodesWith(doc.content, "text").find((n) => n.text === "Patrick") as Record<string, unknown>;
    expect(run).toMatchObject({ fontSize: 11, fontHint: "tinos", lineHeight: 1.04 });
    // LibreOffice's page counts for both documents.
    expect((await readPdfText(await convertDocxToPdf(corpus("IllustrativeCases.docx")))).pageCount).toBe(5);
    expect((await readPdfText(await convertDocxToPdf(corpus("Bug51170.docx")))).pageCount).toBe(7);
  });

  it("sets text without a size at Word's 10 pt and finds a style without an id by its name", async () => {
    // 60329.docx: no w:sz in docDefaults; EmptyCellLayoutStyle (1 pt) has a name and no styleId.
    const doc = await layout("60329.docx");
    expect(doc.defaultStyle?.fontSize).toBe(10);
    const report = nodesWith(doc.content, "text").find(
      (n) => typeof n.text === "string" && n.text.startsWith("A5346 is a phase II"),
    );
    expect(report?.fontSize).toBe(10);
    expect(JSON.stringify(doc.content)).toContain('"fontSize":1,');
  });

  it("fits 60329.docx on LibreOffice's 3 pages: its footer's height is its lines, without the empty paragraph after a nested table", async () => {
    const doc = await layout("60329.docx");
    // The footer: a 14.3 pt row, the 40.5 pt logo and two small rows; the bottom margin is 0.1 in.
    expect((doc.pageMargins as number[])[3]).toBeLessThan(80);
    expect((await readPdfText(await convertDocxToPdf(corpus("60329.docx")))).pageCount).toBe(3);
  });

  it("counts Word's auto spacing once between two paragraphs that both have it (drawing.docx)", async () => {
    const doc = await layout("drawing.docx");
    const paragraphWith = (words: string) =>
      nodesWith(doc.content, "margin").find((n) => n.text && JSON.stringify(n.text).includes(words));
    // "Normal (Web)": 14 pt auto spacing above and below each paragraph; 14 pt between two of them.
    expect((paragraphWith("НОВОСИБИРСК")?.margin as number[])[3]).toBe(14);
    expect((paragraphWith("У области появится гимн")?.margin as number[])[1]).toBe(0);
  });

  it("keeps a wide text box's height, and the cell margins and spacing of a table (bib-chernigovka-17459.docx)", async () => {
    const doc = await layout("bib-chernigovka-17459.docx");
    const content = doc.content as unknown as Array<Record<string, unknown>>;
    // The title box is 376 pt tall in the document, more than its text: the rest is left free.
    const spacer = content.find((b) => Array.isArray(b.stack) && (b.stack as unknown[]).length === 0);
    expect((spacer?.margin as number[])[1]).toBeGreaterThan(100);
    // Cells: 7.5 pt left and right (tcMar) over the table's 0.75 pt; rows 0.75 pt apart (tblCellSpacing).
    const table = content.find((b) => b.table) as {
      table: { body: Array<Array<{ margin?: number[] }>> };
      layout: { paddingTop: () => number };
    };
    expect(table.table.body[1]?.[1]?.margin).toEqual([6.75, 0, 6.75, 0]);
    expect(table.layout.paddingTop()).toBeCloseTo(0.75 + 0.375);
    // Rows of one to three lines stay whole on a page: LibreOffice's 15 pages.
    expect((table.table as { dontBreakRows?: boolean }).dontBreakRows).toBe(true);
    expect((await readPdfText(await convertDocxToPdf(corpus("bib-chernigovka-17459.docx")))).pageCount).toBe(15);
  });

  it("draws the private-use pieces of flattened equations and letters with marks as real glyphs", async ({ skip }) => {
    // bug59058.docx: brackets, summation and radical from a math font's private use area; primes
    // in Calibri, which Carlito lacks. delins.docx: ṭ, which no font here has precomposed.
    const math = await convertDocx(corpus("bug59058.docx"));
    expect(math.note).toBeUndefined();
    const words = await convertDocx(corpus("delins.docx"));
    expect(words.note).toBeUndefined();
    const text = await pdftotext(math.pdf);
    if (text === null) skip("pdftotext is not installed");
    expect(text).toContain("(SElnORMH)= √");
    expect(text).not.toMatch(/[\ue000-\uf8ff]/u);
    expect((await pdftotext(words.pdf))?.normalize("NFC")).toContain("(ṭīkā)");
  });

  it("draws Hindi and Chinese text that pdftotext reads back", async ({ skip }) => {
    const hindi = await pdftotext(await convertDocxToPdf(corpus("hindi.docx")));
    if (hindi === null) skip("pdftotext is not installed");
    expect(hindi).toContain("मानव अधिकारों की सार्वभौम घोषणा");
    const cjk = await pdftotext(await convertDocxToPdf(corpus("cjk.docx")));
    expect(cjk).toContain("人人生而自由");
    expect(cjk).toContain("尊严");
  });

  it("draws Arabic that pdftotext and pdf.js read in logical order, letter for letter", async ({ skip }) => {
    const pdf = await convertDocxToPdf(corpus("scripts.docx"));
    const arabic = ["يولد", "جميع", "الناس", "متساوين", "الكرامة", "والحقوق", "وهبوا", "وضميرًا", "بعضهم", "الإخاء"];
    const pdfjs = (await readPdfText(pdf)).pages.join("\n").normalize("NFKC").replace(/\s+/g, " ");
    for (const word of arabic) expect(pdfjs).toContain(word);
    expect(pdfjs).toContain("כל בני האדם נולדו");
    const text = (await pdftotext(pdf))?.normalize("NFKC");
    if (text == null) skip("pdftotext is not installed");
    for (const word of arabic) expect(text).toContain(word);
  });
});
