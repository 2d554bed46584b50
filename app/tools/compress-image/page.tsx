import { useRef, useState } from "react";
import type { Route } from "./+types/page";
import { ConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { runInWorker, startModuleWorker } from "#app/tool-kit/conversion/run-in-worker.ts";
import { sniffFormat } from "#app/tool-kit/conversion/file-checks.ts";
import { imageMimeType } from "#app/tool-kit/images/image-decode.ts";
import { ConverterPage } from "#app/tool-kit/ui/converter-page.tsx";
import { ImageBatchConverter } from "#app/tool-kit/ui/image-batch-converter.tsx";
import { BeforeAfter, noteText, type CompressNote } from "./before-after.tsx";
import { CompressSettingsFields, TARGET_SIZE_MESSAGE } from "./compress-settings.tsx";
import type { CompressedImage, CompressRequest, CompressSettings } from "./compress.ts";
import workerUrl from "./worker.ts?worker&url";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = [
  "Each image keeps its format and its name: a JPEG stays a JPEG, a PNG stays a PNG.",
  "Quality 75 suits most photos on websites; go lower for thumbnails, higher for print.",
  "A target size in KB finds the highest quality that fits, for upload limits on forms and portals.",
  "PNG is compressed without any loss, so the quality and target size do not apply to it.",
  "Location and camera details (EXIF and XMP) are removed from every compressed image, whatever its format, and the picture is saved upright.",
  "A file is never made larger: when it is already compact, you get your original picture back, its details removed.",
  "When a target size cannot be reached even at the lowest quality, you are told the smallest size the image goes to.",
  "Add as many images as you like: two are compressed at a time, and you can download them all in one ZIP.",
];

export default function CompressImagePage() {
  const [settings, setSettings] = useState<CompressSettings>({ mode: "quality", quality: 75 });
  const [valid, setValid] = useState(true);
  // What became of each file (already compact, target missed): the list and the preview say it.
  const notes = useRef(new WeakMap<File, CompressNote>());
  return (
    <ConverterPage tool={tool} tips={{ items: tips }}>
      <ImageBatchConverter
        tool={tool}
        downloadLabel="Download compressed image"
        convertLabel="Compress images"
        zipName="compressed-images.zip"
        options={() => <CompressSettingsFields settings={settings} onChange={setSettings} onValidity={setValid} />}
        convert={async (file, run) => {
          if (!valid) throw new ConversionError("unsupported", TARGET_SIZE_MESSAGE);
          const request: CompressRequest = { bytes: await file.arrayBuffer(), settings };
          const result = await runInWorker<CompressRequest, CompressedImage>(
            () => startModuleWorker(workerUrl, "compress-image"),
            request,
            { ...run, timeoutMs: 180_000, transfer: [request.bytes] },
          );
          notes.current.set(file, {
            alreadyCompact: result.alreadyCompact,
            missedTargetKb: !result.targetMet && settings.mode === "size" ? settings.targetKb : undefined,
          });
          return result.bytes;
        }}
        output={(file, bytes) => ({ name: file.name, mimeType: imageMimeType(sniffFormat(bytes)) })}
        renderPreview={(file, result) => <BeforeAfter before={file} after={result} note={notes.current.get(file)} />}
        resultNote={(file, result) => noteText(notes.current.get(file), result)}
      />
    </ConverterPage>
  );
}
