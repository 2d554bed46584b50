import type { Route } from "./+types/page";
import { toolMeta } from "#app/tools/tool-meta.ts";
import { documentPdfName } from "#app/tools/conversion/file-names.ts";
import { ConverterPage } from "#app/tools/ui/converter-page.tsx";
import { convertedFile, SingleFileConverter, TO_PDF_LABELS } from "#app/tools/ui/single-file-converter.tsx";
import type { BinaryInput } from "#app/tools/conversion/conversion.ts";
import { runInWorker, startModuleWorker } from "#app/tools/conversion/run-in-worker.ts";
import { EXCEL_TIMEOUT_MESSAGE } from "./convert.ts";
import { tool } from "./meta.ts";
import workerUrl from "./worker.ts?worker&url";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = [
  "Every visible sheet becomes a table under the sheet's name; hidden sheets are left out.",
  "The first row is treated as the header and repeats at the top of every page.",
  "Wide sheets switch to landscape and a smaller font; very wide ones are split into column groups.",
  "Cells show their formatted values, as Excel displays them. Charts, colours and merged cells are not printed.",
];

export default function ExcelToPdfPage() {
  return (
    <ConverterPage tool={tool} tips={{ title: "How your workbook is laid out", items: tips }}>
      <SingleFileConverter
        tool={tool}
        chooseLabel="Choose an Excel file"
        chooseHint="or drag and drop it here · .xls or .xlsx up to 50 MB"
        {...TO_PDF_LABELS}
        progressLabel="Converting your spreadsheet"
        convert={async (file, run) => {
          // In a worker, so the page stays responsive; cancelling or a 5-minute timeout ends it.
          const bytes = await runInWorker<BinaryInput, Uint8Array>(
            // From a blob: bootstrap, so the worker may fetch the fonts a document needs (page CSP).
            () => startModuleWorker(workerUrl, tool.slug),
            await file.arrayBuffer(),
            { timeoutMs: 300_000, timeoutMessage: EXCEL_TIMEOUT_MESSAGE, ...run },
          );
          return convertedFile(tool, bytes, documentPdfName(file.name));
        }}
      />
    </ConverterPage>
  );
}
