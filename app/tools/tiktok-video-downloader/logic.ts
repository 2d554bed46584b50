/** TikTok for the simulated video downloader: links on tiktok.com and its subdomains. */
import { DEMO_MEDIA, type DemoVideoCard, type VideoPlatform } from "#app/tool-kit/simulated/video-download.ts";
import {
  parseTiktokUrl,
  TIKTOK_EMPTY_URL_MESSAGE,
  TIKTOK_INVALID_URL_MESSAGE,
  type TiktokLink,
} from "#app/tool-kit/simulated/tiktok-url.ts";

const DEMO_TIKTOK: DemoVideoCard = {
  title: "3 hooks that stop the scroll in the first second",
  author: "@crestlinedigital",
  ...DEMO_MEDIA,
  duration: "0:45",
  quality: "HD 1080p",
  size: "8.4 MB",
};

export const TIKTOK_VIDEOS: VideoPlatform<TiktokLink> = {
  name: "TikTok",
  urlLabel: "TikTok video URL",
  placeholder: "https://www.tiktok.com/@user/video/...",
  emptyUrlMessage: TIKTOK_EMPTY_URL_MESSAGE,
  invalidUrlMessage: TIKTOK_INVALID_URL_MESSAGE,
  demoNotice: "Demo: this tool shows a sample result and does not download anything from TikTok.",
  copyrightNotice:
    "Download videos for personal use only, and only when you own them or have the creator's permission. Re-uploading someone else's content without credit or consent may break copyright law and TikTok's Terms of Service.",
  pasteTip: "Tap Share, then Copy link in TikTok, paste it here and see the video's details in seconds.",
  signUpNote: "No account and no TikTok login: the link you paste is checked in your browser.",
  parseUrl: parseTiktokUrl,
  demoCard: DEMO_TIKTOK,
  // The author comes from the link when it names one.
  cardFor: ({ author }) => (author ? { ...DEMO_TIKTOK, author } : DEMO_TIKTOK),
  fileName: (link) => (link?.videoId ? `tiktok-${link.videoId}.mp4` : "tiktok-video.mp4"),
};
