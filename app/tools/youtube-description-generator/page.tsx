import type { Route } from "./+types/page";
import { CopyButton } from "#app/ui/copy-button.tsx";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { CharacterCount } from "#app/tool-kit/generators/character-count.tsx";
import { GeneratorTool } from "#app/tool-kit/generators/generator-tool.tsx";
import { chosenCategory, YOUTUBE_CATEGORY_SELECTS } from "#app/tool-kit/generators/youtube-categories.ts";
import {
  DEFAULT_DESCRIPTION_OPTIONS,
  DELAY_MS,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_PREVIEW_LENGTH,
  generateDescription,
  validateDescriptionInput,
} from "./logic.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const BEST_PRACTICES = [
  `Put the most important information and your main keyword in the first ${DESCRIPTION_PREVIEW_LENGTH} characters: that is what shows above "...more" and in search.`,
  "Replace every [placeholder] with your real links and names before you publish.",
  "Adjust the timestamps to your video: accurate chapters help viewers jump to what they need and can show in Google.",
  "Use 3 to 5 relevant hashtags; YouTube shows the first three above your title.",
  "Write for people first: a clear summary keeps viewers watching, and that helps your ranking more than keywords.",
] as const;

/** The description with its first characters highlighted: what YouTube shows above "...more". */
function DescriptionPreview({ description }: { description: string }) {
  // Split by characters, not UTF-16 units, so an emoji is never cut in half.
  const characters = Array.from(description);
  return (
    <>
      <section
        aria-label="Description preview"
        className="whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-800"
      >
        <mark className="rounded-sm bg-accent-400/30 text-slate-900">
          {characters.slice(0, DESCRIPTION_PREVIEW_LENGTH).join("")}
        </mark>
        {characters.slice(DESCRIPTION_PREVIEW_LENGTH).join("")}
      </section>
      <p className="mt-2 text-xs text-slate-600">
        Highlighted: the first {DESCRIPTION_PREVIEW_LENGTH} characters, which YouTube shows above “...more”.
      </p>
      <div className="mt-3">
        <CharacterCount text={description} limit={DESCRIPTION_MAX_LENGTH} limitLabel="YouTube limit" />
      </div>
    </>
  );
}

export default function YoutubeDescriptionGeneratorPage() {
  return (
    <GeneratorTool
      tool={tool}
      textFields={[
        { name: "title", label: "Video title", placeholder: "e.g. 10-Minute Morning Yoga for Beginners" },
        { name: "topic", label: "Main topic", placeholder: "e.g. morning yoga" },
      ]}
      selects={YOUTUBE_CATEGORY_SELECTS}
      checkboxes={[
        {
          name: "includeHashtags",
          label: "Include hashtags",
          initial: DEFAULT_DESCRIPTION_OPTIONS.includeHashtags,
        },
        {
          name: "includeCallToAction",
          label: "Include call-to-action",
          initial: DEFAULT_DESCRIPTION_OPTIONS.includeCallToAction,
        },
      ]}
      validate={validateDescriptionInput}
      generate={({ values, checked }) =>
        generateDescription({
          title: values.title,
          topic: values.topic,
          category: chosenCategory(values),
          ...checked,
        })
      }
      delayMs={DELAY_MS}
      submitLabel="Generate Description"
      results={{
        title: "Your Description",
        workingText: "Writing your description...",
        summary: () => "Ready to paste into YouTube Studio",
        render: (description) => <DescriptionPreview description={description} />,
        actions: (description) => (
          <CopyButton text={description} label="Copy Description">
            Copy Description
          </CopyButton>
        ),
        moreLabel: "Generate New Description",
      }}
      tips={{ title: "Description Best Practices", items: BEST_PRACTICES }}
    />
  );
}
