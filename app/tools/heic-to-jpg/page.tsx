import { useId, useState } from "react";
import type { Route } from "./+types/page";
import { imageResultName } from "#app/tool-kit/conversion/file-names.ts";
import { runInWorker, startModuleWorker } from "#app/tool-kit/conversion/run-in-worker.ts";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { ConverterPage } from "#app/tool-kit/ui/converter-page.tsx";
import { ImageBatchConverter } from "#app/tool-kit/ui/image-batch-converter.tsx";
import type { HeicRequest } from "./convert.ts";
import workerUrl from "./worker.ts?worker&url";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = [
  "iPhones and iPads save photos as HEIC; many websites, forms and Windows programs still want JPG.",
  "Photos stay upright and keep their colours; JPG is saved at 92% quality.",
  "Choose PNG for a copy without any further loss, at a larger size.",
  "Location and camera details (EXIF) are not copied into the new files.",
  "Add a whole album at once: two photos are converted at a time, and you can download all in one ZIP.",
];

export default function HeicToJpgPage() {
  const id = useId();
  const [format, setFormat] = useState<"jpeg" | "png">("jpeg");
  return (
    <ConverterPage tool={tool} tips={{ items: tips }}>
      <ImageBatchConverter
        tool={tool}
        downloadLabel={format === "png" ? "Download PNG" : "Download JPG"}
        convertLabel={format === "png" ? "Convert to PNG" : "Convert to JPG"}
        zipName={format === "png" ? "converted-png.zip" : "converted-jpg.zip"}
        options={() => (
          <fieldset className="flex flex-wrap gap-x-6 gap-y-2 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">Save as</legend>
            {(["jpeg", "png"] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`${id}-format`}
                  checked={format === value}
                  onChange={() => setFormat(value)}
                />
                {value === "jpeg" ? "JPG (smaller, for sharing)" : "PNG (no further loss)"}
              </label>
            ))}
          </fieldset>
        )}
        convert={async (file, run) => {
          const request: HeicRequest = { bytes: await file.arrayBuffer(), format };
          return runInWorker<HeicRequest, Uint8Array>(
            () => startModuleWorker(workerUrl, "heic-to-jpg"),
            request,
            { ...run, timeoutMs: 120_000, transfer: [request.bytes] },
          );
        }}
        output={(file, bytes) => {
          const png = bytes[0] === 0x89;
          return { name: imageResultName(file.name, png ? "png" : "jpeg"), mimeType: png ? "image/png" : "image/jpeg" };
        }}
      />
    </ConverterPage>
  );
}
