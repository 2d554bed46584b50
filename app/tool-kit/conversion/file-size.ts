/** A file size in megabytes with two decimals, as the file lists show it: "1.25 MB". */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
