import { useState } from "react";
import type { Route } from "./+types/page";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { downloadBlob } from "#app/lib/download.ts";
import { splitZipName } from "#app/tool-kit/conversion/file-names.ts";
import { formatMegabytes } from "#app/tool-kit/conversion/file-size.ts";
import { runInWorker } from "#app/tool-kit/conversion/run-in-worker.ts";
import { zipFiles, type NamedBytes } from "#app/tool-kit/conversion/zip-files.ts";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { BatchResult } from "#app/tool-kit/ui/batch/batch-result.tsx";
import { ConversionResult } from "#app/tool-kit/ui/conversion-result.tsx";
import { FileDropZone } from "#app/tool-kit/ui/file-drop-zone.tsx";
import { OnDeviceNote } from "#app/tool-kit/ui/on-device-note.tsx";
import { ProgressBar } from "#app/tool-kit/ui/progress-bar.tsx";
import { ToolResultOffer } from "#app/tool-kit/ui/result-offer.tsx";
import { useRevealResult } from "#app/tool-kit/ui/reveal-result.ts";
import { SelectedFile } from "#app/tool-kit/ui/selected-file.tsx";
import { ToolFrame } from "#app/tool-kit/ui/tool-frame.tsx";
import { TipsList, ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { useChosenFile } from "#app/tool-kit/ui/use-chosen-file.ts";
import { useConversion } from "#app/tool-kit/ui/use-conversion.ts";
import { tool } from "./meta.ts";
import { PagePicker } from "./page-picker.tsx";
import { formatPageSet, pagesOf, parsePageRanges } from "./ranges.ts";
import type { SplitPlan, SplitRequest } from "./split.ts";
import { SplitOptions, type SplitChoices } from "./split-options.tsx";
import { usePdfPages } from "./use-pdf-pages.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = [
  "Type ranges such as 1-3, 5, 8- or tap the pages you want; pages come out in the order you type them.",
  "Every page and every few pages give a ZIP of PDFs named after your file, e.g. report-pages-1-3.pdf.",
  "Pages keep their size, text and web links.",
  "Password-protected PDFs cannot be split; remove the password first.",
];

const startWorker = () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "split-pdf" });

const INITIAL: SplitChoices = { mode: "ranges", ranges: "", output: "one", size: "2" };

/** The plan for the worker, or the problem with what was typed. */
function planOf(
  choices: SplitChoices,
  pageCount: number,
): { plan?: SplitPlan; rangesError?: string; sizeError?: string } {
  if (choices.mode === "every-page") return { plan: { mode: "every-page" } };
  if (choices.mode === "every-n") {
    const size = Number(choices.size);
    if (!Number.isInteger(size) || size < 1 || size > pageCount)
      return { sizeError: `Type a whole number from 1 to ${pageCount}.` };
    return { plan: { mode: "every-n", size } };
  }
  const parsed = parsePageRanges(choices.ranges, pageCount);
  if (!parsed.ok) return { rangesError: parsed.message };
  return { plan: { mode: "ranges", ranges: choices.ranges, output: choices.output } };
}

export default function SplitPdfPage() {
  const [choices, setChoices] = useState<SplitChoices>(INITIAL);
  const conversion = useConversion<NamedBytes[]>(tool.slug);
  const { status, progress, result, converting } = conversion;
  const { ref: resultBox, reveal } = useRevealResult();
  const { file, selectionError, clearSelectionError, choose, reset } = useChosenFile(tool.input, () => {
    conversion.reset();
    setChoices(INITIAL);
  });
  const { pageCount, thumbnails, error: openError } = usePdfPages(file);
  const { plan, rangesError, sizeError } = pageCount ? planOf(choices, pageCount) : {};
  const parsed = choices.mode === "ranges" && pageCount ? parsePageRanges(choices.ranges, pageCount) : null;
  const selected = parsed?.ok ? pagesOf(parsed.ranges) : new Set<number>();

  const change = (next: Partial<SplitChoices>) => {
    conversion.reset();
    setChoices((current) => ({ ...current, ...next }));
  };

  const toggle = (pageNumber: number) => {
    const next = new Set(selected);
    if (next.has(pageNumber)) next.delete(pageNumber);
    else next.add(pageNumber);
    change({ mode: "ranges", ranges: formatPageSet(next) });
  };

  const start = () => {
    if (!file || !plan || converting) return;
    clearSelectionError();
    void conversion
      .start(async (run) => {
        const data = await file.arrayBuffer();
        return runInWorker<SplitRequest, NamedBytes[]>(
          startWorker,
          { name: file.name, data, plan },
          { timeoutMs: 300_000, transfer: [data], ...run },
        );
      })
      .then((done) => done && reveal());
  };

  const error = selectionError ?? openError ?? conversion.error;
  const totalBytes = result?.reduce((sum, f) => sum + f.bytes.length, 0) ?? 0;

  return (
    <ToolFrame tool={tool}>
      <div className="space-y-8">
        <ToolPanel>
          <div className="space-y-5">
            {file ? (
              <SelectedFile
                file={file}
                onRemove={reset}
                note={
                  pageCount ? (
                    <p className="text-sm text-slate-600">{pageCount === 1 ? "1 page" : `${pageCount} pages`}</p>
                  ) : null
                }
              />
            ) : (
              <FileDropZone
                rule={tool.input}
                onFiles={choose}
                label="Choose a PDF file"
                hint="or drag and drop it here · PDF up to 100 MB"
                error={selectionError}
              />
            )}
            {file && error ? <Alert>{error}</Alert> : null}
            {file && pageCount ? (
              <SplitOptions
                choices={choices}
                rangesError={choices.ranges.trim() ? (rangesError ?? null) : null}
                sizeError={sizeError ?? null}
                disabled={converting}
                onChange={change}
              />
            ) : null}
            {converting ? <ProgressBar value={progress} label={`Splitting ${file?.name ?? "your PDF"}`} /> : null}
            <div ref={resultBox} className="scroll-mt-4">
              {status === "done" && result ? (
                <>
                  {result.length === 1 && result[0] ? (
                    <ConversionResult
                      fileName={result[0].name}
                      size={result[0].bytes.length}
                      downloadLabel="Download PDF"
                      onDownload={() =>
                        downloadBlob(
                          new Blob([result[0]!.bytes as BlobPart], { type: "application/pdf" }),
                          result[0]!.name,
                        )
                      }
                      resetLabel="Split Another PDF"
                      onReset={reset}
                    />
                  ) : (
                    <BatchResult
                      summary={`Split complete: ${result.length} PDF files · ${formatMegabytes(totalBytes)}`}
                      onDownloadZip={() =>
                        downloadBlob(
                          new Blob([zipFiles(result) as BlobPart], { type: "application/zip" }),
                          splitZipName(file?.name),
                        )
                      }
                      resetLabel="Split Another PDF"
                      onReset={reset}
                      takeFocus
                    />
                  )}
                  <ToolResultOffer tool={tool} />
                </>
              ) : file ? (
                <Button block onClick={start} disabled={!plan || converting}>
                  {converting ? "Splitting..." : "Split PDF"}
                </Button>
              ) : null}
            </div>
            <OnDeviceNote>
              <strong>Your file stays on your device.</strong> The PDF is split in your browser; nothing is uploaded to
              our servers.
            </OnDeviceNote>
          </div>
        </ToolPanel>
        {file && pageCount ? (
          <ToolPanel title="Pick pages">
            <PagePicker
              pageCount={pageCount}
              thumbnails={thumbnails}
              selected={selected}
              disabled={converting}
              onToggle={toggle}
            />
          </ToolPanel>
        ) : null}
        <TipsList title="Good to know" tips={tips} />
      </div>
    </ToolFrame>
  );
}
