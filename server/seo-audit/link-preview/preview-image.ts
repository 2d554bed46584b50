import sharp from "sharp";
import type { PreviewImage } from "#contracts/seo-audit/link-preview.ts";
import { parseAuditUrl } from "../fetching/audit-url.ts";
import { createDeadline } from "../fetching/deadline.ts";
import type { FetchOptions } from "../fetching/fetch-options.ts";
import { flattenHeaders, followRedirects } from "../fetching/guarded-request.ts";
import { readBody } from "../fetching/read-body.ts";

// Measures the share image from its first bytes only: a ranged GET of HEAD_BYTES through the
// audit's guard, then sharp reads the width, height and format from the header in them.

const HEAD_BYTES = 64 * 1024;
const IMAGE_TIMEOUT_MS = 4_000;

const numberOf = (text: string | undefined): number | null => {
  const value = Number(text);
  return text !== undefined && text.trim() !== "" && Number.isSafeInteger(value) && value >= 0 ? value : null;
};

export async function measurePreviewImage(url: string, options: FetchOptions): Promise<PreviewImage> {
  const image: PreviewImage = { url, width: null, height: null, bytes: null, format: null, problem: null };
  const deadline = createDeadline(IMAGE_TIMEOUT_MS);
  try {
    const final = await followRedirects(parseAuditUrl(url), options, deadline, 3, "image/*", {
      method: "GET",
      range: `bytes=0-${HEAD_BYTES - 1}`,
    });
    const status = final.res.statusCode ?? 0;
    const headers = flattenHeaders(final.res);
    if (status < 200 || status >= 300) {
      final.res.destroy();
      return { ...image, problem: `The image address answers HTTP ${status}, so no preview can show it.` };
    }
    image.bytes =
      status === 206
        ? numberOf(/\/\s*(\d+)\s*$/.exec(headers["content-range"] ?? "")?.[1])
        : numberOf(headers["content-length"]);
    const body = await deadline.race(readBody(final.res, HEAD_BYTES, deadline.signal, true));
    const meta = await sharp(body.bytes).metadata();
    return { ...image, width: meta.width ?? null, height: meta.height ?? null, format: meta.format ?? null };
  } catch {
    return {
      ...image,
      problem: "The image could not be fetched or read as an image (JPEG, PNG, WebP or GIF).",
    };
  } finally {
    deadline.dispose();
  }
}
