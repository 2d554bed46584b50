/**
 * TikTok transcript generator (simulated: it fetches and transcribes nothing, and the
 * page says so): checks the link and, after a 3-second wait, shows a demo transcript
 * as plain text with [mm:ss] timestamped lines, to copy or download as a text file.
 */
import {
  parseTiktokUrl,
  TIKTOK_EMPTY_URL_MESSAGE,
  TIKTOK_INVALID_URL_MESSAGE,
} from "#app/tool-kit/simulated/tiktok-url.ts";

/** 'Generating...' state length: 3 s. */
export const DELAY_MS = 3000;

export const DEMO_NOTICE = "Demo: this tool shows a sample transcript and does not fetch or transcribe the video.";

/** Steps the 'Processing Video' panel can show while waiting. */
export const PROCESSING_STEPS = [
  "Fetching video",
  "Extracting audio",
  "Transcribing speech",
  "Adding timestamps",
] as const;

export interface TranscriptSegment {
  /** Seconds from the start of the video. */
  start: number;
  text: string;
}

export const DEMO_TRANSCRIPT_SEGMENTS: readonly TranscriptSegment[] = [
  { start: 0, text: "Stop scrolling, because this one tip doubled our video engagement." },
  { start: 4, text: "Most brands lose their viewers in the first three seconds." },
  { start: 8, text: "The fix is simple: open with a hook that names your viewer's problem." },
  { start: 13, text: 'Instead of "Hi guys, welcome back", try "Your ads aren\'t converting, and here\'s why."' },
  { start: 19, text: "Next, show the result before you explain the process." },
  { start: 23, text: "People stay for the payoff, so tease it early." },
  { start: 27, text: "Keep captions on screen, because most people watch with the sound off." },
  { start: 32, text: "Finally, end with one clear call to action, not three." },
  { start: 36, text: "Tell them exactly what to do next: follow, comment, or tap the link in your bio." },
  { start: 41, text: "Try this on your next three videos and watch your retention climb." },
  { start: 45, text: "Follow for more marketing tips that actually work." },
];

/** The same messages as the TikTok video downloader's. */
export function validateTranscriptUrl(input: string): string | null {
  if (input.trim().length === 0) return TIKTOK_EMPTY_URL_MESSAGE;
  return parseTiktokUrl(input) === null ? TIKTOK_INVALID_URL_MESSAGE : null;
}

/** 75 → "01:15"; minutes keep counting past 59 ("61:05"). */
export function formatTimestamp(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, "0")}:${String(rest).padStart(2, "0")}`;
}

/** One "[mm:ss] text" line per segment. */
export function buildTranscript(segments: readonly TranscriptSegment[]): string {
  return segments.map((segment) => `[${formatTimestamp(segment.start)}] ${segment.text}`).join("\n");
}

/** The demo transcript shown for any valid link. */
export function getDemoTranscript(): string {
  return buildTranscript(DEMO_TRANSCRIPT_SEGMENTS);
}

/** "tiktok-transcript-<video id>.txt", or "tiktok-transcript.txt" when the link has no id. */
export function transcriptFileName(input: string): string {
  const videoId = parseTiktokUrl(input)?.videoId;
  return videoId ? `tiktok-transcript-${videoId}.txt` : "tiktok-transcript.txt";
}
