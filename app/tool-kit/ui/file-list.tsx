import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { formatMegabytes } from "#app/tool-kit/conversion/file-size.ts";
import { screenSelectedFiles } from "#app/tool-kit/conversion/file-checks.ts";
import type { InputRule } from "#app/tool-kit/conversion/input-rules.ts";
import { FileDropZone } from "#app/tool-kit/ui/file-drop-zone.tsx";

interface FileListPickerProps {
  /** The tool's input rule (several files). */
  rule: InputRule;
  onFiles: (files: File[]) => void;
  /** The drop zone's label and hint; it turns compact once files are listed. */
  label: string;
  hint: string;
  error: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  disabled: boolean;
  /** What the last addition, removal or move did, read out by screen readers. */
  announcement: string;
  /** The listed files: how many and how large, for the header above the list. */
  count: number;
  totalBytes: number;
  /** The list itself, shown (under its header) once there are files. */
  children: React.ReactNode;
}

/**
 * The picker of a tool that takes several files: the drop zone, a spoken note of each
 * change, and once files are chosen a header (how many, how large, 'Add More Files', which
 * opens the same picker) above the tool's own list.
 */
export function FileListPicker({
  rule,
  onFiles,
  label,
  hint,
  error,
  inputRef,
  disabled,
  ...list
}: FileListPickerProps) {
  return (
    <>
      <FileDropZone
        rule={rule}
        onFiles={onFiles}
        label={label}
        hint={hint}
        error={error}
        compact={list.count > 0}
        inputRef={inputRef}
        disabled={disabled}
      />
      <p aria-live="polite" className="sr-only">
        {list.announcement}
      </p>
      {list.count > 0 ? (
        <div>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-base font-bold text-slate-900">
              Selected files ({list.count}) · {formatMegabytes(list.totalBytes)}
            </h2>
            <Button variant="secondary" onClick={() => inputRef.current?.click()} disabled={disabled}>
              <Plus aria-hidden="true" className="h-4 w-4" /> Add More Files
            </Button>
          </div>
          {list.children}
        </div>
      ) : null}
    </>
  );
}

interface ListedFile {
  id: number;
  file: File;
}

/**
 * The list behind a FileListPicker: the files as the tool's own items, the last
 * selection error and the spoken note of each change. `add` screens picked files
 * against the rule and lists the accepted ones (`onAdded` runs first when any are);
 * `remove` and `clear` take files off again. `picker` is what FileListPicker needs
 * besides its label, hint, error and disabled state.
 */
export function useFileList<Item extends ListedFile>(
  rule: InputRule,
  toItem: (file: File, id: number) => Item,
  onAdded?: () => void,
) {
  const [items, setItems] = useState<Item[]>([]);
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const nextId = useRef(1);
  const inputRef = useRef<HTMLInputElement>(null);

  const add = (picked: File[]) => {
    const screened = screenSelectedFiles(rule, picked);
    setSelectionError(screened.message);
    const accepted = screened.accepted.map((file) => toItem(file, nextId.current++));
    if (accepted.length === 0) return; // nothing valid: nothing is added
    onAdded?.();
    setItems((current) => [...current, ...accepted]);
    setAnnouncement(`${accepted.length} ${accepted.length === 1 ? "file" : "files"} added.`);
  };

  const remove = (item: Item) => {
    setSelectionError(null);
    setItems((current) => current.filter((i) => i.id !== item.id));
    setAnnouncement(`${item.file.name} removed.`);
  };

  const clear = () => {
    setItems([]);
    setSelectionError(null);
    setAnnouncement("");
  };

  return {
    items,
    setItems,
    selectionError,
    setSelectionError,
    setAnnouncement,
    remove,
    clear,
    picker: {
      rule,
      onFiles: add,
      inputRef,
      announcement,
      count: items.length,
      totalBytes: items.reduce((sum, i) => sum + i.file.size, 0),
    },
  };
}

/** The remove control of one listed file. */
export function RemoveFileButton({
  fileName,
  onClick,
  disabled,
  id,
}: {
  fileName: string;
  onClick: () => void;
  disabled: boolean;
  id?: string;
}) {
  return (
    <button
      type="button"
      id={id}
      aria-label={`Remove ${fileName}`}
      title="Remove"
      disabled={disabled}
      onClick={onClick}
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:text-slate-300"
    >
      <X aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}

/** The two buttons that move a listed file. */
const MOVES = [
  { direction: "up", step: -1, Icon: ArrowUp },
  { direction: "down", step: 1, Icon: ArrowDown },
] as const;

type MoveVia = "up" | "down" | "drag";

/** The id of a file's Move up / Move down button in the list `listId`, to give it the focus back after a move. */
function moveButtonId(listId: string, direction: "up" | "down", id: number): string {
  return `${listId}-move-${direction}-${id}`;
}

/**
 * The order of a FileListPicker's files: `move` puts the file at `from` at `to` (0-based),
 * calls `onMoved` (a previous result no longer matches) and says so aloud; after a move by
 * button the focus stays with the moved file (on its other button at an end of the list).
 */
export function useFileOrder<Item extends ListedFile>(
  list: Pick<ReturnType<typeof useFileList<Item>>, "items" | "setItems" | "setAnnouncement">,
  listId: string,
  onMoved: () => void,
) {
  const { items, setItems, setAnnouncement } = list;
  const pendingFocus = useRef<{ id: number; via: "up" | "down" } | null>(null);
  useEffect(() => {
    const moved = pendingFocus.current;
    pendingFocus.current = null;
    if (!moved) return;
    const [same, other] = (moved.via === "up" ? (["up", "down"] as const) : (["down", "up"] as const)).map(
      (direction) => document.getElementById(moveButtonId(listId, direction, moved.id)) as HTMLButtonElement | null,
    );
    (same && !same.disabled ? same : other)?.focus();
  }, [items, listId]);

  return (from: number, to: number, via: MoveVia) => {
    const moving = items[from];
    if (!moving || to < 0 || to >= items.length) return;
    const next = [...items];
    next.splice(from, 1);
    next.splice(to, 0, moving);
    onMoved();
    if (via !== "drag") pendingFocus.current = { id: moving.id, via };
    setItems(next);
    setAnnouncement(`${moving.file.name} moved to position ${to + 1} of ${items.length}.`);
  };
}

/** A listed file's Move up, Move down and Remove buttons. */
export function FileOrderButtons({
  listId,
  id,
  fileName,
  index,
  count,
  disabled,
  onMove,
  onRemove,
}: {
  listId: string;
  id: number;
  fileName: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (from: number, to: number, via: MoveVia) => void;
  onRemove: () => void;
}) {
  return (
    <>
      {MOVES.map(({ direction, step, Icon }) => (
        <button
          key={direction}
          type="button"
          id={moveButtonId(listId, direction, id)}
          aria-label={`Move ${direction}: ${fileName}`}
          title={`Move ${direction}`}
          disabled={(step < 0 ? index === 0 : index === count - 1) || disabled}
          onClick={() => onMove(index, index + step, direction)}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300"
        >
          <Icon aria-hidden="true" className="h-5 w-5" />
        </button>
      ))}
      <RemoveFileButton fileName={fileName} disabled={disabled} onClick={onRemove} />
    </>
  );
}
