import { Upload } from "lucide-react";
import { useId, useState, type Ref } from "react";
import { Alert } from "#app/ui/alert.tsx";
import { acceptAttribute, type InputRule } from "#app/tool-kit/conversion/input-rules.ts";

interface FileDropZoneProps {
  /** The tool's input rule (its meta.ts): `accept` and `multiple` of the picker. */
  rule: InputRule;
  /** The files the visitor picked or dropped (checked by the caller). */
  onFiles: (files: File[]) => void;
  /** The visible name of the control, e.g. "Choose a PNG image". */
  label: string;
  /** A line under the label, e.g. "or drag and drop it here · up to 50 MB". */
  hint?: string;
  /** The message about the last selection, shown next to the control. */
  error?: string | null;
  disabled?: boolean;
  /** A slimmer zone, for adding more files under a list. */
  compact?: boolean;
  /** The file input, so an 'Add More Files' button can open the same picker. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A drop zone around a real, labelled <input type="file">: click or Enter/Space on it
 * opens the picker (the input keeps the keyboard focus, the zone shows it), and files can
 * be dropped on it. `accept` and `multiple` come from the tool's input rule.
 */
export function FileDropZone({ rule, onFiles, label, hint, error, disabled, compact, inputRef }: FileDropZoneProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length) onFiles(rule.multiple ? files : files.slice(0, 1));
  };

  return (
    <div>
      {/* Dropping is a pointer shortcut; the keyboard and screen readers use the real file input inside. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        onDragEnter={(event) => {
          if (disabled) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          if (disabled) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) take(event.dataTransfer.files);
        }}
        className={`relative rounded-2xl border-2 border-dashed transition-colors focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 ${
          dragging
            ? "border-brand-600 bg-brand-50"
            : "border-slate-300 bg-slate-50 hover:border-brand-400 hover:bg-brand-50/50"
        } ${disabled ? "opacity-60" : ""}`}
      >
        <input
          ref={inputRef}
          id={id}
          type="file"
          className="sr-only"
          accept={acceptAttribute(rule)}
          multiple={rule.multiple}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            take(event.currentTarget.files);
            // The same file can be chosen again after a reset.
            event.currentTarget.value = "";
          }}
        />
        <label
          htmlFor={id}
          className={`flex cursor-pointer flex-col items-center justify-center gap-2 text-center ${compact ? "px-4 py-5" : "px-6 py-10 sm:py-14"} ${disabled ? "cursor-not-allowed" : ""}`}
        >
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Upload aria-hidden="true" className="h-6 w-6" />
          </span>
          <span className="text-base font-semibold text-slate-900">{label}</span>
          {hint ? (
            <span id={`${id}-hint`} className="text-sm text-slate-600">
              {hint}
            </span>
          ) : null}
        </label>
      </div>
      {error ? (
        <div id={`${id}-error`} className="mt-3">
          <Alert>{error}</Alert>
        </div>
      ) : null}
    </div>
  );
}
