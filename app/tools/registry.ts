// The one list of all 26 free tools. It feeds the route table (each tool is its own
// lazily loaded route module at app/tools/<slug>/page.tsx), the /tools index and the
// sitemap. Plain data only: routes.ts imports it at build time.

export const toolGroups = [
  { id: "file-conversion", title: "File conversion" },
  { id: "youtube", title: "YouTube" },
  { id: "instagram", title: "Instagram" },
  { id: "tiktok", title: "TikTok" },
  { id: "twitter", title: "Twitter/X" },
  { id: "seo", title: "SEO" },
  { id: "marketing", title: "Marketing" },
] as const;

export type ToolGroupId = (typeof toolGroups)[number]["id"];

export interface ToolEntry {
  slug: string;
  group: ToolGroupId;
  title: string;
  description: string;
}

export const tools = [
  { slug: "png-to-jpeg", group: "file-conversion", title: "PNG to JPEG Converter", description: "Convert PNG images to JPEG in your browser, with a white background and 90% quality. Your file never leaves your device." },
  { slug: "pdf-to-jpg", group: "file-conversion", title: "PDF to JPG Converter", description: "Turn every page of a PDF into a JPG image at the resolution you choose, and download them one by one or as a ZIP." },
  { slug: "pdf-to-png", group: "file-conversion", title: "PDF to PNG Converter", description: "Turn every page of a PDF into a sharp PNG image, and download them one by one or as a ZIP." },
  { slug: "png-to-pdf", group: "file-conversion", title: "PNG to PDF Converter", description: "Combine several PNG images into one PDF, one page per image, in the order you choose." },
  { slug: "jpg-to-pdf", group: "file-conversion", title: "JPG to PDF Converter", description: "Combine several JPG photos into one PDF, one page per image, in the order you choose." },
  { slug: "word-to-pdf", group: "file-conversion", title: "Word to PDF Converter", description: "Convert Word documents to PDF with headings, lists, tables and images kept and the text still selectable." },
  { slug: "excel-to-pdf", group: "file-conversion", title: "Excel to PDF Converter", description: "Convert Excel workbooks (.xls and .xlsx) to PDF, each sheet as a paginated table under its name." },
  { slug: "mp4-to-mp3", group: "file-conversion", title: "MP4 to MP3 Converter", description: "Extract the audio track of an MP4 video as an MP3 file, right in your browser." },
  { slug: "webp-to-jpg", group: "file-conversion", title: "WebP to JPG Converter", description: "Convert WebP images to JPG for apps and sites that do not accept WebP." },
  { slug: "webp-to-png", group: "file-conversion", title: "WebP to PNG Converter", description: "Convert WebP images to PNG and keep their transparency." },
  { slug: "youtube-name-generator", group: "youtube", title: "YouTube Channel Name Generator", description: "Get 20 channel name ideas from your keywords and niche." },
  { slug: "youtube-hashtag-generator", group: "youtube", title: "YouTube Hashtag Generator", description: "Get 30 relevant hashtags for your video topic and category, and copy them in one click." },
  { slug: "youtube-title-generator", group: "youtube", title: "YouTube Title Generator", description: "Get 15 click-worthy video titles for your topic, ready to copy." },
  { slug: "youtube-description-generator", group: "youtube", title: "YouTube Description Generator", description: "Write a complete video description with timestamps, links, a call to action and hashtags." },
  { slug: "instagram-username-checker", group: "instagram", title: "Instagram Username Checker", description: "Check whether an Instagram username looks free and get alternative suggestions." },
  { slug: "instagram-caption-generator", group: "instagram", title: "Instagram Caption Generator", description: "Get ready-to-post Instagram captions in the mood you want, with hashtags and emojis." },
  { slug: "instagram-reels-downloader", group: "instagram", title: "Instagram Reels Downloader", description: "Preview how saving an Instagram Reel for personal use works." },
  { slug: "tiktok-caption-generator", group: "tiktok", title: "TikTok Caption Generator", description: "Get TikTok captions in the style you want, with hashtags and emojis." },
  { slug: "tiktok-transcript-generator", group: "tiktok", title: "TikTok Transcript Generator", description: "See how a timestamped TikTok transcript looks, and copy or download it as text." },
  { slug: "tiktok-video-downloader", group: "tiktok", title: "TikTok Video Downloader", description: "Preview how saving a TikTok video for personal use works." },
  { slug: "twitter-video-downloader", group: "twitter", title: "Twitter/X Video Downloader", description: "Preview how saving a video from a Twitter/X post for personal use works." },
  { slug: "twitter-username-checker", group: "twitter", title: "Twitter/X Username Checker", description: "Check whether a Twitter/X handle looks free and get alternative suggestions." },
  { slug: "seo-audit-generator", group: "seo", title: "SEO Audit Generator", description: "Audit any public web page: title, description, headings, links, images, structured data, speed and security headers, with a downloadable report." },
  { slug: "word-counter", group: "seo", title: "Word Counter", description: "Count words, characters, sentences and paragraphs as you type, with reading time." },
  { slug: "keyword-density-checker", group: "seo", title: "Keyword Density Checker", description: "See how often each keyword appears in your text and whether your target keyword is used well." },
  { slug: "ad-hook-generator", group: "marketing", title: "Ad Hook Generator", description: "Get six scroll-stopping ad hooks for your product and audience, in the style you choose." },
] as const satisfies readonly ToolEntry[];

export type ToolSlug = (typeof tools)[number]["slug"];

export function findTool(slug: string): ToolEntry | undefined {
  return tools.find((tool) => tool.slug === slug);
}

export function toolsInGroup(group: ToolGroupId): ToolEntry[] {
  return tools.filter((tool) => tool.group === group);
}
