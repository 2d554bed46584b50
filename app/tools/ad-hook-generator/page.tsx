import type { Route } from "./+types/page";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { GeneratorTool } from "#app/tool-kit/generators/generator-tool.tsx";
import { toOptionValue } from "#app/tool-kit/generators/options.ts";
import { numberedListResults } from "#app/tool-kit/generators/result-lists.tsx";
import { AD_PLATFORMS, DELAY_MS, generateAdHooks, HOOK_STYLES, validateAdHookInput } from "./logic.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const TIPS = [
  "You have about three seconds: put the hook in the first line of text or the first spoken words of the video.",
  "Name the audience or their problem so the right people recognise themselves straight away.",
  "Test two or three hook styles against each other and keep the one with the best click-through rate.",
  "Back every claim in the hook with the rest of the ad: a hook that overpromises raises your cost per result.",
] as const;

export default function AdHookGeneratorPage() {
  return (
    <GeneratorTool
      tool={tool}
      textFields={[
        { name: "product", label: "Product or service", placeholder: "e.g. meal planning app" },
        { name: "audience", label: "Target audience", placeholder: "e.g. busy parents" },
      ]}
      selects={[
        { name: "platform", label: "Ad platform", options: AD_PLATFORMS },
        { name: "hookStyle", label: "Hook style", options: HOOK_STYLES },
      ]}
      validate={validateAdHookInput}
      generate={({ values }) =>
        generateAdHooks({
          product: values.product,
          audience: values.audience,
          hookStyle: toOptionValue(HOOK_STYLES, values.hookStyle),
          platform: toOptionValue(AD_PLATFORMS, values.platform),
        })
      }
      delayMs={DELAY_MS}
      {...numberedListResults({ noun: "hook", title: "Your Ad Hooks", label: "Ad hooks" })}
      tips={{ title: "Writing Hooks That Convert", items: TIPS }}
    />
  );
}
