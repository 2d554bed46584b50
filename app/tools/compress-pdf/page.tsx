import type { Route } from "./+types/page";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { ToolFrame } from "#app/tool-kit/ui/tool-frame.tsx";
import { TipsList } from "#app/tool-kit/ui/tool-panel.tsx";
import { CompressPdfPanel } from "./compress-panel.tsx";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = [
  "Pictures are saved again at a lighter size; text, fonts, links and pages stay exactly as they were.",
  "Balanced suits screens and office printing; choose Strong for e-mail, Light to keep photos closest to the original.",
  "If a PDF is already as small as it gets, you keep the original file.",
  "Password-protected PDFs cannot be opened; remove the password first.",
];

export default function CompressPdfPage() {
  return (
    <ToolFrame tool={tool}>
      <div className="space-y-8">
        <CompressPdfPanel />
        <TipsList title="Good to know" tips={tips} />
      </div>
    </ToolFrame>
  );
}
