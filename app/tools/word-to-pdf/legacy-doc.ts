/**
 * The legacy .doc path of Word to PDF: the browser cannot read Word
 * 97–2003 files, so a .doc is sent to our server, converted there by LibreOffice and
 * deleted at once. The page asks first whether the server has the converter; if not,
 * the visitor gets a clear message asking for .docx and nothing is uploaded.
 */
import {
  CONVERT_DOC_AVAILABLE_PATH,
  CONVERT_DOC_PATH,
  DOC_MAX_BYTES,
  DOC_MIME_TYPE,
  MSG_DOC_FAILED,
  MSG_DOC_TOO_LARGE,
  MSG_DOC_UNAVAILABLE,
  type ConvertDocAvailability,
} from "#contracts/tools/convert-doc.ts";
import { ABORTED_MESSAGE, ConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import type { ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";

const NETWORK_FAILED_MESSAGE =
  "Our server could not be reached to convert this .doc file. Please check your connection and try again.";

/** A .doc by its name or type, before its bytes are read (to tell the visitor it will be uploaded). */
export function isLegacyDocName(file: { name: string; type: string }): boolean {
  return /\.doc$/i.test(file.name) || file.type.toLowerCase() === DOC_MIME_TYPE;
}

async function serverCanConvertDoc(signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(CONVERT_DOC_AVAILABLE_PATH, { signal, headers: { accept: "application/json" } });
    if (!response.ok) return false;
    return ((await response.json()) as ConvertDocAvailability).available === true;
  } catch (error) {
    if (signal?.aborted) throw new ConversionError("aborted", ABORTED_MESSAGE, { cause: error });
    return false;
  }
}

/** Uploads the .doc, with upload progress mapped to 0..0.6 of the bar, and returns the PDF. */
export async function convertDocOnServer(file: Blob, options: ConvertOptions = {}): Promise<Uint8Array> {
  const { signal, onProgress } = options;
  if (file.size > DOC_MAX_BYTES) throw new ConversionError("too-large", MSG_DOC_TOO_LARGE);
  if (!(await serverCanConvertDoc(signal))) throw new ConversionError("unsupported", MSG_DOC_UNAVAILABLE);
  return new Promise<Uint8Array>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", CONVERT_DOC_PATH);
    xhr.responseType = "arraybuffer";
    xhr.setRequestHeader("content-type", DOC_MIME_TYPE);
    const onAbort = () => xhr.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => signal?.removeEventListener("abort", onAbort);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.((event.loaded / event.total) * 0.6);
    };
    xhr.upload.onload = () => onProgress?.(0.6);
    xhr.onload = () => {
      done();
      if (xhr.status === 200) {
        onProgress?.(1);
        resolve(new Uint8Array(xhr.response as ArrayBuffer));
        return;
      }
      let message = MSG_DOC_FAILED;
      try {
        const body = JSON.parse(new TextDecoder().decode(xhr.response as ArrayBuffer)) as { error?: unknown };
        if (typeof body.error === "string" && body.error) message = body.error;
      } catch {
        // keep the generic message
      }
      reject(new ConversionError(xhr.status === 503 ? "unsupported" : "corrupt", message));
    };
    xhr.onerror = () => {
      done();
      reject(new ConversionError("unsupported", NETWORK_FAILED_MESSAGE));
    };
    xhr.onabort = () => {
      done();
      reject(new ConversionError("aborted", ABORTED_MESSAGE));
    };
    xhr.send(file);
  });
}
