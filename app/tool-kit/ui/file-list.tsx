import { Plus, X } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "#app/ui/button.tsx";
import { formatMegabytes } from "#app/tool-kit/conversion/file-size.ts";
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
