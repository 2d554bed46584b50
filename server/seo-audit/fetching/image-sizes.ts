import type { CheerioAPI } from "cheerio";
import type { ImageSize, PageImages } from "../checks/check-context.ts";
import { documentBase } from "../checks/link-elements.ts";
import { srcsetUrls } from "../checks/mixed-content.ts";
import type { FetchOptions } from "./fetch-options.ts";
import { fetchResourceHeaders } from "./resource-headers.ts";
import type { Limiter } from "./limited.ts";

// Measures the images of the audited page without downloading them: a HEAD request, or when
// that gives no size, a GET of the first byte (Content-Range says the full size). Each request
// goes through the same guarded fetch as the page; the first IMAGE_LIMIT images only, within
// the time budget the audit gives.

export const IMAGE_LIMIT = 30;
// A page may list images without end: only so many <img> elements are looked at.
const IMAGES_CONSIDERED = 2_000;
const IMAGE_TIMEOUT_MS = 3_000;
const IMAGE_ACCEPT = "image/avif,image/webp,image/*,*/*;q=0.5";

/** The distinct image URLs (src, or the first srcset candidate) of the page's first 2,000 images, http(s) only, in page order. */
export function pageImageUrls($: CheerioAPI, pageUrl: URL): string[] {
  const base = documentBase($, pageUrl);
  const urls = new Set<string>();
  $("img")
    .slice(0, IMAGES_CONSIDERED)
    .each((_, el) => {
      const raw = ($(el).attr("src") ?? "").trim() || (srcsetUrls($(el).attr("srcset") ?? "")[0] ?? "");
      if (raw === "") return;
      try {
        const url = new URL(raw, base);
        if (url.protocol === "http:" || url.protocol === "https:") urls.add(url.href);
      } catch {
        // not a URL: nothing to measure
      }
    });
  return [...urls];
}

const number = (text: string | undefined): number | null => {
  const value = Number(text);
  return text !== undefined && text.trim() !== "" && Number.isSafeInteger(value) && value >= 0 ? value : null;
};

/** The size the server states for a resource, or null when it does not say. */
export async function resourceSize(
  url: string,
  options: FetchOptions,
  timeoutMs: number,
): Promise<{ bytes: number | null; status: number | null }> {
  let status: number | null = null;
  try {
    const head = await fetchResourceHeaders(url, options, { method: "HEAD", timeoutMs, accept: IMAGE_ACCEPT });
    status = head.status;
    const length = number(head.headers["content-length"]);
    if (head.status >= 200 && head.status < 300 && length !== null && length > 0) return { bytes: length, status };
    if (head.status === 404 || head.status === 410) return { bytes: null, status };
  } catch {
    // some servers refuse HEAD: try the ranged GET
  }
  try {
    const ranged = await fetchResourceHeaders(url, options, {
      method: "GET",
      range: "bytes=0-0",
      timeoutMs,
      accept: IMAGE_ACCEPT,
    });
    status = ranged.status;
    if (ranged.status === 206) {
      const total = number(/\/\s*(\d+)\s*$/.exec(ranged.headers["content-range"] ?? "")?.[1]);
      return { bytes: total, status };
    }
    if (ranged.status >= 200 && ranged.status < 300) {
      return { bytes: number(ranged.headers["content-length"]), status };
    }
  } catch {
    // unreachable: size unknown
  }
  return { bytes: null, status };
}

/** The sizes of the page's first IMAGE_LIMIT images; those not measured before `deadline` stay unknown. */
export async function measureImages(
  urls: readonly string[],
  options: FetchOptions,
  limit: Limiter,
  deadline: number,
): Promise<PageImages> {
  const measured = await Promise.all(
    urls.slice(0, IMAGE_LIMIT).map((url) =>
      limit(async (): Promise<ImageSize> => {
        const left = deadline - performance.now();
        if (left <= 50) return { url, bytes: null, status: null };
        return { url, ...(await resourceSize(url, options, Math.min(IMAGE_TIMEOUT_MS, left))) };
      }),
    ),
  );
  return { total: urls.length, measured };
}
