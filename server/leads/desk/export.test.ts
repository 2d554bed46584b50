import { describe, expect, it } from "vitest";
import { csvCell, jsonArrayChunks } from "./export.ts";

async function collect(chunks: AsyncIterable<string>) {
  let text = "";
  for await (const chunk of chunks) text += chunk;
  return text;
}

async function* items<T>(list: T[]) {
  for (const item of list) yield item;
}

describe("export helpers", () => {
  it("writes the same text as JSON.stringify(list, null, 2)", async () => {
    for (const list of [[], [{ a: 1 }], [{ a: [1, "x"], b: { c: null } }, { d: "e\nf" }]] as unknown[][]) {
      expect(await collect(jsonArrayChunks(items(list)))).toBe(`${JSON.stringify(list, null, 2)}\n`);
    }
  });

  it("quotes CSV cells and neutralises formulas but not phone numbers", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-cmd|' /C calc'!A0")).toBe("'-cmd|' /C calc'!A0");
    expect(csvCell("+91 98765 43210")).toBe("+91 98765 43210");
    expect(csvCell(["Google Ads", "SEO"])).toBe("Google Ads; SEO");
    expect(csvCell(null)).toBe("");
    expect(csvCell(3)).toBe("3");
  });
});
