import { FileImage, FileStack, Maximize, ShieldCheck } from "lucide-react";
import { type ConversionRun, useConversion } from "#app/tool-kit/ui/use-conversion.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";
import { imagesPdfName } from "#app/tool-kit/conversion/file-names.ts";
import type { ImageInput } from "#app/tool-kit/pdf/images-to-pdf.ts";
import { runInWorker } from "#app/tool-kit/conversion/run-in-worker.ts";
import { ConverterFeatureCards, type ConverterFeature } from "#app/tool-kit/ui/converter-feature-cards.tsx";
import { ConverterPage } from "#app/tool-kit/ui/converter-page.tsx";
import { FileListPicker, FileOrderButtons, useFileList, useFileOrder } from "#app/tool-kit/ui/file-list.tsx";
import { OnDeviceNote } from "#app/tool-kit/ui/on-device-note.tsx";
import { ProgressBar } from "#app/tool-kit/ui/progress-bar.tsx";
import { useRevealResult } from "#app/tool-kit/ui/reveal-result.ts";
import { FileNameAndSize } from "#app/tool-kit/ui/selected-file.tsx";
import { PdfResultOrStart } from "#app/tool-kit/ui/result-offer.tsx";
import { ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";

interface ImageInputFile {
  name: string;
  data: ArrayBuffer;
}

interface ListedFile {
  id: number;
  file: File;
}

interface ImagesToPdfConverterProps {
  /** The tool's metadata (its meta.ts): the slug (for element ids) and the input rule. */
  tool: ConverterMeta;
  /** e.g. "Choose PNG images". */
  chooseLabel: string;
  chooseHint: string;
  /** Builds the PDF (in a worker) from the images in the listed order. */
  convert: (inputs: ImageInputFile[], run: ConversionRun) => Promise<Uint8Array>;
}

const features: ConverterFeature[] = [
  {
    icon: ShieldCheck,
    title: "Private by design",
    text: "Your images are combined in your browser. Nothing is uploaded, so nothing can leak.",
  },
  {
    icon: FileStack,
    title: "Your order, one page each",
    text: "Every image becomes its own page, in the order you set with Move up and Move down.",
  },
  {
    icon: Maximize,
    title: "Full quality",
    text: "Images keep their original resolution, with no loss of quality and no cropping.",
  },
];

interface ImagesToPdfPageProps extends Omit<ImagesToPdfConverterProps, "convert"> {
  /** Starts the tool's worker: `new Worker(new URL("./worker.ts", import.meta.url), …)` in its page. */
  startWorker: () => Worker;
}

/** The PNG to PDF and JPG to PDF pages: the converter and its feature cards. */
export function ImagesToPdfPage({ startWorker, ...props }: ImagesToPdfPageProps) {
  return (
    <ConverterPage tool={props.tool}>
      <ImagesToPdfConverter
        {...props}
        convert={(inputs, run) =>
          // In a worker, so decoding large images never blocks the page.
          runInWorker<readonly ImageInput[], Uint8Array>(startWorker, inputs, { timeoutMs: 300_000, ...run })
        }
      />
      <ConverterFeatureCards cards={features} />
    </ConverterPage>
  );
}

/**
 * PNG to PDF and JPG to PDF: several files, a list with name, size in MB and
 * a remove button per file, 'Add More Files', order changed with Move up / Move down,
 * 'Convert to PDF', the download panel and 'Convert More Files'. Adding files clears a
 * previous result.
 */
function ImagesToPdfConverter({ tool, chooseLabel, chooseHint, convert }: ImagesToPdfConverterProps) {
  const conversion = useConversion<Blob>(tool.slug);
  const { status, progress, result, converting } = conversion;
  // Adding files clears a previous result.
  const list = useFileList(tool.input, (file, id): ListedFile => ({ id, file }), conversion.reset);
  const { items: files, selectionError, setSelectionError } = list;
  const move = useFileOrder(list, tool.slug, conversion.reset);

  const startOver = () => {
    conversion.reset();
    list.clear();
  };
  const { ref: resultBox, reveal } = useRevealResult();

  const start = () => {
    if (files.length === 0 || converting) return;
    setSelectionError(null);
    const ordered = files.map((f) => f.file);
    void conversion
      .start(async (run) => {
        const inputs = await Promise.all(
          ordered.map(async (file) => ({ name: file.name, data: await file.arrayBuffer() })),
        );
        const pdf = await convert(inputs, run);
        return new Blob([pdf as BlobPart], { type: tool.output.mimeType });
      })
      .then((done) => done && reveal());
  };

  const error = selectionError ?? conversion.error;
  const resultName = imagesPdfName(files.map((f) => f.file.name));

  return (
    <ToolPanel>
      <div className="space-y-5">
        <FileListPicker
          {...list.picker}
          label={files.length ? "Drop more images here, or click to choose" : chooseLabel}
          hint={chooseHint}
          error={error}
          disabled={converting}
        >
          <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Page order">
            {files.map(({ id, file }, index) => (
              <li key={id} className="flex items-center gap-2 p-2 sm:gap-3 sm:p-3">
                <span aria-hidden="true" className="w-6 shrink-0 text-center text-sm font-semibold text-slate-500">
                  {index + 1}
                </span>
                <FileImage aria-hidden="true" className="hidden h-6 w-6 shrink-0 text-brand-700 sm:block" />
                <FileNameAndSize file={file} small />
                <FileOrderButtons
                  listId={tool.slug}
                  id={id}
                  fileName={file.name}
                  index={index}
                  count={files.length}
                  disabled={converting}
                  onMove={move}
                  onRemove={() => {
                    conversion.reset();
                    list.remove({ id, file });
                  }}
                />
              </li>
            ))}
          </ol>
        </FileListPicker>
        {converting ? (
          <ProgressBar
            value={progress}
            label={`Building your PDF from ${files.length} ${files.length === 1 ? "image" : "images"}`}
          />
        ) : null}
        <PdfResultOrStart
          boxRef={resultBox}
          tool={tool}
          file={status === "done" ? result : null}
          fileName={resultName}
          resetLabel="Convert More Files"
          onReset={startOver}
          start={{
            label: "Convert to PDF",
            workingLabel: "Converting...",
            working: converting,
            disabled: files.length === 0,
            onClick: start,
          }}
        >
          <p className="text-sm text-green-900">
            {files.length} {files.length === 1 ? "page" : "pages"}, one per image, in the order listed.
          </p>
        </PdfResultOrStart>
        <OnDeviceNote />
      </div>
    </ToolPanel>
  );
}
