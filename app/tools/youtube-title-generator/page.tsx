import type { Route } from "./+types/page";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { CharacterCount } from "#app/tool-kit/generators/character-count.tsx";
import { GeneratorTool } from "#app/tool-kit/generators/generator-tool.tsx";
import { numberedListResults } from "#app/tool-kit/generators/result-lists.tsx";
import { chosenCategory, YOUTUBE_CATEGORY_SELECTS } from "#app/tool-kit/generators/youtube-categories.ts";
import { DELAY_MS, generateTitles, TITLE_MAX_LENGTH, TITLE_RECOMMENDED_LENGTH, validateTopic } from "./logic.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const BEST_PRACTICES = [
  `Keep titles around ${TITLE_RECOMMENDED_LENGTH} characters so they are not cut off in search results and on phones.`,
  "Put your main keyword near the start of the title, where viewers and search engines notice it first.",
  "Promise a clear benefit or outcome, and make sure the video delivers it: misleading titles hurt watch time.",
  "Numbers, questions and brackets like (Step by Step) make titles stand out in a busy feed.",
  "Write the title and thumbnail together: they should complement each other, not repeat the same words.",
] as const;

export default function YoutubeTitleGeneratorPage() {
  return (
    <GeneratorTool
      tool={tool}
      textFields={[{ name: "topic", label: "Video topic", placeholder: "e.g. home workouts" }]}
      selects={YOUTUBE_CATEGORY_SELECTS}
      validate={(values) => validateTopic(values.topic)}
      generate={({ values }) => generateTitles({ topic: values.topic, category: chosenCategory(values) })}
      delayMs={DELAY_MS}
      {...numberedListResults({
        noun: "title",
        title: "Title Ideas",
        label: "Title ideas",
        renderExtra: (title) => (
          <div className="mt-1">
            <CharacterCount
              text={title}
              limit={TITLE_MAX_LENGTH}
              limitLabel="maximum"
              recommended={TITLE_RECOMMENDED_LENGTH}
              recommendedNote="may be cut off in search"
            />
          </div>
        ),
      })}
      tips={{ title: "Title Best Practices", items: BEST_PRACTICES }}
    />
  );
}
