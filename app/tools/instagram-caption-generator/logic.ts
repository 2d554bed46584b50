/**
 * Instagram caption generator: 4 captions per request in the
 * chosen mood, drawn from a larger pool so "Generate More Captions" gives new ones.
 * With hashtags on, each caption gets the first 5 of the mood's 8 tags (the topic
 * tag first); with emojis off, the emojis of the templates are removed.
 */
import { labelledOptions } from "#app/tool-kit/generators/options.ts";
import { buildCaptions, type CaptionOptions, type CaptionPlatform } from "#app/tool-kit/generators/caption-engine.ts";
import { CHARACTER_LIMITS } from "#app/tool-kit/generators/character-limits.ts";
import { defaultRandom, pickMany, type Random } from "#app/tool-kit/generators/random.ts";
import { requiredText } from "#app/tool-kit/text/text-format.ts";

export const EMPTY_TOPIC_MESSAGE = "Please enter a post topic";

/** 'Generating' state length: 1 s. */
export const DELAY_MS = 1000;

export const CAPTION_RESULT_COUNT = 4;
export const APPENDED_HASHTAG_COUNT = 5;
export const CAPTION_MAX_LENGTH = CHARACTER_LIMITS.instagramCaption;

export const INSTAGRAM_MOODS = labelledOptions({
  casual: "Casual & Friendly",
  professional: "Professional",
  inspirational: "Inspirational",
  funny: "Funny & Humorous",
  motivational: "Motivational",
  storytelling: "Storytelling",
});

export type InstagramMood = (typeof INSTAGRAM_MOODS)[number]["value"];

/** Caption templates per mood; `{topic}` as typed, `{Topic}` at a sentence start. */
export const CAPTION_TEMPLATES: Readonly<Record<InstagramMood, readonly string[]>> = {
  casual: [
    "Just another day loving {topic}! ☀️ Who else is with me?",
    "Can't get enough of {topic} lately. 😍 Tell me I'm not the only one!",
    "{Topic} kind of day! 🙌 What are you up to this weekend?",
    "Low-key obsessed with {topic} right now. 💛 Drop your favourite tip below 👇",
    "Weekend plans: {topic}, good coffee and zero stress ☕",
    "Sharing a little {topic} moment with you all. 📸 Hope it makes you smile!",
    "If you need me, I'll be busy with {topic} 😌✨",
    "Real talk: {topic} makes everything better. 🤗 Agree?",
  ],
  professional: [
    "Here's what we've learned about {topic}, and why it matters for your business 📊",
    "{Topic} isn't just a trend, it's a strategy. Here are the insights shaping our approach 💼",
    "Three lessons {topic} has taught our team this year. Which one resonates with you? 👇",
    "Excellence in {topic} comes from consistent, deliberate work. Here's a look behind the scenes 🔍",
    "Planning your next move in {topic}? Save this post for your next strategy session 📌",
    "Great results in {topic} start with clear goals and honest data 📈",
    "Proud of the progress we're making in {topic}. Thank you to everyone who made it possible 🤝",
    "Quick insight: the best {topic} results come from testing, learning and refining 💡",
  ],
  inspirational: [
    "Every journey with {topic} begins with a single step. ✨ Take yours today.",
    "Find the beauty in {topic}, and let it remind you how far you've come 🌅",
    "{Topic} taught me that progress matters more than perfection 🌱",
    "Let {topic} be the spark that lights up your day 💫",
    "Dream big, start small, and let {topic} show you what's possible 🌟",
    "Some of life's best moments are found in {topic}. 🌸 Slow down and enjoy them.",
    "Believe in the magic of {topic}, and in yourself 🦋",
    "The best views come after the hardest climbs. Keep going with {topic} 🏔️",
  ],
  funny: [
    "Me: I'll only spend five minutes on {topic}. Also me, three hours later: still here 😅",
    "{Topic}: because adulting is hard and we all deserve a little joy 🤷",
    "My friends say I talk about {topic} too much. Anyway, here's more {topic} 😂",
    "Relationship status: fully committed to {topic} 💍😆",
    "Not saying {topic} is my whole personality, but it kind of is 🙃",
    "Plot twist: {topic} was the main character all along 🎬😂",
    "Current mood: 10% sleep, 90% {topic} 🔋😂",
    "I came for {topic}. I stayed for {topic}. Send help 🆘😂",
  ],
  motivational: [
    "Your only limit with {topic} is the one you set for yourself 💪",
    "Show up for {topic} every day, even when it's hard. Especially when it's hard 🔥",
    "Small steps in {topic} every day lead to big results 🚀",
    "Stop waiting for the perfect moment to focus on {topic}. Start now and make it count 💯",
    "Discipline beats motivation. Commit to {topic} and watch what happens 🏆",
    "Success in {topic} comes from what you do consistently, not occasionally ⚡",
    "Push yourself with {topic}, because no one else is going to do it for you 💥",
    "Dream it. Plan it. Do it. Your {topic} goals are closer than you think 🎯",
  ],
  storytelling: [
    "It all started with a simple idea about {topic}. I had no clue where it would lead 📖",
    "A year ago, I knew almost nothing about {topic}. Here's what I've learned since 👇",
    "Let me tell you about the day {topic} changed everything for me ✨",
    "There's a story behind every {topic} post, and today I'm sharing mine 📷",
    "The first time I tried {topic}, nothing went to plan. Here's why I didn't give up 🌱",
    "Chapter one of my {topic} journey: the messy, honest beginning 📝",
    "People often ask how I got into {topic}. It started with a single yes 💬",
    "Looking back on my {topic} journey, these are the moments I'll never forget 🕰️",
  ],
};

/** Seven mood tags; the topic tag goes first, making 8. */
const MOOD_HASHTAGS: Readonly<Record<InstagramMood, readonly string[]>> = {
  casual: ["#instagood", "#photooftheday", "#instadaily", "#goodvibes", "#weekendvibes", "#happy", "#explore"],
  professional: ["#business", "#entrepreneur", "#marketing", "#growth", "#leadership", "#strategy", "#success"],
  inspirational: ["#inspiration", "#positivevibes", "#mindfulness", "#gratitude", "#believe", "#dreambig", "#inspo"],
  funny: ["#funny", "#humor", "#lol", "#relatable", "#memes", "#comedy", "#laugh"],
  motivational: ["#motivation", "#mindset", "#goals", "#discipline", "#nevergiveup", "#grind", "#success"],
  storytelling: ["#storytime", "#mystory", "#journey", "#behindthescenes", "#reallife", "#memories", "#throwback"],
};

export const INSTAGRAM_CAPTIONS: CaptionPlatform<InstagramMood> = {
  templates: CAPTION_TEMPLATES,
  hashtags: MOOD_HASHTAGS,
  spareHashtags: ["#instagram", "#igdaily"],
  appendedHashtagCount: APPENDED_HASHTAG_COUNT,
};

export interface CaptionInput extends CaptionOptions {
  mood: InstagramMood;
}

export const validateTopic = requiredText(EMPTY_TOPIC_MESSAGE);

/** 4 captions in the chosen mood, picked and ordered with `random`. */
export function generateCaptions(input: CaptionInput, random: Random = defaultRandom): string[] {
  const templates = pickMany(CAPTION_TEMPLATES[input.mood], CAPTION_RESULT_COUNT, random);
  return buildCaptions(INSTAGRAM_CAPTIONS, templates, input.mood, input);
}
