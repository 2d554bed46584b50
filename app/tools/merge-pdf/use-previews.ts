import { useEffect, useRef, useState } from "react";
import { isConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { GENERIC_FAILURE_MESSAGE } from "#app/tool-kit/conversion/run-in-worker.ts";
import type { PageThumbnail } from "#app/tool-kit/pdf/pdf-preview.ts";

/** What is known of a listed file before merging: its page count and first page, or why it cannot be read. */
export interface FilePreview {
  pageCount?: number;
  thumbnail?: PageThumbnail;
  error?: string;
}

/** Opens each newly listed file once with pdf.js for its page count and first-page thumbnail. */
export function useFilePreviews(items: readonly { id: number; file: File }[]) {
  const [previews, setPreviews] = useState<Record<number, FilePreview>>({});
  const started = useRef(new Set<number>());

  useEffect(() => {
    for (const { id, file } of items) {
      if (started.current.has(id)) continue;
      started.current.add(id);
      const set = (preview: FilePreview) => setPreviews((current) => ({ ...current, [id]: preview }));
      void (async () => {
        const { openPdfPreview } = await import("#app/tool-kit/pdf/pdf-preview.ts");
        const preview = await openPdfPreview(new Uint8Array(await file.arrayBuffer()));
        set({ pageCount: preview.pageCount });
        // A first page that cannot be drawn keeps the file icon; merging may still work.
        const thumbnail = await preview.thumbnail(1).catch(() => undefined);
        preview.close();
        if (thumbnail) set({ pageCount: preview.pageCount, thumbnail });
      })().catch((error: unknown) =>
        set({ error: isConversionError(error) ? error.message : GENERIC_FAILURE_MESSAGE }),
      );
    }
  }, [items]);

  return previews;
}
