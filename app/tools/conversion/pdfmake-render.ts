/**
 * Loads pdfmake (pdfkit inside) with its Roboto fonts and renders a document
 * definition to PDF bytes. Imported dynamically by Word to PDF and Excel to
 * PDF only. In the browser Vite resolves "pdfmake" to its browser build; in
 * Node (tests) to its server build; both take the same calls.
 */
import type { TDocumentDefinitions } from "pdfmake/interfaces";

type PdfMake = typeof import("pdfmake");

interface VirtualFs {
  writeFileSync(name: string, content: string, encoding: string): void;
}

const ROBOTO = {
  normal: "Roboto-Regular.ttf",
  bold: "Roboto-Medium.ttf",
  italics: "Roboto-Italic.ttf",
  bolditalics: "Roboto-MediumItalic.ttf",
};

let loading: Promise<PdfMake> | undefined;

function unwrap<T>(module: T | { default: T }): T {
  return (module as { default?: T }).default ?? (module as T);
}

function loadPdfmake(): Promise<PdfMake> {
  loading ??= (async () => {
    const [pdfmakeModule, fontsModule] = await Promise.all([import("pdfmake"), import("pdfmake/build/vfs_fonts.js")]);
    const pdfmake = unwrap<PdfMake>(pdfmakeModule as PdfMake);
    const vfs = unwrap<Record<string, string>>(fontsModule as unknown as Record<string, string>);
    const withFs = pdfmake as PdfMake & { virtualfs?: VirtualFs };
    if (typeof withFs.addVirtualFileSystem === "function") {
      withFs.addVirtualFileSystem(vfs);
    } else if (withFs.virtualfs) {
      for (const [name, data] of Object.entries(vfs)) {
        if (typeof data === "string") withFs.virtualfs.writeFileSync(name, data, "base64");
      }
    }
    pdfmake.setFonts({ Roboto: ROBOTO });
    // Documents never make pdfmake fetch anything: no URLs, no local files.
    pdfmake.setUrlAccessPolicy(() => false);
    const withLocal = pdfmake as PdfMake & { setLocalAccessPolicy?: (cb: (path: string) => boolean) => void };
    withLocal.setLocalAccessPolicy?.(() => false);
    return pdfmake;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Renders with pdfmake; `onProgress` gets pdfmake's own 0..1 as pages are written. */
export async function renderPdfmake(
  doc: TDocumentDefinitions,
  onProgress?: (fraction: number) => void,
): Promise<Uint8Array> {
  const pdfmake = await loadPdfmake();
  // createPdf reads the callback synchronously, so concurrent renders keep their own.
  pdfmake.setProgressCallback((fraction: number) => onProgress?.(fraction));
  const output = pdfmake.createPdf(doc);
  pdfmake.setProgressCallback(() => undefined);
  const buffer = await output.getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
