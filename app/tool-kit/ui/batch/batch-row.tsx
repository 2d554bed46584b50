import { Download, type LucideIcon } from "lucide-react";
import { useEffect, useRef, type RefObject } from "react";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { downloadBlob } from "#app/lib/download.ts";
import { formatMegabytes } from "#app/tool-kit/conversion/file-size.ts";
import { RemoveFileButton } from "#app/tool-kit/ui/file-list.tsx";
import { ProgressBar } from "#app/tool-kit/ui/progress-bar.tsx";
import type { BatchItem, BatchStatus } from "./use-batch-run.ts";

const STATUS_TEXT: Record<BatchStatus, string> = {
  waiting: "Ready to convert",
  converting: "Converting",
  done: "Converted",
  failed: "Not converted",
};

/**
 * One file of a batch list: its name and size, its status (with the result's name and
 * size, or why it failed), its progress while converting, a download of its result
 * when `downloadable`, and a remove button (id `removeId`, for moving the focus).
 */
export function BatchRow({
  item,
  icon: Icon,
  resultName,
  note,
  downloadable,
  removeId,
  disabled,
  onRemove,
}: {
  item: BatchItem;
  icon: LucideIcon;
  /** The result's download name, numbered when another result has the same. */
  resultName: string;
  note?: string;
  downloadable: boolean;
  removeId: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  const done = item.status === "done" && item.result ? item.result : undefined;
  return (
    <li className="flex items-start gap-2 p-2 sm:gap-3 sm:p-3">
      <Icon aria-hidden="true" className="mt-1 hidden h-6 w-6 shrink-0 text-brand-700 sm:block" />
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          <p className="truncate text-sm font-medium text-slate-900" title={item.file.name}>
            {item.file.name}
          </p>
          <p className="text-sm text-slate-600">
            <span>{formatMegabytes(item.file.size)}</span>
            <span aria-hidden="true"> · </span>
            <span className={item.status === "failed" ? "text-red-700" : undefined}>
              {STATUS_TEXT[item.status]}
              {done ? `: ${resultName}, ${formatMegabytes(done.size)}` : ""}
              {done && note ? `. ${note}` : ""}
            </span>
          </p>
        </div>
        {item.status === "converting" ? (
          <ProgressBar value={item.progress} label={`Converting ${item.file.name}`} />
        ) : null}
        {item.status === "failed" && item.error ? <Alert>{item.error}</Alert> : null}
      </div>
      {done && downloadable ? (
        <Button
          variant="secondary"
          className="shrink-0"
          aria-label={`Download ${resultName}`}
          onClick={() => downloadBlob(done, resultName)}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          <span className="hidden sm:inline">Download</span>
        </Button>
      ) : null}
      <RemoveFileButton id={removeId} fileName={item.file.name} disabled={disabled} onClick={onRemove} />
    </li>
  );
}

/**
 * Removing a listed file: the keyboard focus moves to the next file's Remove button (or
 * the previous one's, or the picker when the list is empty). Remove buttons have the id
 * `${slug}-remove-${item.id}`.
 */
export function useRemoveWithFocus<Item extends { id: number }>(
  slug: string,
  items: readonly Item[],
  picker: RefObject<HTMLInputElement | null>,
  remove: (item: Item) => void,
) {
  const target = useRef<number | "picker" | null>(null);
  useEffect(() => {
    const next = target.current;
    if (next === null) return;
    target.current = null;
    if (next === "picker") picker.current?.focus();
    else document.getElementById(`${slug}-remove-${next}`)?.focus();
  }, [items, slug, picker]);
  return (item: Item) => {
    const index = items.findIndex((i) => i.id === item.id);
    const neighbour = items[index + 1] ?? items[index - 1];
    target.current = neighbour ? neighbour.id : "picker";
    remove(item);
  };
}
