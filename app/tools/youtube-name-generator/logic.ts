/**
 * YouTube channel name generator: every comma-separated
 * keyword yields the category's 8 name templates plus the suffixes TV, Channel,
 * Official, Network, Media and Content; the list is shuffled and cut to 20.
 */
import { defaultRandom, shuffle, type Random } from "#app/tool-kit/generators/random.ts";
import { cleanText, fillTemplate, toTitleCase, uniqueCaseInsensitive } from "#app/tool-kit/text/text-format.ts";
import { type YoutubeCategory } from "#app/tool-kit/generators/youtube-categories.ts";

export const EMPTY_KEYWORDS_MESSAGE = "Please enter some keywords";

/** 'Generating' state length: 1 s. */
export const DELAY_MS = 1000;

export const NAME_RESULT_COUNT = 20;

export const NAME_SUFFIXES = ["TV", "Channel", "Official", "Network", "Media", "Content"] as const;

/** Eight templates per category; `{keyword}` is the keyword in title case. */
export const NAME_TEMPLATES: Readonly<Record<YoutubeCategory, readonly string[]>> = {
  general: [
    "{keyword} Hub",
    "The {keyword} Show",
    "{keyword} Daily",
    "{keyword} Central",
    "All Things {keyword}",
    "{keyword} Explained",
    "{keyword} Studio",
    "Inside {keyword}",
  ],
  gaming: [
    "{keyword} Gaming",
    "{keyword} Plays",
    "{keyword} Arena",
    "Level Up {keyword}",
    "{keyword} Gameplay",
    "Team {keyword}",
    "{keyword} Respawn",
    "{keyword} Quest",
  ],
  tech: [
    "{keyword} Tech",
    "{keyword} Tech Reviews",
    "{keyword} Unboxed",
    "{keyword} Labs",
    "Tech with {keyword}",
    "{keyword} Gadgets",
    "{keyword} Digital",
    "{keyword} Decoded",
  ],
  lifestyle: [
    "{keyword} Life",
    "{keyword} Living",
    "Living {keyword}",
    "{keyword} Vibes",
    "{keyword} Diaries",
    "Everyday {keyword}",
    "{keyword} and Co",
    "Simply {keyword}",
  ],
  education: [
    "{keyword} Academy",
    "Learn {keyword}",
    "{keyword} Explained",
    "{keyword} Class",
    "{keyword} 101",
    "{keyword} School",
    "Study {keyword}",
    "The {keyword} Lab",
  ],
  entertainment: [
    "{keyword} Entertainment",
    "{keyword} Unscripted",
    "{keyword} Tonight",
    "The {keyword} Show",
    "{keyword} Reacts",
    "{keyword} After Dark",
    "{keyword} Live",
    "{keyword} Uncut",
  ],
  music: [
    "{keyword} Music",
    "{keyword} Beats",
    "{keyword} Sounds",
    "{keyword} Sessions",
    "{keyword} Records",
    "{keyword} Melodies",
    "{keyword} Unplugged",
    "{keyword} Acoustic",
  ],
  fitness: [
    "{keyword} Fitness",
    "{keyword} Fit",
    "{keyword} Strong",
    "{keyword} Workouts",
    "Train with {keyword}",
    "{keyword} Athletics",
    "{keyword} Moves",
    "{keyword} Body Lab",
  ],
  food: [
    "{keyword} Kitchen",
    "{keyword} Eats",
    "Cooking with {keyword}",
    "{keyword} Recipes",
    "{keyword} Bites",
    "Taste of {keyword}",
    "{keyword} Table",
    "{keyword} Bakes",
  ],
  travel: [
    "{keyword} Travels",
    "{keyword} Abroad",
    "{keyword} Adventures",
    "Wandering {keyword}",
    "{keyword} Explores",
    "{keyword} on the Road",
    "{keyword} Journeys",
    "Passport {keyword}",
  ],
};

export interface NameGeneratorInput {
  /** What the visitor typed: keywords separated by commas. */
  keywords: string;
  category: YoutubeCategory;
}

/** "gaming, Retro games ,, " gives ["gaming", "Retro games"]: trimmed, empty ones and repeats dropped. */
export function parseKeywords(input: string): string[] {
  return uniqueCaseInsensitive(
    input
      .split(",")
      .map(cleanText)
      .filter((keyword) => keyword.length > 0),
  );
}

/** 'Please enter some keywords' unless at least one keyword is left after trimming. */
export function validateKeywords(keywords: string): string | null {
  return parseKeywords(keywords).length === 0 ? EMPTY_KEYWORDS_MESSAGE : null;
}

/** "Gaming Gaming" becomes "Gaming" when a keyword repeats a template word next to it. */
function collapseRepeatedWords(name: string): string {
  const words = name.split(" ");
  return words.filter((word, index) => index === 0 || word.toLowerCase() !== words[index - 1]?.toLowerCase()).join(" ");
}

/** All names one keyword yields in a category: 8 templates then 6 suffixes (14, before removing repeats). */
export function namesForKeyword(keyword: string, category: YoutubeCategory): string[] {
  const titled = toTitleCase(keyword);
  if (titled.length === 0) return [];
  const templated = NAME_TEMPLATES[category].map((template) => fillTemplate(template, { keyword: titled }));
  const suffixed = NAME_SUFFIXES.map((suffix) => `${titled} ${suffix}`);
  return [...templated, ...suffixed].map(collapseRepeatedWords);
}

/**
 * Up to 20 channel names, shuffled with `random` (so "Generate More Names" gives a
 * new order and, with several keywords, a new selection). Call validateKeywords first;
 * no keywords gives an empty list.
 */
export function generateChannelNames(input: NameGeneratorInput, random: Random = defaultRandom): string[] {
  const candidates = uniqueCaseInsensitive(
    parseKeywords(input.keywords).flatMap((keyword) => namesForKeyword(keyword, input.category)),
  );
  return shuffle(candidates, random).slice(0, NAME_RESULT_COUNT);
}
