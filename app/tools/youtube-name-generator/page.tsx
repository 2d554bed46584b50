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
import {
  InputError,
  invalidProps,
  NumberedResultList,
  ResultsPanel,
  useGenerator,
  WorkingButton,
} from "#app/tools/shared/ui/generator-ui.tsx";
import { TipsList, ToolPanel } from "#app/tools/shared/ui/tool-panel.tsx";
import { DELAY_MS, generateChannelNames, validateKeywords } from "./logic.ts";

const tool = toolEntry("youtube-name-generator");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

const TIPS = [
  "Keep it short and easy to say: two or three words are easier to remember and to search for.",
  "Check that the name is free on YouTube, Instagram, TikTok and as a domain before you commit.",
  "Say what the channel is about, or pick a name that can grow with you if your topics change.",
  "Avoid numbers, underscores and odd spellings that people will get wrong when they type it.",
  "Say it out loud: a name that sounds good in an intro is one viewers will repeat to friends.",
  "Make sure it does not copy or closely resemble an existing brand or trademark.",
] as const;

export default function YoutubeNameGeneratorPage() {
  const [keywords, setKeywords] = useState("");
  const [category, setCategory] = useState(DEFAULT_YOUTUBE_CATEGORY);
  const [error, setError] = useState<string | null>(null);
  const generator = useGenerator<string[]>(DELAY_MS);
  const errorId = useId();
  const names = generator.result ?? [];

  function generate(from: "form" | "more") {
    const message = validateKeywords(keywords);
    setError(message);
    if (message) return;
    const input = { keywords, category };
    generator.start(from, () => generateChannelNames(input));
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
              label="Keywords"
              name="keywords"
              placeholder="e.g. gaming, retro, speedrun"
              hint="Separate keywords with commas."
              value={keywords}
              onChange={(event) => {
                setKeywords(event.target.value);
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
            label="Generate Names"
          />
        </form>
      </ToolPanel>

      <ResultsPanel
        title="Channel Name Ideas"
        working={generator.working}
        hasResults={names.length > 0}
        workingText="Generating names..."
        summary={`${names.length} names`}
      >
        <NumberedResultList items={names} itemNoun="name" label="Channel name ideas" columns={2} />
        <div className="mt-4">
          <WorkingButton
            variant="secondary"
            icon="refresh"
            busy={generator.working && generator.source === "more"}
            disabled={generator.working}
            label="Generate More Names"
            onClick={() => generate("more")}
          />
        </div>
      </ResultsPanel>

      <div className="mt-6">
        <TipsList title="Tips for Choosing a Channel Name" tips={TIPS} />
      </div>
    </ToolFrame>
  );
}
