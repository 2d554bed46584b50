import { useId, useState } from "react";
import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";
import {
  InputError,
  invalidProps,
  NumberedResultList,
  ResultsPanel,
  useGenerator,
  WorkingButton,
} from "#app/tools/shared/ui/generator-ui.tsx";
import { TipsList, ToolPanel } from "#app/tools/shared/ui/tool-panel.tsx";
import {
  AD_PLATFORMS,
  DEFAULT_AD_PLATFORM,
  DEFAULT_HOOK_STYLE,
  DELAY_MS,
  generateAdHooks,
  HOOK_STYLES,
  isAdPlatform,
  isHookStyle,
  validateAdHookInput,
} from "./logic.ts";

const tool = toolEntry("ad-hook-generator");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

const TIPS = [
  "You have about three seconds: put the hook in the first line of text or the first spoken words of the video.",
  "Name the audience or their problem so the right people recognise themselves straight away.",
  "Test two or three hook styles against each other and keep the one with the best click-through rate.",
  "Back every claim in the hook with the rest of the ad: a hook that overpromises raises your cost per result.",
] as const;

export default function AdHookGeneratorPage() {
  const [product, setProduct] = useState("");
  const [audience, setAudience] = useState("");
  const [platform, setPlatform] = useState(DEFAULT_AD_PLATFORM);
  const [hookStyle, setHookStyle] = useState(DEFAULT_HOOK_STYLE);
  const [error, setError] = useState<string | null>(null);
  const generator = useGenerator<string[]>(DELAY_MS);
  const errorId = useId();
  const hooks = generator.result ?? [];

  function generate(from: "form" | "more") {
    const message = validateAdHookInput({ product, audience });
    setError(message);
    if (message) return;
    const input = { product, audience, hookStyle, platform };
    generator.start(from, () => generateAdHooks(input));
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
          <TextField
            label="Product or service"
            name="product"
            placeholder="e.g. meal planning app"
            value={product}
            onChange={(event) => {
              setProduct(event.target.value);
              clearError();
            }}
            {...invalidProps(error && product.trim() === "" ? error : null, errorId)}
          />
          <div>
            <TextField
              label="Target audience"
              name="audience"
              placeholder="e.g. busy parents"
              value={audience}
              onChange={(event) => {
                setAudience(event.target.value);
                clearError();
              }}
              {...invalidProps(error && audience.trim() === "" ? error : null, errorId)}
            />
            <InputError id={errorId} message={error} />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Ad platform"
              name="platform"
              options={AD_PLATFORMS}
              value={platform}
              onChange={(event) => {
                if (isAdPlatform(event.target.value)) setPlatform(event.target.value);
              }}
            />
            <SelectField
              label="Hook style"
              name="hookStyle"
              options={HOOK_STYLES}
              value={hookStyle}
              onChange={(event) => {
                if (isHookStyle(event.target.value)) setHookStyle(event.target.value);
              }}
            />
          </div>
          <WorkingButton
            type="submit"
            block
            busy={generator.working && generator.source === "form"}
            disabled={generator.working}
            label="Generate Hooks"
          />
        </form>
      </ToolPanel>

      <ResultsPanel
        title="Your Ad Hooks"
        working={generator.working}
        hasResults={hooks.length > 0}
        workingText="Generating hooks..."
        summary={`${hooks.length} hooks`}
      >
        <NumberedResultList items={hooks} itemNoun="hook" label="Ad hooks" />
        <div className="mt-4">
          <WorkingButton
            variant="secondary"
            icon="refresh"
            busy={generator.working && generator.source === "more"}
            disabled={generator.working}
            label="Generate More Hooks"
            onClick={() => generate("more")}
          />
        </div>
      </ResultsPanel>

      <div className="mt-6">
        <TipsList title="Writing Hooks That Convert" tips={TIPS} />
      </div>
    </ToolFrame>
  );
}
