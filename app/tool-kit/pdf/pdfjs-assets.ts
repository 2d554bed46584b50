/**
 * pdf.js's binary data (packed cMaps for CJK text without embedded fonts, the
 * standard fonts, the JPEG 2000 / JBIG2 / ICC wasm decoders), served by our own
 * server as hashed Vite assets. Only the PDF tool pages import this module, and
 * only when they open a PDF; the map below is a few KB of URLs, the files
 * themselves are fetched by pdf.js on demand.
 *
 * pdf.js asks for these files by name ("UniJIS-UCS2-H.bcmap", "openjpeg.wasm");
 * a custom BinaryDataFactory answers from the map, on the page (so the fetch
 * runs under the page's CSP: `default-src 'self'`, which connections fall back to).
 */
import { startModuleWorker } from "#app/tool-kit/conversion/run-in-worker.ts";
import type { PdfDocumentLike } from "#app/tool-kit/pdf/pdf-to-images.ts";

// `?url&no-inline`: a URL, never a data: URL (the page's CSP allows fetch from 'self' only).
const cMaps = import.meta.glob("../../../node_modules/pdfjs-dist/cmaps/*.bcmap", {
  query: "?url&no-inline",
  import: "default",
  eager: true,
}) as Record<string, string>;
const standardFonts = import.meta.glob("../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}", {
  query: "?url&no-inline",
  import: "default",
  eager: true,
}) as Record<string, string>;
const wasm = import.meta.glob("../../../node_modules/pdfjs-dist/wasm/*.wasm", {
  query: "?url&no-inline",
  import: "default",
  eager: true,
}) as Record<string, string>;

type AssetKind = "cMapUrl" | "standardFontDataUrl" | "wasmUrl";

function byFileName(entries: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(entries).map(([file, url]) => [file.slice(file.lastIndexOf("/") + 1), url]));
}

const assets: Record<AssetKind, Map<string, string>> = {
  cMapUrl: byFileName(cMaps),
  standardFontDataUrl: byFileName(standardFonts),
  wasmUrl: byFileName(wasm),
};

/** pdf.js's BinaryDataFactory contract: `new F({ cMapUrl, standardFontDataUrl, wasmUrl })`, then `fetch({ kind, filename })`. */
class BundledBinaryDataFactory {
  async fetch({ kind, filename }: { kind: AssetKind; filename: string }): Promise<Uint8Array> {
    const url = assets[kind]?.get(filename);
    if (!url) throw new Error(`pdf.js asked for unknown ${kind} file ${filename}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

/**
 * Opens a PDF with pdf.js in the browser, with cMaps, standard fonts and wasm decoders
 * available. pdf.js's own worker (the parser) is started under the page's CSP so its wasm
 * decoders may run, and it is ended when the document is destroyed.
 */
export async function openPdfWithAssets(bytes: Uint8Array): Promise<PdfDocumentLike> {
  const [pdfjs, workerSrc] = await Promise.all([
    import("pdfjs-dist"),
    import("pdfjs-dist/build/pdf.worker.min.mjs?url"),
  ]);
  const port = startModuleWorker(workerSrc.default, "pdfjs");
  // pdf.js types the port loosely (null | undefined); a Worker is what it takes.
  const worker = new pdfjs.PDFWorker({ port: port as unknown as null });
  const end = () => {
    worker.destroy();
    port.terminate();
  };
  const params = {
    data: bytes.slice(), // pdf.js takes ownership of the buffer; keep the caller's
    worker,
    isEvalSupported: false,
    enableXfa: false,
    // pdf.js only asks for a kind of file when its URL option is set; the factory ignores the values.
    cMapUrl: "/pdfjs/cmaps/",
    cMapPacked: true,
    standardFontDataUrl: "/pdfjs/standard_fonts/",
    wasmUrl: "/pdfjs/wasm/",
    useWorkerFetch: false,
    BinaryDataFactory: BundledBinaryDataFactory,
  } as Parameters<typeof pdfjs.getDocument>[0];
  let doc: Awaited<ReturnType<typeof pdfjs.getDocument>["promise"]>;
  try {
    doc = await pdfjs.getDocument(params).promise;
  } catch (error) {
    end();
    throw error;
  }
  const opened = doc;
  return {
    numPages: opened.numPages,
    getPage: (pageNumber) => opened.getPage(pageNumber) as unknown as ReturnType<PdfDocumentLike["getPage"]>,
    destroy: async () => {
      try {
        await opened.destroy();
      } finally {
        end();
      }
    },
  };
}
