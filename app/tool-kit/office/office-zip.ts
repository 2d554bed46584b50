/**
 * Reads the ZIP package of an Office Open XML file (.docx, .xlsx): its entries without
 * unpacking them all, their text, and the part paths its relationships point to.
 */
import { unzipSync } from "fflate";

export interface ZipPeek {
  names: string[];
  /** Unpacked bytes of the entries `want` asked for. */
  files: Record<string, Uint8Array>;
  /** The text (UTF-8) of an unpacked entry, or undefined when it was not asked for or is missing. */
  text(name: string): string | undefined;
}

const decoder = new TextDecoder();

/** Throws (fflate's error) when the ZIP is damaged. */
export function peekZip(bytes: Uint8Array, want: (name: string) => boolean = () => false): ZipPeek {
  const names: string[] = [];
  const files = unzipSync(bytes, {
    filter: (file) => {
      names.push(file.name);
      return want(file.name);
    },
  });
  return { names, files, text: (name) => (files[name] ? decoder.decode(files[name]) : undefined) };
}

/** The part a relationship's target names, from the part `base` that holds the relationship. */
export function resolvePartPath(base: string, target: string): string {
  if (target.startsWith("/")) return target.slice(1);
  const parts = base.split("/").slice(0, -1);
  for (const segment of target.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== "." && segment !== "") parts.push(segment);
  }
  return parts.join("/");
}

/** Where a part's relationships are kept: word/document.xml → word/_rels/document.xml.rels. */
export function relsPath(path: string): string {
  const at = path.lastIndexOf("/");
  return `${path.slice(0, at + 1)}_rels/${path.slice(at + 1)}.rels`;
}
