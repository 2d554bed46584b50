import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";
import { RECOMMENDED_LENGTHS } from "#app/tools/generator-kit/character-limits.ts";
import { CharacterCount } from "#app/tools/generator-kit/character-count.tsx";
import { GeneratorTool } from "#app/tools/generator-kit/generator-tool.tsx";
import { toOptionValue } from "#app/tools/generator-kit/options.ts";
import { CaptionCards } from "#app/tools/generator-kit/result-lists.tsx";
import { CAPTION_MAX_LENGTH, DELAY_MS, generateCaptions, INSTAGRAM_MOODS, validateTopic } from "./logic.ts";

const tool = toolEntry("instagram-caption-generator");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

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
    <ToolFrame tool={tool}>
      <GeneratorTool
        textFields={[{ name: "topic", label: "Post topic", placeholder: "e.g. weekend brunch with friends" }]}
        selects={[{ name: "mood", label: "Mood", options: INSTAGRAM_MOODS }]}
        checkboxes={[
          { name: "includeHashtags", label: "Include hashtags" },
          { name: "includeEmojis", label: "Include emojis" },
        ]}
        validate={(values) => validateTopic(values.topic)}
        generate={({ values, checked }) =>
          generateCaptions({ topic: values.topic, mood: toOptionValue(INSTAGRAM_MOODS, values.mood), ...checked })
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
              label="Instagram captions"
              renderCounter={(caption) => (
                <CharacterCount text={caption} limit={CAPTION_MAX_LENGTH} limitLabel="Instagram limit" />
              )}
            />
          ),
          moreLabel: "Generate More Captions",
        }}
        tips={{ title: "Caption Best Practices", items: BEST_PRACTICES }}
      />
    </ToolFrame>
  );
}
