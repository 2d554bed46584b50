import type { Route } from "./+types/page";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { ImageReencoderPage } from "#app/tool-kit/ui/image-reencoder-page.tsx";
import { convertPngToJpeg } from "./convert.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const tips = {
  title: "PNG or JPEG?",
  items: [
    "JPEG suits photos and screenshots with many colours; files are usually much smaller than PNG.",
    "JPEG has no transparency: transparent areas of your PNG become white.",
    "The image is saved at 90% quality, which keeps detail while cutting the size.",
    "Keep the PNG if you need to edit the image again or keep sharp text and logos.",
  ],
};

export default function PngToJpegPage() {
  return (
    <ImageReencoderPage
      tool={tool}
      startWorker={() => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "png-to-jpeg" })}
      convertOnPage={convertPngToJpeg}
      tips={tips}
    />
  );
}
