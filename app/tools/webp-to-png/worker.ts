/// <reference lib="webworker" />
import type { BinaryInput } from "#app/tools/shared/conversion.ts";
import { serveConversion, type WorkerScopeLike } from "#app/tools/shared/worker-protocol.ts";
import { convertWebpToPng } from "#app/tools/webp-to-png/convert.ts";

serveConversion<BinaryInput, Uint8Array>(self as unknown as WorkerScopeLike, (input, options) =>
  convertWebpToPng(input, options),
);
