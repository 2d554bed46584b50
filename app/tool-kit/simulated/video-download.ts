/**
 * The simulated video downloaders (Instagram Reels, TikTok, Twitter/X): one logic with
 * per-platform data. They check the link, wait, and show a fixed demo card whose
 * 'Download Video' saves a sample clip served by the site; nothing is fetched from the
 * platform, and the page says so.
 */
/** 'Processing' state length: 2 s for every downloader. */
export const PROCESSING_DELAY_MS = 2000;

export const DOWNLOAD_STARTED_MESSAGE = "Download started! (This is a demo)";

/** What a demo result card shows; each platform fills the fields it names. */
export interface DemoVideoCard {
  title?: string;
  author?: string;
  /** The post text (Twitter/X). */
  text?: string;
  thumbnail: string;
  videoUrl: string;
  duration: string;
  quality: string;
  size?: string;
}

/**
 * The demo card's thumbnail and the sample clip behind 'Download Video', the same for
 * every platform: files the site serves (made by scripts/make-demo-media.ts).
 */
export const DEMO_MEDIA = {
  thumbnail: "/images/tools/demo-thumbnail.webp",
  videoUrl: "/media/tools/demo-video.mp4",
} as const;

export interface VideoPlatform<L> {
  /** "Instagram Reel", "TikTok", "Twitter/X": the panel reads 'Paste a(n) … link'. */
  name: string;
  urlLabel: string;
  placeholder: string;
  emptyUrlMessage: string;
  invalidUrlMessage: string;
  demoNotice: string;
  /** The 'Important Notice' on copyright and personal use. */
  copyrightNotice: string;
  /** Texts of the 'Paste and go' and 'No sign-up' feature cards. */
  pasteTip: string;
  signUpNote: string;
  /** The link's parts, or null unless the text is a link of this platform. */
  parseUrl(input: string): L | null;
  demoCard: DemoVideoCard;
  /** The demo card for a parsed link: the demo with what the link tells (author, shortcode). */
  cardFor(link: L): DemoVideoCard;
  /** File name offered by 'Download Video'; `link` is null when the link cannot be parsed. */
  fileName(link: L | null): string;
}

export function validateVideoUrl<L>(platform: VideoPlatform<L>, input: string): string | null {
  if (input.trim().length === 0) return platform.emptyUrlMessage;
  return platform.parseUrl(input) === null ? platform.invalidUrlMessage : null;
}

/** The demo result for a link; a copy, never the platform's constant. */
export function getDemoVideo<L>(platform: VideoPlatform<L>, input: string): DemoVideoCard {
  const link = platform.parseUrl(input);
  return link === null ? { ...platform.demoCard } : { ...platform.cardFor(link) };
}

export function videoFileName<L>(platform: VideoPlatform<L>, input: string): string {
  return platform.fileName(platform.parseUrl(input));
}
