import type { LinkPreview } from "#contracts/seo-audit/link-preview.ts";
import type { Analyse } from "../analysis/analysis-tasks.ts";
import { AuditError, isAuditError } from "../errors.ts";
import { fetchPageBody } from "../fetching/fetch-page.ts";
import type { FetchOptions } from "../fetching/fetch-options.ts";
import { measurePreviewImage } from "./preview-image.ts";

// One link preview check: the page (1 MB at most, robots.txt not read: previews ignore it),
// its tags read in an analysis worker (a head of 12,000 tags takes about 100 ms to parse, which
// must not hold the event loop), and the share image measured.

const PAGE_MAX_BYTES = 1024 * 1024;
export const ERR_PREVIEW_TOO_LARGE =
  "The page is larger than 1 MB. Facebook and WhatsApp read only about the first megabyte, so keep the page smaller and its tags in the <head>.";

/** Busy time the tags may take: a 1 MB head parses in well under a second. */
const TAGS_BUDGET = { cpuMs: 2_000, wallMs: 3_000 };

export async function checkLinkPreview(url: string, options: FetchOptions, analyse: Analyse): Promise<LinkPreview> {
  const page = await fetchPageBody(url, { ...options, maxBytes: PAGE_MAX_BYTES, fetchRobots: false }).catch(
    (error: unknown) => {
      if (isAuditError(error) && error.code === "TOO_LARGE") {
        throw new AuditError("TOO_LARGE", error.detail, ERR_PREVIEW_TOO_LARGE);
      }
      throw error;
    },
  );
  const tags = await analyse("preview", page, TAGS_BUDGET);
  const raw = tags.og.image ?? tags.twitter.image ?? tags.twitter["image:src"];
  let imageUrl: string | null = null;
  try {
    const resolved = raw ? new URL(raw, page.finalUrl) : null;
    if (resolved && (resolved.protocol === "https:" || resolved.protocol === "http:")) imageUrl = resolved.href;
  } catch {
    imageUrl = null;
  }
  return {
    finalUrl: page.finalUrl,
    title: tags.title,
    description: tags.description,
    siteName: tags.og.site_name ?? null,
    og: tags.og,
    twitter: tags.twitter,
    image: imageUrl ? await measurePreviewImage(imageUrl, options) : null,
  };
}
