import type { InputRule } from "#app/tool-kit/conversion/input-rules.ts";
import { FileDropZone } from "#app/tool-kit/ui/file-drop-zone.tsx";
import { SelectedFile } from "#app/tool-kit/ui/selected-file.tsx";

interface PdfFileChoiceProps {
  rule: InputRule;
  file: File | null;
  onFiles: (files: File[]) => void;
  onRemove: () => void;
  error: string | null;
}

/** The one PDF of a PDF tool: the drop zone until a file is chosen, then its name, size and remove control. */
export function PdfFileChoice({ rule, file, onFiles, onRemove, error }: PdfFileChoiceProps) {
  return file ? (
    <SelectedFile file={file} onRemove={onRemove} />
  ) : (
    <FileDropZone
      rule={rule}
      onFiles={onFiles}
      label="Choose a PDF file"
      hint="or drag and drop it here · PDF up to 100 MB"
      error={error}
    />
  );
}
