import { useId, useState } from "react";
import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";
import {
  DEFAULT_YOUTUBE_CATEGORY,
  toYoutubeCategory,
  YOUTUBE_CATEGORIES,
} from "#app/tools/shared/youtube-categories.ts";
import { CharacterCount } from "#app/tools/shared/ui/character-count.tsx";
import {
  InputError,
  invalidProps,
  NumberedResultList,
  ResultsPanel,
  useGenerator,
  WorkingButton,
} from "#app/tools/shared/ui/generator-ui.tsx";
import { TipsList, ToolPanel } from "#app/tools/shared/ui/tool-panel.tsx";
import { DELAY_MS, generateTitles, TITLE_MAX_LENGTH, TITLE_RECOMMENDED_LENGTH, validateTopic } from "./logic.ts";

const tool = toolEntry("youtube-title-generator");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

const BEST_PRACTICES = [
  `Keep titles around ${TITLE_RECOMMENDED_LENGTH} characters so they are not cut off in search results and on phones.`,
  "Put your main keyword near the start of the title, where viewers and search engines notice it first.",
  "Promise a clear benefit or outcome, and make sure the video delivers it: misleading titles hurt watch time.",
  "Numbers, questions and brackets like (Step by Step) make titles stand out in a busy feed.",
  "Write the title and thumbnail together: they should complement each other, not repeat the same words.",
] as const;

export default function YoutubeTitleGeneratorPage() {
  const [topic, setTopic] = useState("");
  const [category, setCategory] = useState(DEFAULT_YOUTUBE_CATEGORY);
  const [error, setError] = useState<string | null>(null);
  const generator = useGenerator<string[]>(DELAY_MS);
  const errorId = useId();
  const titles = generator.result ?? [];

  function generate(from: "form" | "more") {
    const message = validateTopic(topic);
    setError(message);
    if (message) return;
    const input = { topic, category };
    generator.start(from, () => generateTitles(input));
  }

  return (
    <ToolFrame tool={tool}>
      <ToolPanel>
        <form
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            generate("form");
          }}
        >
          <div>
            <TextField
              label="Video topic"
              name="topic"
              placeholder="e.g. home workouts"
              value={topic}
              onChange={(event) => {
                setTopic(event.target.value);
                if (error) setError(null);
              }}
              {...invalidProps(error, errorId)}
            />
            <InputError id={errorId} message={error} />
          </div>
          <SelectField
            label="Category"
            name="category"
            options={YOUTUBE_CATEGORIES}
            value={category}
            onChange={(event) => setCategory(toYoutubeCategory(event.target.value))}
          />
          <WorkingButton
            type="submit"
            block
            busy={generator.working && generator.source === "form"}
            disabled={generator.working}
            label="Generate Titles"
          />
        </form>
      </ToolPanel>

      <ResultsPanel
        title="Title Ideas"
        working={generator.working}
        hasResults={titles.length > 0}
        workingText="Generating titles..."
        summary={`${titles.length} titles`}
      >
        <NumberedResultList
          items={titles}
          itemNoun="title"
          label="Title ideas"
          renderExtra={(title) => (
            <div className="mt-1">
              <CharacterCount
                text={title}
                limit={TITLE_MAX_LENGTH}
                limitLabel="maximum"
                recommended={TITLE_RECOMMENDED_LENGTH}
                recommendedNote="may be cut off in search"
              />
            </div>
          )}
        />
        <div className="mt-4">
          <WorkingButton
            variant="secondary"
            icon="refresh"
            busy={generator.working && generator.source === "more"}
            disabled={generator.working}
            label="Generate More Titles"
            onClick={() => generate("more")}
          />
        </div>
      </ResultsPanel>

      <div className="mt-6">
        <TipsList title="Title Best Practices" tips={BEST_PRACTICES} />
      </div>
    </ToolFrame>
  );
}
