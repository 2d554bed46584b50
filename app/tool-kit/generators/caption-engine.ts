/**
 * The caption engine of the Instagram and TikTok caption generators. Each platform gives
 * its data: caption templates and seven hashtags per tone (Instagram's moods, TikTok's
 * styles), spare tags and how many tags a caption carries. A caption is its template
 * with `{topic}` as typed and `{Topic}` capitalised at a sentence start; with emojis off
 * the template's emojis are removed (the topic's own stay); with hashtags on, the first
 * tags of the tone's pool follow after a blank line.
 */
import {
  cleanText,
  fillTemplate,
  stripEmojis,
  toHashtag,
  uniqueCaseInsensitive,
} from "#app/tool-kit/text/text-format.ts";

/** A tone's tags: the topic tag, then the tone's seven, made up from the spares when needed. */
export const HASHTAG_POOL_SIZE = 8;

export interface CaptionPlatform<S extends string> {
  templates: Readonly<Record<S, readonly string[]>>;
  /** Seven tags per tone; the topic tag goes first, making 8. */
  hashtags: Readonly<Record<S, readonly string[]>>;
  /** Used to make up 8 tags when the topic gives no tag or repeats a tone tag. */
  spareHashtags: readonly string[];
  /** How many of the 8 tags end each caption. */
  appendedHashtagCount: number;
}

export interface CaptionOptions {
  topic: string;
  /** 'Include hashtags' checkbox; on by default. */
  includeHashtags?: boolean;
  /** 'Include emojis' checkbox; on by default. */
  includeEmojis?: boolean;
}

/** The 8 tags of a topic and tone: the topic tag, then the tone's tags. */
export function captionHashtags<S extends string>(platform: CaptionPlatform<S>, topic: string, tone: S): string[] {
  const tags = [toHashtag(topic), ...platform.hashtags[tone], ...platform.spareHashtags].filter(Boolean);
  return uniqueCaseInsensitive(tags).slice(0, HASHTAG_POOL_SIZE);
}

/** One caption from one template with the options applied. */
export function buildCaption<S extends string>(
  platform: CaptionPlatform<S>,
  template: string,
  tone: S,
  options: CaptionOptions,
): string {
  const topic = cleanText(options.topic);
  const withEmojis = options.includeEmojis ?? true;
  const text = fillTemplate(withEmojis ? template : stripEmojis(template), { topic });
  if (!(options.includeHashtags ?? true)) return text;
  const tags = captionHashtags(platform, topic, tone).slice(0, platform.appendedHashtagCount);
  return `${text}\n\n${tags.join(" ")}`;
}

/** The captions of the given templates, in their order; none for a blank topic. */
export function buildCaptions<S extends string>(
  platform: CaptionPlatform<S>,
  templates: readonly string[],
  tone: S,
  options: CaptionOptions,
): string[] {
  if (cleanText(options.topic).length === 0) return [];
  return templates.map((template) => buildCaption(platform, template, tone, options));
}
