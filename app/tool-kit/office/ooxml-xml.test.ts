import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { peekZip } from "./office-zip.ts";
import { attr, child, childElements, decodeEntities, descendant, parseXml, textOf } from "./ooxml-xml.ts";

const corpus = path.resolve(import.meta.dirname, "../../../corpus/documents");
/** The text of one part of a corpus file (.docx, .xlsx). */
const part = (file: string, name: string) =>
  peekZip(new Uint8Array(fs.readFileSync(path.join(corpus, file))), (n) => n === name).text(name) ?? "";

describe("parseXml", () => {
  it("reads a real Word document into prefixed elements, attributes and the text of its runs", () => {
    const root = parseXml(part("docx/simple-list.docx", "word/document.xml"));
    const body = child(childElements(root)[0], "w:body");
    const paragraphs = childElements(body, "w:p");
    expect(childElements(root).map((e) => e.name)).toEqual(["w:document"]);
    expect(paragraphs.slice(0, 2).map(textOf)).toEqual(["Apple", "Banana"]);
    expect(descendant(paragraphs[0], "w:numId")?.attrs["w:val"]).toBe("1");
    expect(child(paragraphs[0], "w:r")?.name).toBe("w:r");
  });

  it("decodes entities in text and keeps the spaces of w:t", () => {
    const root = parseXml(part("docx/delins.docx", "word/document.xml"));
    const texts: string[] = [];
    const walk = (e: ReturnType<typeof parseXml>) =>
      childElements(e).forEach((c) => (c.name === "w:t" ? texts.push(textOf(c)) : walk(c)));
    walk(root);
    expect(texts).toContain(" - A two day training session, March 23 & 24th");
  });

  it("closes an element left open at its parent's end and keeps CDATA as written", () => {
    const root = parseXml("<a><b><c>x</b><d><![CDATA[<&amp;>]]></d></a>");
    const a = child(root, "a");
    expect(childElements(a).map((e) => e.name)).toEqual(["b", "d"]);
    expect(textOf(child(a, "d")!)).toBe("<&amp;>");
  });
});

describe("decodeEntities", () => {
  it("decodes the named, decimal and hexadecimal entities once, and drops a code point that cannot be; names are case-sensitive", () => {
    expect(decodeEntities("&amp;lt; &lt;&gt;&quot;&apos; &#65;&#x42;&#X43; &#0;&#x110000;|&nbsp;&AMP;")).toBe(
      "&lt; <>\"' ABC |&nbsp;&AMP;",
    );
  });

  it("decodes an Excel header's codes as the sheet holds them (calamine-date.xlsx)", () => {
    const raw = /<oddHeader>([^<]*)</.exec(part("xlsx/calamine-date.xlsx", "xl/worksheets/sheet1.xml"))?.[1];
    expect(decodeEntities(raw ?? "")).toBe('&C&"Times New Roman,Обычный"&12&A');
  });
});

describe("attr", () => {
  it("reads a cell's address and style index from a real sheet's tags", () => {
    const tags = [...part("xlsx/calamine-date.xlsx", "xl/worksheets/sheet1.xml").matchAll(/<c\b[^>]*>/g)];
    expect(tags.slice(0, 3).map((m) => [attr(m[0], "r"), attr(m[0], "s"), attr(m[0], "t")])).toEqual([
      ["A1", "1", "n"],
      ["B1", "2", "n"],
      ["A2", "1", "n"],
    ]);
  });

  it("matches the whole name, reads single quotes and decodes the value", () => {
    const sheet = /<sheet\b[^>]*>/.exec(part("xlsx/calamine-date.xlsx", "xl/workbook.xml"))![0];
    expect(attr(sheet, "r:id")).toBe("rId2");
    expect(attr(sheet, "id")).toBeUndefined();
    expect(attr(sheet, "sheetId")).toBe("1");
    expect(attr(`<x a='1' b="Tom &amp; Jerry">`, "a")).toBe("1");
    expect(attr(`<x a='1' b="Tom &amp; Jerry">`, "b")).toBe("Tom & Jerry");
  });
});
