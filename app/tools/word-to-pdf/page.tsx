import { CloudUpload } from "lucide-react";
import type { Route } from "./+types/page";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { isConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { OnDeviceNote } from "#app/tool-kit/ui/on-device-note.tsx";
import { ConverterPage } from "#app/tool-kit/ui/converter-page.tsx";
import { DocumentToPdfConverter } from "#app/tool-kit/ui/single-file-converter.tsx";
import { DOCX_TIMEOUT_MESSAGE } from "./convert.ts";
import { convertDocOnServer, isLegacyDocName } from "./legacy-doc.ts";
import { tool } from "./meta.ts";
import workerUrl from "./worker.ts?worker&url";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = [
  "Headings, paragraphs, colours, lists, tables with merged cells, images at their size, headers and footers with page numbers are kept, and the text stays selectable.",
  "Page size, orientation, margins and page breaks come from your document.",
  "Hindi, Bengali, Tamil, Arabic, Hebrew, Chinese, Japanese, Korean, Greek and Cyrillic text is drawn with matching fonts; footnotes are listed at the end.",
  "For older .doc files, saving as .docx in Word first keeps everything on your device.",
];

export default function WordToPdfPage() {
  return (
    <ConverterPage tool={tool} tips={{ title: "What is kept in the PDF", items: tips }}>
      <DocumentToPdfConverter
        tool={tool}
        chooseLabel="Choose a Word document"
        chooseHint="or drag and drop it here · .docx or .doc up to 50 MB"
        progressLabel="Converting your document"
        fileNote={(file) =>
          isLegacyDocName(file) ? (
            <p className="flex items-start gap-2 text-sm text-slate-700">
              <CloudUpload aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              <span>
                This older .doc file cannot be read in your browser, so it will be uploaded to our server, converted
                there and deleted straight away.
              </span>
            </p>
          ) : null
        }
        workerUrl={workerUrl}
        timeoutMs={180_000}
        timeoutMessage={DOCX_TIMEOUT_MESSAGE}
        onWorkerError={async (error, file, run) => {
          // A Word 97–2003 file (whatever its name): only the server can convert it.
          if (!isConversionError(error) || error.code !== "legacy-doc") throw error;
          return { pdf: await convertDocOnServer(file, run) };
        }}
        privacyNote={
          <OnDeviceNote>
            <strong>Your .docx files stay on your device:</strong> they are converted in your browser and never
            uploaded. The one exception is an older .doc file, which only our server can convert: it is uploaded,
            converted and deleted at once, never kept.
          </OnDeviceNote>
        }
      />
    </ConverterPage>
  );
}
