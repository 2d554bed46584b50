import { useId, useState } from "react";
import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { Checkbox, SelectField, TextField } from "#app/components/ui/field.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";
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
  DEFAULT_STYLE,
  DELAY_MS,
  generateCaptions,
  isTiktokStyle,
  TIKTOK_STYLES,
  validateTopic,
} from "./logic.ts";

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
  const [topic, setTopic] = useState("");
  const [style, setStyle] = useState(DEFAULT_STYLE);
  const [includeHashtags, setIncludeHashtags] = useState(true);
  const [includeEmojis, setIncludeEmojis] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const generator = useGenerator<string[]>(DELAY_MS);
  const errorId = useId();
  const captions = generator.result ?? [];

  function generate() {
    const message = validateTopic(topic);
    setError(message);
    if (message) return;
    const input = { topic, style, includeHashtags, includeEmojis };
    generator.start("form", () => generateCaptions(input));
  }

  return (
    <ToolFrame tool={tool}>
      <ToolPanel>
        <form
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            generate();
          }}
        >
          <div>
            <TextField
              label="Video topic"
              name="topic"
              placeholder="e.g. 5-minute pasta recipe"
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
            label="Caption style"
            name="style"
            options={TIKTOK_STYLES}
            value={style}
            onChange={(event) => {
              if (isTiktokStyle(event.target.value)) setStyle(event.target.value);
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
          <WorkingButton type="submit" block busy={generator.working} label="Generate Captions" />
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
          label="TikTok captions"
          renderCounter={(caption) => (
            <CharacterCount text={caption} limit={CAPTION_MAX_LENGTH} limitLabel="TikTok limit" />
          )}
        />
      </ResultsPanel>

      <div className="mt-6">
        <TipsList title="Caption Best Practices" tips={BEST_PRACTICES} />
      </div>
    </ToolFrame>
  );
}
