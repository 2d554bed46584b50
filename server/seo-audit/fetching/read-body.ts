import type { IncomingMessage } from "node:http";
import zlib from "node:zlib";
import { AuditError } from "../errors.ts";
import { toAuditError } from "./network-errors.ts";

// Reading an answer's body within a byte cap: decompressed as it arrives (gzip, deflate, br),
// counted on the wire and after decompression, never buffered beyond the cap.

function decompressorFor(encoding: string): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null | "unsupported" {
  switch (encoding) {
    case "":
    case "identity":
      return null;
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case "deflate":
      return zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case "br":
      return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    default:
      return "unsupported";
  }
}

export interface Body {
  bytes: Buffer;
  transferBytes: number;
  truncated: boolean;
}

/**
 * Reads a response body through the decompressor, counting bytes on the wire and after
 * decompression. Over maxBytes: with `truncate`, keeps the first maxBytes and stops; otherwise
 * destroys the connection at once and fails with TOO_LARGE. Nothing beyond the cap is buffered.
 */
export function readBody(
  res: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
  truncate: boolean,
): Promise<Body> {
  const encoding = (res.headers["content-encoding"] ?? "").trim().toLowerCase();
  const decompressor = decompressorFor(encoding);
  if (decompressor === "unsupported") {
    res.destroy();
    return Promise.reject(new AuditError("BAD_ENCODING", `content-encoding ${encoding}`));
  }
  return new Promise<Body>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let transferBytes = 0;
    let decodedBytes = 0;
    let settled = false;

    const cleanup = (): void => {
      signal.removeEventListener("abort", onAbort);
      res.destroy();
      decompressor?.destroy();
    };
    const fail = (error: AuditError): void => {
      if (settled) return;
      settled = true;
      cleanup();
      reject(error);
    };
    const finish = (truncated: boolean): void => {
      if (settled) return;
      settled = true;
      cleanup();
      resolve({ bytes: Buffer.concat(chunks), transferBytes, truncated });
    };
    const onAbort = (): void =>
      fail(signal.reason instanceof AuditError ? signal.reason : new AuditError("TIMEOUT", "aborted"));
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener("abort", onAbort, { once: true });

    const onDecoded = (chunk: Buffer): void => {
      if (settled) return;
      const room = maxBytes - decodedBytes;
      if (chunk.length > room) {
        if (truncate) {
          chunks.push(chunk.subarray(0, room));
          decodedBytes = maxBytes;
          finish(true);
        } else {
          fail(new AuditError("TOO_LARGE", `over ${maxBytes} bytes after decompression`));
        }
        return;
      }
      decodedBytes += chunk.length;
      chunks.push(chunk);
    };

    res.on("data", (chunk: Buffer) => {
      if (settled) return;
      transferBytes += chunk.length;
      if (transferBytes > maxBytes && !truncate) {
        fail(new AuditError("TOO_LARGE", `over ${maxBytes} bytes received`));
        return;
      }
      if (decompressor) decompressor.write(chunk);
      else onDecoded(chunk);
    });
    res.on("error", (e) => fail(toAuditError(e, signal)));
    res.on("aborted", () => fail(new AuditError("CONNECTION_FAILED", "response aborted")));

    if (decompressor) {
      decompressor.on("data", onDecoded);
      decompressor.on("error", (e) => fail(new AuditError("BAD_ENCODING", e.message)));
      decompressor.on("end", () => finish(false));
      res.on("end", () => decompressor.end());
    } else {
      res.on("end", () => finish(false));
    }
  });
}

/**
 * A file that is itself gzip-compressed (sitemap.xml.gz, which the sitemaps protocol allows),
 * unpacked to at most maxBytes; any other file as it is. Unpacked by a zlib stream, off the
 * event loop: gunzipSync of a bomb held the loop for the whole 10 MB.
 */
export function gunzipped(
  bytes: Buffer,
  truncated: boolean,
  maxBytes: number,
): Promise<{ bytes: Buffer; truncated: boolean }> {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return Promise.resolve({ bytes, truncated });
  return new Promise((resolve) => {
    const gunzip = zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    const chunks: Buffer[] = [];
    let length = 0;
    let done = false;
    const finish = (result: { bytes: Buffer; truncated: boolean }): void => {
      if (done) return;
      done = true;
      gunzip.destroy();
      resolve(result);
    };
    gunzip.on("data", (chunk: Buffer) => {
      const room = maxBytes - length;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      length += Math.min(chunk.length, room);
      if (length >= maxBytes) finish({ bytes: Buffer.concat(chunks), truncated: true });
    });
    gunzip.on("end", () => finish({ bytes: Buffer.concat(chunks), truncated }));
    // not really gzip: read as it is
    gunzip.on("error", () =>
      finish(length > 0 ? { bytes: Buffer.concat(chunks), truncated: true } : { bytes, truncated }),
    );
    gunzip.end(bytes);
  });
}
