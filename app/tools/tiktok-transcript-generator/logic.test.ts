import { describe, expect, it } from "vitest";

import {
  TIKTOK_EMPTY_URL_MESSAGE as EMPTY_URL_MESSAGE,
  TIKTOK_INVALID_URL_MESSAGE as INVALID_URL_MESSAGE,
} from "#app/tool-kit/simulated/tiktok-url.ts";

import {
  DEMO_NOTICE,
  DEMO_TRANSCRIPT_SEGMENTS,
  PROCESSING_STEPS,
  buildTranscript,
  formatTimestamp,
  getDemoTranscript,
  transcriptFileName,
  validateTranscriptUrl,
} from "./logic.ts";
import * as logic from "./logic.ts";
import * as tiktokUrl from "#app/tool-kit/simulated/tiktok-url.ts";
import { itPinsConstants } from "#app/tool-kit/logic-test-support.ts";

describe("constants", () => {
  itPinsConstants(tiktokUrl, {
    TIKTOK_EMPTY_URL_MESSAGE: "Please enter a TikTok video URL",
    TIKTOK_INVALID_URL_MESSAGE: "Please enter a valid TikTok URL",
  });
  itPinsConstants(logic, { DELAY_MS: 3000 });

  it("says it is a demo and has processing steps", () => {
    expect(DEMO_NOTICE).toMatch(/demo/i);
    expect(PROCESSING_STEPS.length).toBeGreaterThan(1);
  });
});

describe("validateTranscriptUrl", () => {
  it("asks for a URL when empty and for a TikTok link otherwise", () => {
    expect(validateTranscriptUrl("")).toBe(EMPTY_URL_MESSAGE);
    expect(validateTranscriptUrl("  ")).toBe(EMPTY_URL_MESSAGE);
    expect(validateTranscriptUrl("https://youtube.com/watch?v=1")).toBe(INVALID_URL_MESSAGE);
    expect(validateTranscriptUrl("https://www.tiktok.com/@a/video/123")).toBeNull();
  });
});

describe("formatTimestamp", () => {
  it("formats seconds as mm:ss", () => {
    expect(formatTimestamp(0)).toBe("00:00");
    expect(formatTimestamp(9)).toBe("00:09");
    expect(formatTimestamp(75)).toBe("01:15");
    expect(formatTimestamp(599.9)).toBe("09:59");
    expect(formatTimestamp(3665)).toBe("61:05");
    expect(formatTimestamp(-3)).toBe("00:00");
  });
});

describe("transcript", () => {
  it("is one [mm:ss] line per segment, in time order", () => {
    const transcript = getDemoTranscript();
    const lines = transcript.split("\n");
    expect(lines).toHaveLength(DEMO_TRANSCRIPT_SEGMENTS.length);
    for (const line of lines) expect(line).toMatch(/^\[\d\d:\d\d\] \S/);
    expect(lines[0]).toBe("[00:00] Stop scrolling, because this one tip doubled our video engagement.");
    const starts = DEMO_TRANSCRIPT_SEGMENTS.map((segment) => segment.start);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it("builds lines from any segments", () => {
    expect(
      buildTranscript([
        { start: 61, text: "Hello" },
        { start: 62, text: "there" },
      ]),
    ).toBe("[01:01] Hello\n[01:02] there");
    expect(buildTranscript([])).toBe("");
  });
});

describe("transcriptFileName", () => {
  it("names the file after the video id when the link has one", () => {
    expect(transcriptFileName("https://www.tiktok.com/@a/video/7301234567890123456")).toBe(
      "tiktok-transcript-7301234567890123456.txt",
    );
    expect(transcriptFileName("https://vm.tiktok.com/ZMabc/")).toBe("tiktok-transcript.txt");
  });
});
