import type { AccentColour } from "#contracts/content/schema.ts";

// Class strings per accent colour, written out in full so Tailwind finds them.

/** Icon tile: soft background, strong foreground. */
export const accentIconTile: Record<AccentColour, string> = {
  blue: "bg-blue-100 text-blue-700",
  indigo: "bg-indigo-100 text-indigo-700",
  violet: "bg-violet-100 text-violet-700",
  pink: "bg-pink-100 text-pink-700",
  rose: "bg-rose-100 text-rose-700",
  orange: "bg-orange-100 text-orange-700",
  amber: "bg-amber-100 text-amber-800",
  emerald: "bg-emerald-100 text-emerald-700",
  teal: "bg-teal-100 text-teal-700",
  sky: "bg-sky-100 text-sky-700",
};

/** Block background of a Services-page block. */
export const accentSoftBackground: Record<AccentColour, string> = {
  blue: "bg-blue-50",
  indigo: "bg-indigo-50",
  violet: "bg-violet-50",
  pink: "bg-pink-50",
  rose: "bg-rose-50",
  orange: "bg-orange-50",
  amber: "bg-amber-50",
  emerald: "bg-emerald-50",
  teal: "bg-teal-50",
  sky: "bg-sky-50",
};

/** Top border of a card in the accent colour. */
export const accentBorderTop: Record<AccentColour, string> = {
  blue: "border-t-blue-600",
  indigo: "border-t-indigo-600",
  violet: "border-t-violet-600",
  pink: "border-t-pink-600",
  rose: "border-t-rose-600",
  orange: "border-t-orange-500",
  amber: "border-t-amber-500",
  emerald: "border-t-emerald-600",
  teal: "border-t-teal-600",
  sky: "border-t-sky-600",
};

/** Check marks and small text in the accent colour (AA on white and on the soft background). */
export const accentText: Record<AccentColour, string> = {
  blue: "text-blue-700",
  indigo: "text-indigo-700",
  violet: "text-violet-700",
  pink: "text-pink-700",
  rose: "text-rose-700",
  orange: "text-orange-700",
  amber: "text-amber-800",
  emerald: "text-emerald-700",
  teal: "text-teal-700",
  sky: "text-sky-700",
};
