import { Plus } from "lucide-react";
import { Button } from "#app/ui/button.tsx";
import { formatMegabytes } from "#app/tool-kit/conversion/file-size.ts";

/** Above a list of chosen files: how many and how large, and a button that opens the file picker for more. */
export function SelectedFilesHeader(props: {
  count: number;
  totalBytes: number;
  onAdd: () => void;
  disabled: boolean;
}) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-base font-bold text-slate-900">
        Selected files ({props.count}) · {formatMegabytes(props.totalBytes)}
      </h2>
      <Button variant="secondary" onClick={props.onAdd} disabled={props.disabled}>
        <Plus aria-hidden="true" className="h-4 w-4" /> Add More Files
      </Button>
    </div>
  );
}
