import { Download, FileText } from "lucide-react";
import { useRef, useState } from "react";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { SelectField } from "#app/ui/field.tsx";
import { downloadBlob } from "#app/lib/download.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";
import { pdfPageImageName, pdfPagesZipName } from "#app/tool-kit/conversion/file-names.ts";
import { AddMoreFiles } from "#app/tool-kit/ui/batch/add-more-files.tsx";
import { FileBatchPanel } from "#app/tool-kit/ui/batch/file-batch.tsx";
import type { BatchOutcome } from "#app/tool-kit/ui/batch/use-batch-run.ts";
import type { ConversionRun } from "#app/tool-kit/ui/use-conversion.ts";
import { formatMegabytes } from "#app/tool-kit/conversion/file-size.ts";
import {
  pdfBatchZipEntries,
  zipPageImages,
  type PageImageFormat,
  type PdfRenderDeps,
  type PdfToImagesOptions,
  type RenderedPage,
} from "#app/tool-kit/pdf/pdf-to-images.ts";
import { BatchResult } from "#app/tool-kit/ui/batch/batch-result.tsx";
import { useRevealResult } from "#app/tool-kit/ui/reveal-result.ts";
import { BlobImage } from "#app/tool-kit/ui/blob-image.tsx";
import { ConverterPage } from "#app/tool-kit/ui/converter-page.tsx";
import { OnDeviceNote } from "#app/tool-kit/ui/on-device-note.tsx";
import { ProgressBar } from "#app/tool-kit/ui/progress-bar.tsx";
import { PdfFileChoice } from "#app/tool-kit/ui/pdf-file-choice.tsx";
import { ToolResultOffer } from "#app/tool-kit/ui/result-offer.tsx";
import { ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { useChosenFile } from "#app/tool-kit/ui/use-chosen-file.ts";
import { useConversion } from "#app/tool-kit/ui/use-conversion.ts";

const RESOLUTION_OPTIONS = [
  { value: "1", label: "1x · 72 dpi (smallest files)" },
  { value: "1.5", label: "1.5x · 108 dpi" },
  { value: "2", label: "2x · 144 dpi (sharp on screens)" },
  { value: "3", label: "3x · 216 dpi" },
  { value: "4", label: "4x · 288 dpi (print quality)" },
] as const;
const DEFAULT_RESOLUTION = "2";

interface PageEntry {
  page: RenderedPage;
  blob: Blob;
}

interface PdfToImagesConverterProps {
  /** The tool's metadata (its meta.ts): the slug (for element ids), the input rule, the image type. */
  tool: ConverterMeta;
  format: PageImageFormat;
  convert: (input: Uint8Array, options: PdfToImagesOptions, deps: PdfRenderDeps) => Promise<RenderedPage[]>;
}

/** The PDF to JPG and PDF to PNG pages: the converter and its tips ("Good to know"). */
export function PdfToImagesPage({ tips, ...props }: PdfToImagesConverterProps & { tips: readonly string[] }) {
  return (
    <ConverterPage tool={props.tool} tips={{ items: tips }}>
      <PdfToImagesConverter {...props} />
    </ConverterPage>
  );
}

/**
 * PDF to JPG / PDF to PNG: every page rendered at the chosen resolution (default 2x),
 * shown as it is ready, with a download per page and one ZIP of all pages. Several PDFs
 * (picked together, or added with 'Add More Files') become a batch: a row per PDF with its
 * own progress and error, and one ZIP of every page named after its PDF.
 */
function PdfToImagesConverter({ tool, format, convert }: PdfToImagesConverterProps) {
  const [resolution, setResolution] = useState<string>(DEFAULT_RESOLUTION);
  const [pages, setPages] = useState<PageEntry[]>([]);
  const [pageCount, setPageCount] = useState(0);
  const conversion = useConversion<RenderedPage[]>(tool.slug);
  const { status, progress, converting } = conversion;
  const label = format === "jpeg" ? "JPG" : "PNG";
  const mime = tool.output.mimeType;

  const clearResult = () => {
    conversion.reset();
    setPages([]);
    setPageCount(0);
  };

  const { file, selectionError, clearSelectionError, choose, reset } = useChosenFile(tool.input, clearResult);
  const { ref: resultRef, reveal } = useRevealResult();
  const [batch, setBatch] = useState<File[] | null>(null);
  // Each converted PDF's pages, for the batch ZIP (its rows hold one file each).
  const batchPages = useRef(new Map<File, RenderedPage[]>());

  // pdf.js and its assets load only when a PDF is opened.
  const openPdf = async (bytes: Uint8Array) =>
    (await import("#app/tool-kit/pdf/pdfjs-assets.ts")).openPdfWithAssets(bytes);
  const render = async (pdf: File, options: PdfToImagesOptions) =>
    convert(new Uint8Array(await pdf.arrayBuffer()), { scale: Number(resolution), ...options }, { openPdf });

  /** One PDF of a batch: a one-page PDF gives its image, a longer one a ZIP of its pages. */
  const convertOne = async (pdf: File, run: ConversionRun): Promise<BatchOutcome> => {
    const rendered = await render(pdf, run);
    batchPages.current.set(pdf, rendered);
    const note = `${rendered.length} ${rendered.length === 1 ? "page" : "pages"}`;
    if (rendered.length === 1)
      return {
        blob: new Blob([rendered[0]!.bytes as BlobPart], { type: mime }),
        name: pdfPageImageName(pdf.name, 1, format, 1),
        note,
      };
    const zip = zipPageImages(rendered, pdf.name);
    return {
      blob: new Blob([zip as BlobPart], { type: "application/zip" }),
      name: pdfPagesZipName(pdf.name, format),
      note,
    };
  };

  const pick = (files: File[]) => (files.length > 1 ? setBatch(files) : choose(files));

  const resolutionField = (disabled: boolean, onChange?: () => void) => (
    <SelectField
      label="Resolution"
      hint="Higher resolutions give sharper images and larger files."
      options={RESOLUTION_OPTIONS}
      value={resolution}
      disabled={disabled}
      onChange={(event) => {
        setResolution(event.target.value);
        onChange?.();
      }}
    />
  );

  if (batch)
    return (
      <FileBatchPanel
        tool={tool}
        initialFiles={batch}
        convert={convertOne}
        convertLabel={`Convert to ${label}`}
        zipName={`converted-${label.toLowerCase()}.zip`}
        icon={FileText}
        settings={(running) => resolutionField(running)}
        zipEntries={(done) =>
          pdfBatchZipEntries(
            done.map((item) => ({ fileName: item.file.name, pages: batchPages.current.get(item.file) ?? [] })),
          )
        }
        onReset={() => {
          batchPages.current.clear();
          setBatch(null);
          reset();
        }}
      />
    );

  const start = () => {
    if (!file || converting) return;
    clearSelectionError();
    setPages([]);
    setPageCount(0);
    const scale = Number(resolution);
    void conversion
      .start(({ onProgress, signal }) =>
        render(file, {
          scale,
          onProgress,
          signal,
          onPage: (page, count) => {
            if (signal.aborted) return;
            setPageCount(count);
            setPages((current) => [...current, { page, blob: new Blob([page.bytes as BlobPart], { type: mime }) }]);
          },
        }),
      )
      .then((ok) => {
        // A file that fails part-way shows no half result.
        if (!ok) {
          setPages([]);
          setPageCount(0);
        } else reveal();
      });
  };

  const downloadZip = () => {
    if (!file) return;
    const bytes = zipPageImages(
      pages.map((p) => p.page),
      file.name,
    );
    downloadBlob(new Blob([bytes as BlobPart], { type: "application/zip" }), pdfPagesZipName(file.name, format));
  };

  const done = status === "done";
  const totalBytes = pages.reduce((sum, p) => sum + p.blob.size, 0);

  return (
    <div className="space-y-8">
      <ToolPanel>
        <div className="space-y-5">
          <PdfFileChoice rule={tool.input} file={file} onFiles={pick} onRemove={reset} error={selectionError} />
          {file && !converting && status !== "done" ? (
            <AddMoreFiles rule={tool.input} onFiles={(more) => setBatch([file, ...more])} />
          ) : null}
          {file && (selectionError ?? conversion.error) ? <Alert>{selectionError ?? conversion.error}</Alert> : null}
          {resolutionField(converting, () => {
            if (pages.length) clearResult();
          })}
          {converting ? (
            <ProgressBar
              value={progress}
              label={`Converting ${file?.name ?? "your PDF"} to ${label}`}
              detail={pageCount ? `page ${Math.min(pages.length + 1, pageCount)} of ${pageCount}` : undefined}
            />
          ) : null}
          {done ? (
            <div ref={resultRef} className="scroll-mt-4 space-y-5">
              <BatchResult
                summary={`Conversion complete: ${pages.length} ${pages.length === 1 ? "page" : "pages"} as ${label} · ${formatMegabytes(totalBytes)}`}
                onDownloadZip={downloadZip}
                resetLabel="Convert Another PDF"
                onReset={reset}
              />
              <ToolResultOffer tool={tool} />
            </div>
          ) : (
            <Button block onClick={start} disabled={!file || converting}>
              {converting ? "Converting..." : `Convert to ${label}`}
            </Button>
          )}
          <OnDeviceNote />
        </div>
      </ToolPanel>
      {pages.length ? (
        <section aria-labelledby={`${tool.slug}-pages`}>
          <h2 id={`${tool.slug}-pages`} className="mb-4 text-lg font-bold text-slate-900">
            Pages
          </h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {pages.map(({ page, blob }) => (
              <li
                key={page.pageNumber}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
              >
                <BlobImage
                  blob={blob}
                  alt={`Page ${page.pageNumber} preview`}
                  width={page.width}
                  height={page.height}
                  className="h-auto w-full rounded-md border border-slate-200 bg-white"
                />
                <p className="mt-3 text-sm font-semibold text-slate-900">Page {page.pageNumber}</p>
                <p className="text-sm text-slate-600">
                  {page.width} × {page.height} px · {formatMegabytes(blob.size)}
                </p>
                <Button
                  variant="secondary"
                  className="mt-3"
                  onClick={() => downloadBlob(blob, pdfPageImageName(file?.name, page.pageNumber, format, pageCount))}
                >
                  <Download aria-hidden="true" className="h-4 w-4" /> Download page {page.pageNumber}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
