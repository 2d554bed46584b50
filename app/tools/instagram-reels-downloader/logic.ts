/**
 * Instagram Reels downloader (simulated, decision D4): checks the link and shows a
 * fixed demo result after the spec's 2-second wait. Nothing is fetched from Instagram.
 */
import { DEMO_THUMBNAIL_PATH, DEMO_VIDEO_PATH } from "#app/tools/simulated/demo-media.ts";
import { isHostOn, parseWebUrl } from "#app/tools/shared/url.ts";

export const EMPTY_URL_MESSAGE = "Please enter an Instagram Reel URL";
export const INVALID_URL_MESSAGE = "Please enter a valid Instagram Reel URL";

/** 'Processing' state length (spec §9 Tool delays: Reel fetch 2 s). */
export const DELAY_MS = 2000;

export const DEMO_NOTICE = "Demo: this tool shows a sample result and does not download anything from Instagram.";

export const COPYRIGHT_NOTICE =
  "Only download Reels you own or have the creator's permission to use. Respect copyright and Instagram's Terms of Use, and credit creators when you share their work.";

export interface ReelInfo {
  title: string;
  thumbnail: string;
  videoUrl: string;
  duration: string;
  quality: string;
}

export const DEMO_REEL_INFO: ReelInfo = {
  title: "Instagram Reel",
  thumbnail: DEMO_THUMBNAIL_PATH,
  videoUrl: DEMO_VIDEO_PATH,
  duration: "0:30",
  quality: "HD 1080p",
};

/** The Reel's shortcode when the link is an Instagram Reel link (/reel/… or /reels/…), else null. */
export function parseReelUrl(input: string): { shortcode: string } | null {
  const url = parseWebUrl(input);
  if (url === null || !isHostOn(url.hostname, "instagram.com")) return null;
  const shortcode = /\/reels?\/([\w-]+)/.exec(url.pathname)?.[1];
  return shortcode === undefined ? null : { shortcode };
}

export function validateReelUrl(input: string): string | null {
  if (input.trim().length === 0) return EMPTY_URL_MESSAGE;
  return parseReelUrl(input) === null ? INVALID_URL_MESSAGE : null;
}

/** The demo result for a valid link (its title names the Reel's shortcode). */
export function getDemoReelInfo(input: string): ReelInfo {
  const shortcode = parseReelUrl(input)?.shortcode;
  return shortcode === undefined ? { ...DEMO_REEL_INFO } : { ...DEMO_REEL_INFO, title: `Instagram Reel ${shortcode}` };
}

/** File name offered by 'Download Video'. */
export function reelFileName(input: string): string {
  const shortcode = parseReelUrl(input)?.shortcode;
  return shortcode === undefined ? "instagram-reel.mp4" : `instagram-reel-${shortcode}.mp4`;
}
