import { Check, Hash, MousePointerClick, Shuffle } from "lucide-react";
import type { Route } from "./+types/page";
import { CopyButton, useCopy } from "#app/ui/copy-button.tsx";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { RECOMMENDED_LENGTHS } from "#app/tool-kit/generators/character-limits.ts";
import { GeneratorTool } from "#app/tool-kit/generators/generator-tool.tsx";
import { chosenCategory, YOUTUBE_CATEGORY_SELECTS } from "#app/tool-kit/generators/youtube-categories.ts";
import { DELAY_MS, formatHashtagsForCopy, generateHashtags, validateTopic } from "./logic.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

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
    icon: Hash,
    title: "Built from your topic",
    text: "Every important word of your topic becomes a plain, a tips and a tutorial hashtag.",
  },
  {
    icon: Shuffle,
    title: "Matched to your category",
    text: "Popular tags of your category and well-known YouTube tags are mixed in, with no repeats.",
  },
  {
    icon: MousePointerClick,
    title: "Copy in one click",
    text: "Click any hashtag to copy it, or copy the whole set at once with Copy All.",
  },
] as const;

/** A hashtag that copies itself when clicked and says so for two seconds. */
function HashtagChip({ tag }: { tag: string }) {
  const { state, copy } = useCopy(tag);
  const copied = state === "copied";
  return (
    // A long topic tag (#digitalmarketingstrategy) wraps inside its chip on a narrow phone.
    <li className="max-w-full">
      <button
        type="button"
        onClick={copy}
        className={`inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-full border px-4 py-2 text-left text-sm font-semibold [overflow-wrap:anywhere] transition-colors ${
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
  return (
    <GeneratorTool
      tool={tool}
      textFields={[{ name: "topic", label: "Video topic", placeholder: "e.g. healthy breakfast recipes" }]}
      selects={YOUTUBE_CATEGORY_SELECTS}
      validate={(values) => validateTopic(values.topic)}
      generate={({ values }) => generateHashtags({ topic: values.topic, category: chosenCategory(values) })}
      delayMs={DELAY_MS}
      submitLabel="Generate Hashtags"
      results={{
        title: "Your Hashtags",
        workingText: "Generating hashtags...",
        summary: (hashtags) => `${hashtags.length} hashtags: click one to copy it`,
        render: (hashtags) => (
          <ul aria-label="Hashtags" className="flex flex-wrap gap-2">
            {hashtags.map((tag) => (
              <HashtagChip key={tag} tag={tag} />
            ))}
          </ul>
        ),
        actions: (hashtags) => (
          <CopyButton text={formatHashtagsForCopy(hashtags)} label="Copy All">
            Copy All
          </CopyButton>
        ),
        moreLabel: "Generate More Hashtags",
      }}
      tips={{ title: "Hashtag Best Practices", items: BEST_PRACTICES }}
      features={FEATURES}
    />
  );
}
