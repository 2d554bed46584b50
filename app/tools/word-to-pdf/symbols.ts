/** Characters of symbol and math fonts' private use area, drawn as the Unicode characters they look like. */
// Symbol and Wingdings characters sit in the private use area (F0xx): draw the common ones as their Unicode look-alikes.
const SYMBOLS: Record<number, string> = {
  0xf0b7: "•",
  0xf0a7: "▪",
  0xf0a8: "□",
  0xf06c: "●",
  0xf06e: "■",
  0xf0fc: "✓",
  0xf0d8: "➢",
  0xf0e0: "→",
  0xf0ae: "→",
  0xf02d: "–",
  0xf0b0: "°",
  0xf0b1: "±",
  0xf0a3: "≤",
  0xf0b3: "≥",
  0xf0b4: "×",
  0xf0b8: "÷",
  0xf0b9: "≠",
  0xf0bb: "≈",
};

// Stretchy pieces of a math font's private use area that equations flattened to text keep (read
// from their use in bug59058.docx): display-size brackets, summation and radical.
const MATH_PIECES: Record<number, string> = {
  0xe037: "(",
  0xe038: ")",
  0xe080: "[",
  0xe081: "]",
  0xe053: "∑",
  0xe136: "√",
  0xe135: "\u00af",
};

export function symbolText(text: string): string {
  if (!/[\ue000-\uf0ff]/.test(text)) return text;
  return text
    .replace(/[\uf000-\uf0ff]/g, (c) => SYMBOLS[c.charCodeAt(0)] ?? "•")
    .replace(/[\ue000-\ue1ff]/g, (c) => MATH_PIECES[c.charCodeAt(0)] ?? c);
}
