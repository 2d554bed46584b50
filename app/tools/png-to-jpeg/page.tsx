import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";
import { imageResultName } from "#app/tools/shared/file-names.ts";
import { SingleFileConverter } from "#app/tools/shared/ui/single-file-converter.tsx";
import { TipsList } from "#app/tools/shared/ui/tool-panel.tsx";
import { convertPngToJpegInWorker } from "./in-worker.ts";

const tool = toolEntry("png-to-jpeg");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

const tips = [
  "JPEG suits photos and screenshots with many colours; files are usually much smaller than PNG.",
  "JPEG has no transparency: transparent areas of your PNG become white.",
  "The image is saved at 90% quality, which keeps detail while cutting the size.",
  "Keep the PNG if you need to edit the image again or keep sharp text and logos.",
];

export default function PngToJpegPage() {
  return (
    <ToolFrame tool={tool}>
      <div className="space-y-8">
        <SingleFileConverter
          slug="png-to-jpeg"
          chooseLabel="Choose a PNG image"
          chooseHint="or drag and drop it here · PNG up to 50 MB"
          convertLabel="Convert to JPEG"
          downloadLabel="Download JPEG"
          resetLabel="Convert Another"
          imagePreview
          convert={async (file, run) => {
            const bytes = await convertPngToJpegInWorker(await file.arrayBuffer(), run);
            return { blob: new Blob([bytes as BlobPart], { type: "image/jpeg" }), name: imageResultName("jpeg") };
          }}
        />
        <TipsList title="PNG or JPEG?" tips={tips} />
      </div>
    </ToolFrame>
  );
}
