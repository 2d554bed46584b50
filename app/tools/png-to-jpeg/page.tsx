import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { toolMeta } from "#app/tools/tool-meta.ts";
import { imageResultName } from "#app/tools/conversion/file-names.ts";
import { SingleFileConverter } from "#app/tools/ui/single-file-converter.tsx";
import { TipsList } from "#app/tools/ui/tool-panel.tsx";
import { reencodeInWorkerOrPage } from "#app/tools/conversion/image-reencode.ts";
import { convertPngToJpeg } from "./convert.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

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
          tool={tool}
          chooseLabel="Choose a PNG image"
          chooseHint="or drag and drop it here · PNG up to 50 MB"
          convertLabel="Convert to JPEG"
          downloadLabel="Download JPEG"
          resetLabel="Convert Another"
          imagePreview
          convert={async (file, run) => {
            const bytes = await reencodeInWorkerOrPage(
              () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "png-to-jpeg" }),
              await file.arrayBuffer(),
              convertPngToJpeg,
              run,
            );
            return {
              blob: new Blob([bytes as BlobPart], { type: tool.output.mimeType }),
              name: imageResultName("jpeg"),
            };
          }}
        />
        <TipsList title="PNG or JPEG?" tips={tips} />
      </div>
    </ToolFrame>
  );
}
