import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { VideoDownloader } from "#app/tools/simulated/video-downloader.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";
import { INSTAGRAM_REELS } from "./logic.ts";

const tool = toolEntry("instagram-reels-downloader");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

export default function InstagramReelsDownloaderPage() {
  return (
    <ToolFrame tool={tool}>
      <VideoDownloader platform={INSTAGRAM_REELS} />
    </ToolFrame>
  );
}
