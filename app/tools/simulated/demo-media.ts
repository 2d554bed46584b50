/**
 * Shared bits of the simulated tools (decision D4: username checkers, video
 * downloaders and the TikTok transcript are demos, and say so on the page).
 */

/** Thumbnail shown on every demo result card (a site-served image). */
export const DEMO_THUMBNAIL_PATH = "/images/tools/demo-thumbnail.webp";

/** The sample video behind every demo "Download Video" button (a site-served file). */
export const DEMO_VIDEO_PATH = "/media/tools/demo-video.mp4";
