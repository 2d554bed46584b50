import { DEMO_MEDIA } from "#app/tool-kit/simulated/video-download.ts";
import { describeVideoPlatform } from "#app/tool-kit/simulated/video-platform-test-support.ts";

import { TIKTOK_VIDEOS } from "./logic.ts";

const demoCard = {
  title: "3 hooks that stop the scroll in the first second",
  author: "@crestlinedigital",
  ...DEMO_MEDIA,
  duration: "0:45",
  quality: "HD 1080p",
  size: "8.4 MB",
};

describeVideoPlatform(TIKTOK_VIDEOS, {
  emptyUrlMessage: "Please enter a TikTok video URL",
  invalidUrlMessage: "Please enter a valid TikTok URL",
  demoCard,
  accepted: [
    "https://www.tiktok.com/@crestline/video/7301234567890123456",
    "https://vm.tiktok.com/ZMabc123/",
    "vt.tiktok.com/ZSxyz/",
    "https://m.tiktok.com/v/7301234567890123456.html",
    "tiktok.com/@someone",
  ],
  rejected: [
    "https://www.instagram.com/reel/abc",
    "https://nottiktok.com/@a/video/1",
    "https://tiktok.com.evil.example/@a/video/1",
    "https://example.com/?u=tiktok.com",
    "javascript:alert(1)//tiktok.com",
    "tik tok",
  ],
  results: [
    {
      url: "https://www.tiktok.com/@chef.anna/video/7301234567890123456?lang=en",
      card: { ...demoCard, author: "@chef.anna" },
      fileName: "tiktok-7301234567890123456.mp4",
    },
    { url: "https://vm.tiktok.com/ZMabc123/", card: demoCard, fileName: "tiktok-video.mp4" },
  ],
});
