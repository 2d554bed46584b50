/**
 * Keyword density checker: text statistics, the top 20
 * keywords (common English stop words left out) and, for an optional target keyword
 * or phrase, its count, density and a recommendation.
 *
 * density = count / total words × 100, rounded to 2 decimals. Total words are split
 * on whitespace, exactly as the word counter counts them. Keywords are counted case-
 * insensitively with the punctuation around words ignored. One linear pass over the
 * text: a 100,000-word text takes a few tens of milliseconds.
 */
import { isStopWord, STOP_WORDS } from "#app/tool-kit/text/stop-words.ts";
import { computeTextStats, scanWords, type WordScan } from "#app/tool-kit/text/text-stats.ts";
import { requiredText } from "#app/tool-kit/text/text-format.ts";

/** Common English words left out of the top keywords list (shared with the hashtag generator). */
export { isStopWord, STOP_WORDS };

export const EMPTY_TEXT_MESSAGE = "Please enter some text to analyze";

/** How long the 'Analyzing' state shows. */
export const DELAY_MS = 1000;

export const TOP_KEYWORD_COUNT = 20;

/** Keywords shorter than this are left out of the top list (they are nearly all stop words). */
const MIN_KEYWORD_LENGTH = 3;

/** A note for under the top keywords list, so visitors know why "the" is missing. */
export const STOP_WORDS_NOTE =
  "Common English words such as “the”, “and” and “is”, words shorter than 3 letters and plain numbers are left out of the top keywords. Total words and the target keyword still count every word.";

export type DensityStatus = "missing" | "low" | "good" | "high" | "excessive";
export type DensityColour = "green" | "yellow" | "orange" | "red";

/** Status thresholds, percent: under 0.5 low; 0.5 to 2.5 good; over 2.5 up to 4 high; over 4 excessive. */
const DENSITY_THRESHOLDS = { low: 0.5, goodMax: 2.5, highMax: 4 } as const;

/** Bar colour thresholds, percent: green up to 1, yellow up to 2.5, orange up to 4, red above. */
const DENSITY_BAR_THRESHOLDS = { green: 1, yellow: 2.5, orange: 4 } as const;

interface KeywordDensity {
  keyword: string;
  count: number;
  /** Percent of total words, 2 decimals. */
  density: number;
}

export interface DensityRecommendation {
  status: DensityStatus;
  message: string;
  /** Colour of the status text: missing and excessive red, low yellow, good green, high orange. */
  color: DensityColour;
}

export interface TargetKeywordAnalysis extends KeywordDensity {
  recommendation: DensityRecommendation;
}

export interface KeywordAnalysis {
  totalWords: number;
  sentences: number;
  characters: number;
  charactersNoSpaces: number;
  /** Words per sentence, 1 decimal; 0 without sentences. */
  avgWordsPerSentence: number;
  /** Top 20 by count (ties alphabetical), stop words left out. */
  keywordDensities: KeywordDensity[];
  /** Null when no target keyword was given. */
  targetAnalysis: TargetKeywordAnalysis | null;
}

export const RECOMMENDATIONS: Readonly<Record<DensityStatus, DensityRecommendation>> = {
  missing: {
    status: "missing",
    message:
      "Keyword not found. Add it to your title, your first paragraph and at least one subheading so search engines understand what the page is about.",
    color: "red",
  },
  low: {
    status: "low",
    message:
      "Keyword density is low. Use the keyword a few more times where it reads naturally, for example in a subheading and your conclusion.",
    color: "yellow",
  },
  good: {
    status: "good",
    message:
      "Keyword density is optimal. The keyword appears often enough to signal relevance without hurting readability.",
    color: "green",
  },
  high: {
    status: "high",
    message:
      "Keyword density is high. Replace some repetitions with synonyms or related phrases so the text reads more naturally.",
    color: "orange",
  },
  excessive: {
    status: "excessive",
    message:
      "Keyword density is excessive and may be seen as keyword stuffing, which search engines penalise. Remove repetitions and rewrite for readers first.",
    color: "red",
  },
};

export const validateText = requiredText(EMPTY_TEXT_MESSAGE);

/** count / totalWords × 100 with 2 decimals; 0 when there are no words. */
export function calculateDensity(count: number, totalWords: number): number {
  if (totalWords <= 0 || count <= 0) return 0;
  return Math.round((count * 10000) / totalWords) / 100;
}

/** Status for a count and its (rounded) density. A count of 0 is "missing". */
export function getDensityStatus(count: number, density: number): DensityStatus {
  if (count <= 0) return "missing";
  if (density < DENSITY_THRESHOLDS.low) return "low";
  if (density <= DENSITY_THRESHOLDS.goodMax) return "good";
  if (density <= DENSITY_THRESHOLDS.highMax) return "high";
  return "excessive";
}

export function getDensityRecommendation(count: number, density: number): DensityRecommendation {
  return RECOMMENDATIONS[getDensityStatus(count, density)];
}

/** Bar colour: green up to 1%, yellow up to 2.5%, orange up to 4%, red above. */
export function getDensityBarColour(density: number): DensityColour {
  if (density <= DENSITY_BAR_THRESHOLDS.green) return "green";
  if (density <= DENSITY_BAR_THRESHOLDS.yellow) return "yellow";
  if (density <= DENSITY_BAR_THRESHOLDS.orange) return "orange";
  return "red";
}

/** Bar width in percent: density × 20, capped at 100 (5% density fills the bar). */
export function getDensityBarWidth(density: number): number {
  return Math.min(Math.max(density, 0) * 20, 100);
}

function isTopKeywordCandidate(key: string, excludeStopWords: boolean): boolean {
  if (key.length < MIN_KEYWORD_LENGTH) return false;
  if (excludeStopWords && isStopWord(key)) return false;
  return !/^[\d'’-]+$/.test(key);
}

/** The target as lower-case words, the way the text's words are keyed. */
export function normalizeKeyword(keyword: string): string[] {
  return scanWords(keyword).keys;
}

/**
 * Occurrences of a word or phrase in the tokens. Phrases match consecutive words
 * within a sentence, without overlapping ("very very very" holds "very very" once).
 */
export function countPhrase(words: Pick<WordScan, "keys" | "sentenceEnds">, phrase: readonly string[]): number {
  const { keys, sentenceEnds } = words;
  const length = phrase.length;
  const first = phrase[0];
  if (first === undefined) return 0;
  let count = 0;
  let i = 0;
  const last = keys.length - length;
  while (i <= last) {
    if (keys[i] !== first) {
      i++;
      continue;
    }
    let matched = true;
    for (let j = 1; j < length; j++) {
      if (sentenceEnds[i + j - 1] === 1 || keys[i + j] !== phrase[j]) {
        matched = false;
        break;
      }
    }
    if (matched) {
      count++;
      i += length;
    } else {
      i++;
    }
  }
  return count;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export interface KeywordAnalysisOptions {
  /** Leave common English words out of the top list (default true; see STOP_WORDS_NOTE). */
  excludeStopWords?: boolean;
}

export function analyzeKeywordDensity(
  text: string,
  targetKeyword = "",
  options: KeywordAnalysisOptions = {},
): KeywordAnalysis {
  const excludeStopWords = options.excludeStopWords ?? true;
  const stats = computeTextStats(text);
  const words = scanWords(text);
  const totalWords = stats.words;

  const counts = new Map<string, number>();
  for (const key of words.keys) {
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }

  const keywordDensities: KeywordDensity[] = [];
  for (const [keyword, count] of counts) {
    if (isTopKeywordCandidate(keyword, excludeStopWords)) keywordDensities.push({ keyword, count, density: 0 });
  }
  keywordDensities.sort((a, b) => b.count - a.count || (a.keyword < b.keyword ? -1 : a.keyword > b.keyword ? 1 : 0));
  keywordDensities.length = Math.min(keywordDensities.length, TOP_KEYWORD_COUNT);
  for (const entry of keywordDensities) entry.density = calculateDensity(entry.count, totalWords);

  let targetAnalysis: TargetKeywordAnalysis | null = null;
  const phrase = normalizeKeyword(targetKeyword);
  if (phrase.length > 0) {
    const count = phrase.length === 1 ? (counts.get(phrase[0] ?? "") ?? 0) : countPhrase(words, phrase);
    const density = calculateDensity(count, totalWords);
    targetAnalysis = {
      keyword: phrase.join(" "),
      count,
      density,
      recommendation: getDensityRecommendation(count, density),
    };
  }

  return {
    totalWords,
    sentences: stats.sentences,
    characters: stats.characters,
    charactersNoSpaces: stats.charactersNoSpaces,
    avgWordsPerSentence: stats.sentences === 0 ? 0 : round1(totalWords / stats.sentences),
    keywordDensities,
    targetAnalysis,
  };
}

/** The User Timing measure name of an analysis (read by bench/text-tools.bench.ts). */
export const KEYWORD_DENSITY_MEASURE = "keyword-density-checker:analyze";
