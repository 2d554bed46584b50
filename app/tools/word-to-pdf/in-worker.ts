import type { BinaryInput } from "#app/tools/shared/conversion.ts";
import { runInWorker, type RunInWorkerOptions } from "#app/tools/shared/worker-protocol.ts";
import { DOCX_TIMEOUT_MESSAGE } from "#app/tools/word-to-pdf/convert.ts";

/** convertDocxToPdf in a Web Worker: the page stays responsive; abort or a 3-minute timeout ends the worker. */
export function convertDocxToPdfInWorker(input: BinaryInput, options: RunInWorkerOptions = {}): Promise<Uint8Array> {
  return runInWorker<BinaryInput, Uint8Array>(
    () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "word-to-pdf" }),
    input,
    { timeoutMs: 180_000, timeoutMessage: DOCX_TIMEOUT_MESSAGE, ...options },
  );
}
