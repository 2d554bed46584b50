/** Looks inside ZIP-based Office files (.docx, .xlsx) without unpacking them all. */
import { unzipSync } from "fflate";

export interface ZipPeek {
  names: string[];
  /** Unpacked bytes of the entries `want` asked for. */
  files: Record<string, Uint8Array>;
}

/** Throws (fflate's error) when the ZIP is damaged. */
export function peekZip(bytes: Uint8Array, want: (name: string) => boolean = () => false): ZipPeek {
  const names: string[] = [];
  const files = unzipSync(bytes, {
    filter: (file) => {
      names.push(file.name);
      return want(file.name);
    },
  });
  return { names, files };
}
