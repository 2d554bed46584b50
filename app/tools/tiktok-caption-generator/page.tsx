import type { Route } from "./+types/page";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { CaptionGeneratorTool } from "#app/tool-kit/generators/caption-generator-tool.tsx";
import { CAPTION_MAX_LENGTH, DELAY_MS, generateCaptions, TIKTOK_STYLES, validateTopic } from "./logic.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const BEST_PRACTICES = [
  "Keep the caption short and punchy: viewers read it in the second before they decide to keep watching.",
  "Start with a hook or a question that makes people watch to the end or comment.",
  "Use 3 to 6 hashtags: one or two broad ones like #fyp and the rest specific to your video.",
  "Put your main keyword in the caption: TikTok search reads it when deciding who sees your video.",
  "Reply to comments with videos: a caption that asks a question gives you ideas for the next post.",
] as const;

export default function TiktokCaptionGeneratorPage() {
  return (
    <CaptionGeneratorTool
      tool={tool}
      platform="TikTok"
      topic={{ label: "Video topic", placeholder: "e.g. 5-minute pasta recipe" }}
      tone={{ name: "style", label: "Caption style", options: TIKTOK_STYLES }}
      validateTopic={validateTopic}
      generate={(style, options) => generateCaptions({ ...options, style })}
      limit={CAPTION_MAX_LENGTH}
      delayMs={DELAY_MS}
      tips={BEST_PRACTICES}
    />
  );
}
