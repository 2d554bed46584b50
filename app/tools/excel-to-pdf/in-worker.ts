import type { BinaryInput } from "#app/tools/shared/conversion.ts";
import { runInWorker, type RunInWorkerOptions } from "#app/tools/shared/worker-protocol.ts";
import { EXCEL_TIMEOUT_MESSAGE } from "#app/tools/excel-to-pdf/convert.ts";

/** convertExcelToPdf in a Web Worker: abort or a 5-minute timeout ends the worker. */
export function convertExcelToPdfInWorker(input: BinaryInput, options: RunInWorkerOptions = {}): Promise<Uint8Array> {
  return runInWorker<BinaryInput, Uint8Array>(
    () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "excel-to-pdf" }),
    input,
    { timeoutMs: 300_000, timeoutMessage: EXCEL_TIMEOUT_MESSAGE, ...options },
  );
}
