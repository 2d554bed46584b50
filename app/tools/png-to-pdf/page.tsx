import type { Route } from "./+types/page";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { ImagesToPdfPage } from "#app/tool-kit/ui/images-to-pdf-converter.tsx";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

export default function PngToPdfPage() {
  return (
    <ImagesToPdfPage
      tool={tool}
      chooseLabel="Choose PNG images"
      chooseHint="or drag and drop them here · PNG, up to 50 MB each"
      startWorker={() => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "png-to-pdf" })}
    />
  );
}
