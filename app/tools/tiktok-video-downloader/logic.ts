/**
 * TikTok video downloader (simulated, decision D4): checks the link and shows a
 * demo 'Ready to Download' card after the spec's 2-second wait.
 */
import { DEMO_THUMBNAIL_PATH, DEMO_VIDEO_PATH } from "#app/tools/simulated/demo-media.ts";
import { parseTiktokUrl } from "#app/tools/simulated/tiktok-url.ts";

export const EMPTY_URL_MESSAGE = "Please enter a TikTok video URL";
export const INVALID_URL_MESSAGE = "Please enter a valid TikTok URL";

/** 'Processing' state length (spec §9 Tool delays: video downloaders 2 s). */
export const DELAY_MS = 2000;

export const DEMO_NOTICE = "Demo: this tool shows a sample result and does not download anything from TikTok.";

/** The 'Important Notice' on copyright and personal use. */
export const COPYRIGHT_NOTICE =
  "Download videos for personal use only, and only when you own them or have the creator's permission. Re-uploading someone else's content without credit or consent may break copyright law and TikTok's Terms of Service.";

export interface TiktokVideoInfo {
  title: string;
  author: string;
  thumbnail: string;
  videoUrl: string;
  duration: string;
  quality: string;
  size: string;
}

export const DEMO_TIKTOK_INFO: TiktokVideoInfo = {
  title: "3 hooks that stop the scroll in the first second",
  author: "@crestlinedigital",
  thumbnail: DEMO_THUMBNAIL_PATH,
  videoUrl: DEMO_VIDEO_PATH,
  duration: "0:45",
  quality: "HD 1080p",
  size: "8.4 MB",
};

export { parseTiktokUrl };

export function validateTiktokUrl(input: string): string | null {
  if (input.trim().length === 0) return EMPTY_URL_MESSAGE;
  return parseTiktokUrl(input) === null ? INVALID_URL_MESSAGE : null;
}

/** The demo result; the author comes from the link when it names one. */
export function getDemoTiktokInfo(input: string): TiktokVideoInfo {
  const author = parseTiktokUrl(input)?.author;
  return author ? { ...DEMO_TIKTOK_INFO, author } : { ...DEMO_TIKTOK_INFO };
}

/** File name offered by 'Download Video'. */
export function tiktokFileName(input: string): string {
  const videoId = parseTiktokUrl(input)?.videoId;
  return videoId ? `tiktok-${videoId}.mp4` : "tiktok-video.mp4";
}
