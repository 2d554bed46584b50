import type { BinaryInput, ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { reencodeInWorkerOrPage } from "#app/tool-kit/images/image-reencode.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";
import { ConverterPage, type ConverterTips } from "#app/tool-kit/ui/converter-page.tsx";
import { ImageBatchConverter } from "#app/tool-kit/ui/image-batch-converter.tsx";

interface ImageReencoderPageProps {
  tool: ConverterMeta;
  /** Starts the tool's worker: `new Worker(new URL("./worker.ts", import.meta.url), …)` in its page. */
  startWorker: () => Worker;
  /** The worker's own function, run on the page where OffscreenCanvas is missing. */
  convertOnPage: (input: BinaryInput, options: ConvertOptions) => Promise<Uint8Array>;
  tips: ConverterTips;
}

/** PNG to JPEG, WebP to JPG, WebP to PNG: one image or a batch, each re-encoded in a worker. */
export function ImageReencoderPage({ tool, startWorker, convertOnPage, tips }: ImageReencoderPageProps) {
  return (
    <ConverterPage tool={tool} tips={{ ...tips, items: [...tips.items, BATCH_TIP] }}>
      <ImageBatchConverter
        tool={tool}
        convert={async (file, run) => reencodeInWorkerOrPage(startWorker, await file.arrayBuffer(), convertOnPage, run)}
      />
    </ConverterPage>
  );
}

const BATCH_TIP =
  "Add as many images as you like: two are converted at a time, each keeps its name, and you can download them one by one or all in one ZIP.";
