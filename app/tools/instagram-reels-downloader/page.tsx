import type { Route } from "./+types/page";
import { Lock, MonitorSmartphone, Zap } from "lucide-react";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { VideoDownloader } from "#app/tools/simulated/video-downloader.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";
import { COPYRIGHT_NOTICE, DELAY_MS, DEMO_NOTICE, getDemoReelInfo, reelFileName, validateReelUrl } from "./logic.ts";

const tool = toolEntry("instagram-reels-downloader");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

const FEATURES = [
  {
    icon: <Zap className="h-5 w-5" />,
    title: "Paste and go",
    text: "Copy the Reel's link from the Share menu, paste it here and see the result in seconds.",
  },
  {
    icon: <MonitorSmartphone className="h-5 w-5" />,
    title: "Any device",
    text: "Works in the browser on your phone, tablet or computer, with nothing to install.",
  },
  {
    icon: <Lock className="h-5 w-5" />,
    title: "No sign-up",
    text: "No account and no Instagram login: the link you paste is checked in your browser.",
  },
] as const;

export default function InstagramReelsDownloaderPage() {
  return (
    <ToolFrame tool={tool}>
      <VideoDownloader
        platform="Instagram Reel"
        urlLabel="Instagram Reel URL"
        placeholder="https://www.instagram.com/reel/..."
        validate={validateReelUrl}
        getInfo={getDemoReelInfo}
        fileName={reelFileName}
        delayMs={DELAY_MS}
        demoNotice={DEMO_NOTICE}
        copyrightNotice={COPYRIGHT_NOTICE}
        features={FEATURES}
      />
    </ToolFrame>
  );
}
