/** Twitter/X for the simulated video downloader: post links on twitter.com and x.com. */
import { isHostOn, parseWebUrl } from "#app/tool-kit/text/url.ts";
import { DEMO_MEDIA, type DemoVideoCard, type VideoPlatform } from "#app/tool-kit/simulated/video-download.ts";

const TWITTER_DOMAINS = ["twitter.com", "x.com"] as const;

const DEMO_POST: DemoVideoCard = {
  author: "@crestlinedigital",
  text: "Your first 3 seconds decide whether anyone watches the rest. Here's how we open every ad we make 👇",
  ...DEMO_MEDIA,
  duration: "1:12",
  quality: "HD 720p",
  size: "11.2 MB",
};

/** Paths on twitter.com / x.com that are pages of the site, not user names. */
const RESERVED_PATHS = new Set([
  "i",
  "home",
  "explore",
  "search",
  "intent",
  "share",
  "settings",
  "notifications",
  "messages",
]);

interface TwitterLink {
  /** "@handle" when the link names the author (x.com/handle/status/…). */
  author: string | null;
  /** The post id when the link carries it. */
  statusId: string | null;
}

/** Null unless the text is an http(s) link on twitter.com or x.com (or a subdomain such as mobile.twitter.com). */
export function parseTwitterUrl(input: string): TwitterLink | null {
  const url = parseWebUrl(input);
  if (url === null || !TWITTER_DOMAINS.some((domain) => isHostOn(url.hostname, domain))) return null;
  const handle = /^\/(\w{1,15})(?:\/|$)/.exec(url.pathname)?.[1];
  const author = handle && !RESERVED_PATHS.has(handle.toLowerCase()) ? `@${handle}` : null;
  const statusId = /\/status(?:es)?\/(\d+)/.exec(url.pathname)?.[1] ?? null;
  return { author, statusId };
}

export const TWITTER_VIDEOS: VideoPlatform<TwitterLink> = {
  name: "Twitter/X",
  urlLabel: "Twitter/X post URL",
  placeholder: "https://x.com/user/status/...",
  emptyUrlMessage: "Please enter a Twitter/X post URL",
  invalidUrlMessage: "Please enter a valid Twitter/X URL",
  demoNotice: "Demo: this tool shows a sample result and does not download anything from X.",
  copyrightNotice:
    "Download videos for personal use only, and only when you own them or have the author's permission. Sharing someone else's video without consent may break copyright law and X's Terms of Service.",
  pasteTip: "Copy the post's link from the Share menu, paste it here and see the video's details in seconds.",
  signUpNote: "No account and no X login: twitter.com and x.com links are checked in your browser.",
  parseUrl: parseTwitterUrl,
  demoCard: DEMO_POST,
  // The author comes from the link when it names one.
  cardFor: ({ author }) => (author ? { ...DEMO_POST, author } : DEMO_POST),
  fileName: (link) => (link?.statusId ? `x-video-${link.statusId}.mp4` : "x-video.mp4"),
};
