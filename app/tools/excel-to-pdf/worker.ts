/// <reference lib="webworker" />
import type { BinaryInput } from "#app/tools/shared/conversion.ts";
import { serveConversion, type WorkerScopeLike } from "#app/tools/shared/worker-protocol.ts";
import { convertExcelToPdf } from "#app/tools/excel-to-pdf/convert.ts";

serveConversion<BinaryInput, Uint8Array>(self as unknown as WorkerScopeLike, (input, options) =>
  convertExcelToPdf(input, options),
);
