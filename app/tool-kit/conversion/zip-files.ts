import { zipSync } from "fflate";
import { uniqueNames } from "#app/tool-kit/conversion/file-names.ts";

export interface NamedBytes {
  name: string;
  bytes: Uint8Array;
}

/**
 * One ZIP of converted files, in list order; a repeated name gets " (2)" so no file
 * hides another. JPEG and PNG do not compress further: stored, not deflated.
 */
export function zipFiles(files: readonly NamedBytes[]): Uint8Array {
  const names = uniqueNames(files.map((f) => f.name));
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
  files.forEach((file, i) => {
    entries[names[i] as string] = [file.bytes, { level: 0 }];
  });
  return zipSync(entries);
}
