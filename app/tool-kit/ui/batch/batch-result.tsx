import { FileArchive } from "lucide-react";
import { DownloadPanel } from "#app/tool-kit/ui/conversion-result.tsx";

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
  return (
    <DownloadPanel
      download={
        <>
          <FileArchive aria-hidden="true" className="h-4 w-4" /> Download All (ZIP)
        </>
      }
      onDownload={onDownloadZip}
      resetLabel={resetLabel}
      onReset={onReset}
      takeFocus={takeFocus}
    >
      <p role="status" className="font-semibold text-green-900">
        {summary}
      </p>
    </DownloadPanel>
  );
}
