import { useState } from "react";
import type { Route } from "./+types/page";
import { ConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { sniffFormat } from "#app/tool-kit/conversion/file-checks.ts";
import { runInWorker, startModuleWorker } from "#app/tool-kit/conversion/run-in-worker.ts";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { ConverterPage } from "#app/tool-kit/ui/converter-page.tsx";
import { ImageBatchConverter } from "#app/tool-kit/ui/image-batch-converter.tsx";
import { FocusPicker } from "./focus-picker.tsx";
import { resizedName, type FocusPoint } from "./presets.ts";
import type { ResizeRequest } from "./resize.ts";
import { chosenSize, SizeFields, type SizeChoice } from "./size-fields.tsx";
import workerUrl from "./worker.ts?worker&url";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = [
  "Every result has exactly the pixels the platform asks for, so nothing is squashed or cropped again on upload.",
  "The picture is cropped to the new shape around the focus point: put it on a face or a product.",
  "Photos are saved as JPEG at 90% quality; PNG images (logos, graphics) stay PNG.",
  "Location and camera details (EXIF) are removed, and the picture is saved upright.",
  "Add as many images as you like: each keeps its name with the size added, and you can download all in one ZIP.",
];

export default function ResizeImagePage() {
  const [choice, setChoice] = useState<SizeChoice>({ preset: "instagram-post", widthText: "1200", heightText: "630" });
  const [focus, setFocus] = useState<FocusPoint>({ x: 0.5, y: 0.5 });
  const [natural, setNatural] = useState<{ name: string; width: number; height: number } | null>(null);
  const size = chosenSize(choice);
  const target = "problem" in size ? null : size;
  return (
    <ConverterPage tool={tool} tips={{ items: tips }}>
      <ImageBatchConverter
        tool={tool}
        downloadLabel="Download resized image"
        convertLabel="Resize images"
        zipName="resized-images.zip"
        options={(files) => (
          <div className="space-y-5 rounded-xl border border-slate-200 p-4">
            <SizeFields choice={choice} onChange={setChoice} />
            {files[0] && target ? (
              <FocusPicker
                file={files[0]}
                natural={natural?.name === files[0].name ? natural : null}
                onNatural={(s) => setNatural({ name: files[0]!.name, ...s })}
                target={target}
                focus={focus}
                onFocus={setFocus}
              />
            ) : null}
          </div>
        )}
        convert={async (file, run) => {
          if (!target) throw new ConversionError("unsupported", "problem" in size ? size.problem : "");
          const request: ResizeRequest = { bytes: await file.arrayBuffer(), ...target, focus };
          return runInWorker<ResizeRequest, Uint8Array>(
            () => startModuleWorker(workerUrl, "resize-image"),
            request,
            { ...run, timeoutMs: 120_000, transfer: [request.bytes] },
          );
        }}
        output={(file, bytes) => {
          const png = sniffFormat(bytes) === "png";
          return {
            name: resizedName(file.name, target ?? { width: 0, height: 0 }, png ? "png" : "jpg"),
            mimeType: png ? "image/png" : "image/jpeg",
          };
        }}
      />
    </ConverterPage>
  );
}
