import { useEffect, useState } from "react";
import { isConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { GENERIC_FAILURE_MESSAGE } from "#app/tool-kit/conversion/run-in-worker.ts";
import type { PageThumbnail } from "#app/tool-kit/pdf/pdf-preview.ts";

export interface PdfPages {
  /** 0 while the file is being opened. */
  pageCount: number;
  /** Drawn one after another, so the first pages show at once even in a long file. */
  thumbnails: (PageThumbnail | undefined)[];
  error: string | null;
}

const NONE: PdfPages = { pageCount: 0, thumbnails: [], error: null };

/** What is known, and of which file (so a new file shows nothing of the last one). */
interface Known extends PdfPages {
  file: File | null;
}

/** The chosen file's page count and page thumbnails (pdf.js), or why it cannot be read. */
export function usePdfPages(file: File | null): PdfPages {
  const [known, setKnown] = useState<Known>({ ...NONE, file: null });

  useEffect(() => {
    if (!file) return;
    const setPages = (update: (current: PdfPages) => PdfPages) =>
      setKnown((current) => ({ ...update(current.file === file ? current : NONE), file }));
    let cancelled = false;
    let close = () => {};
    void (async () => {
      const { openPdfPreview } = await import("#app/tool-kit/pdf/pdf-preview.ts");
      const preview = await openPdfPreview(new Uint8Array(await file.arrayBuffer()));
      close = preview.close;
      if (cancelled) return close();
      setPages(() => ({ pageCount: preview.pageCount, thumbnails: [], error: null }));
      for (let n = 1; n <= preview.pageCount && !cancelled; n++) {
        // A page that cannot be drawn stays a numbered blank; it can still be picked and split.
        const thumbnail = await preview.thumbnail(n).catch(() => undefined);
        if (!cancelled) setPages((current) => ({ ...current, thumbnails: [...current.thumbnails, thumbnail] }));
      }
      close();
    })().catch((error: unknown) => {
      if (cancelled) return;
      setPages((current) => ({
        ...current,
        error: isConversionError(error) ? error.message : GENERIC_FAILURE_MESSAGE,
      }));
    });
    return () => {
      cancelled = true;
      close();
    };
  }, [file]);

  return known.file === file && file ? known : NONE;
}
