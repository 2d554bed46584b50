import { FileText, X } from "lucide-react";
import { formatMegabytes } from "#app/tool-kit/conversion/file-size.ts";

/** A file's name (cut short, the whole name as its title) over its size in MB; `small` in a list of files. */
export function FileNameAndSize({ file, small = false }: { file: File; small?: boolean }) {
  return (
    <div className="min-w-0 flex-1">
      <p className={`truncate ${small ? "text-sm " : ""}font-medium text-slate-900`} title={file.name}>
        {file.name}
      </p>
      <p className="text-sm text-slate-600">{formatMegabytes(file.size)}</p>
    </div>
  );
}

/** The chosen file of a single-file tool: name, size in MB and a remove control. */
export function SelectedFile({ file, onRemove, note }: { file: File; onRemove: () => void; note?: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <div className="flex items-center gap-3">
        <FileText aria-hidden="true" className="h-8 w-8 shrink-0 text-brand-700" />
        <FileNameAndSize file={file} />
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${file.name}`}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {note ? <div className="mt-3">{note}</div> : null}
    </div>
  );
}
