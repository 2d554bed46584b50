import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";
import { documentPdfName } from "#app/tools/shared/file-names.ts";
import { SingleFileConverter } from "#app/tools/shared/ui/single-file-converter.tsx";
import { TipsList } from "#app/tools/shared/ui/tool-panel.tsx";
import { convertExcelToPdfInWorker } from "./in-worker.ts";

const tool = toolEntry("excel-to-pdf");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

const tips = [
  "Every visible sheet becomes a table under the sheet's name; hidden sheets are left out.",
  "The first row is treated as the header and repeats at the top of every page.",
  "Wide sheets switch to landscape and a smaller font; very wide ones are split into column groups.",
  "Cells show their formatted values, as Excel displays them. Charts, colours and merged cells are not printed.",
];

export default function ExcelToPdfPage() {
  return (
    <ToolFrame tool={tool}>
      <div className="space-y-8">
        <SingleFileConverter
          slug="excel-to-pdf"
          chooseLabel="Choose an Excel file"
          chooseHint="or drag and drop it here · .xls or .xlsx up to 50 MB"
          convertLabel="Convert to PDF"
          progressLabel="Converting your spreadsheet"
          downloadLabel="Download PDF"
          resetLabel="Convert Another File"
          convert={async (file, run) => {
            const bytes = await convertExcelToPdfInWorker(await file.arrayBuffer(), run);
            return {
              blob: new Blob([bytes as BlobPart], { type: "application/pdf" }),
              name: documentPdfName(file.name),
            };
          }}
        />
        <TipsList title="How your workbook is laid out" tips={tips} />
      </div>
    </ToolFrame>
  );
}
