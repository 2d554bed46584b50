import { describe, expect, it } from "vitest";
import * as XLSX from "@e965/xlsx";
import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { convertExcelToPdf } from "#app/tools/excel-to-pdf/convert.ts";
import { renderPdfmake } from "#app/tool-kit/pdf/pdfmake-render.ts";
import { missingGlyphsMessage, withScriptFonts } from "#app/tool-kit/fonts/script-fonts.ts";
import { pdftotext, readPdfText } from "#app/tool-kit/conversion/conversion-test-support.ts";

const HINDI = "सभी मनुष्यों को गौरव और अधिकारों के मामले में जन्मजात स्वतन्त्रता प्राप्त है।";
const ARABIC = "يولد جميع الناس أحرارًا متساوين في الكرامة والحقوق.";
const CHINESE = "人人生而自由，在尊严和权利上一律平等。";
const JAPANESE = "すべての人間は、生まれながらにして自由である。";
const KOREAN = "모든 인간은 태어날 때부터 자유로우며";

describe("withScriptFonts", () => {
  it("leaves a Latin document as it is, and Greek and Cyrillic with Roboto", async () => {
    const doc: TDocumentDefinitions = { content: [{ text: "Café crème, naïve façade" }] };
    expect((await withScriptFonts(doc)).doc).toBe(doc);
    const other: TDocumentDefinitions = { content: [{ text: "Ελληνικά – Русский" }] };
    const result = await withScriptFonts(other);
    expect(result.doc).toEqual(other);
    expect(result.missing).toEqual([]);
  });

  it("draws Hindi, Arabic, Chinese, Japanese and Korean with Noto fonts, as selectable text", async () => {
    const doc: TDocumentDefinitions = {
      content: [
        { text: HINDI },
        { text: [{ text: "Arabic: ", bold: true }, ARABIC] },
        { table: { body: [["中文", CHINESE]] } },
        JAPANESE,
        { ul: [KOREAN] },
      ],
    };
    const { doc: withFonts, missing } = await withScriptFonts(doc);
    expect(missing).toEqual([]);
    const pdf = await renderPdfmake(withFonts);
    const raw = new TextDecoder("latin1").decode(pdf);
    for (const font of ["NotoSansDevanagari", "NotoSansArabic", "NotoSansSC", "NotoSansKR", "Roboto"]) {
      expect(raw).toContain(font);
    }
    const text = (await readPdfText(pdf)).pages.join("\n").replace(/\s+/g, "");
    for (const expected of ["人人生而自由", "すべての人間は", "모든인간은", "Arabic:"])
      expect(text).toContain(expected);
  });

  it("gives pdftotext Devanagari as written (ActualText over the shaped glyphs)", async ({ skip }) => {
    const { doc } = await withScriptFonts({ content: [{ text: HINDI }] });
    const text = await pdftotext(await renderPdfmake(doc));
    if (text === null) skip("pdftotext is not installed");
    for (const word of ["मनुष्यों", "अधिकारों", "स्वतन्त्रता", "प्राप्त"]) expect(text).toContain(word);
  });

  it("gives pdf.js and pdftotext Arabic and Hebrew words in reading order, with the right letters", async ({
    skip,
  }) => {
    // Noto Sans Arabic draws ج ح خ from one body with dots as marks, and إ as alef + hamza:
    // each glyph must read as the letter it stands for where it is drawn, the dots as nothing.
    const arabic = "يولد جميع الناس أحرارًا متساوين في الكرامة والحقوق. بروح الإخاء";
    const hebrew = "כל בני האדם נולדו בני חורין";
    const { doc } = await withScriptFonts({ content: [{ text: arabic }, { text: hebrew }] });
    const pdf = await renderPdfmake(doc);
    const words = (text: string) => text.normalize("NFKC").match(/[\p{L}\p{M}]+/gu) ?? [];
    const expected = [...words(arabic), ...words(hebrew)];
    const pdfjs = (await readPdfText(pdf)).pages.join("\n");
    expect([...pdfjs].filter((char) => (char < " " && char !== "\n") || char === "\u200d")).toEqual([]);
    expect(words(pdfjs)).toEqual(expected);
    const poppler = (await pdftotext(pdf)) ?? "";
    if (!poppler) skip("pdftotext is not installed");
    // pdftotext lists a right-to-left line's words from the right (and splits أحرارًا at its
    // tanween); the words themselves read right.
    expect(poppler).not.toContain("\u200d");
    for (const word of expected.filter((w) => w !== "أحرارًا")) expect(words(poppler)).toContain(word);
  });

  it("names the characters no font can draw", async () => {
    const { missing } = await withScriptFonts({ content: ["Thumbs up 👍 and a snowman ☃"] });
    expect(missing).toEqual(["👍", "☃"]);
    expect(missingGlyphsMessage(missing)).toBe(
      "Some characters cannot be drawn with our fonts and show as empty boxes in the PDF: 👍 ☃",
    );
    expect(missingGlyphsMessage([])).toBeUndefined();
  });

  it("draws runs set in Times New Roman, Arial or Calibri with their metric twins, Cyrillic included", async () => {
    const doc = {
      content: [
        { text: "Times New Roman text, Русский", fontHint: "tinos", bold: true },
        { text: "Arial text", fontHint: "arimo", italics: true },
        { text: "Calibri text", fontHint: "carlito" },
      ],
    } as unknown as TDocumentDefinitions;
    const { doc: withFonts } = await withScriptFonts(doc);
    expect(JSON.stringify(withFonts)).not.toContain("fontHint");
    const raw = new TextDecoder("latin1").decode(await renderPdfmake(withFonts));
    for (const font of ["Tinos-Bold", "Arimo-Italic", "Carlito"]) expect(raw).toContain(font);
  });

  it("keeps the size, weight and colour of a run inside a paragraph when it changes font", async () => {
    // pdfmake drops the style of an inline whose text is itself an array: the pieces carry it.
    const doc = {
      content: [
        {
          text: [
            { text: "Heading run, Ελληνικά 中文", fontHint: "tinos", bold: true, fontSize: 20, color: "#2e74b5" },
            " plain",
          ],
        },
      ],
    } as unknown as TDocumentDefinitions;
    const { doc: withFonts } = await withScriptFonts(doc);
    const [paragraph] = withFonts.content as unknown as Array<{ text: Array<Record<string, unknown>> }>;
    const pieces = paragraph?.text ?? [];
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces.slice(0, -1)) {
      expect(typeof piece.text).toBe("string");
      expect(piece).toMatchObject({ bold: true, fontSize: 20, color: "#2e74b5" });
    }
    expect(pieces.at(-1)).toBe(" plain");
    const raw = new TextDecoder("latin1").decode(await renderPdfmake(withFonts));
    expect(raw).toContain("Tinos-Bold");
  });

  it("finds a font for characters the office stand-ins lack, and draws a letter with a mark as letter + mark", async () => {
    // Carlito has no prime (′); none of the fonts has ṭ precomposed.
    const doc = { content: [{ text: "x′ ṭīkā", fontHint: "carlito" }] } as unknown as TDocumentDefinitions;
    const { doc: withFonts, missing } = await withScriptFonts(doc);
    expect(missing).toEqual([]);
    // pdf.js puts a space between runs of different fonts.
    const text = (await readPdfText(await renderPdfmake(withFonts))).pages.join("").normalize("NFC");
    expect(text.replace(/\s+/g, "")).toContain("x′ṭīkā");
  });

  it("draws mathematical letters as their plain form", async () => {
    const { doc, missing } = await withScriptFonts({ content: ["𝑆 = 𝑎 + 𝑏", "2 ∙ 3 ⋯"] });
    expect(missing).toEqual([]);
    expect(doc.content).toEqual(["S = a + b", "2 · 3 …"]);
  });
});

describe("Excel to PDF with other scripts", () => {
  it("keeps a Chinese and a Hindi cell as text", async ({ skip }) => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ["City", "Note"],
        ["北京", CHINESE],
        ["दिल्ली", HINDI],
      ]),
      "Cities",
    );
    const xlsx = new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer);
    const pdf = await convertExcelToPdf(xlsx);
    const raw = new TextDecoder("latin1").decode(pdf);
    expect(raw).toContain("NotoSansSC");
    expect(raw).toContain("NotoSansDevanagari");
    const text = await pdftotext(pdf);
    if (text === null) skip("pdftotext is not installed");
    expect(text).toContain("北京");
    expect(text).toContain("人人生而自由");
    expect(text).toContain("दिल्ली");
  });
});
