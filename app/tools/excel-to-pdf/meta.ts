import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import { converterMeta } from "#app/tool-kit/converter-meta.ts";

/** The Excel to PDF Converter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = converterMeta("Excel", "PDF", {
  description: "Convert Excel workbooks (.xls and .xlsx) to PDF, each sheet as a paginated table under its name.",
  // Several at once: a batch, two converting at a time, and a ZIP.
  input: { ...INPUTS.excel, multiple: true },
  offer: {
    text: "Reporting on campaigns in spreadsheets? We run and report on them for you.",
    platforms: ["Performance Marketing", "Graphics Design"],
  },
});
