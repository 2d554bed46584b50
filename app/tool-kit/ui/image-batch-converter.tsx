import { FileImage } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/ui/button.tsx";
import { downloadBlob } from "#app/lib/download.ts";
import { imageResultName, imagesZipName } from "#app/tool-kit/conversion/file-names.ts";
import { formatMegabytes } from "#app/tool-kit/conversion/file-size.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";
import { BatchResult } from "#app/tool-kit/ui/batch/batch-result.tsx";
import { BatchFileList } from "#app/tool-kit/ui/batch/batch-file-list.tsx";
import {
  batchNames,
  batchTotals,
  downloadBatchZip,
  newBatchItem,
  useBatchRun,
} from "#app/tool-kit/ui/batch/use-batch-run.ts";
import { BlobImage } from "#app/tool-kit/ui/blob-image.tsx";
import { ConversionResult } from "#app/tool-kit/ui/conversion-result.tsx";
import { useFileList } from "#app/tool-kit/ui/file-list.tsx";
import { OnDeviceNote } from "#app/tool-kit/ui/on-device-note.tsx";
import { ProgressBar } from "#app/tool-kit/ui/progress-bar.tsx";
import { ToolResultOffer } from "#app/tool-kit/ui/result-offer.tsx";
import { useRevealResult } from "#app/tool-kit/ui/reveal-result.ts";
import { ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import type { ConversionRun } from "#app/tool-kit/ui/use-conversion.ts";

/** A result's download name and type, from its source file and its bytes. */
interface BatchOutput {
  name: string;
  mimeType: string;
}

export interface ImageBatchConverterProps {
  /** The tool's metadata (its meta.ts): slug, format names as the labels say them, input rule (multiple files), output type. */
  tool: ConverterMeta;
  /** Converts one file (in a worker); rejects with a ConversionError whose message is shown for that file. */
  convert: (file: File, run: ConversionRun) => Promise<Uint8Array>;
  /** The result's name and type; by default the tool's output type and the file's name with its extension. */
  output?: (file: File, bytes: Uint8Array) => BatchOutput;
  /** The ZIP's name; by default converted-jpg.zip / converted-png.zip. */
  zipName?: string;
  /** The start button's text; by default "Convert to <to>". */
  convertLabel?: string;
  /** The download button of a single result; by default "Download <to>". */
  downloadLabel?: string;
  /** The tool's settings, shown under the file list (given the listed files, e.g. for a preview). */
  options?: (files: readonly File[]) => ReactNode;
  /** One file's result view; by default a preview of the result. */
  renderPreview?: (file: File, result: Blob, name: string) => ReactNode;
  /** A word on one finished file, after its name and size in the list (e.g. that it was already compact). */
  resultNote?: (file: File, result: Blob) => string | undefined;
}

const MB = 1024 * 1024;

/**
 * PNG to JPEG, WebP to JPG, WebP to PNG: one image or many (picked or dropped), each
 * converted in its own worker, two at a time, with its own progress and status in a
 * list. One image ends in the download panel with a preview; several offer a download
 * per file and one ZIP. A file that fails says why and does not stop the others. The
 * result scrolls into view when it is ready.
 */
export function ImageBatchConverter({
  tool,
  convert,
  output,
  zipName,
  convertLabel,
  downloadLabel,
  options,
  renderPreview,
  resultNote,
}: ImageBatchConverterProps) {
  const { from, to } = tool;
  const list = useFileList(tool.input, newBatchItem);
  const { items, setItems, setSelectionError, setAnnouncement } = list;
  const { ref: resultRef, reveal } = useRevealResult();
  const format = tool.output.mimeType === "image/png" ? "png" : "jpeg";
  const batch = useBatchRun(
    tool.slug,
    items,
    setItems,
    async (file, run) => {
      const bytes = await convert(file, run);
      const { name, mimeType } = output?.(file, bytes) ?? {
        name: imageResultName(file.name, format),
        mimeType: tool.output.mimeType,
      };
      return { name, blob: new Blob([bytes as BlobPart], { type: mimeType }) };
    },
    (converted, total) => {
      if (total > 1) {
        const failed = total - converted;
        setAnnouncement(`${converted} of ${total} files converted${failed ? `, ${failed} not converted` : ""}.`);
      }
      if (converted > 0) reveal();
    },
  );
  const running = batch.running;
  const names = batchNames(items);
  const resultName = (item: (typeof items)[number]) => names.get(item.id) ?? imageResultName(item.file.name, format);

  const startOver = () => {
    batch.stop();
    list.clear();
  };

  const start = () => {
    setSelectionError(null);
    void batch.start();
  };

  const { done, pending, resultBytes, progress: batchProgress } = batchTotals(items);
  const single = items.length === 1 ? items[0] : undefined;

  return (
    <ToolPanel>
      <div className="space-y-5">
        <BatchFileList
          slug={tool.slug}
          list={list}
          label={items.length ? `Drop more ${from} images here, or click to choose` : `Choose ${from} images`}
          hint={`${items.length ? "" : "or drag and drop them here · one or many, "}${from} up to ${Math.round(tool.input.maxBytes / MB)} MB each`}
          running={running}
          icon={FileImage}
          resultName={resultName}
          note={(item) => (item.result ? resultNote?.(item.file, item.result) : undefined)}
          downloadable={items.length > 1}
        />
        {options?.(items.map((item) => item.file))}
        {running && items.length > 1 ? (
          <ProgressBar
            value={batchProgress}
            label={`Converting ${items.length} images to ${to}`}
            detail={`${done.length} of ${items.length} done`}
          />
        ) : null}
        {done.length > 0 && !running ? (
          <div ref={resultRef} className="scroll-mt-4 space-y-5">
            {single?.status === "done" && single.result ? (
              <ConversionResult
                fileName={resultName(single)}
                size={single.result.size}
                downloadLabel={downloadLabel ?? `Download ${to}`}
                onDownload={() => downloadBlob(single.result!, resultName(single))}
                resetLabel="Convert Another"
                onReset={startOver}
              >
                {renderPreview ? (
                  renderPreview(single.file, single.result, resultName(single))
                ) : (
                  <BlobImage
                    blob={single.result}
                    alt={`Preview of ${resultName(single)}`}
                    className="max-h-80 w-auto max-w-full rounded-lg border border-green-200 bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-[length:16px_16px]"
                  />
                )}
              </ConversionResult>
            ) : null}
            {items.length > 1 ? (
              <BatchResult
                summary={`Conversion complete: ${done.length} of ${items.length} files as ${to} · ${formatMegabytes(resultBytes)}`}
                onDownloadZip={() => void downloadBatchZip(items, zipName ?? imagesZipName(format))}
                resetLabel="Convert More Files"
                onReset={startOver}
                takeFocus
              />
            ) : null}
            <ToolResultOffer tool={tool} />
          </div>
        ) : null}
        {pending || running || items.length === 0 ? (
          <Button block onClick={start} disabled={!pending || running}>
            {running ? "Converting..." : (convertLabel ?? `Convert to ${to}`)}
          </Button>
        ) : null}
        <OnDeviceNote />
      </div>
    </ToolPanel>
  );
}
