import type { Route } from "./+types/page";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { ImageReencoderPage } from "#app/tool-kit/ui/image-reencoder-page.tsx";
import { convertWebpToPng } from "./convert.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = {
  items: [
    "PNG keeps transparency, so logos and cut-outs stay clean on any background.",
    "PNG is lossless: no detail is lost, but files are larger than WebP or JPG.",
    "The size in pixels stays the same as your WebP image.",
    "Animated WebP files are converted from their first frame.",
  ],
};

export default function WebpToPngPage() {
  return (
    <ImageReencoderPage
      tool={tool}
      startWorker={() => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "webp-to-png" })}
      convertOnPage={convertWebpToPng}
      tips={tips}
    />
  );
}
