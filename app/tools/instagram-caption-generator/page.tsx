import { useId, useState } from "react";
import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { Checkbox, SelectField, TextField } from "#app/components/ui/field.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";
import { RECOMMENDED_LENGTHS } from "#app/tools/shared/character-limits.ts";
import { CharacterCount } from "#app/tools/shared/ui/character-count.tsx";
import {
  CaptionCards,
  InputError,
  invalidProps,
  ResultsPanel,
  useGenerator,
  WorkingButton,
} from "#app/tools/shared/ui/generator-ui.tsx";
import { TipsList, ToolPanel } from "#app/tools/shared/ui/tool-panel.tsx";
import {
  CAPTION_MAX_LENGTH,
  DEFAULT_MOOD,
  DELAY_MS,
  generateCaptions,
  INSTAGRAM_MOODS,
  isInstagramMood,
  validateTopic,
} from "./logic.ts";

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
  const [topic, setTopic] = useState("");
  const [mood, setMood] = useState(DEFAULT_MOOD);
  const [includeHashtags, setIncludeHashtags] = useState(true);
  const [includeEmojis, setIncludeEmojis] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const generator = useGenerator<string[]>(DELAY_MS);
  const errorId = useId();
  const captions = generator.result ?? [];

  function generate(from: "form" | "more") {
    const message = validateTopic(topic);
    setError(message);
    if (message) return;
    const input = { topic, mood, includeHashtags, includeEmojis };
    generator.start(from, () => generateCaptions(input));
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
              label="Post topic"
              name="topic"
              placeholder="e.g. weekend brunch with friends"
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
            label="Mood"
            name="mood"
            options={INSTAGRAM_MOODS}
            value={mood}
            onChange={(event) => {
              if (isInstagramMood(event.target.value)) setMood(event.target.value);
            }}
          />
          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-semibold text-slate-800">Options</legend>
            <Checkbox
              label="Include hashtags"
              name="includeHashtags"
              checked={includeHashtags}
              onChange={(event) => setIncludeHashtags(event.target.checked)}
            />
            <Checkbox
              label="Include emojis"
              name="includeEmojis"
              checked={includeEmojis}
              onChange={(event) => setIncludeEmojis(event.target.checked)}
            />
          </fieldset>
          <WorkingButton
            type="submit"
            block
            busy={generator.working && generator.source === "form"}
            disabled={generator.working}
            label="Generate Captions"
          />
        </form>
      </ToolPanel>

      <ResultsPanel
        title="Your Captions"
        working={generator.working}
        hasResults={captions.length > 0}
        workingText="Generating captions..."
        summary={`${captions.length} captions`}
      >
        <CaptionCards
          captions={captions}
          label="Instagram captions"
          renderCounter={(caption) => (
            <CharacterCount text={caption} limit={CAPTION_MAX_LENGTH} limitLabel="Instagram limit" />
          )}
        />
        <div className="mt-4">
          <WorkingButton
            variant="secondary"
            icon="refresh"
            busy={generator.working && generator.source === "more"}
            disabled={generator.working}
            label="Generate More Captions"
            onClick={() => generate("more")}
          />
        </div>
      </ResultsPanel>

      <div className="mt-6">
        <TipsList title="Caption Best Practices" tips={BEST_PRACTICES} />
      </div>
    </ToolFrame>
  );
}
