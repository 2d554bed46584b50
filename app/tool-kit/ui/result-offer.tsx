import type { RefObject } from "react";
import { downloadBlob } from "#app/lib/download.ts";
import { Button } from "#app/ui/button.tsx";
import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";
import { ConversionResult } from "#app/tool-kit/ui/conversion-result.tsx";
import { ToolOffer } from "#app/tool-kit/ui/tool-offer.tsx";

/** A real tool's offer from its meta.ts (`offer`), for the shared result panels; nothing for a demo. */
export function ToolResultOffer({ tool }: { tool: ToolMeta }) {
  if (tool.demo || !tool.offer) return null;
  return <ToolOffer tool={tool.slug} context={`the ${tool.title}`} {...tool.offer} />;
}

/**
 * One made file ready to download (the download panel, focused) with the tool's offer
 * under it: the result of the tools that build one PDF from several files.
 */
function FileResultWithOffer({
  tool,
  file,
  fileName,
  resetLabel,
  onReset,
  children,
}: {
  tool: ToolMeta;
  file: Blob;
  fileName: string;
  resetLabel: string;
  onReset: () => void;
  /** What the file holds, shown above the buttons. */
  children: React.ReactNode;
}) {
  return (
    <>
      <ConversionResult
        fileName={fileName}
        size={file.size}
        downloadLabel="Download PDF"
        onDownload={() => downloadBlob(file, fileName)}
        resetLabel={resetLabel}
        onReset={onReset}
      >
        {children}
      </ConversionResult>
      <ToolResultOffer tool={tool} />
    </>
  );
}

/**
 * The result box of the tools that build one PDF from a list of files: the made file with the
 * offer once it is ready, else the button that starts (disabled while it works).
 */
export function PdfResultOrStart({
  boxRef,
  file,
  start,
  ...result
}: {
  boxRef: RefObject<HTMLDivElement | null>;
  tool: ToolMeta;
  file: Blob | null;
  fileName: string;
  resetLabel: string;
  onReset: () => void;
  children: React.ReactNode;
  start: { label: string; workingLabel: string; working: boolean; disabled: boolean; onClick: () => void };
}) {
  return (
    <div ref={boxRef} className="scroll-mt-4">
      {file ? (
        <FileResultWithOffer file={file} {...result} />
      ) : (
        <Button block onClick={start.onClick} disabled={start.disabled || start.working}>
          {start.working ? start.workingLabel : start.label}
        </Button>
      )}
    </div>
  );
}
