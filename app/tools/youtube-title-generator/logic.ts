/**
 * YouTube title generator: 15 titles per request, drawn at
 * random from the shared templates plus the category's own, so "Generate More
 * Titles" gives a different set.
 */
import { CHARACTER_LIMITS, RECOMMENDED_LENGTHS } from "#app/tool-kit/generators/character-limits.ts";
import { defaultRandom, shuffle, type Random } from "#app/tool-kit/generators/random.ts";
import { fillTemplate, requiredText, toTitleCase, uniqueCaseInsensitive } from "#app/tool-kit/text/text-format.ts";
import { type YoutubeCategory } from "#app/tool-kit/generators/youtube-categories.ts";

export const EMPTY_TOPIC_MESSAGE = "Please enter a topic";

/** 'Generating' state length: 1 s. */
export const DELAY_MS = 1000;

export const TITLE_RESULT_COUNT = 15;

/** YouTube's hard limit, and the length the tips recommend (about 60 characters). */
export const TITLE_MAX_LENGTH = CHARACTER_LIMITS.youtubeTitle;
export const TITLE_RECOMMENDED_LENGTH = RECOMMENDED_LENGTHS.youtubeTitle;

/** Templates for any category; `{topic}` is the topic in headline case. */
export const SHARED_TITLE_TEMPLATES: readonly string[] = [
  "The Ultimate Guide to {topic}",
  "{topic} for Beginners: Everything You Need to Know",
  "{topic} Explained in 10 Minutes",
  "I Tried {topic} for 30 Days: Here's What Happened",
  "7 {topic} Mistakes You're Probably Making",
  "{topic}: What Nobody Tells You",
  "Is {topic} Worth It? My Honest Review",
  "{topic} Tips That Actually Work",
  "The Truth About {topic}",
  "{topic} Made Simple: A Complete Walkthrough",
  "10 {topic} Secrets the Pros Use",
  "Why Everyone Is Talking About {topic}",
  "{topic}: Beginner vs. Pro",
  "Everything I Wish I Knew Before Starting {topic}",
  "The Fastest Way to Get Started With {topic}",
  "{topic} Myths You Need to Stop Believing",
];

/** Six extra templates per category. */
export const CATEGORY_TITLE_TEMPLATES: Readonly<Record<YoutubeCategory, readonly string[]>> = {
  general: [
    "{topic}: Honest Answers to Your Top Questions",
    "The {topic} Checklist I Use Every Time",
    "What Happens When You Take {topic} Seriously",
    "{topic} Hacks That Save You Hours",
    "Watch This Before You Start {topic}",
    "{topic} in Plain English",
  ],
  gaming: [
    "{topic} Walkthrough: Tips, Tricks and Secrets",
    "Best {topic} Strategies to Win Every Match",
    "{topic}: A Beginner's Guide to Leveling Up Fast",
    "I Played {topic} for 24 Hours Straight",
    "Hidden {topic} Secrets Most Players Miss",
    "{topic} Settings Guide for Smoother Gameplay",
  ],
  tech: [
    "{topic} Review: Is It Worth Your Money?",
    "{topic} Setup Guide: Get It Right the First Time",
    "{topic} vs. the Competition: An Honest Comparison",
    "{topic} Features You Didn't Know About",
    "Unboxing and First Impressions: {topic}",
    "{topic} Troubleshooting: Fix Common Problems Fast",
  ],
  lifestyle: [
    "A Day in My Life With {topic}",
    "How {topic} Changed My Daily Routine",
    "{topic} Habits for a Happier Life",
    "My Realistic {topic} Routine",
    "{topic} on a Budget: Simple Ideas That Work",
    "Small {topic} Changes That Make a Big Difference",
  ],
  education: [
    "{topic} Explained Simply: A Complete Lesson",
    "Learn {topic} Step by Step: Full Course for Beginners",
    "{topic}: Key Concepts in Under 15 Minutes",
    "How to Study {topic} Effectively",
    "{topic} Crash Course: From Basics to Advanced",
    "Understand {topic} Once and for All",
  ],
  entertainment: [
    "Reacting to the Best {topic} Moments",
    "The {topic} Challenge: Can We Pull It Off?",
    "The Funniest {topic} Moments of the Year",
    "{topic}: Behind the Scenes",
    "We Ranked Every {topic} Moment",
    "{topic} Gone Wrong: You Won't Believe This",
  ],
  music: [
    "{topic} Cover: Acoustic Version",
    "How to Play {topic}: Easy Tutorial",
    "Making a Beat Inspired by {topic}",
    "{topic}: The Story Behind the Sound",
    "{topic} Live Session",
    "{topic} Music Theory Breakdown",
  ],
  fitness: [
    "{topic}: A Full Workout You Can Do at Home",
    "30-Day {topic} Challenge: My Results",
    "{topic} Form Guide: Avoid These Injuries",
    "Beginner {topic} Routine (No Equipment Needed)",
    "{topic} Tips to Build Strength Faster",
    "What I Eat in a Day for {topic}",
  ],
  food: [
    "{topic}: An Easy Recipe Anyone Can Make",
    "The Best {topic} You'll Ever Taste",
    "{topic} in 15 Minutes: Quick and Delicious",
    "Restaurant-Style {topic} at Home",
    "{topic} Meal Prep for the Whole Week",
    "The Secret Ingredient That Makes {topic} Better",
  ],
  travel: [
    "{topic}: The Complete Travel Guide",
    "{topic}: Things I Wish I Knew Before My Trip",
    "{topic}: A Full Itinerary and Budget Breakdown",
    "{topic}: Hidden Gems Most Tourists Miss",
    "{topic}: An Unforgettable Travel Vlog",
    "{topic}: How to Plan the Perfect 3-Day Trip",
  ],
};

export interface TitleGeneratorInput {
  topic: string;
  category: YoutubeCategory;
}

export const validateTopic = requiredText(EMPTY_TOPIC_MESSAGE);

/** Every title a topic can get in a category (shared templates, then the category's), before choosing 15. */
export function titleCandidates(input: TitleGeneratorInput): string[] {
  const topic = toTitleCase(input.topic);
  if (topic.length === 0) return [];
  const templates = [...SHARED_TITLE_TEMPLATES, ...CATEGORY_TITLE_TEMPLATES[input.category]];
  return uniqueCaseInsensitive(templates.map((template) => fillTemplate(template, { topic })));
}

/** 15 titles, chosen and ordered with `random`. */
export function generateTitles(input: TitleGeneratorInput, random: Random = defaultRandom): string[] {
  return shuffle(titleCandidates(input), random).slice(0, TITLE_RESULT_COUNT);
}
