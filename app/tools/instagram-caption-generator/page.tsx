import type { Route } from "./+types/page";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { CaptionGeneratorTool } from "#app/tool-kit/generators/caption-generator-tool.tsx";
import { RECOMMENDED_LENGTHS } from "#app/tool-kit/generators/character-limits.ts";
import { CAPTION_MAX_LENGTH, DELAY_MS, generateCaptions, INSTAGRAM_MOODS, validateTopic } from "./logic.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const { min, max } = RECOMMENDED_LENGTHS.captionHashtags;

const BEST_PRACTICES = [
  'Hook people in the first line: only about 125 characters show before "more" in the feed.',
  `Use ${min} to ${max} relevant hashtags; mix popular tags with niche ones your audience follows.`,
  "End with a question or a clear call to action to invite comments and saves.",
  "Write the way your audience talks, and let emojis add tone without replacing words.",
  "Make every caption your own: add a detail only you know before you post.",
] as const;

export default function InstagramCaptionGeneratorPage() {
  return (
    <CaptionGeneratorTool
      tool={tool}
      platform="Instagram"
      topic={{ label: "Post topic", placeholder: "e.g. weekend brunch with friends" }}
      tone={{ name: "mood", label: "Mood", options: INSTAGRAM_MOODS }}
      validateTopic={validateTopic}
      generate={(mood, options) => generateCaptions({ ...options, mood })}
      limit={CAPTION_MAX_LENGTH}
      delayMs={DELAY_MS}
      generateMore
      tips={BEST_PRACTICES}
    />
  );
}
