import type { Route } from "./+types/page";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { PdfToImagesPage } from "#app/tool-kit/ui/pdf-to-images-converter.tsx";
import { convertPdfToPngs } from "./convert.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = [
  "Every page becomes its own PNG image; download them one by one or all together as a ZIP.",
  "2x (144 dpi) is sharp on most screens; choose 3x or 4x for print or for zooming in.",
  "PNG keeps text and line art perfectly crisp, at the cost of larger files than JPG.",
  "Password-protected PDFs cannot be opened; remove the password first.",
];

export default function PdfToPngPage() {
  return <PdfToImagesPage tool={tool} format="png" convert={convertPdfToPngs} tips={tips} />;
}
