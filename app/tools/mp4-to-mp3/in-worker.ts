import type { BinaryInput } from "#app/tools/shared/conversion.ts";
import { runInWorker, type RunInWorkerOptions } from "#app/tools/shared/worker-protocol.ts";

/**
 * convertMp4ToMp3 in a Web Worker (WebCodecs works there). Pass the File itself:
 * a Blob crosses to the worker without copying and is read lazily.
 */
export function convertMp4ToMp3InWorker(
  input: BinaryInput | Blob,
  options: RunInWorkerOptions = {},
): Promise<Uint8Array> {
  return runInWorker<BinaryInput | Blob, Uint8Array>(
    () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "mp4-to-mp3" }),
    input,
    options,
  );
}
