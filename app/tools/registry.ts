// The one list of all the free tools: each tool's metadata lives in its own folder
// (app/tools/<slug>/meta.ts); this file only gathers them, one import and one list entry
// per tool. It feeds the route table (each tool is its own lazily loaded route module at
// app/tools/<slug>/page.tsx), the /tools index and the sitemap. Plain data only:
// routes.ts imports it at build time.
import type { ToolGroupId, ToolMeta } from "#app/tool-kit/tool-definition.ts";
import { tool as pngToJpeg } from "./png-to-jpeg/meta.ts";
import { tool as pdfToJpg } from "./pdf-to-jpg/meta.ts";
import { tool as pdfToPng } from "./pdf-to-png/meta.ts";
import { tool as pngToPdf } from "./png-to-pdf/meta.ts";
import { tool as jpgToPdf } from "./jpg-to-pdf/meta.ts";
import { tool as wordToPdf } from "./word-to-pdf/meta.ts";
import { tool as excelToPdf } from "./excel-to-pdf/meta.ts";
import { tool as mp4ToMp3 } from "./mp4-to-mp3/meta.ts";
import { tool as webpToJpg } from "./webp-to-jpg/meta.ts";
import { tool as webpToPng } from "./webp-to-png/meta.ts";
import { tool as youtubeNameGenerator } from "./youtube-name-generator/meta.ts";
import { tool as youtubeHashtagGenerator } from "./youtube-hashtag-generator/meta.ts";
import { tool as youtubeTitleGenerator } from "./youtube-title-generator/meta.ts";
import { tool as youtubeDescriptionGenerator } from "./youtube-description-generator/meta.ts";
import { tool as instagramUsernameChecker } from "./instagram-username-checker/meta.ts";
import { tool as instagramCaptionGenerator } from "./instagram-caption-generator/meta.ts";
import { tool as instagramReelsDownloader } from "./instagram-reels-downloader/meta.ts";
import { tool as tiktokCaptionGenerator } from "./tiktok-caption-generator/meta.ts";
import { tool as tiktokTranscriptGenerator } from "./tiktok-transcript-generator/meta.ts";
import { tool as tiktokVideoDownloader } from "./tiktok-video-downloader/meta.ts";
import { tool as twitterVideoDownloader } from "./twitter-video-downloader/meta.ts";
import { tool as twitterUsernameChecker } from "./twitter-username-checker/meta.ts";
import { tool as seoAuditGenerator } from "./seo-audit-generator/meta.ts";
import { tool as wordCounter } from "./word-counter/meta.ts";
import { tool as keywordDensityChecker } from "./keyword-density-checker/meta.ts";
import { tool as adHookGenerator } from "./ad-hook-generator/meta.ts";
import { tool as mergePdf } from "./merge-pdf/meta.ts";
import { tool as splitPdf } from "./split-pdf/meta.ts";
import { tool as compressImage } from "./compress-image/meta.ts";
import { tool as resizeImage } from "./resize-image/meta.ts";
import { tool as heicToJpg } from "./heic-to-jpg/meta.ts";
import { tool as compressPdf } from "./compress-pdf/meta.ts";
import { tool as qrCodeGenerator } from "./qr-code-generator/meta.ts";
import { tool as utmBuilder } from "./utm-builder/meta.ts";
import { tool as linkPreviewChecker } from "./link-preview-checker/meta.ts";

export const toolGroups = [
  { id: "file-conversion", title: "File conversion" },
  { id: "pdf", title: "PDF tools" },
  { id: "images", title: "Image tools" },
  { id: "youtube", title: "YouTube" },
  { id: "instagram", title: "Instagram" },
  { id: "tiktok", title: "TikTok" },
  { id: "twitter", title: "Twitter/X" },
  { id: "seo", title: "SEO" },
  { id: "marketing", title: "Marketing" },
] as const satisfies ReadonlyArray<{ id: ToolGroupId; title: string }>;

export const tools = [
  pngToJpeg,
  pdfToJpg,
  pdfToPng,
  pngToPdf,
  jpgToPdf,
  wordToPdf,
  excelToPdf,
  mp4ToMp3,
  webpToJpg,
  webpToPng,
  youtubeNameGenerator,
  youtubeHashtagGenerator,
  youtubeTitleGenerator,
  youtubeDescriptionGenerator,
  instagramUsernameChecker,
  instagramCaptionGenerator,
  instagramReelsDownloader,
  tiktokCaptionGenerator,
  tiktokTranscriptGenerator,
  tiktokVideoDownloader,
  twitterVideoDownloader,
  twitterUsernameChecker,
  seoAuditGenerator,
  wordCounter,
  keywordDensityChecker,
  adHookGenerator,
  mergePdf,
  splitPdf,
  compressImage,
  resizeImage,
  heicToJpg,
  compressPdf,
  qrCodeGenerator,
  utmBuilder,
  linkPreviewChecker,
] as const satisfies readonly ToolMeta[];
