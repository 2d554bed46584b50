/** Category options shared by the four YouTube generators. */
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

export const YOUTUBE_CATEGORY_VALUES: readonly YoutubeCategory[] = YOUTUBE_CATEGORIES.map((category) => category.value);
