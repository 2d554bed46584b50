import type { BinaryInput } from "#app/tools/shared/conversion.ts";
import { reencodeInWorkerOrPage } from "#app/tools/shared/image-reencode-client.ts";
import type { RunInWorkerOptions } from "#app/tools/shared/worker-protocol.ts";

/** convertPngToJpeg in a worker with OffscreenCanvas where available, else on the page. */
export function convertPngToJpegInWorker(input: BinaryInput, options: RunInWorkerOptions = {}): Promise<Uint8Array> {
  return reencodeInWorkerOrPage(
    () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "png-to-jpeg" }),
    input,
    "png-to-jpeg",
    "jpeg",
    options,
  );
}
