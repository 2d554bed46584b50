/** Category options shared by the four YouTube tools (spec, "Transient tool data"). */
export const YOUTUBE_CATEGORIES = [
  { value: "general", label: "General" },
  { value: "gaming", label: "Gaming" },
  { value: "tech", label: "Technology" },
  { value: "lifestyle", label: "Lifestyle" },
  { value: "education", label: "Education" },
  { value: "entertainment", label: "Entertainment" },
  { value: "music", label: "Music" },
  { value: "fitness", label: "Fitness" },
  { value: "food", label: "Food & Cooking" },
  { value: "travel", label: "Travel" },
] as const;

export type YoutubeCategory = (typeof YOUTUBE_CATEGORIES)[number]["value"];

export const DEFAULT_YOUTUBE_CATEGORY: YoutubeCategory = "general";

export const YOUTUBE_CATEGORY_VALUES: readonly YoutubeCategory[] = YOUTUBE_CATEGORIES.map((category) => category.value);

export function isYoutubeCategory(value: unknown): value is YoutubeCategory {
  return typeof value === "string" && (YOUTUBE_CATEGORY_VALUES as readonly string[]).includes(value);
}

/** Any string to a known category; unknown values fall back to "general". */
export function toYoutubeCategory(value: unknown): YoutubeCategory {
  return isYoutubeCategory(value) ? value : DEFAULT_YOUTUBE_CATEGORY;
}

export function getYoutubeCategoryLabel(value: YoutubeCategory): string {
  return YOUTUBE_CATEGORIES.find((category) => category.value === value)?.label ?? "General";
}
