import type { BinaryInput, ConvertOptions } from "#app/tools/conversion/conversion.ts";
import { imageResultName } from "#app/tools/conversion/file-names.ts";
import { reencodeInWorkerOrPage } from "#app/tools/conversion/image-reencode.ts";
import type { ConverterMeta } from "#app/tools/tool-definition.ts";
import { ConverterPage, type ConverterTips } from "#app/tools/ui/converter-page.tsx";
import { convertedFile, SingleFileConverter } from "#app/tools/ui/single-file-converter.tsx";

interface ImageReencoderPageProps {
  tool: ConverterMeta;
  /** The source type as the labels name it, e.g. "PNG". */
  from: string;
  /** The target type as the labels name it, e.g. "JPEG". */
  to: string;
  /** Starts the tool's worker: `new Worker(new URL("./worker.ts", import.meta.url), …)` in its page. */
  startWorker: () => Worker;
  /** The worker's own function, run on the page where OffscreenCanvas is missing. */
  convertOnPage: (input: BinaryInput, options: ConvertOptions) => Promise<Uint8Array>;
  tips: ConverterTips;
}

const MB = 1024 * 1024;

/** PNG to JPEG, WebP to JPG, WebP to PNG: one image re-encoded, shown as a preview and downloaded. */
export function ImageReencoderPage({ tool, from, to, startWorker, convertOnPage, tips }: ImageReencoderPageProps) {
  const format = tool.output.mimeType === "image/png" ? "png" : "jpeg";
  return (
    <ConverterPage tool={tool} tips={tips}>
      <SingleFileConverter
        tool={tool}
        chooseLabel={`Choose a ${from} image`}
        chooseHint={`or drag and drop it here · ${from} up to ${Math.round(tool.input.maxBytes / MB)} MB`}
        convertLabel={`Convert to ${to}`}
        downloadLabel={`Download ${to}`}
        resetLabel="Convert Another"
        imagePreview
        convert={async (file, run) => {
          const bytes = await reencodeInWorkerOrPage(startWorker, await file.arrayBuffer(), convertOnPage, run);
          return convertedFile(tool, bytes, imageResultName(file.name, format));
        }}
      />
    </ConverterPage>
  );
}
