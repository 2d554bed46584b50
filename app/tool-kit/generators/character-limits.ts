/**
 * Platform text limits, so pages can show "123 / 2,200" counters.
 *
 * Sources:
 * - Instagram caption 2,200 characters: Instagram Graph API, media creation
 *   (`caption` "maximum 2,200 characters, 30 hashtags and 20 @ tags").
 * - TikTok caption 2,200: TikTok for Developers, Content Posting API, Direct Post
 *   reference (https://developers.tiktok.com/doc/content-posting-api-reference-direct-post):
 *   `post_info.title` is limited to 2,200 UTF-16 runes. TikTok raised in-app captions
 *   from 300 to 2,200 in September 2022; some accounts can type more in the app, but
 *   2,200 is the limit every posting route accepts.
 * - YouTube title 100 and description 5,000 characters: YouTube Help, "Add video
 *   details" (title up to 100 characters, description up to 5,000 characters).
 */
export const CHARACTER_LIMITS = {
  instagramCaption: 2200,
  tiktokCaption: 2200,
  youtubeDescription: 5000,
  youtubeTitle: 100,
} as const;

export type CharacterLimitName = keyof typeof CHARACTER_LIMITS;

/** Lengths the generators' tips recommend: advice, not limits. */
export const RECOMMENDED_LENGTHS = {
  /** Characters of a YouTube description shown above "more" in search. */
  youtubeDescriptionPreview: 125,
  /** Characters of a YouTube title before it is cut in most layouts. */
  youtubeTitle: 60,
  youtubeHashtags: { min: 3, max: 5 },
  captionHashtags: { min: 5, max: 10 },
} as const;

/**
 * Characters as the platforms count them: UTF-16 code units (`string.length`). An
 * emoji therefore counts as 2, as it does against TikTok's API limit, so a text
 * within the counter is always within the platform's limit.
 */
export function countLimitCharacters(text: string): number {
  return text.length;
}

export interface CharacterLimitStatus {
  count: number;
  limit: number;
  /** Negative when over the limit. */
  remaining: number;
  isOverLimit: boolean;
  /** count / limit, capped at 1, for a progress bar. */
  ratio: number;
}

export function getCharacterLimitStatus(text: string, limit: number): CharacterLimitStatus {
  const count = countLimitCharacters(text);
  return {
    count,
    limit,
    remaining: limit - count,
    isOverLimit: count > limit,
    ratio: limit > 0 ? Math.min(count / limit, 1) : 1,
  };
}

export function getPlatformLimitStatus(text: string, name: CharacterLimitName): CharacterLimitStatus {
  return getCharacterLimitStatus(text, CHARACTER_LIMITS[name]);
}
