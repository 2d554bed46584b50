import { FileText, type LucideIcon } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "#app/ui/button.tsx";
import { formatMegabytes } from "#app/tool-kit/conversion/file-size.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";
import { BatchResult } from "#app/tool-kit/ui/batch/batch-result.tsx";
import { useFileList } from "#app/tool-kit/ui/file-list.tsx";
import { OnDeviceNote } from "#app/tool-kit/ui/on-device-note.tsx";
import { ProgressBar } from "#app/tool-kit/ui/progress-bar.tsx";
import { ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { ToolResultOffer } from "#app/tool-kit/ui/result-offer.tsx";
import { useRevealResult } from "#app/tool-kit/ui/reveal-result.ts";
import type { ConversionRun } from "#app/tool-kit/ui/use-conversion.ts";
import { BatchFileList } from "./batch-file-list.tsx";
import {
  batchNames,
  batchTotals,
  downloadBatchZip,
  newBatchItem,
  useBatchRun,
  type BatchOutcome,
  type BatchZipEntries,
} from "./use-batch-run.ts";

const MB = 1024 * 1024;

export interface FileBatchProps {
  /** The tool's metadata: slug, format names, input rule (several files), offer. */
  tool: ConverterMeta;
  /** The files the visitor picked or dropped together. */
  initialFiles: readonly File[];
  /** Converts one file (in its own worker); rejects with a ConversionError whose message is shown for that file. */
  convert: (file: File, run: ConversionRun) => Promise<BatchOutcome>;
  /** The start button's text, as for one file (e.g. "Convert to PDF"). */
  convertLabel: string;
  workingLabel?: string;
  /** The ZIP's name, e.g. "converted-pdf.zip". */
  zipName: string;
  /** Back to the empty converter. */
  onReset: () => void;
  icon?: LucideIcon;
  /** The tool's settings (e.g. a resolution), shown under the list; `running` disables them. */
  settings?: (running: boolean) => ReactNode;
  /** What the ZIP holds when not each file's result (e.g. every page of every PDF). */
  zipEntries?: BatchZipEntries;
}

/**
 * Several files of a one-file converter (Word, Excel, MP4): a list with each file's
 * progress, status and error, converted two at a time, each in its own worker; then a
 * download per file and one ZIP (duplicate names numbered). A corrupt file fails alone.
 */
export function FileBatch({
  tool,
  initialFiles,
  convert,
  convertLabel,
  workingLabel,
  zipName,
  onReset,
  icon = FileText,
  settings,
  zipEntries,
}: FileBatchProps) {
  const list = useFileList(tool.input, newBatchItem);
  const { items, setItems, setSelectionError, setAnnouncement } = list;
  const { ref: resultRef, reveal } = useRevealResult();
  const batch = useBatchRun(tool.slug, items, setItems, convert, (converted, total) => {
    const failed = total - converted;
    setAnnouncement(`${converted} of ${total} files converted${failed ? `, ${failed} not converted` : ""}.`);
    if (converted > 0) reveal();
  });

  // The files chosen together are listed once (a ref, as Strict Mode runs effects twice).
  const listed = useRef(false);
  const add = list.picker.onFiles;
  useEffect(() => {
    if (listed.current) return;
    listed.current = true;
    add([...initialFiles]);
  }, [initialFiles, add]);

  const startOver = () => {
    batch.stop();
    list.clear();
    onReset();
  };

  const names = batchNames(items);
  const { done, pending, resultBytes, progress } = batchTotals(items);

  return (
    <>
      <BatchFileList
        slug={tool.slug}
        list={list}
        label={`Drop more ${tool.from} files here, or click to choose`}
        hint={`${tool.from} up to ${Math.round(tool.input.maxBytes / MB)} MB each`}
        running={batch.running}
        icon={icon}
        resultName={(item) => names.get(item.id) ?? ""}
        note={(item) => item.note}
        downloadable
      />
      {settings?.(batch.running)}
      {batch.running ? (
        <ProgressBar
          value={progress}
          label={`Converting ${items.length} ${tool.from} files to ${tool.to}`}
          detail={`${done.length} of ${items.length} done`}
        />
      ) : null}
      {!batch.running && done.length > 0 ? (
        <div ref={resultRef} className="scroll-mt-4 space-y-5">
          <BatchResult
            summary={`Conversion complete: ${done.length} of ${items.length} files as ${tool.to} · ${formatMegabytes(resultBytes)}`}
            onDownloadZip={() => void downloadBatchZip(items, zipName, zipEntries)}
            resetLabel="Convert More Files"
            onReset={startOver}
          />
          <ToolResultOffer tool={tool} />
        </div>
      ) : null}
      {pending || batch.running ? (
        <Button
          block
          onClick={() => {
            setSelectionError(null);
            void batch.start();
          }}
          disabled={batch.running}
        >
          {batch.running ? (workingLabel ?? "Converting...") : convertLabel}
        </Button>
      ) : null}
    </>
  );
}

/** A converter's panel once it holds a batch: the list, then the privacy line (the default one unless given). */
export function FileBatchPanel({ privacyNote, ...props }: FileBatchProps & { privacyNote?: ReactNode }) {
  return (
    <ToolPanel>
      <div className="space-y-5">
        <FileBatch {...props} />
        {privacyNote ?? <OnDeviceNote />}
      </div>
    </ToolPanel>
  );
}
