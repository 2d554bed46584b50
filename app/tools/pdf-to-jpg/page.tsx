import type { Route } from "./+types/page";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { PdfToImagesPage } from "#app/tool-kit/ui/pdf-to-images-converter.tsx";
import { convertPdfToJpgs } from "./convert.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = [
  "Every page becomes its own JPG image; download them one by one or all together as a ZIP.",
  "2x (144 dpi) is sharp on most screens; choose 3x or 4x for print or for zooming in.",
  "JPG files are small and open everywhere; pages are drawn on white at 90% quality.",
  "Password-protected PDFs cannot be opened; remove the password first.",
];

export default function PdfToJpgPage() {
  return <PdfToImagesPage tool={tool} format="jpeg" convert={convertPdfToJpgs} tips={tips} />;
}
