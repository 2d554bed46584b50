import { CopyButton } from "#app/ui/copy-button.tsx";
import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";
import type { CaptionOptions } from "./caption-engine.ts";
import { CharacterCount } from "./character-count.tsx";
import { GeneratorTool } from "./generator-tool.tsx";
import { listLabels } from "./result-lists.tsx";
import { toOptionValue, type Options } from "./options.ts";

interface CaptionGeneratorToolProps<S extends string> {
  /** The tool's metadata (its meta.ts). */
  tool: ToolMeta;
  /** "Instagram", "TikTok": names the caption list and the limit of each counter. */
  platform: string;
  topic: { label: string; placeholder: string };
  /** The mood or style select. */
  tone: { name: string; label: string; options: Options<S> };
  validateTopic: (topic: string) => string | null;
  generate: (tone: S, options: CaptionOptions) => string[];
  /** The platform's caption limit, shown under each caption. */
  limit: number;
  delayMs: number;
  /** Whether the results end with a 'Generate More Captions' button. */
  generateMore?: boolean;
  tips: readonly string[];
}

/**
 * A caption generator's whole page, in the tool frame (Instagram, TikTok): topic, mood or style,
 * the 'Include hashtags' and 'Include emojis' options (both on), and numbered caption
 * cards, each with its character counter and copy button.
 */
export function CaptionGeneratorTool<S extends string>(props: CaptionGeneratorToolProps<S>) {
  const { platform, tone } = props;
  const { submitLabel, moreLabel, ...labels } = listLabels("caption");
  return (
    <GeneratorTool
      tool={props.tool}
      textFields={[{ name: "topic", ...props.topic }]}
      selects={[{ name: "tone", label: tone.label, options: tone.options, controlName: tone.name }]}
      checkboxes={[
        { name: "includeHashtags", label: "Include hashtags" },
        { name: "includeEmojis", label: "Include emojis" },
      ]}
      validate={(values) => props.validateTopic(values.topic)}
      generate={({ values, checked }) =>
        props.generate(toOptionValue(tone.options, values.tone), { topic: values.topic, ...checked })
      }
      delayMs={props.delayMs}
      submitLabel={submitLabel}
      results={{
        title: "Your Captions",
        ...labels,
        render: (captions) => (
          <ol aria-label={`${platform} captions`} className="space-y-4">
            {captions.map((caption, index) => (
              <li key={`${index}-${caption}`} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
                <div className="mb-2 flex items-center justify-between gap-3">
                  <h3 className="text-sm font-bold text-brand-800">Caption {index + 1}</h3>
                  <CopyButton text={caption} label={`Copy caption ${index + 1}`} />
                </div>
                <p className="whitespace-pre-wrap break-words text-slate-800">{caption}</p>
                <div className="mt-3">
                  <CharacterCount text={caption} limit={props.limit} limitLabel={`${platform} limit`} />
                </div>
              </li>
            ))}
          </ol>
        ),
        moreLabel: props.generateMore ? moreLabel : undefined,
      }}
      tips={{ title: "Caption Best Practices", items: props.tips }}
    />
  );
}
