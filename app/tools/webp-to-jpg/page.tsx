import type { Route } from "./+types/page";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { ImageReencoderPage } from "#app/tool-kit/ui/image-reencoder-page.tsx";
import { convertWebpToJpg } from "./convert.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = {
  items: [
    "JPG opens everywhere: older editors, e-mail clients and upload forms that reject WebP.",
    "Transparent areas become white, since JPG has no transparency.",
    "The image is saved at 90% quality; the size in pixels stays the same.",
    "Animated WebP files are converted from their first frame.",
  ],
};

export default function WebpToJpgPage() {
  return (
    <ImageReencoderPage
      tool={tool}
      startWorker={() => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "webp-to-jpg" })}
      convertOnPage={convertWebpToJpg}
      tips={tips}
    />
  );
}
