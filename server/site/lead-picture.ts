/**
 * Writes the page's lead picture (the one fetched first, `fetchpriority="high"`: an
 * article's or case study's cover) into the page when that saves a phone a round trip. A
 * new connection sends about 14.6 KB in its first round trip, then 29.2 KB in the second.
 * A page too large for the first (a long article) takes two anyway, and its picture, asked
 * for once the page has arrived, a third: written into the page it rides the second trip
 * and paints with the text, 150 ms sooner on a slow 4G phone. A page that fits the first
 * trip is left as it is: its picture's own request costs the round trip the page would
 * then take, plus decoding a larger page.
 *
 * Only the smallest candidate of the AVIF `<source>` is written in, as a `data:` URL in the
 * srcset: a larger screen still picks the 1200 px file by its width and asks for it as
 * before, and a browser without AVIF takes the WebP `<img>`. Up to INLINE_PICTURE_MAX_BYTES
 * (about 16 KB in base64, which does not compress): on a slow 4G line (1.6 Mbps) each KB
 * written in costs about 5 ms, so a larger picture costs what the round trip saves (an
 * article with an 18 KB cover: Lighthouse LCP 903 ms written in, 906 as a file). An
 * illustration is read from the build; an uploaded cover the server reads from the database
 * before the rewrite (content-pages.ts). The page's Content-Security-Policy allows `data:`
 * images (html-pages.ts).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** The largest picture file written into a page. */
export const INLINE_PICTURE_MAX_BYTES = 12 * 1024;
/**
 * A page's compressed bytes that still fit a new connection's first round trip (ten
 * segments of 1,460 bytes) beside its response headers (about 1.1 KB with the policy).
 */
export const FIRST_ROUND_TRIP_BODY_BYTES = 13_500;

const leadImageAttribute = 'fetchPriority="high"';
const avifSourceStart = '<source type="image/avif" srcSet="';
/** Our own AVIF: an illustration (scripts/make-content-images.ts) or an upload; letters, digits, dashes and slashes. */
const ownAvif = /^\/images\/[a-z0-9/-]+\.avif$/;

/**
 * The page with its lead picture's smallest AVIF as a `data:` URL. `readImage` reads a
 * picture by its URL path and answers undefined when there is none.
 */
export function inlineLeadPicture(html: string, readImage: (href: string) => Buffer | undefined): string {
  const lead = findLeadPicture(html);
  const bytes = lead && readImage(lead.url);
  if (!lead || !bytes || bytes.length > INLINE_PICTURE_MAX_BYTES || fitsFirstRoundTrip(html)) return html;
  const dataUrl = `data:image/avif;base64,${bytes.toString("base64")}`;
  const list = html.slice(lead.listStart, lead.listEnd).replace(lead.candidate, `${dataUrl} ${lead.descriptor}`);
  return html.slice(0, lead.listStart) + list + html.slice(lead.listEnd);
}

/** The URL path of the file inlineLeadPicture would write in, if the page has one. */
export function leadPictureFile(html: string): string | undefined {
  return findLeadPicture(html)?.url;
}

interface LeadPicture extends Candidate {
  /** Where the AVIF source's srcset value starts and ends in the page. */
  listStart: number;
  listEnd: number;
}

/** The smallest AVIF candidate of the `<picture>` whose `<img>` is fetched first. */
function findLeadPicture(html: string): LeadPicture | undefined {
  const lead = html.indexOf(leadImageAttribute);
  if (lead < 0) return undefined;
  const picture = html.lastIndexOf("<picture", lead);
  if (picture < 0 || html.lastIndexOf("</picture>", lead) > picture) return undefined;
  const sourceStart = html.indexOf(avifSourceStart, picture);
  if (sourceStart < 0 || sourceStart > lead) return undefined;
  const listStart = sourceStart + avifSourceStart.length;
  const listEnd = html.indexOf('"', listStart);
  if (listEnd < 0 || listEnd > lead) return undefined;
  const smallest = smallestCandidate(html.slice(listStart, listEnd));
  return smallest && ownAvif.test(smallest.url) ? { ...smallest, listStart, listEnd } : undefined;
}

/**
 * Whether the page, compressed as it is first served, fits the first round trip. Brotli at
 * quality 5 (a few milliseconds) is a little larger than the build's quality 11, so a page
 * near the line is taken as the larger it may be.
 */
function fitsFirstRoundTrip(html: string): boolean {
  const compressed = zlib.brotliCompressSync(html, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
  });
  return compressed.length <= FIRST_ROUND_TRIP_BODY_BYTES;
}

interface Candidate {
  candidate: string;
  url: string;
  descriptor: string;
  width: number;
}

/** The srcset candidate with the smallest width descriptor (`url 800w`). */
function smallestCandidate(srcSet: string): Candidate | undefined {
  let smallest: Candidate | undefined;
  for (const part of srcSet.split(",")) {
    const candidate = part.trim();
    const [url = "", descriptor = "", ...rest] = candidate.split(/\s+/);
    const width = /^(\d+)w$/.exec(descriptor)?.[1];
    if (!width || rest.length > 0) return undefined;
    if (!smallest || Number(width) < smallest.width) smallest = { candidate, url, descriptor, width: Number(width) };
  }
  return smallest;
}

/** Reads a picture of the build in `clientDir` by its URL path; undefined when it is not there. */
export function builtImageReader(clientDir: string): (href: string) => Buffer | undefined {
  return (href) => {
    if (!ownAvif.test(href)) return undefined;
    try {
      return fs.readFileSync(path.join(clientDir, href));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  };
}
