import { TriangleAlert, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { downloadBlob } from "#app/lib/download.ts";
import type { BinaryInput } from "#app/tool-kit/conversion/conversion.ts";
import { documentPdfName } from "#app/tool-kit/conversion/file-names.ts";
import { runInWorker, startModuleWorker } from "#app/tool-kit/conversion/run-in-worker.ts";
import type { DocumentConversion } from "#app/tool-kit/pdf/render-document-pdf.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";
import { ConversionResult } from "#app/tool-kit/ui/conversion-result.tsx";
import { FileDropZone } from "#app/tool-kit/ui/file-drop-zone.tsx";
import { OnDeviceNote } from "#app/tool-kit/ui/on-device-note.tsx";
import { ProgressBar } from "#app/tool-kit/ui/progress-bar.tsx";
import { SelectedFile } from "#app/tool-kit/ui/selected-file.tsx";
import { ToolResultOffer } from "#app/tool-kit/ui/result-offer.tsx";
import { ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { useChosenFile } from "#app/tool-kit/ui/use-chosen-file.ts";
import { useRevealResult } from "#app/tool-kit/ui/reveal-result.ts";
import { AddMoreFiles } from "#app/tool-kit/ui/batch/add-more-files.tsx";
import { FileBatchPanel } from "#app/tool-kit/ui/batch/file-batch.tsx";
import { useConversion, type ConversionRun } from "#app/tool-kit/ui/use-conversion.ts";

export interface ConvertedFile {
  blob: Blob;
  name: string;
  /** Something the user should know before downloading (e.g. characters no font could draw). */
  note?: string;
}

/** The converted bytes as a download of the tool's output type. */
export function convertedFile(tool: ConverterMeta, bytes: Uint8Array, name: string): ConvertedFile {
  return { blob: new Blob([bytes as BlobPart], { type: tool.output.mimeType }), name };
}

/** The button labels of the document-to-PDF converters (Word, Excel). */
const TO_PDF_LABELS = {
  convertLabel: "Convert to PDF",
  downloadLabel: "Download PDF",
  resetLabel: "Convert Another File",
} as const;

export interface SingleFileConverterProps {
  /** The tool's metadata (its meta.ts): the input rule. */
  tool: ConverterMeta;
  /** The drop zone's label, e.g. "Choose a PNG image". */
  chooseLabel: string;
  /** e.g. "or drag and drop it here · PNG up to 50 MB". */
  chooseHint: string;
  convertLabel: string;
  /** The button while working; 'Converting...' unless told otherwise. */
  workingLabel?: string;
  /** The progress bar's label while working. */
  progressLabel?: string;
  downloadLabel: string;
  resetLabel: string;
  /** Does the work (in a worker); rejects with a ConversionError whose message is shown. */
  convert: (file: File, run: ConversionRun) => Promise<ConvertedFile>;
  /** Something to say about the chosen file (e.g. that a .doc is uploaded). */
  fileNote?: (file: File) => React.ReactNode;
  /** Replaces the default privacy line. */
  privacyNote?: React.ReactNode;
  /** Several files (when the input rule takes them): the ZIP's name; converted-<to>.zip by default. */
  zipName?: string;
  /** The icon of a file in the batch list. */
  batchIcon?: LucideIcon;
}

/**
 * A single-file converter: no file → file chosen → converting (button
 * disabled, 'Converting...', real progress) → result ready (the download panel replaces
 * the Convert button, the tool's offer under it, scrolled into view) → reset clears file
 * and result. Messages appear next to the control. Several files picked or dropped at
 * once (when the input rule takes several), or added to the chosen one with 'Add More
 * Files', become a batch: a list converted two at a time, a download per file and a ZIP.
 */
export function SingleFileConverter(props: SingleFileConverterProps) {
  const { tool, convert } = props;
  const conversion = useConversion<ConvertedFile>(tool.slug);
  const { status, progress, result, converting } = conversion;
  const { file, selectionError, clearSelectionError, choose, reset } = useChosenFile(tool.input, conversion.reset);
  const error = selectionError ?? conversion.error;
  const { ref: resultRef, reveal } = useRevealResult();
  const [batch, setBatch] = useState<File[] | null>(null);

  const start = async () => {
    if (!file || converting) return;
    clearSelectionError();
    if (await conversion.start((run) => convert(file, run))) reveal();
  };

  const pick = (files: File[]) => (tool.input.multiple && files.length > 1 ? setBatch(files) : choose(files));

  if (batch)
    return (
      <FileBatchPanel
        tool={tool}
        initialFiles={batch}
        convert={convert}
        convertLabel={props.convertLabel}
        workingLabel={props.workingLabel}
        zipName={props.zipName ?? `converted-${tool.to.toLowerCase()}.zip`}
        icon={props.batchIcon}
        onReset={() => setBatch(null)}
        privacyNote={props.privacyNote}
      />
    );

  return (
    <ToolPanel>
      <div className="space-y-5">
        {file ? (
          <>
            <SelectedFile file={file} onRemove={reset} note={props.fileNote?.(file)} />
            {!converting && status !== "done" ? (
              <AddMoreFiles rule={tool.input} onFiles={(more) => setBatch([file, ...more])} />
            ) : null}
          </>
        ) : (
          <FileDropZone
            rule={tool.input}
            onFiles={pick}
            label={props.chooseLabel}
            hint={props.chooseHint}
            error={selectionError}
          />
        )}
        {file && error ? <Alert>{error}</Alert> : null}
        {converting ? (
          <ProgressBar value={progress} label={props.progressLabel ?? `Converting ${file?.name ?? "your file"}`} />
        ) : null}
        {status === "done" && result ? (
          <div ref={resultRef} className="scroll-mt-4 space-y-5">
            <ConversionResult
              fileName={result.name}
              size={result.blob.size}
              downloadLabel={props.downloadLabel}
              onDownload={() => downloadBlob(result.blob, result.name)}
              resetLabel={props.resetLabel}
              onReset={reset}
            >
              {result.note ? (
                <p className="flex items-start gap-2 text-sm text-amber-900">
                  <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  <span>{result.note}</span>
                </p>
              ) : null}
            </ConversionResult>
            <ToolResultOffer tool={tool} />
          </div>
        ) : (
          <Button block onClick={() => void start()} disabled={!file || converting}>
            {converting ? (props.workingLabel ?? "Converting...") : props.convertLabel}
          </Button>
        )}
        {props.privacyNote ?? <OnDeviceNote />}
      </div>
    </ToolPanel>
  );
}

interface DocumentToPdfConverterProps extends Omit<SingleFileConverterProps, "convert" | keyof typeof TO_PDF_LABELS> {
  /** The tool's worker script (`./worker.ts?worker&url`). */
  workerUrl: string;
  timeoutMs: number;
  timeoutMessage: string;
  /** What to do when the worker fails (e.g. a legacy .doc goes to the server); rethrows otherwise. */
  onWorkerError?: (error: unknown, file: File, run: ConversionRun) => Promise<DocumentConversion>;
}

/**
 * Word and Excel to PDF: the document is converted in the tool's worker, so the page
 * stays responsive (cancelling or the timeout ends it), and the PDF is named after it,
 * with a note on characters no font could draw. The worker starts from a blob:
 * bootstrap, so it may fetch the fonts a document needs (page CSP).
 */
export function DocumentToPdfConverter({
  workerUrl,
  timeoutMs,
  timeoutMessage,
  onWorkerError,
  ...props
}: DocumentToPdfConverterProps) {
  const { tool } = props;
  const convert = async (file: File, run: ConversionRun): Promise<ConvertedFile> => {
    let result: DocumentConversion;
    try {
      result = await runInWorker<BinaryInput, DocumentConversion>(
        () => startModuleWorker(workerUrl, tool.slug),
        await file.arrayBuffer(),
        { timeoutMs, timeoutMessage, ...run },
      );
    } catch (error) {
      if (!onWorkerError) throw error;
      result = await onWorkerError(error, file, run);
    }
    return { ...convertedFile(tool, result.pdf, documentPdfName(file.name)), note: result.note };
  };
  return <SingleFileConverter {...TO_PDF_LABELS} {...props} convert={convert} />;
}
