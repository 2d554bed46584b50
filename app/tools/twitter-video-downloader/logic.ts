/**
 * Twitter/X video downloader (simulated, decision D4): checks the link and shows a
 * demo 'Ready to Download' card, with the post text, after the spec's 2-second wait.
 */
import { DEMO_THUMBNAIL_PATH, DEMO_VIDEO_PATH } from "#app/tools/simulated/demo-media.ts";
import { isHostOn, parseWebUrl } from "#app/tools/shared/url.ts";

export const EMPTY_URL_MESSAGE = "Please enter a Twitter/X post URL";
export const INVALID_URL_MESSAGE = "Please enter a valid Twitter/X URL";

/** 'Processing' state length (spec §9 Tool delays: video downloaders 2 s). */
export const DELAY_MS = 2000;

export const TWITTER_DOMAINS = ["twitter.com", "x.com"] as const;

export const DEMO_NOTICE = "Demo: this tool shows a sample result and does not download anything from X.";

/** The 'Important Notice' on copyright and personal use. */
export const COPYRIGHT_NOTICE =
  "Download videos for personal use only, and only when you own them or have the author's permission. Sharing someone else's video without consent may break copyright law and X's Terms of Service.";

export interface TwitterVideoInfo {
  author: string;
  text: string;
  thumbnail: string;
  videoUrl: string;
  duration: string;
  quality: string;
  size: string;
}

export const DEMO_TWITTER_INFO: TwitterVideoInfo = {
  author: "@crestlinedigital",
  text: "Your first 3 seconds decide whether anyone watches the rest. Here's how we open every ad we make 👇",
  thumbnail: DEMO_THUMBNAIL_PATH,
  videoUrl: DEMO_VIDEO_PATH,
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

export interface TwitterLink {
  url: URL;
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
  return { url, author, statusId };
}

export function validateTwitterUrl(input: string): string | null {
  if (input.trim().length === 0) return EMPTY_URL_MESSAGE;
  return parseTwitterUrl(input) === null ? INVALID_URL_MESSAGE : null;
}

/** The demo result; the author comes from the link when it names one. */
export function getDemoTwitterInfo(input: string): TwitterVideoInfo {
  const author = parseTwitterUrl(input)?.author;
  return author ? { ...DEMO_TWITTER_INFO, author } : { ...DEMO_TWITTER_INFO };
}

/** File name offered by 'Download Video'. */
export function twitterFileName(input: string): string {
  const statusId = parseTwitterUrl(input)?.statusId;
  return statusId ? `x-video-${statusId}.mp4` : "x-video.mp4";
}
