import type { LinkPreview } from "#contracts/seo-audit/link-preview.ts";

// What the cards show and what is missing, from the tags the server read. The sizes are the
// platforms' published advice: 1200 x 630 (1.91:1) for large cards, at least 600 x 315 on
// Facebook and LinkedIn, under 300 KB so WhatsApp shows the image at all.

const IDEAL = { width: 1200, height: 630 };
const MIN = { width: 600, height: 315 };
const WHATSAPP_MAX_BYTES = 300 * 1024;

export interface CardContent {
  title: string | null;
  description: string | null;
  image: string | null;
  site: string;
}

export interface Finding {
  level: "missing" | "warn" | "ok";
  text: string;
  fix: string;
}

export function cardContent(preview: LinkPreview, platform: "og" | "x"): CardContent {
  const x = platform === "x";
  return {
    title: (x ? preview.twitter.title : undefined) ?? preview.og.title ?? preview.title,
    description: (x ? preview.twitter.description : undefined) ?? preview.og.description ?? preview.description,
    image: preview.image && preview.image.problem === null ? preview.image.url : null,
    site: preview.siteName ?? new URL(preview.finalUrl).hostname,
  };
}

export function findings(preview: LinkPreview): Finding[] {
  const out: Finding[] = [];
  const tag = (name: string, value: string | undefined, fix: string) =>
    out.push(
      value
        ? { level: "ok", text: `${name} is set.`, fix: "" }
        : { level: "missing", text: `${name} is missing.`, fix },
    );
  tag(
    "og:title",
    preview.og.title,
    'Add <meta property="og:title" content="…"> to the <head>: the headline of the card, up to about 60 characters.',
  );
  tag(
    "og:description",
    preview.og.description,
    'Add <meta property="og:description" content="…">: one or two sentences, up to about 155 characters.',
  );
  tag(
    "og:image",
    preview.og.image ?? preview.twitter.image,
    'Add <meta property="og:image" content="https://…/share.jpg"> with a full https address to a 1200 x 630 image.',
  );
  tag(
    "twitter:card",
    preview.twitter.card,
    'Add <meta name="twitter:card" content="summary_large_image"> so X shows the large image card.',
  );
  tag(
    "og:url",
    preview.og.url,
    'Add <meta property="og:url" content="…"> with the page\'s canonical address, so shares of every variant count together.',
  );
  const image = preview.image;
  if (image?.problem)
    out.push({
      level: "missing",
      text: image.problem,
      fix: "Check that the image address opens in a browser without signing in.",
    });
  if (image && image.width && image.height) {
    const ratio = image.width / image.height;
    if (image.width < MIN.width || image.height < MIN.height) {
      out.push({
        level: "warn",
        text: `The image is ${image.width} x ${image.height}: too small for a large card.`,
        fix: `Use at least ${MIN.width} x ${MIN.height}, best ${IDEAL.width} x ${IDEAL.height}.`,
      });
    } else if (Math.abs(ratio - 1.91) > 0.15) {
      out.push({
        level: "warn",
        text: `The image is ${image.width} x ${image.height} (${ratio.toFixed(2)}:1): it will be cropped to 1.91:1.`,
        fix: `Use ${IDEAL.width} x ${IDEAL.height} and keep text away from the edges.`,
      });
    } else {
      out.push({ level: "ok", text: `The image is ${image.width} x ${image.height}, a good size and shape.`, fix: "" });
    }
  }
  if (image?.bytes && image.bytes > WHATSAPP_MAX_BYTES) {
    out.push({
      level: "warn",
      text: `The image is ${Math.round(image.bytes / 1024)} KB: WhatsApp may show no image above about 300 KB.`,
      fix: "Compress it as a JPEG or WebP under 300 KB.",
    });
  }
  return out;
}
