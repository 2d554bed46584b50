import type { Route } from "./+types/page";
import { VideoDownloader } from "#app/tool-kit/simulated/video-downloader.tsx";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { INSTAGRAM_REELS } from "./logic.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

export default function InstagramReelsDownloaderPage() {
  return <VideoDownloader tool={tool} platform={INSTAGRAM_REELS} />;
}
