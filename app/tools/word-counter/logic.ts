/**
 * Word counter: the six stat cards and the detailed
 * analysis. Updates live on every keystroke, so all of it is linear in the text.
 */
import {
  AVERAGE_READING_WPM,
  computeTextStats,
  readingMinutes,
  scanWords,
  type TextStats,
} from "#app/tool-kit/text/text-stats.ts";

export type { TextStats } from "#app/tool-kit/text/text-stats.ts";

/** Shown when the Paste button cannot read the clipboard. */
export const CLIPBOARD_ERROR_MESSAGE = "Unable to read from clipboard. Please paste manually.";

/** Reading speeds of the detailed view, in words per minute. */
export const READING_SPEEDS_WPM = { slow: 150, average: AVERAGE_READING_WPM, fast: 250 } as const;

/** A comfortable speaking pace for presentations and voice-overs. */
export const SPEAKING_WPM = 130;

/** Words, Characters, Characters (no spaces), Sentences, Paragraphs, Min read. */
export function countText(text: string): TextStats {
  return computeTextStats(text);
}

export interface DetailedTextAnalysis extends TextStats {
  /** Minutes to read, rounded up, at 150 / 200 / 250 words per minute. */
  readingTimes: { slow: number; average: number; fast: number };
  /** Minutes to read aloud at 130 words per minute, rounded up. */
  speakingTime: number;
  /** Letters and digits per word (punctuation around words not counted), 1 decimal. */
  averageWordLength: number;
  /** Words per sentence, 1 decimal; 0 without sentences. */
  averageWordsPerSentence: number;
  /** Sentences per paragraph, 1 decimal; 0 without paragraphs. */
  averageSentencesPerParagraph: number;
  /** The longest word as written, without surrounding punctuation; the first one on a tie; "" for none. */
  longestWord: string;
  /** Distinct words, ignoring case and surrounding punctuation. */
  uniqueWords: number;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The detailed analysis shown once any text exists. */
export function analyzeText(text: string): DetailedTextAnalysis {
  const stats = computeTextStats(text);
  const scan = scanWords(text);

  let letters = 0;
  let longestIndex = -1;
  let longestLength = 0;
  const unique = new Set<string>();
  for (let i = 0; i < scan.count; i++) {
    // Letters and digits only: "don't" counts 4, "e-mail" 5.
    const length = scan.letters[i] ?? 0;
    letters += length;
    if (length > longestLength) {
      longestLength = length;
      longestIndex = i;
    }
    unique.add(scan.keys[i] ?? "");
  }
  const longestWord = longestIndex < 0 ? "" : text.slice(scan.starts[longestIndex], scan.ends[longestIndex]);

  return {
    ...stats,
    readingTimes: {
      slow: readingMinutes(stats.words, READING_SPEEDS_WPM.slow),
      average: readingMinutes(stats.words, READING_SPEEDS_WPM.average),
      fast: readingMinutes(stats.words, READING_SPEEDS_WPM.fast),
    },
    speakingTime: readingMinutes(stats.words, SPEAKING_WPM),
    averageWordLength: scan.count === 0 ? 0 : round1(letters / scan.count),
    averageWordsPerSentence: stats.sentences === 0 ? 0 : round1(stats.words / stats.sentences),
    averageSentencesPerParagraph: stats.paragraphs === 0 ? 0 : round1(stats.sentences / stats.paragraphs),
    longestWord,
    uniqueWords: unique.size,
  };
}

/** "1 min" / "3 mins"; "0 mins" for no text. For labels next to the reading times. */
export function formatMinutes(minutes: number): string {
  return `${minutes} ${minutes === 1 ? "min" : "mins"}`;
}

/** User Timing measure names of the word counter's analyses (read by bench/text-tools.bench.ts). */
export const WORD_COUNTER_MEASURES = {
  /** The six live cards (countText). */
  count: "word-counter:count",
  /** The detailed analysis (analyzeText). */
  analyze: "word-counter:analyze",
} as const;
