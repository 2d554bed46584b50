import type { Route } from "./+types/page";
import { VideoDownloader } from "#app/tool-kit/simulated/video-downloader.tsx";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { TWITTER_VIDEOS } from "./logic.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

export default function TwitterVideoDownloaderPage() {
  return <VideoDownloader tool={tool} platform={TWITTER_VIDEOS} />;
}
