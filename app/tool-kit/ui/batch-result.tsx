import { FileArchive, RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "#app/ui/button.tsx";

/**
 * The panel of a finished batch: what was made, the ZIP of every converted file, and
 * starting over. With `takeFocus` the ZIP button takes the focus when the panel appears.
 */
export function BatchResult({
  summary,
  onDownloadZip,
  resetLabel,
  onReset,
  takeFocus = false,
}: {
  summary: string;
  onDownloadZip: () => void;
  resetLabel: string;
  onReset: () => void;
  takeFocus?: boolean;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) panelRef.current?.querySelector<HTMLButtonElement>("button[data-download]")?.focus();
  }, [takeFocus]);
  return (
    <div ref={panelRef} className="rounded-xl border border-green-200 bg-green-50 p-4 sm:p-5">
      <p role="status" className="font-semibold text-green-900">
        {summary}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button data-download onClick={onDownloadZip}>
          <FileArchive aria-hidden="true" className="h-4 w-4" /> Download All (ZIP)
        </Button>
        <Button variant="secondary" onClick={onReset}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" /> {resetLabel}
        </Button>
      </div>
    </div>
  );
}
