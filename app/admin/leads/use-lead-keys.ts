import { useEffect, useEffectEvent } from "react";

// Keyboard work on the leads: j/k move the selection through the list (or the board's cards,
// column by column), Enter opens the selected lead, Escape closes the detail. Never while
// typing in a field or with a modifier key held (those belong to the browser).

export type LeadKeyAction = "next" | "previous" | "open" | "close";

interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** The element the key went to: its tag and whether it is editable. */
  target: { tagName?: string; isContentEditable?: boolean } | null;
}

const TYPING_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);

/** What a key press asks of the lead desk, or null when it is not ours. Pure. */
export function leadKeyAction(event: KeyLike): LeadKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target;
  if (target && (TYPING_TAGS.has(target.tagName ?? "") || target.isContentEditable)) return null;
  switch (event.key) {
    case "j":
      return "next";
    case "k":
      return "previous";
    case "Enter":
      // Enter on a button or link already activates it; only elsewhere does it open the selection.
      return target && (target.tagName === "BUTTON" || target.tagName === "A") ? null : "open";
    case "Escape":
      return "close";
    default:
      return null;
  }
}

/** The id after (or before) `current` in `ids`; the first (or last) when nothing is selected. Pure. */
export function moveSelection(ids: readonly number[], current: number | null, step: 1 | -1): number | null {
  if (ids.length === 0) return null;
  const index = current === null ? -1 : ids.indexOf(current);
  if (index === -1) return step === 1 ? (ids[0] ?? null) : (ids.at(-1) ?? null);
  return ids[Math.min(ids.length - 1, Math.max(0, index + step))] ?? null;
}

interface LeadKeysOptions {
  /** The leads in the order shown. */
  ids: readonly number[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onOpen: (id: number) => void;
  onClose: () => void;
  /** Off while another view (or a dialog) has the keyboard. */
  enabled: boolean;
}

export function useLeadKeys(options: LeadKeysOptions) {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    // A dialog open (the sheet, a confirmation) has the keyboard: Escape is its own.
    if (!options.enabled || document.querySelector("dialog[open]")) return;
    const action = leadKeyAction({
      key: event.key,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      target: event.target instanceof HTMLElement ? event.target : null,
    });
    if (action === null) return;
    if (action === "close") {
      options.onClose();
      return;
    }
    if (action === "open") {
      if (options.selectedId === null) return;
      event.preventDefault();
      options.onOpen(options.selectedId);
      return;
    }
    const next = moveSelection(options.ids, options.selectedId, action === "next" ? 1 : -1);
    if (next === null) return;
    event.preventDefault();
    options.onSelect(next);
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);
}
