/**
 * YouTube hashtag generator: every topic word longer than 2 characters (common English
 * words aside) gives a plain tag, a tips tag and a tutorial tag; the category's list and
 * 11 generic tags are added; repeats removed; shuffled and cut to 30.
 */
import { defaultRandom, shuffle, type Random } from "#app/tool-kit/generators/random.ts";
import { isStopWord } from "#app/tool-kit/text/stop-words.ts";
import { cleanText, hashtagBody, requiredText, uniqueCaseInsensitive } from "#app/tool-kit/text/text-format.ts";
import { type YoutubeCategory } from "#app/tool-kit/generators/youtube-categories.ts";

export const EMPTY_TOPIC_MESSAGE = "Please enter a topic";

/** 'Generating' state length: 1 s. */
export const DELAY_MS = 1000;

export const HASHTAG_RESULT_COUNT = 30;

/** Topic words must be longer than this many characters to become tags. */
const MIN_TOPIC_WORD_LENGTH_EXCLUSIVE = 2;

export const CATEGORY_HASHTAGS: Readonly<Record<YoutubeCategory, readonly string[]>> = {
  general: ["#vlog", "#howto", "#tips", "#lifehacks", "#dailyvlog", "#community", "#ideas", "#creator"],
  gaming: ["#gaming", "#gamer", "#gameplay", "#videogames", "#letsplay", "#gamingcommunity", "#streamer", "#pcgaming"],
  tech: ["#tech", "#technology", "#gadgets", "#techreview", "#unboxing", "#smartphone", "#innovation", "#techtips"],
  lifestyle: [
    "#lifestyle",
    "#dayinmylife",
    "#selfcare",
    "#routine",
    "#productivity",
    "#homedecor",
    "#wellness",
    "#lifestylevlog",
  ],
  education: [
    "#education",
    "#learning",
    "#study",
    "#tutorial",
    "#explained",
    "#studytips",
    "#knowledge",
    "#learnsomethingnew",
  ],
  entertainment: [
    "#entertainment",
    "#funny",
    "#comedy",
    "#reaction",
    "#challenge",
    "#movies",
    "#behindthescenes",
    "#memes",
  ],
  music: ["#music", "#newmusic", "#musician", "#cover", "#singer", "#songwriter", "#producer", "#livemusic"],
  fitness: ["#fitness", "#workout", "#gym", "#fitnessmotivation", "#homeworkout", "#training", "#health", "#exercise"],
  food: ["#food", "#cooking", "#recipe", "#foodie", "#homecooking", "#easyrecipes", "#baking", "#foodlover"],
  travel: [
    "#travel",
    "#wanderlust",
    "#travelvlog",
    "#traveltips",
    "#adventure",
    "#explore",
    "#travelguide",
    "#backpacking",
  ],
};

/** The 11 tags added to every result. */
export const GENERIC_HASHTAGS = [
  "#youtube",
  "#youtuber",
  "#subscribe",
  "#youtubechannel",
  "#newvideo",
  "#video",
  "#viral",
  "#trending",
  "#contentcreator",
  "#youtubevideo",
  "#watchnow",
] as const;

export interface HashtagGeneratorInput {
  topic: string;
  category: YoutubeCategory;
}

export const validateTopic = requiredText(EMPTY_TOPIC_MESSAGE);

/**
 * Topic words usable as tags: lower case, punctuation removed, longer than 2
 * characters, no repeats. Common English words ("how", "for", "the") are skipped as
 * well, since #fortutorial helps nobody.
 */
export function topicWords(topic: string): string[] {
  const words = cleanText(topic.toLowerCase())
    .split(" ")
    .filter((word) => !isStopWord(word))
    .map(hashtagBody)
    .filter((word) => [...word].length > MIN_TOPIC_WORD_LENGTH_EXCLUSIVE && !isStopWord(word));
  return uniqueCaseInsensitive(words);
}

/** Every tag before shuffling: per word #word, #wordtips, #wordtutorial; then the category list; then the 11 generic tags; repeats removed. */
export function hashtagCandidates(input: HashtagGeneratorInput): string[] {
  const fromTopic = topicWords(input.topic).flatMap((word) => [`#${word}`, `#${word}tips`, `#${word}tutorial`]);
  return uniqueCaseInsensitive([...fromTopic, ...CATEGORY_HASHTAGS[input.category], ...GENERIC_HASHTAGS]);
}

/** Up to 30 hashtags in random order ("Generate More Hashtags" reshuffles and, for long topics, reselects). */
export function generateHashtags(input: HashtagGeneratorInput, random: Random = defaultRandom): string[] {
  return shuffle(hashtagCandidates(input), random).slice(0, HASHTAG_RESULT_COUNT);
}

/** What 'Copy All' puts on the clipboard: the tags separated by spaces. */
export function formatHashtagsForCopy(hashtags: readonly string[]): string {
  return hashtags.join(" ");
}
