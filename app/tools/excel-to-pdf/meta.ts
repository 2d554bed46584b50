import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";

/** The Excel to PDF Converter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "excel-to-pdf",
  group: "file-conversion",
  title: "Excel to PDF Converter",
  description: "Convert Excel workbooks (.xls and .xlsx) to PDF, each sheet as a paginated table under its name.",
  demo: false,
  input: INPUTS.excel,
  output: { mimeType: "application/pdf" },
  offer: {
    text: "Reporting on campaigns in spreadsheets? We run and report on them for you.",
    cta: "Talk to us",
    goals: "Converted an Excel workbook to PDF with your free tool; want help with campaigns and their reporting.",
    platforms: ["Performance Marketing", "Graphics Design"],
  },
} as const satisfies ConverterMeta;
