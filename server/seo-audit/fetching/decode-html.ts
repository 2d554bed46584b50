// What a page's bytes are: its MIME type, whether untyped bytes look like HTML, and its text.
// No network here: the analysis worker decodes pages with it.

export function mimeType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

export function looksLikeHtml(bytes: Buffer): boolean {
  const start = bytes
    .subarray(0, 1024)
    .toString("latin1")
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, "")
    .trimStart()
    .toLowerCase();
  return /^(<!doctype html|<html|<head|<!--)/.test(start) || /<(head|body|title)[\s>]/.test(start);
}

/** The charset from Content-Type, a BOM or a <meta> in the first 1024 bytes; utf-8 otherwise. */
export function decodeHtml(bytes: Buffer, contentType: string | undefined): string {
  let label = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? "")?.[1];
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) label = "utf-8";
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) label = "utf-16le";
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) label = "utf-16be";
  if (label === undefined) {
    const head = bytes.subarray(0, 1024).toString("latin1");
    label =
      /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ??
      /<meta[^>]+content\s*=\s*["'][^"']*charset=([\w.:-]+)/i.exec(head)?.[1];
  }
  try {
    return new TextDecoder(label ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}
