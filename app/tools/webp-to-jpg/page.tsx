import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { toolMeta } from "#app/tools/tool-meta.ts";
import { imageResultName } from "#app/tools/conversion/file-names.ts";
import { SingleFileConverter } from "#app/tools/ui/single-file-converter.tsx";
import { TipsList } from "#app/tools/ui/tool-panel.tsx";
import { reencodeInWorkerOrPage } from "#app/tools/conversion/image-reencode.ts";
import { convertWebpToJpg } from "./convert.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

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
          tool={tool}
          chooseLabel="Choose a WebP image"
          chooseHint="or drag and drop it here · WebP up to 50 MB"
          convertLabel="Convert to JPG"
          downloadLabel="Download JPG"
          resetLabel="Convert Another"
          imagePreview
          convert={async (file, run) => {
            const bytes = await reencodeInWorkerOrPage(
              () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "webp-to-jpg" }),
              await file.arrayBuffer(),
              convertWebpToJpg,
              run,
            );
            return {
              blob: new Blob([bytes as BlobPart], { type: tool.output.mimeType }),
              name: imageResultName("jpeg"),
            };
          }}
        />
        <TipsList title="Good to know" tips={tips} />
      </div>
    </ToolFrame>
  );
}
