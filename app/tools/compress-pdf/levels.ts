/** The three compression levels: the resolution images are brought down to, and their JPEG quality. */
export const LEVELS = {
  strong: { label: "Strong", hint: "Smallest file, for e-mail and screens (100 dpi)", dpi: 100, quality: 0.5 },
  balanced: { label: "Balanced", hint: "Good for screens and office printing (150 dpi)", dpi: 150, quality: 0.6 },
  light: { label: "Light", hint: "Closest to the original (220 dpi)", dpi: 220, quality: 0.8 },
} as const;

export type CompressionLevel = keyof typeof LEVELS;

export const LEVEL_IDS = Object.keys(LEVELS) as CompressionLevel[];
