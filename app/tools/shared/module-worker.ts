/**
 * Starts a module Web Worker through a tiny blob: bootstrap that imports the real worker
 * script. A worker started from a blob: URL runs under the page's Content-Security-Policy
 * (which allows our scripts and WebAssembly), whereas a worker started from its own URL
 * runs under the policy sent with that script file, and the server sends static files
 * the API's `default-src 'none'`: that blocks the MP3 encoder's WebAssembly and pdf.js's
 * wasm decoders. The imported script is still our own file from our origin.
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
