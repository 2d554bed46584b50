/**
 * YouTube description generator: a description built from a
 * template with a fixed timestamp block (0:00, 1:30, 3:45, 7:20, 9:15), social and
 * resource link placeholders for the creator to fill in, an optional call to action,
 * optional hashtags (the topic without spaces, 4 fixed tags, and the category tag
 * when the category is not "general"), a disclaimer and a © 2025 copyright line.
 *
 * The opening paragraph and the call to action are picked at random from a few
 * variants, so "Generate New Description" gives a fresh wording.
 */
import { CHARACTER_LIMITS, RECOMMENDED_LENGTHS } from "#app/tool-kit/generators/character-limits.ts";
import { defaultRandom, pickOne, type Random } from "#app/tool-kit/generators/random.ts";
import { cleanText, fillTemplate, toHashtag } from "#app/tool-kit/text/text-format.ts";
import { type YoutubeCategory } from "#app/tool-kit/generators/youtube-categories.ts";

export const MISSING_FIELDS_MESSAGE = "Please enter both video title and topic";

/** 'Generating' state length: 1.5 s for the description. */
export const DELAY_MS = 1500;

export const DESCRIPTION_MAX_LENGTH = CHARACTER_LIMITS.youtubeDescription;
/** Characters shown above "...more": the tips say put the essentials there. */
export const DESCRIPTION_PREVIEW_LENGTH = RECOMMENDED_LENGTHS.youtubeDescriptionPreview;

const TIMESTAMPS = [
  { time: "0:00", label: "Introduction" },
  { time: "1:30", label: "Why {topic} matters" },
  { time: "3:45", label: "Step-by-step walkthrough" },
  { time: "7:20", label: "Common mistakes to avoid" },
  { time: "9:15", label: "Final thoughts and next steps" },
] as const;

/** The four tags every description with hashtags carries, after the topic tag. */
export const FIXED_DESCRIPTION_HASHTAGS = ["#YouTube", "#Tutorial", "#HowTo", "#Tips"] as const;

const COPYRIGHT_YEAR = 2025;

export const DISCLAIMER =
  "DISCLAIMER: This video is for general information and education only. Results vary from person to person, so do your own research before acting on any advice. Some links above may be affiliate links: if you buy through them, the channel may earn a small commission at no extra cost to you.";

export const COPYRIGHT_LINE = `© ${COPYRIGHT_YEAR} [Your Channel Name]. All rights reserved.`;

/** Opening paragraphs; `{title}` and `{topic}` as typed. */
export const INTRO_VARIANTS: readonly string[] = [
  "In this video, we dive into {topic}. Whether you're just getting started or looking to level up, you'll walk away with practical advice you can use right away.",
  "Want to get better at {topic}? This video breaks it down step by step, with clear examples and the tips we wish we'd had when we started.",
  "Everything you need to know about {topic}, in one video. We cover the basics, share what actually works, and point out the mistakes that hold most people back.",
  "{Topic} doesn't have to be complicated. In this video, we walk you through it from start to finish, so you can follow along and see results for yourself.",
];

/** One line per category, added after the opening paragraph. */
export const CATEGORY_LINES: Readonly<Record<YoutubeCategory, string>> = {
  general: "Grab a notebook: there's a lot of useful detail packed into this one.",
  gaming: "Grab your controller: these tips work whether you play casually or competitively.",
  tech: "We tested everything ourselves, so you get honest results rather than spec-sheet promises.",
  lifestyle: "Take what works for you and leave the rest: small changes add up.",
  education: "Pause whenever you need to: each section builds on the one before it.",
  entertainment: "Sit back, relax and enjoy the ride: you won't want to miss the ending.",
  music: "Put your headphones on for the best listening experience.",
  fitness: "Always warm up first, and go at a pace that feels right for your body.",
  food: "Check the pinned comment for the full ingredient list and measurements.",
  travel: "Save this video for your next trip: every tip comes from our own time on the road.",
};

/** Calls to action; `{topic}` as typed. */
export const CALL_TO_ACTION_VARIANTS: readonly string[] = [
  "👍 If this video helped you, give it a like and subscribe for more videos about {topic}. Turn on notifications 🔔 so you never miss an upload!",
  "🔔 Subscribe and hit the bell for a new video every week. Got a question about {topic}? Drop it in the comments and we'll answer it in a future video!",
  "💬 Tell us in the comments what you'd like to learn next about {topic}, and don't forget to like, subscribe and share this video with a friend who needs it!",
];

export const SOCIAL_LINKS_BLOCK = [
  "🔗 CONNECT WITH US",
  "Instagram: [Your Instagram link]",
  "Twitter/X: [Your Twitter/X link]",
  "TikTok: [Your TikTok link]",
  "Website: [Your website link]",
].join("\n");

export const RESOURCES_BLOCK = [
  "📚 RESOURCES MENTIONED",
  "[Resource 1: name and link]",
  "[Resource 2: name and link]",
  "[Resource 3: name and link]",
].join("\n");

export interface DescriptionInput {
  title: string;
  topic: string;
  category: YoutubeCategory;
  /** 'Include hashtags' checkbox; on by default. */
  includeHashtags?: boolean;
  /** 'Include call-to-action' checkbox; on by default. */
  includeCallToAction?: boolean;
}

export const DEFAULT_DESCRIPTION_OPTIONS = { includeHashtags: true, includeCallToAction: true } as const;

export function validateDescriptionInput(input: { title: string; topic: string }): string | null {
  return input.title.trim().length === 0 || input.topic.trim().length === 0 ? MISSING_FIELDS_MESSAGE : null;
}

/**
 * Hashtags line: #topic (spaces and punctuation removed, letters as typed), the 4
 * fixed tags, then #category unless the category is "general".
 */
export function descriptionHashtags(topic: string, category: YoutubeCategory): string[] {
  const topicTag = toHashtag(topic, false);
  const tags = [topicTag, ...FIXED_DESCRIPTION_HASHTAGS].filter((tag) => tag.length > 0);
  if (category !== "general") tags.push(`#${category}`);
  return tags;
}

export function timestampBlock(topic: string): string {
  const lines = TIMESTAMPS.map((entry) => `${entry.time} - ${fillTemplate(entry.label, { topic })}`);
  return ["⏱️ TIMESTAMPS", ...lines].join("\n");
}

/** The full description text, sections separated by blank lines. */
export function generateDescription(input: DescriptionInput, random: Random = defaultRandom): string {
  const title = cleanText(input.title);
  const topic = cleanText(input.topic);
  const includeHashtags = input.includeHashtags ?? DEFAULT_DESCRIPTION_OPTIONS.includeHashtags;
  const includeCallToAction = input.includeCallToAction ?? DEFAULT_DESCRIPTION_OPTIONS.includeCallToAction;

  const intro = fillTemplate(pickOne(INTRO_VARIANTS, random), { topic, title });
  const callToAction = fillTemplate(pickOne(CALL_TO_ACTION_VARIANTS, random), { topic });

  const sections: string[] = [title, `${intro} ${CATEGORY_LINES[input.category]}`, timestampBlock(topic)];
  if (includeCallToAction) sections.push(callToAction);
  sections.push(SOCIAL_LINKS_BLOCK, RESOURCES_BLOCK);
  if (includeHashtags) sections.push(descriptionHashtags(topic, input.category).join(" "));
  sections.push(DISCLAIMER, COPYRIGHT_LINE);
  return sections.join("\n\n");
}
