/**
 * TikTok caption generator: each style has a fixed set of 4 or
 * 5 captions. With hashtags on, each caption gets the first 6 of the style's 8 tags
 * (the topic tag first); with emojis off, the emojis of the templates are removed.
 * The set is fixed, so no randomness is involved.
 */
import { labelledOptions } from "#app/tool-kit/generators/options.ts";
import { buildCaptions, type CaptionOptions, type CaptionPlatform } from "#app/tool-kit/generators/caption-engine.ts";
import { CHARACTER_LIMITS } from "#app/tool-kit/generators/character-limits.ts";
import { requiredText } from "#app/tool-kit/text/text-format.ts";

export const EMPTY_TOPIC_MESSAGE = "Please enter a video topic";

/** 'Generating' state length: 1 s. */
export const DELAY_MS = 1000;

export const APPENDED_HASHTAG_COUNT = 6;
/** See character-limits.ts for the source of TikTok's 2,200. */
export const CAPTION_MAX_LENGTH = CHARACTER_LIMITS.tiktokCaption;

export const TIKTOK_STYLES = labelledOptions({
  trendy: "Trendy & Viral",
  funny: "Funny & Humorous",
  educational: "Educational",
  motivational: "Motivational",
  lifestyle: "Lifestyle",
  dance: "Dance & Music",
});

export type TiktokStyle = (typeof TIKTOK_STYLES)[number]["value"];

/** The fixed caption set of each style; `{topic}` as typed, `{Topic}` at a sentence start. */
export const CAPTION_TEMPLATES: Readonly<Record<TiktokStyle, readonly string[]>> = {
  trendy: [
    "POV: you just discovered {topic} 👀✨",
    "{Topic} is about to be everywhere, and you saw it here first 🔥",
    "Wait for it… this {topic} moment hits different 😳",
    "Nobody:\nMe at 2 a.m.: deep-diving into {topic} 💀",
    "Tell me you love {topic} without telling me you love {topic} 👇",
  ],
  funny: [
    "Me pretending I know what I'm doing with {topic} 😂",
    "{Topic}: expectations vs. reality 💀",
    "When someone says {topic} is easy 🙃",
    "Tag the friend who would absolutely fail at {topic} 😆",
    "Day 1 of {topic} vs. day 100. Spot the difference 😂",
  ],
  educational: [
    "3 things I wish I knew about {topic} sooner 🧠",
    "{Topic} explained in under 60 seconds ⏱️",
    "Save this for later: the {topic} tip nobody talks about 📌",
    "Stop scrolling if you want to get better at {topic} ✋",
    "The biggest {topic} mistake beginners make, and how to fix it ✅",
  ],
  motivational: [
    "This is your sign to start {topic} today 💫",
    "Your future self will thank you for sticking with {topic} 💪",
    "Consistency with {topic} beats talent every single time 🔥",
    "One year from now, you'll wish you had started {topic} today 🚀",
  ],
  lifestyle: [
    "A day in my life: {topic} edition ☀️",
    "How {topic} fits into my everyday routine 🌿",
    "Little {topic} moments that make life feel good ✨",
    "Romanticising my life, one {topic} moment at a time 🌸",
  ],
  dance: [
    "Learn this {topic} dance with me, step by step 💃",
    "Can you keep up with this {topic} routine? 🕺🔥",
    "Duet this if you nailed the {topic} moves 🎶",
    "When the {topic} beat drops and you can't sit still 🎵",
    "Practised this {topic} choreography all week. Was it worth it? 👀",
  ],
};

/** Seven style tags; the topic tag goes first, making 8. */
const STYLE_HASHTAGS: Readonly<Record<TiktokStyle, readonly string[]>> = {
  trendy: ["#fyp", "#foryou", "#viral", "#trending", "#foryoupage", "#trend", "#tiktok"],
  funny: ["#fyp", "#funny", "#comedy", "#foryou", "#relatable", "#lol", "#viral"],
  educational: ["#learnontiktok", "#fyp", "#edutok", "#didyouknow", "#foryou", "#tips", "#howto"],
  motivational: ["#motivation", "#fyp", "#mindset", "#foryou", "#selfimprovement", "#goals", "#inspiration"],
  lifestyle: ["#lifestyle", "#fyp", "#dayinmylife", "#foryou", "#aesthetic", "#routine", "#vlog"],
  dance: ["#dance", "#fyp", "#dancechallenge", "#foryou", "#music", "#choreography", "#viral"],
};

export const TIKTOK_CAPTIONS: CaptionPlatform<TiktokStyle> = {
  templates: CAPTION_TEMPLATES,
  hashtags: STYLE_HASHTAGS,
  spareHashtags: ["#tiktok", "#tiktokviral", "#explore"],
  appendedHashtagCount: APPENDED_HASHTAG_COUNT,
};

export interface CaptionInput extends CaptionOptions {
  style: TiktokStyle;
}

export const validateTopic = requiredText(EMPTY_TOPIC_MESSAGE);

/** The style's fixed set of captions (4 or 5), in order. */
export function generateCaptions(input: CaptionInput): string[] {
  return buildCaptions(TIKTOK_CAPTIONS, CAPTION_TEMPLATES[input.style], input.style, input);
}
