import { useEffect, useId, useState } from "react";
import { Check, Hash, MousePointerClick, Shuffle } from "lucide-react";
import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { CopyButton } from "#app/components/ui/copy-button.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";
import { RECOMMENDED_LENGTHS } from "#app/tools/shared/character-limits.ts";
import {
  DEFAULT_YOUTUBE_CATEGORY,
  toYoutubeCategory,
  YOUTUBE_CATEGORIES,
} from "#app/tools/shared/youtube-categories.ts";
import {
  FeatureCards,
  InputError,
  invalidProps,
  ResultsPanel,
  useGenerator,
  WorkingButton,
} from "#app/tools/shared/ui/generator-ui.tsx";
import { TipsList, ToolPanel } from "#app/tools/shared/ui/tool-panel.tsx";
import { DELAY_MS, formatHashtagsForCopy, generateHashtags, validateTopic } from "./logic.ts";

const tool = toolEntry("youtube-hashtag-generator");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

const { min, max } = RECOMMENDED_LENGTHS.youtubeHashtags;

const BEST_PRACTICES = [
  `Use ${min} to ${max} hashtags per video: YouTube shows the first three above your title, and too many looks like spam.`,
  "Put your most specific hashtag first, since it is the one most likely to appear above the title.",
  "Mix broad tags (#gaming) with specific ones (#speedruntips) to reach both big and focused audiences.",
  "Only use hashtags that match the video: misleading tags can get a video removed from search.",
  "Add hashtags at the end of your description, or in the title when one tag really fits.",
] as const;

const FEATURES = [
  {
    icon: <Hash className="h-5 w-5" />,
    title: "Built from your topic",
    text: "Every important word of your topic becomes a plain, a tips and a tutorial hashtag.",
  },
  {
    icon: <Shuffle className="h-5 w-5" />,
    title: "Matched to your category",
    text: "Popular tags of your category and well-known YouTube tags are mixed in, with no repeats.",
  },
  {
    icon: <MousePointerClick className="h-5 w-5" />,
    title: "Copy in one click",
    text: "Click any hashtag to copy it, or copy the whole set at once with Copy All.",
  },
] as const;

/** A hashtag that copies itself when clicked and says so for two seconds. */
function HashtagChip({ tag }: { tag: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(tag);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  const copied = state === "copied";
  return (
    <li>
      <button
        type="button"
        onClick={copy}
        className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
          copied
            ? "border-green-300 bg-green-50 text-green-800"
            : "border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100"
        }`}
      >
        {tag}
        {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : null}
        <span aria-live="polite" className={state === "idle" ? "sr-only" : "text-xs font-medium"}>
          {copied ? "Copied" : state === "failed" ? "Copy failed" : ""}
        </span>
      </button>
    </li>
  );
}

export default function YoutubeHashtagGeneratorPage() {
  const [topic, setTopic] = useState("");
  const [category, setCategory] = useState(DEFAULT_YOUTUBE_CATEGORY);
  const [error, setError] = useState<string | null>(null);
  const generator = useGenerator<string[]>(DELAY_MS);
  const errorId = useId();
  const hashtags = generator.result ?? [];

  function generate(from: "form" | "more") {
    const message = validateTopic(topic);
    setError(message);
    if (message) return;
    const input = { topic, category };
    generator.start(from, () => generateHashtags(input));
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
              placeholder="e.g. healthy breakfast recipes"
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
            label="Generate Hashtags"
          />
        </form>
      </ToolPanel>

      <ResultsPanel
        title="Your Hashtags"
        working={generator.working}
        hasResults={hashtags.length > 0}
        workingText="Generating hashtags..."
        summary={`${hashtags.length} hashtags: click one to copy it`}
      >
        <ul aria-label="Hashtags" className="flex flex-wrap gap-2">
          {hashtags.map((tag) => (
            <HashtagChip key={tag} tag={tag} />
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap gap-3">
          <CopyButton text={formatHashtagsForCopy(hashtags)} label="Copy All">
            Copy All
          </CopyButton>
          <WorkingButton
            variant="secondary"
            icon="refresh"
            busy={generator.working && generator.source === "more"}
            disabled={generator.working}
            label="Generate More Hashtags"
            onClick={() => generate("more")}
          />
        </div>
      </ResultsPanel>

      <div className="mt-6">
        <TipsList title="Hashtag Best Practices" tips={BEST_PRACTICES} />
      </div>
      <FeatureCards features={FEATURES} />
    </ToolFrame>
  );
}
