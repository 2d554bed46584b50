import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { toolMeta } from "#app/tools/tool-meta.ts";
import { imageResultName } from "#app/tools/conversion/file-names.ts";
import { SingleFileConverter } from "#app/tools/ui/single-file-converter.tsx";
import { TipsList } from "#app/tools/ui/tool-panel.tsx";
import { reencodeInWorkerOrPage } from "#app/tools/conversion/image-reencode.ts";
import { convertWebpToPng } from "./convert.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = [
  "PNG keeps transparency, so logos and cut-outs stay clean on any background.",
  "PNG is lossless: no detail is lost, but files are larger than WebP or JPG.",
  "The size in pixels stays the same as your WebP image.",
  "Animated WebP files are converted from their first frame.",
];

export default function WebpToPngPage() {
  return (
    <ToolFrame tool={tool}>
      <div className="space-y-8">
        <SingleFileConverter
          tool={tool}
          chooseLabel="Choose a WebP image"
          chooseHint="or drag and drop it here · WebP up to 50 MB"
          convertLabel="Convert to PNG"
          downloadLabel="Download PNG"
          resetLabel="Convert Another"
          imagePreview
          convert={async (file, run) => {
            const bytes = await reencodeInWorkerOrPage(
              () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "webp-to-png" }),
              await file.arrayBuffer(),
              convertWebpToPng,
              run,
            );
            return {
              blob: new Blob([bytes as BlobPart], { type: tool.output.mimeType }),
              name: imageResultName("png"),
            };
          }}
        />
        <TipsList title="Good to know" tips={tips} />
      </div>
    </ToolFrame>
  );
}
