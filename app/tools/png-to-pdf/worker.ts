/// <reference lib="webworker" />
import type { ImageInput } from "#app/tools/shared/images-to-pdf.ts";
import { serveConversion, type WorkerScopeLike } from "#app/tools/shared/worker-protocol.ts";
import { convertPngsToPdf } from "#app/tools/png-to-pdf/convert.ts";

serveConversion<ImageInput[], Uint8Array>(self as unknown as WorkerScopeLike, (inputs, options) =>
  convertPngsToPdf(inputs, options),
);
