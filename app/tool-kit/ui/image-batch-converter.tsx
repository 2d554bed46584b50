import { Download, FileImage } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { downloadBlob } from "#app/lib/download.ts";
import { isConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { imageResultName, imagesZipName } from "#app/tool-kit/conversion/file-names.ts";
import { formatMegabytes } from "#app/tool-kit/conversion/file-size.ts";
import { runPool } from "#app/tool-kit/conversion/run-pool.ts";
import { GENERIC_FAILURE_MESSAGE } from "#app/tool-kit/conversion/run-in-worker.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";
import { BatchResult } from "#app/tool-kit/ui/batch-result.tsx";
import { BlobImage } from "#app/tool-kit/ui/blob-image.tsx";
import { ConversionResult } from "#app/tool-kit/ui/conversion-result.tsx";
import { FileListPicker, RemoveFileButton, useFileList } from "#app/tool-kit/ui/file-list.tsx";
import { OnDeviceNote } from "#app/tool-kit/ui/on-device-note.tsx";
import { ProgressBar } from "#app/tool-kit/ui/progress-bar.tsx";
import { ToolResultOffer } from "#app/tool-kit/ui/result-offer.tsx";
import { ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import type { ConversionRun } from "#app/tool-kit/ui/use-conversion.ts";
import { recordRun } from "#app/tool-kit/ui/tool-run.ts";

/** Conversions at once: each runs in its own worker; two keep a 2-core phone responsive. */
const PARALLEL = 2;

type ItemStatus = "waiting" | "converting" | "done" | "failed";

interface BatchItem {
  id: number;
  file: File;
  status: ItemStatus;
  progress: number;
  result?: Blob;
  /** The result's download name. */
  name?: string;
  error?: string;
}

/** A result's download name and type, from its source file and its bytes. */
export interface BatchOutput {
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

const STATUS_TEXT: Record<ItemStatus, string> = {
  waiting: "Ready to convert",
  converting: "Converting",
  done: "Converted",
  failed: "Not converted",
};

/**
 * PNG to JPEG, WebP to JPG, WebP to PNG: one image or many (picked or dropped), each
 * converted in its own worker, two at a time, with its own progress and status in a
 * list. One image ends in the download panel with a preview; several offer a download
 * per file and one ZIP. A file that fails says why and does not stop the others.
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
  const list = useFileList(tool.input, (file, id): BatchItem => ({ id, file, status: "waiting", progress: 0 }));
  const { items, setItems, selectionError, setSelectionError, setAnnouncement } = list;
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const format = tool.output.mimeType === "image/png" ? "png" : "jpeg";
  const resultName = (item: BatchItem) => item.name ?? imageResultName(item.file.name, format);
  const outputOf = (file: File, bytes: Uint8Array): BatchOutput =>
    output?.(file, bytes) ?? { name: imageResultName(file.name, format), mimeType: tool.output.mimeType };

  useEffect(() => () => controller.current?.abort(), []);

  const patch = (id: number, change: Partial<BatchItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  // After a removal the keyboard focus moves to the next file's Remove button (or the previous one's, or the picker).
  const focusAfterRemoval = useRef<number | "picker" | null>(null);
  useEffect(() => {
    const target = focusAfterRemoval.current;
    if (target === null) return;
    focusAfterRemoval.current = null;
    if (target === "picker") list.picker.inputRef.current?.focus();
    else document.getElementById(`${tool.slug}-remove-${target}`)?.focus();
  }, [items, tool.slug, list.picker.inputRef]);

  const remove = (item: BatchItem) => {
    const index = items.findIndex((i) => i.id === item.id);
    const neighbour = items[index + 1] ?? items[index - 1];
    focusAfterRemoval.current = neighbour ? neighbour.id : "picker";
    list.remove(item);
  };

  const startOver = () => {
    controller.current?.abort();
    controller.current = null;
    setRunning(false);
    list.clear();
  };

  const start = async () => {
    const todo = items.filter((i) => i.status === "waiting" || i.status === "failed");
    if (todo.length === 0 || running) return;
    const current = new AbortController();
    controller.current = current;
    setSelectionError(null);
    setRunning(true);
    for (const item of todo) patch(item.id, { status: "waiting", progress: 0, error: undefined });
    let converted = 0;
    await runPool(
      todo,
      PARALLEL,
      async (item) => {
        patch(item.id, { status: "converting" });
        try {
          const bytes = await convert(item.file, {
            signal: current.signal,
            onProgress: (progress) => {
              if (!current.signal.aborted) patch(item.id, { progress });
            },
          });
          if (current.signal.aborted) return;
          converted++;
          const { name, mimeType } = outputOf(item.file, bytes);
          patch(item.id, { status: "done", progress: 1, name, result: new Blob([bytes as BlobPart], { type: mimeType }) });
        } catch (error) {
          if (current.signal.aborted) return;
          patch(item.id, {
            status: "failed",
            error: isConversionError(error) ? error.message : GENERIC_FAILURE_MESSAGE,
          });
        }
      },
      current.signal,
    );
    if (current.signal.aborted) return;
    controller.current = null;
    setRunning(false);
    if (converted > 0) recordRun(tool.slug);
    if (todo.length > 1) {
      const failed = todo.length - converted;
      setAnnouncement(`${converted} of ${todo.length} files converted${failed ? `, ${failed} not converted` : ""}.`);
    }
  };

  const done = items.filter((i) => i.status === "done" && i.result);
  const pending = items.some((i) => i.status === "waiting" || i.status === "failed");
  const single = items.length === 1 ? items[0] : undefined;
  const resultBytes = done.reduce((sum, i) => sum + (i.result?.size ?? 0), 0);
  const batchProgress = items.length
    ? items.reduce((sum, i) => sum + (i.status === "failed" ? 1 : i.progress), 0) / items.length
    : 0;

  const downloadZip = async () => {
    const [{ zipFiles }, files] = await Promise.all([
      import("#app/tool-kit/conversion/zip-files.ts"),
      Promise.all(
        done.map(async (i) => ({ name: resultName(i), bytes: new Uint8Array(await i.result!.arrayBuffer()) })),
      ),
    ]);
    downloadBlob(new Blob([zipFiles(files) as BlobPart], { type: "application/zip" }), zipName ?? imagesZipName(format));
  };

  return (
    <ToolPanel>
      <div className="space-y-5">
        <FileListPicker
          {...list.picker}
          label={items.length ? `Drop more ${from} images here, or click to choose` : `Choose ${from} images`}
          hint={`${items.length ? "" : "or drag and drop them here · one or many, "}${from} up to ${Math.round(tool.input.maxBytes / MB)} MB each`}
          error={selectionError}
          disabled={running}
        >
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Files to convert">
            {items.map((item) => (
              <li key={item.id} className="flex items-start gap-2 p-2 sm:gap-3 sm:p-3">
                <FileImage aria-hidden="true" className="mt-1 hidden h-6 w-6 shrink-0 text-brand-700 sm:block" />
                <div className="min-w-0 flex-1 space-y-2">
                  <div>
                    <p className="truncate text-sm font-medium text-slate-900" title={item.file.name}>
                      {item.file.name}
                    </p>
                    <p className="text-sm text-slate-600">
                      <span>{formatMegabytes(item.file.size)}</span>
                      <span aria-hidden="true"> · </span>
                      <span className={item.status === "failed" ? "text-red-700" : undefined}>
                        {STATUS_TEXT[item.status]}
                        {item.status === "done" && item.result
                          ? `: ${resultName(item)}, ${formatMegabytes(item.result.size)}`
                          : ""}
                        {item.status === "done" && item.result && resultNote?.(item.file, item.result)
                          ? `. ${resultNote(item.file, item.result)}`
                          : ""}
                      </span>
                    </p>
                  </div>
                  {item.status === "converting" ? (
                    <ProgressBar value={item.progress} label={`Converting ${item.file.name}`} />
                  ) : null}
                  {item.status === "failed" && item.error ? <Alert>{item.error}</Alert> : null}
                </div>
                {item.status === "done" && item.result && items.length > 1 ? (
                  <Button
                    variant="secondary"
                    className="shrink-0"
                    aria-label={`Download ${resultName(item)}`}
                    onClick={() => downloadBlob(item.result!, resultName(item))}
                  >
                    <Download aria-hidden="true" className="h-4 w-4" />
                    <span className="hidden sm:inline">Download</span>
                  </Button>
                ) : null}
                <RemoveFileButton
                  id={`${tool.slug}-remove-${item.id}`}
                  fileName={item.file.name}
                  disabled={running}
                  onClick={() => remove(item)}
                />
              </li>
            ))}
          </ul>
        </FileListPicker>
        {options?.(items.map((item) => item.file))}
        {running && items.length > 1 ? (
          <ProgressBar
            value={batchProgress}
            label={`Converting ${items.length} images to ${to}`}
            detail={`${done.length} of ${items.length} done`}
          />
        ) : null}
        {!running && single?.status === "done" && single.result ? (
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
        {!running && items.length > 1 && done.length > 0 ? (
          <BatchResult
            summary={`Conversion complete: ${done.length} of ${items.length} files as ${to} · ${formatMegabytes(resultBytes)}`}
            onDownloadZip={() => void downloadZip()}
            resetLabel="Convert More Files"
            onReset={startOver}
            takeFocus
          />
        ) : null}
        {done.length > 0 && !running ? <ToolResultOffer tool={tool} /> : null}
        {pending || running || items.length === 0 ? (
          <Button block onClick={() => void start()} disabled={!pending || running}>
            {running ? "Converting..." : (convertLabel ?? `Convert to ${to}`)}
          </Button>
        ) : null}
        <OnDeviceNote />
      </div>
    </ToolPanel>
  );
}
