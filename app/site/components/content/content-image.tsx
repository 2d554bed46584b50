import type { Image } from "#contracts/content/schema.ts";
import { UPLOADED_IMAGES_PATH } from "#contracts/content/uploaded-images.ts";

/** Intrinsic size of the content illustrations (scripts/make-content-images.ts). */
const contentImageWidth = 1200;
const contentImageHeight = 750;

/** The folders under /images/ of the illustrations scripts/make-content-images.ts draws. */
export const ILLUSTRATION_FOLDERS = ["blog", "case-studies", "careers"] as const;

const illustration = new RegExp(`^/images/(?:${ILLUSTRATION_FOLDERS.join("|")})/[a-z0-9-]+\\.webp$`);
const smallSuffix = "-800.webp";

/**
 * srcset of a content image: every illustration `/images/<folder>/<name>.webp` (1200 × 750)
 * has an 800 px wide sibling `<name>-800.webp` made by the same script; an uploaded cover
 * (`/images/uploads/<hash>-1200.webp`) has `<hash>-800.webp` (server/content/image-processing.ts).
 * A picture set to the 800 px file itself, or any other picture, is offered as it is.
 */
export function contentImageSrcSet(src: string): string {
  const upload = new RegExp(`^(${UPLOADED_IMAGES_PATH}/[a-z0-9]+)-${contentImageWidth}\\.webp$`).exec(src);
  if (upload) return `${upload[1]}${smallSuffix} 800w, ${src} ${contentImageWidth}w`;
  if (src.endsWith(smallSuffix)) return `${src} 800w`;
  if (illustration.test(src)) return `${src.replace(/\.webp$/, smallSuffix)} 800w, ${src} ${contentImageWidth}w`;
  return `${src} ${contentImageWidth}w`;
}

const hasAvif = new RegExp(
  `^(?:/images/(?:${ILLUSTRATION_FOLDERS.join("|")})/[a-z0-9-]+|${UPLOADED_IMAGES_PATH}/[a-z0-9]+-${contentImageWidth})\\.webp$`,
);

/**
 * The AVIF srcset beside a WebP one, about half its bytes: an illustration has an AVIF of
 * the same name at each size (scripts/make-content-images.ts), and so has an uploaded cover
 * (its variants). None for any other picture: a <source> naming a file that is not there
 * would leave the picture empty rather than fall back to the WebP.
 */
export function contentImageAvifSrcSet(src: string): string | undefined {
  if (!hasAvif.test(src)) return undefined;
  return contentImageSrcSet(src).replace(/\.webp(?= \d+w)/g, ".avif");
}

interface ContentImageProps {
  image: Image;
  /** The rendered width per breakpoint, for the browser to pick a file. */
  sizes: string;
  /** Above the fold: load at once (and first, with `priority="high"`). */
  eager?: boolean;
  priority?: "high";
  className?: string;
}

/**
 * An illustration of an article, case study or page: our own AVIF, or WebP where the browser
 * has no AVIF, both sizes, never reflowing. The picture element takes no box of its own
 * (`contents`), so the image lays out as it would alone.
 */
export function ContentImage({ image, sizes, eager = false, priority, className = "" }: ContentImageProps) {
  const avifSrcSet = contentImageAvifSrcSet(image.src);
  return (
    <picture className="contents">
      {avifSrcSet && <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />}
      <img
        src={image.src}
        srcSet={contentImageSrcSet(image.src)}
        sizes={sizes}
        width={contentImageWidth}
        height={contentImageHeight}
        alt={image.alt}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "auto" : "async"}
        fetchPriority={priority}
        className={`aspect-[8/5] h-auto w-full bg-brand-100 object-cover ${className}`}
      />
    </picture>
  );
}
