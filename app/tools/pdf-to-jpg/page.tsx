import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { toolMeta } from "#app/tools/tool-meta.ts";
import { PdfToImagesConverter } from "#app/tools/ui/pdf-to-images-converter.tsx";
import { TipsList } from "#app/tools/ui/tool-panel.tsx";
import { convertPdfToJpgs, zipJpgPages } from "./convert.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = [
  "Every page becomes its own JPG image; download them one by one or all together as a ZIP.",
  "2x (144 dpi) is sharp on most screens; choose 3x or 4x for print or for zooming in.",
  "JPG files are small and open everywhere; pages are drawn on white at 90% quality.",
  "Password-protected PDFs cannot be opened; remove the password first.",
];

export default function PdfToJpgPage() {
  return (
    <ToolFrame tool={tool}>
      <div className="space-y-8">
        <PdfToImagesConverter tool={tool} format="jpeg" convert={convertPdfToJpgs} zip={zipJpgPages} />
        <TipsList title="Good to know" tips={tips} />
      </div>
    </ToolFrame>
  );
}
