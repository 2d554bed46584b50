/** The page's document; null on the server. */
const pageDocument = (): Document | null => (typeof document === "undefined" ? null : document);

/**
 * Whether the application dialog is open in the page as the framework takes over: rendered
 * open by the server (?opening=<id>) or opened by its no-script button, and not closed since.
 * React's first state follows it, so hydration neither closes a dialog the visitor is typing
 * in nor opens again one they closed with Escape.
 */
export function openedBeforeHydration(dialogId: string, doc: Document | null = pageDocument()): boolean {
  if (!doc) return false;
  return (doc.getElementById(dialogId) as HTMLDialogElement | null)?.open === true;
}

/** The dialog's first state: the server's render follows the URL, the browser's the page. */
export function applicationDialogStartsOpen(
  openAtLoad: boolean,
  dialogId: string,
  doc: Document | null = pageDocument(),
): boolean {
  return doc ? openedBeforeHydration(dialogId, doc) : openAtLoad;
}
