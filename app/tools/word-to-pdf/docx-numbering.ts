/** Numbered and bulleted list labels from numbering.xml ("1.", "a)", "iv.", "•"), counted as Word does. */
import { readParaProps, readRunProps, val, type ParaProps, type RunProps } from "./docx-styles.ts";
import { child, childElements, type XmlElement } from "#app/tool-kit/office/ooxml-xml.ts";

interface Level {
  start: number;
  format: string;
  text: string;
  para: ParaProps;
  run: RunProps;
}

export interface ListLabel {
  text: string;
  para: ParaProps;
  run: RunProps;
}

/** Lower-case Roman numerals, 1 to 3999 (a number outside is clamped into that range). */
export function lowerRoman(n: number): string {
  const table: Array<[number, string]> = [
    [1000, "m"],
    [900, "cm"],
    [500, "d"],
    [400, "cd"],
    [100, "c"],
    [90, "xc"],
    [50, "l"],
    [40, "xl"],
    [10, "x"],
    [9, "ix"],
    [5, "v"],
    [4, "iv"],
    [1, "i"],
  ];
  let out = "";
  let rest = Math.max(1, Math.min(n, 3999));
  for (const [value, letters] of table) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

function letters(n: number): string {
  const letter = String.fromCharCode(97 + ((Math.max(1, n) - 1) % 26));
  return letter.repeat(Math.floor((Math.max(1, n) - 1) / 26) + 1);
}

function formatNumber(n: number, format: string): string {
  switch (format) {
    case "lowerLetter":
      return letters(n);
    case "upperLetter":
      return letters(n).toUpperCase();
    case "lowerRoman":
      return lowerRoman(n);
    case "upperRoman":
      return lowerRoman(n).toUpperCase();
    case "decimalZero":
      return n < 10 ? `0${n}` : String(n);
    case "none":
      return "";
    default:
      return String(n);
  }
}

// Symbol-font bullets (Wingdings, Symbol) are private-use code points: draw a real bullet.
function bulletText(text: string): string {
  if (!text || /[\uf000-\uf0ff]/.test(text)) return text.includes("\uf0a7") ? "▪" : "•";
  return text === "o" ? "◦" : text;
}

export class Numbering {
  private readonly levels = new Map<string, Level[]>();
  private readonly counters = new Map<string, number[]>();

  constructor(root: XmlElement | undefined) {
    const numbering = child(root, "w:numbering");
    const abstracts = new Map<string, Level[]>();
    for (const abstract of childElements(numbering, "w:abstractNum")) {
      const levels: Level[] = [];
      for (const lvl of childElements(abstract, "w:lvl")) {
        const ilvl = Number(lvl.attrs["w:ilvl"]);
        if (!Number.isInteger(ilvl) || ilvl < 0 || ilvl > 8) continue;
        levels[ilvl] = {
          start: Number(val(child(lvl, "w:start")) ?? 1) || 0,
          format: val(child(lvl, "w:numFmt")) ?? "decimal",
          text: val(child(lvl, "w:lvlText")) ?? "",
          para: readParaProps(child(lvl, "w:pPr")),
          run: readRunProps(child(lvl, "w:rPr")),
        };
      }
      const id = abstract.attrs["w:abstractNumId"];
      if (id !== undefined) abstracts.set(id, levels);
    }
    for (const num of childElements(numbering, "w:num")) {
      const id = num.attrs["w:numId"];
      const base = abstracts.get(val(child(num, "w:abstractNumId")) ?? "");
      if (id === undefined || !base) continue;
      const levels = [...base];
      for (const override of childElements(num, "w:lvlOverride")) {
        const ilvl = Number(override.attrs["w:ilvl"]);
        const start = Number(val(child(override, "w:startOverride")));
        const level = levels[ilvl];
        if (level && Number.isFinite(start)) levels[ilvl] = { ...level, start };
      }
      this.levels.set(id, levels);
    }
  }

  /** The label of the next item at this level; undefined when the list is "no list" (numId 0). */
  next(numId: string, ilvl: number): ListLabel | undefined {
    const levels = this.levels.get(numId);
    const level = levels?.[ilvl];
    if (!levels || !level) return undefined;
    const counts = this.counters.get(numId) ?? [];
    for (let i = 0; i < ilvl; i++) counts[i] ??= levels[i]?.start ?? 1;
    counts[ilvl] = counts[ilvl] === undefined ? level.start : counts[ilvl] + 1;
    counts.length = ilvl + 1; // deeper levels start again
    this.counters.set(numId, counts);
    const text =
      level.format === "bullet"
        ? bulletText(level.text)
        : level.text.replace(/%([1-9])/g, (_, d: string) => {
            const at = Number(d) - 1;
            return formatNumber(counts[at] ?? levels[at]?.start ?? 1, levels[at]?.format ?? "decimal");
          });
    return { text, para: level.para, run: level.run };
  }
}
