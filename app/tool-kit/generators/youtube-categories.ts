import { labelledOptions, toOptionValue } from "./options.ts";

/** Category options shared by the four YouTube generators. */
export const YOUTUBE_CATEGORIES = labelledOptions({
  general: "General",
  gaming: "Gaming",
  tech: "Technology",
  lifestyle: "Lifestyle",
  education: "Education",
  entertainment: "Entertainment",
  music: "Music",
  fitness: "Fitness",
  food: "Food & Cooking",
  travel: "Travel",
});

export type YoutubeCategory = (typeof YOUTUBE_CATEGORIES)[number]["value"];

export const YOUTUBE_CATEGORY_VALUES: readonly YoutubeCategory[] = YOUTUBE_CATEGORIES.map((category) => category.value);

/** The 'Category' select of the four YouTube generators, as GeneratorTool's `selects`. */
export const YOUTUBE_CATEGORY_SELECTS = [{ name: "category", label: "Category", options: YOUTUBE_CATEGORIES }] as const;

/** The category chosen in that select. */
export function chosenCategory(values: { category: string }): YoutubeCategory {
  return toOptionValue(YOUTUBE_CATEGORIES, values.category);
}
