import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { toolMeta } from "#app/tools/tool-meta.ts";
import { PdfToImagesConverter } from "#app/tools/ui/pdf-to-images-converter.tsx";
import { TipsList } from "#app/tools/ui/tool-panel.tsx";
import { convertPdfToPngs, zipPngPages } from "./convert.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = [
  "Every page becomes its own PNG image; download them one by one or all together as a ZIP.",
  "2x (144 dpi) is sharp on most screens; choose 3x or 4x for print or for zooming in.",
  "PNG keeps text and line art perfectly crisp, at the cost of larger files than JPG.",
  "Password-protected PDFs cannot be opened; remove the password first.",
];

export default function PdfToPngPage() {
  return (
    <ToolFrame tool={tool}>
      <div className="space-y-8">
        <PdfToImagesConverter tool={tool} format="png" convert={convertPdfToPngs} zip={zipPngPages} />
        <TipsList title="Good to know" tips={tips} />
      </div>
    </ToolFrame>
  );
}
