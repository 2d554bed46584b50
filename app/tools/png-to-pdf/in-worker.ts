import type { ImageInput } from "#app/tools/shared/images-to-pdf.ts";
import { runInWorker, type RunInWorkerOptions } from "#app/tools/shared/worker-protocol.ts";

/** convertPngsToPdf in a Web Worker (decoding large images never blocks the page). */
export function convertPngsToPdfInWorker(
  inputs: readonly ImageInput[],
  options: RunInWorkerOptions = {},
): Promise<Uint8Array> {
  return runInWorker<readonly ImageInput[], Uint8Array>(
    () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "png-to-pdf" }),
    inputs,
    { timeoutMs: 300_000, ...options },
  );
}
