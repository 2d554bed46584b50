// The social media sizes and the crop that fills them: plain maths, no browser APIs,
// so the unit tests check every output rectangle exactly.

export interface SizePreset {
  id: string;
  label: string;
  width: number;
  height: number;
}

export const SOCIAL_PRESETS = [
  { id: "instagram-post", label: "Instagram post", width: 1080, height: 1080 },
  { id: "instagram-story", label: "Instagram story", width: 1080, height: 1920 },
  { id: "instagram-reel-cover", label: "Instagram reel cover", width: 1080, height: 1920 },
  { id: "youtube-thumbnail", label: "YouTube thumbnail", width: 1280, height: 720 },
  { id: "youtube-channel-art", label: "YouTube channel art", width: 2560, height: 1440 },
  { id: "facebook-cover", label: "Facebook cover", width: 851, height: 315 },
  { id: "linkedin-banner", label: "LinkedIn banner", width: 1584, height: 396 },
  { id: "x-header", label: "X header", width: 1500, height: 500 },
  { id: "whatsapp-profile", label: "WhatsApp profile", width: 500, height: 500 },
] as const satisfies readonly SizePreset[];

/** Custom sizes: whole pixels from 16 to 8,000 a side (a browser canvas allows about that). */
const CUSTOM_MIN = 16;
const CUSTOM_MAX = 8000;

/** The message for a custom width or height, or null when it is fine. */
export function customSizeProblem(text: string, side: "width" | "height"): string | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return `Enter the ${side} in whole pixels, e.g. 1200.`;
  const value = Number(trimmed);
  if (value < CUSTOM_MIN || value > CUSTOM_MAX)
    return `The ${side} must be between ${CUSTOM_MIN} and ${CUSTOM_MAX.toLocaleString("en-GB")} pixels.`;
  return null;
}

/** A point of the picture as fractions of its width and height (0..1), the part to keep in view. */
export interface FocusPoint {
  x: number;
  y: number;
}

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The part of a source image (in its pixels) that, scaled, fills the target exactly:
 * the largest rectangle of the target's aspect ratio, centred on the focus point as
 * far as the picture's edges allow.
 */
export function coverCrop(
  source: { width: number; height: number },
  target: { width: number; height: number },
  focus: FocusPoint,
): CropRect {
  const scale = Math.max(target.width / source.width, target.height / source.height);
  const width = Math.min(source.width, target.width / scale);
  const height = Math.min(source.height, target.height / scale);
  const x = clamp(clamp(focus.x, 0, 1) * source.width - width / 2, 0, source.width - width);
  const y = clamp(clamp(focus.y, 0, 1) * source.height - height / 2, 0, source.height - height);
  return { x, y, width, height };
}

/** Moves the focus point by a key press: arrows 5 % of the picture, with Shift 1 %. Null for other keys. */
export function nudgeFocus(focus: FocusPoint, key: string, fine: boolean): FocusPoint | null {
  const step = fine ? 0.01 : 0.05;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  if (!move) return key === "Home" ? { x: 0.5, y: 0.5 } : null;
  return { x: clamp(focus.x + move[0], 0, 1), y: clamp(focus.y + move[1], 0, 1) };
}

/** "photo.jpg" at 1080×1920 → "photo-1080x1920.jpg": the size in the name tells versions apart. */
export function resizedName(originalName: string, size: { width: number; height: number }, extension: string): string {
  const name = originalName.split(/[\\/]/).pop()?.trim() ?? "";
  const dot = name.lastIndexOf(".");
  const base = (dot > 0 ? name.slice(0, dot) : name).trim() || "resized";
  return `${base}-${size.width}x${size.height}.${extension}`;
}
