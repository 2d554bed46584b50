import { FileStack, Maximize, ShieldCheck } from "lucide-react";
import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";
import { ConverterFeatureCards, type ConverterFeature } from "#app/tools/shared/ui/converter-feature-cards.tsx";
import { ImagesToPdfConverter } from "#app/tools/shared/ui/images-to-pdf-converter.tsx";
import { convertJpgsToPdfInWorker } from "./in-worker.ts";

const tool = toolEntry("jpg-to-pdf");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

const features: ConverterFeature[] = [
  {
    icon: ShieldCheck,
    title: "Private by design",
    text: "Your images are combined in your browser. Nothing is uploaded, so nothing can leak.",
  },
  {
    icon: FileStack,
    title: "Your order, one page each",
    text: "Every image becomes its own page, in the order you set with Move up and Move down.",
  },
  {
    icon: Maximize,
    title: "Full quality",
    text: "Images keep their original resolution, with no loss of quality and no cropping.",
  },
];

export default function JpgToPdfPage() {
  return (
    <ToolFrame tool={tool}>
      <div className="space-y-8">
        <ImagesToPdfConverter
          slug="jpg-to-pdf"
          chooseLabel="Choose JPG images"
          chooseHint="or drag and drop them here · JPG or JPEG, up to 50 MB each"
          convert={(inputs, run) => convertJpgsToPdfInWorker(inputs, run)}
        />
        <ConverterFeatureCards cards={features} />
      </div>
    </ToolFrame>
  );
}
