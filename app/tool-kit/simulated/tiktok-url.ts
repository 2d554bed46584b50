/** TikTok link parsing and messages shared by the video downloader and the transcript generator. */
import { isHostOn, parseWebUrl } from "#app/tool-kit/text/url.ts";

export const TIKTOK_EMPTY_URL_MESSAGE = "Please enter a TikTok video URL";
export const TIKTOK_INVALID_URL_MESSAGE = "Please enter a valid TikTok URL";

export interface TiktokLink {
  /** "@handle" when the link names the creator (www.tiktok.com/@handle/video/…). */
  author: string | null;
  /** The numeric video id when the link carries it. */
  videoId: string | null;
}

/** Null unless the text is an http(s) link on tiktok.com or one of its subdomains (www., m., vm., vt.). */
export function parseTiktokUrl(input: string): TiktokLink | null {
  const url = parseWebUrl(input);
  if (url === null || !isHostOn(url.hostname, "tiktok.com")) return null;
  const author = /^\/(@[\w.-]+)/.exec(url.pathname)?.[1] ?? null;
  const videoId = /\/(?:video|photo|v)\/(\d+)/.exec(url.pathname)?.[1] ?? null;
  return { author, videoId };
}
