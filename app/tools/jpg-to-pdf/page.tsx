import { FileStack, Maximize, ShieldCheck } from "lucide-react";
import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { toolMeta } from "#app/tools/tool-meta.ts";
import { ConverterFeatureCards, type ConverterFeature } from "#app/tools/ui/converter-feature-cards.tsx";
import { ImagesToPdfConverter } from "#app/tools/ui/images-to-pdf-converter.tsx";
import type { ImageInput } from "#app/tools/conversion/images-to-pdf.ts";
import { runInWorker } from "#app/tools/conversion/run-in-worker.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

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
          tool={tool}
          chooseLabel="Choose JPG images"
          chooseHint="or drag and drop them here · JPG or JPEG, up to 50 MB each"
          convert={(inputs, run) =>
            // In a worker, so decoding large images never blocks the page.
            runInWorker<readonly ImageInput[], Uint8Array>(
              () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "jpg-to-pdf" }),
              inputs,
              { timeoutMs: 300_000, ...run },
            )
          }
        />
        <ConverterFeatureCards cards={features} />
      </div>
    </ToolFrame>
  );
}
