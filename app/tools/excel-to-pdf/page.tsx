import type { Route } from "./+types/page";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { ConverterPage } from "#app/tool-kit/ui/converter-page.tsx";
import { DocumentToPdfConverter } from "#app/tool-kit/ui/single-file-converter.tsx";
import { EXCEL_TIMEOUT_MESSAGE } from "./convert.ts";
import { tool } from "./meta.ts";
import workerUrl from "./worker.ts?worker&url";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = [
  "Every visible sheet with data becomes a table under the sheet's name; hidden and empty sheets are left out, and the PDF says which empty ones.",
  "Cells show their values as Excel displays them (currencies, dates, percentages), with bold text, fill colours and merged cells.",
  "Pages follow each sheet's page setup (paper, orientation, margins, scale, fit to pages, title rows); without one, a sheet prints at 100 % on portrait A4, as an office suite prints it.",
  "Wide and long sheets continue on further pages with whole columns, so no column is cut off; each page names the rows and columns it holds.",
  "When a sheet has a print area, only that area is printed. Charts of .xls workbooks print after their sheet's cells; pictures, and charts of .xlsx workbooks, are not printed.",
];

export default function ExcelToPdfPage() {
  return (
    <ConverterPage tool={tool} tips={{ title: "How your workbook is laid out", items: tips }}>
      <DocumentToPdfConverter
        tool={tool}
        chooseLabel="Choose an Excel file"
        chooseHint="or drag and drop it here · .xls or .xlsx up to 50 MB"
        progressLabel="Converting your spreadsheet"
        workerUrl={workerUrl}
        timeoutMs={300_000}
        timeoutMessage={EXCEL_TIMEOUT_MESSAGE}
      />
    </ConverterPage>
  );
}
