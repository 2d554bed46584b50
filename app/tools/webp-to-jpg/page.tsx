import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";
import { imageResultName } from "#app/tools/shared/file-names.ts";
import { SingleFileConverter } from "#app/tools/shared/ui/single-file-converter.tsx";
import { TipsList } from "#app/tools/shared/ui/tool-panel.tsx";
import { convertWebpToJpgInWorker } from "./in-worker.ts";

const tool = toolEntry("webp-to-jpg");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

const tips = [
  "JPG opens everywhere: older editors, e-mail clients and upload forms that reject WebP.",
  "Transparent areas become white, since JPG has no transparency.",
  "The image is saved at 90% quality; the size in pixels stays the same.",
  "Animated WebP files are converted from their first frame.",
];

export default function WebpToJpgPage() {
  return (
    <ToolFrame tool={tool}>
      <div className="space-y-8">
        <SingleFileConverter
          slug="webp-to-jpg"
          chooseLabel="Choose a WebP image"
          chooseHint="or drag and drop it here · WebP up to 50 MB"
          convertLabel="Convert to JPG"
          downloadLabel="Download JPG"
          resetLabel="Convert Another"
          imagePreview
          convert={async (file, run) => {
            const bytes = await convertWebpToJpgInWorker(await file.arrayBuffer(), run);
            return { blob: new Blob([bytes as BlobPart], { type: "image/jpeg" }), name: imageResultName("jpeg") };
          }}
        />
        <TipsList title="Good to know" tips={tips} />
      </div>
    </ToolFrame>
  );
}
