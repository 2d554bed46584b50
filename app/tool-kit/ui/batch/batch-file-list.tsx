import type { LucideIcon } from "lucide-react";
import { FileListPicker, type useFileList } from "#app/tool-kit/ui/file-list.tsx";
import { BatchRow, useRemoveWithFocus } from "./batch-row.tsx";
import type { BatchItem } from "./use-batch-run.ts";

/**
 * The files of a batch under their picker: the drop zone, then "Files to convert", a row per
 * file with its progress, status, error, download and remove button. The removal moves the
 * keyboard focus to a neighbour. Shared by every converter that takes several files.
 */
export function BatchFileList({
  slug,
  list,
  label,
  hint,
  running,
  icon,
  resultName,
  note,
  downloadable,
}: {
  slug: string;
  /** The files, their selection error and their picker (useFileList of BatchItems). */
  list: ReturnType<typeof useFileList<BatchItem>>;
  /** The drop zone's label and hint. */
  label: string;
  hint: string;
  /** A conversion is running: adding and removing files wait. */
  running: boolean;
  icon: LucideIcon;
  /** A file's result name, numbered when another result has the same. */
  resultName: (item: BatchItem) => string;
  /** A word on a converted file, after its result's name and size. */
  note: (item: BatchItem) => string | undefined;
  /** Each converted file has its own download button. */
  downloadable: boolean;
}) {
  const remove = useRemoveWithFocus(slug, list.items, list.picker.inputRef, list.remove);
  return (
    <FileListPicker {...list.picker} label={label} hint={hint} error={list.selectionError} disabled={running}>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Files to convert">
        {list.items.map((item) => (
          <BatchRow
            key={item.id}
            item={item}
            icon={icon}
            resultName={resultName(item)}
            note={note(item)}
            downloadable={downloadable}
            removeId={`${slug}-remove-${item.id}`}
            disabled={running}
            onRemove={() => remove(item)}
          />
        ))}
      </ul>
    </FileListPicker>
  );
}
