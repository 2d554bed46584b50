import { useId, useState } from "react";
import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { CopyButton } from "#app/components/ui/copy-button.tsx";
import { Checkbox, SelectField, TextField } from "#app/components/ui/field.tsx";
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
  ResultsPanel,
  useGenerator,
  WorkingButton,
} from "#app/tools/shared/ui/generator-ui.tsx";
import { TipsList, ToolPanel } from "#app/tools/shared/ui/tool-panel.tsx";
import {
  DEFAULT_DESCRIPTION_OPTIONS,
  DELAY_MS,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_PREVIEW_LENGTH,
  generateDescription,
  validateDescriptionInput,
} from "./logic.ts";

const tool = toolEntry("youtube-description-generator");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

const BEST_PRACTICES = [
  `Put the most important information and your main keyword in the first ${DESCRIPTION_PREVIEW_LENGTH} characters: that is what shows above "...more" and in search.`,
  "Replace every [placeholder] with your real links and names before you publish.",
  "Adjust the timestamps to your video: accurate chapters help viewers jump to what they need and can show in Google.",
  "Use 3 to 5 relevant hashtags; YouTube shows the first three above your title.",
  "Write for people first: a clear summary keeps viewers watching, and that helps your ranking more than keywords.",
] as const;

export default function YoutubeDescriptionGeneratorPage() {
  const [title, setTitle] = useState("");
  const [topic, setTopic] = useState("");
  const [category, setCategory] = useState(DEFAULT_YOUTUBE_CATEGORY);
  const [includeHashtags, setIncludeHashtags] = useState<boolean>(DEFAULT_DESCRIPTION_OPTIONS.includeHashtags);
  const [includeCallToAction, setIncludeCallToAction] = useState<boolean>(
    DEFAULT_DESCRIPTION_OPTIONS.includeCallToAction,
  );
  const [error, setError] = useState<string | null>(null);
  const generator = useGenerator<string>(DELAY_MS);
  const errorId = useId();
  const description = generator.result ?? "";
  // Split by characters, not UTF-16 units, so an emoji is never cut in half.
  const characters = Array.from(description);
  const previewHead = characters.slice(0, DESCRIPTION_PREVIEW_LENGTH).join("");
  const previewTail = characters.slice(DESCRIPTION_PREVIEW_LENGTH).join("");

  function generate(from: "form" | "more") {
    const message = validateDescriptionInput({ title, topic });
    setError(message);
    if (message) return;
    const input = { title, topic, category, includeHashtags, includeCallToAction };
    generator.start(from, () => generateDescription(input));
  }

  function clearError() {
    if (error) setError(null);
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
          <div className="space-y-5">
            <TextField
              label="Video title"
              name="title"
              placeholder="e.g. 10-Minute Morning Yoga for Beginners"
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                clearError();
              }}
              {...invalidProps(error && title.trim() === "" ? error : null, errorId)}
            />
            <div>
              <TextField
                label="Main topic"
                name="topic"
                placeholder="e.g. morning yoga"
                value={topic}
                onChange={(event) => {
                  setTopic(event.target.value);
                  clearError();
                }}
                {...invalidProps(error && topic.trim() === "" ? error : null, errorId)}
              />
              <InputError id={errorId} message={error} />
            </div>
          </div>
          <SelectField
            label="Category"
            name="category"
            options={YOUTUBE_CATEGORIES}
            value={category}
            onChange={(event) => setCategory(toYoutubeCategory(event.target.value))}
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
              label="Include call-to-action"
              name="includeCallToAction"
              checked={includeCallToAction}
              onChange={(event) => setIncludeCallToAction(event.target.checked)}
            />
          </fieldset>
          <WorkingButton
            type="submit"
            block
            busy={generator.working && generator.source === "form"}
            disabled={generator.working}
            label="Generate Description"
          />
        </form>
      </ToolPanel>

      <ResultsPanel
        title="Your Description"
        working={generator.working}
        hasResults={description.length > 0}
        workingText="Writing your description..."
        summary="Ready to paste into YouTube Studio"
      >
        <section
          aria-label="Description preview"
          className="whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-800"
        >
          <mark className="rounded-sm bg-accent-400/30 text-slate-900">{previewHead}</mark>
          {previewTail}
        </section>
        <p className="mt-2 text-xs text-slate-600">
          Highlighted: the first {DESCRIPTION_PREVIEW_LENGTH} characters, which YouTube shows above “...more”.
        </p>
        <div className="mt-3">
          <CharacterCount text={description} limit={DESCRIPTION_MAX_LENGTH} limitLabel="YouTube limit" />
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <CopyButton text={description} label="Copy Description">
            Copy Description
          </CopyButton>
          <WorkingButton
            variant="secondary"
            icon="refresh"
            busy={generator.working && generator.source === "more"}
            disabled={generator.working}
            label="Generate New Description"
            onClick={() => generate("more")}
          />
        </div>
      </ResultsPanel>

      <div className="mt-6">
        <TipsList title="Description Best Practices" tips={BEST_PRACTICES} />
      </div>
    </ToolFrame>
  );
}
