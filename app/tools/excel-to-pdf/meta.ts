import { INPUTS } from "#app/tools/conversion/input-rules.ts";
import type { ConverterMeta } from "#app/tools/tool-definition.ts";

/** The Excel to PDF Converter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "excel-to-pdf",
  group: "file-conversion",
  title: "Excel to PDF Converter",
  description: "Convert Excel workbooks (.xls and .xlsx) to PDF, each sheet as a paginated table under its name.",
  demo: false,
  input: INPUTS.excel,
  output: { mimeType: "application/pdf" },
} as const satisfies ConverterMeta;
