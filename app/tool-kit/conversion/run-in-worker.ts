/**
 * The one worker helper of the converters: a tiny typed protocol between a page and a
 * converter's Web Worker. The tool's worker entry is one line, `exposeToMain(convertX)`;
 * the page calls `runInWorker(() => new Worker(new URL("./worker.ts", import.meta.url),
 * { type: "module" }), input, options)`. One worker runs one conversion: the page creates
 * it, posts one request, gets progress messages and one result or error, and terminates
 * it. Cancelling or a timeout terminates the worker, which stops even a library stuck in
 * a loop.
 */
import { ABORTED_MESSAGE, ConversionError, type ConversionErrorCode } from "#app/tool-kit/conversion/conversion-error.ts";
import type { ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";

interface ConvertRequest<I> {
  type: "convert";
  input: I;
}

type ConvertResponse<O> =
  | { type: "progress"; fraction: number }
  | { type: "result"; output: O }
  | { type: "error"; code: ConversionErrorCode; message: string };

/** The worker's side of a channel (`self` in a worker, a MessagePort in tests). */
export interface WorkerScopeLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}

/** The page's side (`Worker`, or a fake in tests). */
export interface WorkerLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: "message" | "error" | "messageerror", listener: (event: Event) => void): void;
  terminate(): void;
}

export const WORKER_FAILED_MESSAGE =
  "The converter could not start in this browser. Please reload the page and try again.";
export const GENERIC_FAILURE_MESSAGE = "Something went wrong while converting this file. Please try another file.";

/** Transferables in a result: every ArrayBuffer found at the top level, in an array, or in plain objects. */
function collectTransferables(value: unknown, found: Transferable[] = [], depth = 0): Transferable[] {
  if (depth > 3 || value === null || typeof value !== "object") return found;
  if (value instanceof ArrayBuffer) {
    if (!found.includes(value)) found.push(value);
  } else if (ArrayBuffer.isView(value)) {
    const buffer = value.buffer;
    if (buffer instanceof ArrayBuffer && value.byteLength === buffer.byteLength && !found.includes(buffer))
      found.push(buffer);
  } else if (Array.isArray(value)) {
    for (const item of value) collectTransferables(item, found, depth + 1);
  } else if (Object.getPrototypeOf(value) === Object.prototype) {
    for (const item of Object.values(value)) collectTransferables(item, found, depth + 1);
  }
  return found;
}

/** In a tool's worker.ts: `exposeToMain(convertX)` answers the page's request with `convertX`. */
export function exposeToMain<I, O>(
  convert: (input: I, options: ConvertOptions) => Promise<O>,
  scope: WorkerScopeLike = globalThis as unknown as WorkerScopeLike,
): void {
  scope.addEventListener("message", (event: MessageEvent) => {
    const request = event.data as ConvertRequest<I>;
    if (request?.type !== "convert") return;
    const post = (message: ConvertResponse<O>, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
    // At most about a hundred progress messages per conversion, however often the library reports.
    let lastSent = -1;
    const onProgress = (fraction: number) => {
      if (fraction < 1 && fraction - lastSent < 0.01) return;
      lastSent = fraction;
      post({ type: "progress", fraction });
    };
    convert(request.input, { onProgress }).then(
      (output) => post({ type: "result", output }, collectTransferables(output)),
      (error: unknown) => {
        if (error instanceof ConversionError) post({ type: "error", code: error.code, message: error.message });
        else post({ type: "error", code: "corrupt", message: GENERIC_FAILURE_MESSAGE });
      },
    );
  });
}

export interface RunInWorkerOptions extends ConvertOptions {
  /** Terminates the worker and rejects with code "timeout" after this long. */
  timeoutMs?: number;
  timeoutMessage?: string;
  /** Buffers to move into the worker instead of copying (they become unusable here). */
  transfer?: Transferable[];
}

/** In the page: runs one conversion in a fresh worker. */
export function runInWorker<I, O>(
  createWorker: () => WorkerLike,
  input: I,
  options: RunInWorkerOptions = {},
): Promise<O> {
  const { onProgress, signal, timeoutMs, timeoutMessage, transfer = [] } = options;
  return new Promise<O>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ConversionError("aborted", ABORTED_MESSAGE));
      return;
    }
    let worker: WorkerLike;
    try {
      worker = createWorker();
    } catch (error) {
      reject(new ConversionError("unsupported", WORKER_FAILED_MESSAGE, { cause: error }));
      return;
    }
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      worker.terminate();
      action();
    };
    const onAbort = () => finish(() => reject(new ConversionError("aborted", ABORTED_MESSAGE)));
    signal?.addEventListener("abort", onAbort, { once: true });
    if (timeoutMs !== undefined) {
      timer = setTimeout(
        () =>
          finish(() =>
            reject(
              new ConversionError(
                "timeout",
                timeoutMessage ?? "The conversion took too long and was stopped. Please try a smaller file.",
              ),
            ),
          ),
        timeoutMs,
      );
    }
    worker.addEventListener("message", (event) => {
      const message = (event as MessageEvent).data as ConvertResponse<O>;
      if (message.type === "progress") {
        if (!settled) onProgress?.(message.fraction);
      } else if (message.type === "result") {
        finish(() => resolve(message.output));
      } else if (message.type === "error") {
        finish(() => reject(new ConversionError(message.code, message.message)));
      }
    });
    const onFailure = (event: Event) =>
      finish(() => reject(new ConversionError("unsupported", WORKER_FAILED_MESSAGE, { cause: event })));
    worker.addEventListener("error", onFailure);
    worker.addEventListener("messageerror", onFailure);
    const request: ConvertRequest<I> = { type: "convert", input };
    worker.postMessage(request, transfer);
  });
}

/**
 * Starts a module Web Worker through a tiny blob: bootstrap that imports the real worker
 * script. A worker started from a blob: URL runs under the page's Content-Security-Policy
 * (which allows our scripts and WebAssembly), whereas a worker started from its own URL
 * runs under the policy sent with that script file, and the server sends static files
 * the API's `default-src 'none'`: that blocks the MP3 encoder's WebAssembly and pdf.js's
 * wasm decoders. The imported script is still our own file from our origin. Take the
 * script's URL from an `import workerUrl from "./worker.ts?worker&url"`.
 */
export function startModuleWorker(scriptUrl: string, name: string): Worker {
  const absolute = new URL(scriptUrl, window.location.href).href;
  const bootstrap = new Blob([`import ${JSON.stringify(absolute)};\n`], { type: "text/javascript" });
  const url = URL.createObjectURL(bootstrap);
  try {
    return new Worker(url, { type: "module", name });
  } finally {
    // The worker has the URL by now; the blob is only the one-line bootstrap.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
