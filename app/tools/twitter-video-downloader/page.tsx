import type { Route } from "./+types/page";
import { Lock, MonitorSmartphone, Zap } from "lucide-react";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { VideoDownloader } from "#app/tools/simulated/video-downloader.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";
import {
  COPYRIGHT_NOTICE,
  DELAY_MS,
  DEMO_NOTICE,
  getDemoTwitterInfo,
  twitterFileName,
  validateTwitterUrl,
} from "./logic.ts";

const tool = toolEntry("twitter-video-downloader");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

const FEATURES = [
  {
    icon: <Zap className="h-5 w-5" />,
    title: "Paste and go",
    text: "Copy the post's link from the Share menu, paste it here and see the video's details in seconds.",
  },
  {
    icon: <MonitorSmartphone className="h-5 w-5" />,
    title: "Any device",
    text: "Works in the browser on your phone, tablet or computer, with nothing to install.",
  },
  {
    icon: <Lock className="h-5 w-5" />,
    title: "No sign-up",
    text: "No account and no X login: twitter.com and x.com links are checked in your browser.",
  },
] as const;

export default function TwitterVideoDownloaderPage() {
  return (
    <ToolFrame tool={tool}>
      <VideoDownloader
        platform="Twitter/X"
        urlLabel="Twitter/X post URL"
        placeholder="https://x.com/user/status/..."
        validate={validateTwitterUrl}
        getInfo={getDemoTwitterInfo}
        fileName={twitterFileName}
        delayMs={DELAY_MS}
        demoNotice={DEMO_NOTICE}
        copyrightNotice={COPYRIGHT_NOTICE}
        features={FEATURES}
      />
    </ToolFrame>
  );
}
