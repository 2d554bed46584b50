import { type CheckFn, type ImageSize, kb, make, plural } from "./check-context.ts";

// Image weight: the size of each image as its server states it (measured by fetching/image-sizes.ts
// before the checks run). Advice beyond Lighthouse's SEO audits: a warning at most, no weight.

/** An image above this many bytes is heavy (said in the finding and on the page). */
const HEAVY_IMAGE_BYTES = 200 * 1024;
/** How many of the heaviest images the finding lists. */
const LISTED = 10;

function line(image: ImageSize): string {
  if (image.bytes !== null) return `${kb(image.bytes)}: ${image.url}`;
  if (image.status !== null && image.status >= 400) return `size unknown (HTTP ${image.status}): ${image.url}`;
  return `size unknown: ${image.url}`;
}

/** No image over 200 KB; the heaviest listed with their sizes. */
export const checkImageWeight: CheckFn = ({ input }) => {
  const meta = { id: "image-weight", title: "Image weight" } as const;
  const images = input.images;
  if (images === undefined)
    return make(meta, "passed", "Image sizes were not measured", "The sizes of the page's images were not asked for.");
  if (images.total === 0) return make(meta, "passed", "No images", "The page has no <img> images to weigh.");
  const known = images.measured.filter((i) => i.bytes !== null);
  const unknown = images.measured.filter((i) => i.bytes === null);
  const sorted = [...known].sort((a, b) => (b.bytes ?? 0) - (a.bytes ?? 0));
  const heavy = sorted.filter((i) => (i.bytes ?? 0) > HEAVY_IMAGE_BYTES);
  const total = known.reduce((sum, i) => sum + (i.bytes ?? 0), 0);
  const parts = [
    images.total > images.measured.length
      ? `first ${images.measured.length} of ${images.total} images measured`
      : plural(images.total, "image"),
  ];
  if (known.length > 0) parts.push(`${kb(total)} in all`);
  if (heavy.length > 0) parts.push(`${heavy.length} over ${kb(HEAVY_IMAGE_BYTES)}`);
  else if (sorted[0]) parts.push(`heaviest ${kb(sorted[0].bytes ?? 0)}`);
  if (unknown.length > 0) parts.push(`${unknown.length} of unknown size`);
  const details = [...sorted.slice(0, LISTED), ...unknown].map(line);
  const outcome =
    heavy.length > 0
      ? make(
          meta,
          "warning",
          parts.join(", "),
          `Images over ${kb(HEAVY_IMAGE_BYTES)} slow the page down, most of all on phones.`,
          `Compress the images over ${kb(HEAVY_IMAGE_BYTES)}, serve them as WebP or AVIF and no larger than they are shown.`,
        )
      : make(
          meta,
          "passed",
          parts.join(", "),
          `No image is over ${kb(HEAVY_IMAGE_BYTES)}${unknown.length > 0 ? " among those whose size the server states" : ""}.`,
        );
  return details.length > 0 ? { ...outcome, details } : outcome;
};
