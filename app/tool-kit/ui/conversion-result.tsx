import { CheckCircle2, Download, RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "#app/ui/button.tsx";
import { formatMegabytes } from "#app/tool-kit/conversion/file-size.ts";

interface ConversionResultProps {
  /** The download's file name. */
  fileName: string;
  size: number;
  downloadLabel: string;
  onDownload: () => void;
  resetLabel: string;
  onReset: () => void;
  /** A preview or details above the buttons. */
  children?: React.ReactNode;
}

/**
 * The download panel that replaces the Convert button when a result is ready. The
 * download button takes the focus (the Convert button it replaces had it).
 */
export function ConversionResult({
  fileName,
  size,
  downloadLabel,
  onDownload,
  resetLabel,
  onReset,
  children,
}: ConversionResultProps) {
  return (
    <DownloadPanel
      download={
        <>
          <Download aria-hidden="true" className="h-4 w-4" /> {downloadLabel}
        </>
      }
      onDownload={onDownload}
      resetLabel={resetLabel}
      onReset={onReset}
      takeFocus
    >
      <p role="status" className="flex items-center gap-2 font-semibold text-green-900">
        <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> Conversion complete
      </p>
      <p className="mt-1 break-all text-sm text-green-900">
        {fileName} · {formatMegabytes(size)}
      </p>
      {children ? <div className="mt-4">{children}</div> : null}
    </DownloadPanel>
  );
}

interface DownloadPanelProps {
  /** What was made, above the buttons. */
  children: React.ReactNode;
  /** The download button's content: icon and label. */
  download: React.ReactNode;
  onDownload: () => void;
  resetLabel: string;
  onReset: () => void;
  /** The download button takes the focus when the panel appears. */
  takeFocus: boolean;
}

/** The green panel of every finished conversion, one file or a batch: what was made, its download and starting over. */
export function DownloadPanel({ children, download, onDownload, resetLabel, onReset, takeFocus }: DownloadPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) panelRef.current?.querySelector<HTMLButtonElement>("button[data-download]")?.focus();
  }, [takeFocus]);
  return (
    <div ref={panelRef} className="rounded-xl border border-green-200 bg-green-50 p-4 sm:p-5">
      {children}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button data-download onClick={onDownload}>
          {download}
        </Button>
        <Button variant="secondary" onClick={onReset}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" /> {resetLabel}
        </Button>
      </div>
    </div>
  );
}
