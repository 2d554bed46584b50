import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";
import { CharacterCount } from "#app/tools/generator-kit/character-count.tsx";
import { GeneratorTool } from "#app/tools/generator-kit/generator-tool.tsx";
import { toOptionValue } from "#app/tools/generator-kit/options.ts";
import { CaptionCards } from "#app/tools/generator-kit/result-lists.tsx";
import { CAPTION_MAX_LENGTH, DELAY_MS, generateCaptions, TIKTOK_STYLES, validateTopic } from "./logic.ts";

const tool = toolEntry("tiktok-caption-generator");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

const BEST_PRACTICES = [
  "Keep the caption short and punchy: viewers read it in the second before they decide to keep watching.",
  "Start with a hook or a question that makes people watch to the end or comment.",
  "Use 3 to 6 hashtags: one or two broad ones like #fyp and the rest specific to your video.",
  "Put your main keyword in the caption: TikTok search reads it when deciding who sees your video.",
  "Reply to comments with videos: a caption that asks a question gives you ideas for the next post.",
] as const;

export default function TiktokCaptionGeneratorPage() {
  return (
    <ToolFrame tool={tool}>
      <GeneratorTool
        textFields={[{ name: "topic", label: "Video topic", placeholder: "e.g. 5-minute pasta recipe" }]}
        selects={[{ name: "style", label: "Caption style", options: TIKTOK_STYLES }]}
        checkboxes={[
          { name: "includeHashtags", label: "Include hashtags" },
          { name: "includeEmojis", label: "Include emojis" },
        ]}
        validate={(values) => validateTopic(values.topic)}
        generate={({ values, checked }) =>
          generateCaptions({ topic: values.topic, style: toOptionValue(TIKTOK_STYLES, values.style), ...checked })
        }
        delayMs={DELAY_MS}
        submitLabel="Generate Captions"
        results={{
          title: "Your Captions",
          workingText: "Generating captions...",
          summary: (captions) => `${captions.length} captions`,
          render: (captions) => (
            <CaptionCards
              captions={captions}
              label="TikTok captions"
              renderCounter={(caption) => (
                <CharacterCount text={caption} limit={CAPTION_MAX_LENGTH} limitLabel="TikTok limit" />
              )}
            />
          ),
        }}
        tips={{ title: "Caption Best Practices", items: BEST_PRACTICES }}
      />
    </ToolFrame>
  );
}
