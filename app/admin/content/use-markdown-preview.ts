import { useEffect, useState } from "react";
import { contentApi } from "./content-api.ts";

/** How long typing must pause before the preview asks the server again. */
export const PREVIEW_DELAY_MS = 400;

interface Preview {
  /** The last rendered HTML (kept while a newer one is on its way). */
  html: string;
  updating: boolean;
  error: string | null;
}

interface Rendered {
  /** The text this answer is for. */
  markdown: string;
  html: string;
  error: string | null;
}

/**
 * The body's HTML as the server renders and sanitises it, asked for once typing pauses for
 * PREVIEW_DELAY_MS; a newer text cancels the request of an older one.
 */
export function useMarkdownPreview(markdown: string, onSignedOut: (error: unknown) => boolean): Preview {
  const [rendered, setRendered] = useState<Rendered>({ markdown: "", html: "", error: null });
  const empty = markdown.trim() === "";

  useEffect(() => {
    if (empty) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      contentApi
        .previewMarkdown(markdown, controller.signal)
        .then((html) => setRendered({ markdown, html, error: null }))
        .catch((error: unknown) => {
          if (controller.signal.aborted || onSignedOut(error)) return;
          setRendered((current) => ({
            markdown,
            html: current.html,
            error: "The preview could not be updated. It will try again as you type.",
          }));
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [markdown, empty, onSignedOut]);

  if (empty) return { html: "", updating: false, error: null };
  return { html: rendered.html, updating: rendered.markdown !== markdown, error: rendered.error };
}
