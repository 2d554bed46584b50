import { FileText, GripVertical } from "lucide-react";
import { useState } from "react";
import { BlobImage } from "#app/tool-kit/ui/blob-image.tsx";
import { FileOrderButtons } from "#app/tool-kit/ui/file-list.tsx";
import { FileNameAndSize } from "#app/tool-kit/ui/selected-file.tsx";
import type { FilePreview } from "./use-previews.ts";

export interface ListedPdf {
  id: number;
  file: File;
}

interface MergeListProps {
  files: readonly ListedPdf[];
  previews: Record<number, FilePreview>;
  disabled: boolean;
  /** Moves the file at `from` to `to` (both 0-based), by button or by drag. */
  onMove: (from: number, to: number, via: "up" | "down" | "drag") => void;
  onRemove: (item: ListedPdf) => void;
}

/** The list's id, which names its move buttons. */
export const MERGE_LIST_ID = "merge";

function pagesText(preview: FilePreview | undefined): string {
  if (!preview) return "Reading…";
  if (preview.pageCount === undefined) return "";
  return preview.pageCount === 1 ? "1 page" : `${preview.pageCount} pages`;
}

/** The files to merge, in merge order: thumbnail, name, pages, move up/down, remove; rows can be dragged too. */
export function MergeList({ files, previews, disabled, onMove, onRemove }: MergeListProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  return (
    <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Merge order">
      {files.map((item, index) => {
        const { id, file } = item;
        const preview = previews[id];
        return (
          // Dragging is the mouse's way to reorder; Move up / Move down are the keyboard's.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <li
            key={id}
            draggable={!disabled}
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = "move";
            }}
            onDragOver={(event) => {
              if (dragged !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              event.stopPropagation();
              if (dragged !== index) onMove(dragged, index, "drag");
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            data-testid="merge-item"
            className={`flex flex-wrap items-center gap-2 p-2 sm:gap-3 sm:p-3 ${dragged === index ? "opacity-50" : ""}`}
          >
            <GripVertical aria-hidden="true" className="hidden h-5 w-5 shrink-0 cursor-grab text-slate-400 sm:block" />
            <span aria-hidden="true" className="w-5 shrink-0 text-center text-sm font-semibold text-slate-500">
              {index + 1}
            </span>
            <div className="flex h-16 w-12 shrink-0 items-center justify-center overflow-hidden rounded border border-slate-200 bg-white">
              {preview?.thumbnail ? (
                <BlobImage
                  blob={preview.thumbnail.blob}
                  alt={`First page of ${file.name}`}
                  width={preview.thumbnail.width}
                  height={preview.thumbnail.height}
                  className="max-h-full max-w-full"
                />
              ) : (
                <FileText aria-hidden="true" className="h-6 w-6 text-brand-700" />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <FileNameAndSize file={file} small />
              {preview?.error ? null : <p className="text-sm text-slate-600">{pagesText(preview)}</p>}
            </div>
            <FileOrderButtons
              listId={MERGE_LIST_ID}
              id={id}
              fileName={file.name}
              index={index}
              count={files.length}
              disabled={disabled}
              onMove={onMove}
              onRemove={() => onRemove(item)}
            />
            {preview?.error ? (
              <p role="alert" className="basis-full text-sm font-medium text-red-700">
                {preview.error}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
