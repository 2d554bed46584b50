import { DEMO_MEDIA } from "#app/tool-kit/simulated/video-download.ts";
import { describeVideoPlatform } from "#app/tool-kit/simulated/video-platform-test-support.ts";

import { INSTAGRAM_REELS } from "./logic.ts";

const demoCard = { title: "Instagram Reel", ...DEMO_MEDIA, duration: "0:30", quality: "HD 1080p" };

describeVideoPlatform(INSTAGRAM_REELS, {
  emptyUrlMessage: "Please enter an Instagram Reel URL",
  invalidUrlMessage: "Please enter a valid Instagram Reel URL",
  demoCard,
  accepted: [
    "https://www.instagram.com/reel/C1a2B3c4D5e/",
    "https://instagram.com/reels/C1a2B3c4D5e?igsh=abc",
    "instagram.com/reel/Cx_Y-z",
    "  http://m.instagram.com/crestline/reel/Cx123/  ",
    "HTTPS://WWW.INSTAGRAM.COM/reel/Abc",
  ],
  rejected: [
    "https://www.instagram.com/p/C1a2B3c4D5e/",
    "https://www.instagram.com/crestline/",
    "https://www.instagram.com/reels/",
    "https://www.tiktok.com/reel/123",
    "https://evil.example/instagram.com/reel/abc",
    "https://instagram.com.evil.example/reel/abc",
    "ftp://instagram.com/reel/abc",
    "not a url",
  ],
  results: [
    {
      url: "https://www.instagram.com/reel/C1a2B3c4D5e/",
      card: { ...demoCard, title: "Instagram Reel C1a2B3c4D5e" },
      fileName: "instagram-reel-C1a2B3c4D5e.mp4",
    },
    { url: "nope", card: demoCard, fileName: "instagram-reel.mp4" },
  ],
});
