/** Instagram Reels for the simulated video downloader: /reel/ and /reels/ links on instagram.com. */
import { isHostOn, parseWebUrl } from "#app/tool-kit/text/url.ts";
import { DEMO_MEDIA, type DemoVideoCard, type VideoPlatform } from "#app/tool-kit/simulated/video-download.ts";

const DEMO_REEL: DemoVideoCard = { title: "Instagram Reel", ...DEMO_MEDIA, duration: "0:30", quality: "HD 1080p" };

/** The Reel's shortcode when the link is an Instagram Reel link (/reel/… or /reels/…), else null. */
function parseReelUrl(input: string): { shortcode: string } | null {
  const url = parseWebUrl(input);
  if (url === null || !isHostOn(url.hostname, "instagram.com")) return null;
  const shortcode = /\/reels?\/([\w-]+)/.exec(url.pathname)?.[1];
  return shortcode === undefined ? null : { shortcode };
}

export const INSTAGRAM_REELS: VideoPlatform<{ shortcode: string }> = {
  name: "Instagram Reel",
  urlLabel: "Instagram Reel URL",
  placeholder: "https://www.instagram.com/reel/...",
  emptyUrlMessage: "Please enter an Instagram Reel URL",
  invalidUrlMessage: "Please enter a valid Instagram Reel URL",
  demoNotice: "Demo: this tool shows a sample result and does not download anything from Instagram.",
  copyrightNotice:
    "Only download Reels you own or have the creator's permission to use. Respect copyright and Instagram's Terms of Use, and credit creators when you share their work.",
  pasteTip: "Copy the Reel's link from the Share menu, paste it here and see the result in seconds.",
  signUpNote: "No account and no Instagram login: the link you paste is checked in your browser.",
  parseUrl: parseReelUrl,
  demoCard: DEMO_REEL,
  cardFor: ({ shortcode }) => ({ ...DEMO_REEL, title: `Instagram Reel ${shortcode}` }),
  fileName: (link) => (link === null ? "instagram-reel.mp4" : `instagram-reel-${link.shortcode}.mp4`),
};
