import { useState } from "react";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { SelectField } from "#app/ui/field.tsx";
import { downloadBlob } from "#app/lib/download.ts";
import { baseName } from "#app/tool-kit/conversion/file-names.ts";
import { formatMegabytes } from "#app/tool-kit/conversion/file-size.ts";
import { runInWorker } from "#app/tool-kit/conversion/run-in-worker.ts";
import { ConversionResult } from "#app/tool-kit/ui/conversion-result.tsx";
import { OnDeviceNote } from "#app/tool-kit/ui/on-device-note.tsx";
import { PdfFileChoice } from "#app/tool-kit/ui/pdf-file-choice.tsx";
import { ProgressBar } from "#app/tool-kit/ui/progress-bar.tsx";
import { ToolResultOffer } from "#app/tool-kit/ui/result-offer.tsx";
import { useRevealResult } from "#app/tool-kit/ui/reveal-result.ts";
import { ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { useChosenFile } from "#app/tool-kit/ui/use-chosen-file.ts";
import { useConversion } from "#app/tool-kit/ui/use-conversion.ts";
import type { CompressedPdf } from "./compress.ts";
import { LEVEL_IDS, LEVELS, type CompressionLevel } from "./levels.ts";
import { tool } from "./meta.ts";
import type { CompressRequest } from "./worker.ts";

const LEVEL_OPTIONS = LEVEL_IDS.map((id) => ({ value: id, label: `${LEVELS[id].label} · ${LEVELS[id].dpi} dpi` }));
/** A 200-page scan takes well under this on a phone; a stuck file is stopped. */
const TIMEOUT_MS = 5 * 60_000;

interface Result {
  pdf: CompressedPdf;
  blob: Blob;
  name: string;
}

function savedShare(result: CompressedPdf): string {
  return `${Math.round((1 - result.bytes.length / result.originalSize) * 100)}%`;
}

/** The worker reports pages read up to 0.3 of the way (compress.ts), then images. */
const SCAN_SHARE = 0.3;

function progressLabel(progress: number, name: string): string {
  return progress < SCAN_SHARE ? `Reading the pages of ${name}` : `Compressing the images in ${name}`;
}

/** Said when a hostile or extreme file made us stop early: the output is valid but not fully compressed. */
function limitNote(pdf: CompressedPdf): string | null {
  if (pdf.imagesSkipped > 0)
    return `This PDF has too many images to finish in time: ${pdf.imagesSkipped} were left as they were.`;
  if (pdf.scanCutShort)
    return "This PDF's pages are unusually complex: some images were sized to the whole page, so they may be larger than needed.";
  return null;
}

/** Choose a PDF and a level, compress it in a worker with progress, then before and after sizes and the download. */
export function CompressPdfPanel() {
  const conversion = useConversion<Result>(tool.slug);
  const { status, progress, result, converting } = conversion;
  const { file, selectionError, clearSelectionError, choose, reset } = useChosenFile(tool.input, conversion.reset);
  const [level, setLevel] = useState<CompressionLevel>("balanced");
  const error = selectionError ?? conversion.error;
  const { ref: resultRef, reveal } = useRevealResult();

  const start = () => {
    if (!file || converting) return;
    clearSelectionError();
    void conversion
      .start(async (run) => {
        const bytes = await file.arrayBuffer();
        const pdf = await runInWorker<CompressRequest, CompressedPdf>(
          () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: tool.slug }),
          { bytes, level },
          { ...run, transfer: [bytes], timeoutMs: TIMEOUT_MS },
        );
        const name = pdf.alreadyCompact ? file.name : `${baseName(file.name) || "document"}-compressed.pdf`;
        return { pdf, name, blob: new Blob([pdf.bytes as BlobPart], { type: "application/pdf" }) };
      })
      .then((done) => {
        if (done) reveal();
      });
  };

  return (
    <ToolPanel>
      <div className="space-y-5">
        <PdfFileChoice rule={tool.input} file={file} onFiles={choose} onRemove={reset} error={selectionError} />
        {file && error ? <Alert>{error}</Alert> : null}
        <SelectField
          label="Compression"
          hint={LEVELS[level].hint}
          options={LEVEL_OPTIONS}
          value={level}
          disabled={converting}
          onChange={(event) => {
            setLevel(event.target.value as CompressionLevel);
            conversion.reset();
          }}
        />
        {converting ? <ProgressBar value={progress} label={progressLabel(progress, file?.name ?? "your PDF")} /> : null}
        {status === "done" && result ? (
          <div ref={resultRef} className="scroll-mt-4 space-y-5">
            <ConversionResult
              fileName={result.name}
              size={result.blob.size}
              downloadLabel={result.pdf.alreadyCompact ? "Download the original PDF" : "Download compressed PDF"}
              onDownload={() => downloadBlob(result.blob, result.name)}
              resetLabel="Compress Another PDF"
              onReset={reset}
            >
              <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="compress-sizes">
                <div className="rounded-lg bg-white p-3">
                  <dt className="text-slate-600">Before</dt>
                  <dd className="text-lg font-bold text-slate-900" data-size={result.pdf.originalSize}>
                    {formatMegabytes(result.pdf.originalSize)}
                  </dd>
                </div>
                <div className="rounded-lg bg-white p-3">
                  <dt className="text-slate-600">After</dt>
                  <dd className="text-lg font-bold text-slate-900" data-size={result.pdf.bytes.length}>
                    {formatMegabytes(result.pdf.bytes.length)}
                  </dd>
                </div>
              </dl>
              <p className="text-sm text-slate-700" role="status">
                {result.pdf.alreadyCompact
                  ? "This PDF is already compact: compressing it would not make it smaller, so you can keep the original."
                  : `${savedShare(result.pdf)} smaller · ${result.pdf.pageCount} ${result.pdf.pageCount === 1 ? "page" : "pages"} kept`}
              </p>
              {limitNote(result.pdf) ? <p className="text-sm text-amber-900">{limitNote(result.pdf)}</p> : null}
            </ConversionResult>
            <ToolResultOffer tool={tool} />
          </div>
        ) : (
          <Button block onClick={start} disabled={!file || converting}>
            {converting ? "Compressing..." : "Compress PDF"}
          </Button>
        )}
        <OnDeviceNote />
      </div>
    </ToolPanel>
  );
}
