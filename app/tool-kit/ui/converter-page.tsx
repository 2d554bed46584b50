import { ToolFrame } from "#app/tool-kit/ui/tool-frame.tsx";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";
import { TipsList } from "#app/tool-kit/ui/tool-panel.tsx";

/** The tips under a converter: a panel title ("Good to know" unless told) and its points. */
export interface ConverterTips {
  title?: string;
  items: readonly string[];
}

interface ConverterPageProps {
  tool: ConverterMeta;
  /** The converter (and anything else shown above the tips). */
  children: React.ReactNode;
  tips?: ConverterTips;
}

/** Every converter page: the tool frame, the converter, then its tips. */
export function ConverterPage({ tool, children, tips }: ConverterPageProps) {
  return (
    <ToolFrame tool={tool}>
      <div className="space-y-8">
        {children}
        {tips && <TipsList title={tips.title ?? "Good to know"} tips={tips.items} />}
      </div>
    </ToolFrame>
  );
}
