import type { Route } from "./+types/page";
import { mergedPdfName } from "#app/tool-kit/conversion/file-names.ts";
import { runInWorker } from "#app/tool-kit/conversion/run-in-worker.ts";
import type { NamedPdf } from "#app/tool-kit/pdf/pdf-lib-open.ts";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { FileListPicker, useFileList, useFileOrder } from "#app/tool-kit/ui/file-list.tsx";
import { OnDeviceNote } from "#app/tool-kit/ui/on-device-note.tsx";
import { ProgressBar } from "#app/tool-kit/ui/progress-bar.tsx";
import { useRevealResult } from "#app/tool-kit/ui/reveal-result.ts";
import { PdfResultOrStart } from "#app/tool-kit/ui/result-offer.tsx";
import { ToolFrame } from "#app/tool-kit/ui/tool-frame.tsx";
import { TipsList, ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { useConversion } from "#app/tool-kit/ui/use-conversion.ts";
import { MERGE_LIST_ID, MergeList, type ListedPdf } from "./merge-list.tsx";
import { tool } from "./meta.ts";
import { useFilePreviews } from "./use-previews.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = [
  "Drag the files into order, or use Move up and Move down; the first file's pages come first.",
  "Every page keeps its size and orientation, and links to web pages keep working.",
  "Bookmarks (the outline) and links that jump to another page of the same document are not kept.",
  "Password-protected PDFs cannot be merged; remove the password first.",
];

const startWorker = () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "merge-pdf" });

export default function MergePdfPage() {
  const conversion = useConversion<Blob>(tool.slug);
  const { status, progress, result, converting } = conversion;
  const list = useFileList(tool.input, (file, id): ListedPdf => ({ id, file }), conversion.reset);
  const { items: files, selectionError, setSelectionError } = list;
  const previews = useFilePreviews(files);
  const { ref: resultBox, reveal } = useRevealResult();
  const move = useFileOrder(list, MERGE_LIST_ID, conversion.reset);

  const start = () => {
    if (files.length < 2 || converting) return;
    setSelectionError(null);
    const ordered = files.map((f) => f.file);
    void conversion
      .start(async (run) => {
        const inputs = await Promise.all(
          ordered.map(async (file) => ({ name: file.name, data: await file.arrayBuffer() })),
        );
        const pdf = await runInWorker<NamedPdf[], Uint8Array>(startWorker, inputs, {
          timeoutMs: 300_000,
          transfer: inputs.map((input) => input.data),
          ...run,
        });
        return new Blob([pdf as BlobPart], { type: "application/pdf" });
      })
      .then((done) => done && reveal());
  };

  const startOver = () => {
    conversion.reset();
    list.clear();
  };

  const totalPages = files.reduce((sum, { id }) => sum + (previews[id]?.pageCount ?? 0), 0);
  const resultName = mergedPdfName(files.map((f) => f.file.name));

  return (
    <ToolFrame tool={tool}>
      <div className="space-y-8">
        <ToolPanel>
          <div className="space-y-5">
            <FileListPicker
              {...list.picker}
              label={files.length ? "Drop more PDFs here, or click to choose" : "Choose PDF files"}
              hint="or drag and drop them here · PDF, up to 100 MB each"
              error={selectionError ?? conversion.error}
              disabled={converting}
            >
              <MergeList
                files={files}
                previews={previews}
                disabled={converting}
                onMove={move}
                onRemove={(item) => {
                  conversion.reset();
                  list.remove(item);
                }}
              />
            </FileListPicker>
            {files.length === 1 ? <p className="text-sm text-slate-600">Add at least one more PDF to merge.</p> : null}
            {converting ? <ProgressBar value={progress} label={`Merging ${files.length} PDF files`} /> : null}
            <PdfResultOrStart
              boxRef={resultBox}
              tool={tool}
              file={status === "done" ? result : null}
              fileName={resultName}
              resetLabel="Merge More Files"
              onReset={startOver}
              start={{
                label: "Merge PDF",
                workingLabel: "Merging...",
                working: converting,
                disabled: files.length < 2,
                onClick: start,
              }}
            >
              <p className="text-sm text-green-900">
                {totalPages ? `${totalPages} pages from ` : ""}
                {files.length} files, in the order listed. Web links are kept; bookmarks are not.
              </p>
            </PdfResultOrStart>
            <OnDeviceNote>
              <strong>Your files stay on your device.</strong> The PDFs are merged in your browser; nothing is uploaded
              to our servers.
            </OnDeviceNote>
          </div>
        </ToolPanel>
        <TipsList title="Good to know" tips={tips} />
      </div>
    </ToolFrame>
  );
}
