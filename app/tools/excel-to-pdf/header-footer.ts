/**
 * A sheet's header or footer as an office suite prints it: Excel's codes split into the
 * left (&L), centre (&C) and right (&R) sections, with the page number (&P), page count
 * (&N), sheet name (&A), date (&D) and time (&T) filled in; font, size, colour and style
 * codes are dropped (the text prints in our font), and so are the file name and path (&F,
 * &Z) and pictures (&G), which the converter does not know.
 */
export interface HeaderFooterText {
  left: string;
  center: string;
  right: string;
}

export interface HeaderFooterFields {
  page: number;
  pages: number;
  sheet: string;
  now: Date;
}

export function headerFooterText(codes: string, fields: HeaderFooterFields): HeaderFooterText {
  const out: HeaderFooterText = { left: "", center: "", right: "" };
  let section: keyof HeaderFooterText = "center";
  for (let i = 0; i < codes.length; i++) {
    const ch = codes[i]!;
    if (ch !== "&") {
      out[section] += ch;
      continue;
    }
    const code = codes[++i] ?? "";
    if (code === "L") section = "left";
    else if (code === "C") section = "center";
    else if (code === "R") section = "right";
    else if (code === "P") out[section] += String(fields.page);
    else if (code === "N") out[section] += String(fields.pages);
    else if (code === "A") out[section] += fields.sheet;
    else if (code === "D") out[section] += fields.now.toLocaleDateString("en-GB");
    else if (code === "T")
      out[section] += fields.now.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
    else if (code === "&") out[section] += "&";
    else if (code === '"')
      i = Math.max(i, codes.indexOf('"', i + 1)); // &"Font,Style"
    else if (code === "K")
      i += 6; // &Krrggbb
    else if (/\d/.test(code)) while (/\d/.test(codes[i + 1] ?? "")) i++; // &12: a font size
  }
  return { left: out.left.trim(), center: out.center.trim(), right: out.right.trim() };
}
