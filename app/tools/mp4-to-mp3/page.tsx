import type { Route } from "./+types/page";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { mp3Name } from "#app/tool-kit/conversion/file-names.ts";
import { ConverterPage } from "#app/tool-kit/ui/converter-page.tsx";
import { convertedFile, SingleFileConverter } from "#app/tool-kit/ui/single-file-converter.tsx";
import type { BinaryInput } from "#app/tool-kit/conversion/conversion.ts";
import { runInWorker, startModuleWorker } from "#app/tool-kit/conversion/run-in-worker.ts";
import workerUrl from "./worker.ts?worker&url";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = [
  "The audio track is re-encoded to MP3 at 192 kbit/s, clear for both speech and music.",
  "Large videos are read bit by bit, so even a long recording does not fill your memory.",
  "A video without sound has nothing to extract; you will see a message if that is the case.",
  "Only extract audio you own or have permission to use.",
];

export default function Mp4ToMp3Page() {
  return (
    <ConverterPage tool={tool} tips={{ items: tips }}>
      <SingleFileConverter
        tool={tool}
        chooseLabel="Choose an MP4 video"
        chooseHint="or drag and drop it here · MP4 up to 500 MB"
        convertLabel="Extract Audio"
        workingLabel="Extracting Audio..."
        progressLabel="Extracting the audio track"
        downloadLabel="Download MP3"
        resetLabel="Convert Another Video"
        convert={async (file, run) => {
          // convertMp4ToMp3 in a worker started under the page's CSP (the MP3 encoder is
          // WebAssembly); the File crosses to the worker without a copy and is read lazily.
          const bytes = await runInWorker<BinaryInput | Blob, Uint8Array>(
            () => startModuleWorker(workerUrl, tool.slug),
            file,
            run,
          );
          return convertedFile(tool, bytes, mp3Name(file.name));
        }}
      />
    </ConverterPage>
  );
}
