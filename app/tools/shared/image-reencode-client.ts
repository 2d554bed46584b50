/** Runs an image re-encode in a worker where OffscreenCanvas allows, else on the page. */
import { ConversionError } from "#app/tools/shared/conversion-error.ts";
import type { BinaryInput } from "#app/tools/shared/conversion.ts";
import {
  canReencodeOffscreen,
  reencodeImage,
  type ImageTarget,
  type ReencodeSlug,
} from "#app/tools/shared/image-reencode.ts";
import { runInWorker, type RunInWorkerOptions, type WorkerLike } from "#app/tools/shared/worker-protocol.ts";

export async function reencodeInWorkerOrPage(
  createWorker: () => WorkerLike,
  input: BinaryInput,
  slug: ReencodeSlug,
  target: ImageTarget,
  options: RunInWorkerOptions = {},
): Promise<Uint8Array> {
  if (typeof Worker !== "undefined" && canReencodeOffscreen()) {
    try {
      return await runInWorker<BinaryInput, Uint8Array>(createWorker, input, { timeoutMs: 120_000, ...options });
    } catch (error) {
      // The worker could not start (old browser, blocked): do it here.
      if (!(error instanceof ConversionError) || error.code !== "unsupported") throw error;
    }
  }
  return reencodeImage(input, slug, target, options);
}
