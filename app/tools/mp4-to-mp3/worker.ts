/// <reference lib="webworker" />
import type { BinaryInput } from "#app/tools/shared/conversion.ts";
import { serveConversion, type WorkerScopeLike } from "#app/tools/shared/worker-protocol.ts";
import { convertMp4ToMp3 } from "#app/tools/mp4-to-mp3/convert.ts";

serveConversion<BinaryInput | Blob, Uint8Array>(self as unknown as WorkerScopeLike, (input, options) =>
  convertMp4ToMp3(input, options),
);
