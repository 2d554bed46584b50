/**
 * Text counting shared by the word counter and the keyword density checker.
 * Rules: words are split on whitespace, sentences on
 * . ! ?, paragraphs on blank lines, reading time is words / 200 rounded up.
 *
 * Everything here is one linear pass: a 100,000-word text takes a few ms.
 */

export interface TextStats {
  /** Characters as a person counts them (Unicode code points, so an emoji is 1). */
  characters: number;
  /** Characters other than whitespace (spaces, tabs, line breaks). */
  charactersNoSpaces: number;
  /** Runs of non-whitespace. */
  words: number;
  /** Pieces between runs of . ! ? that hold anything other than whitespace. */
  sentences: number;
  /** Blocks of text separated by one or more blank (or whitespace-only) lines. */
  paragraphs: number;
  /** Minutes at 200 words per minute, rounded up (0 for no words). */
  readingTime: number;
}

export const AVERAGE_READING_WPM = 200;

/** Same set as the `\s` class of JavaScript regular expressions. */
export function isWhitespaceCode(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

function isSentenceEnd(code: number): boolean {
  return code === 0x2e /* . */ || code === 0x21 /* ! */ || code === 0x3f; /* ? */
}

export function readingMinutes(words: number, wordsPerMinute: number): number {
  return words <= 0 ? 0 : Math.ceil(words / wordsPerMinute);
}

export function computeTextStats(text: string): TextStats {
  let characters = 0;
  let charactersNoSpaces = 0;
  let words = 0;
  let sentences = 0;
  let paragraphs = 0;
  let inWord = false;
  let sentenceHasContent = false;
  let lineHasContent = false;
  let inParagraph = false;
  let previousWasHighSurrogate = false;

  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // The second half of a surrogate pair belongs to the character already counted.
    if (previousWasHighSurrogate && code >= 0xdc00 && code <= 0xdfff) {
      previousWasHighSurrogate = false;
      continue;
    }
    previousWasHighSurrogate = code >= 0xd800 && code <= 0xdbff;
    characters++;

    if (isWhitespaceCode(code)) {
      inWord = false;
      if (code === 0x0a) {
        if (!lineHasContent) inParagraph = false;
        lineHasContent = false;
      }
      continue;
    }

    charactersNoSpaces++;
    if (!inWord) {
      words++;
      inWord = true;
    }
    lineHasContent = true;
    if (!inParagraph) {
      paragraphs++;
      inParagraph = true;
    }
    if (isSentenceEnd(code)) {
      if (sentenceHasContent) {
        sentences++;
        sentenceHasContent = false;
      }
    } else {
      sentenceHasContent = true;
    }
  }
  if (sentenceHasContent) sentences++;

  return {
    characters,
    charactersNoSpaces,
    words,
    sentences,
    paragraphs,
    readingTime: readingMinutes(words, AVERAGE_READING_WPM),
  };
}

/**
 * The words of a text for counting purposes: letters, marks and digits, joined by
 * inner apostrophes or hyphens ("don't", "state-of-the-art"). Punctuation around a
 * word is not part of it. Parallel arrays rather than one object per word, so a
 * 100,000-word text is scanned in a few milliseconds.
 */
export interface WordScan {
  /** Number of words. */
  count: number;
  /** Each word lower-cased, curly apostrophes made straight: the key for counting. */
  keys: string[];
  /** Offsets of each word in the text: text.slice(starts[i], ends[i]) is the word as written. */
  starts: Int32Array;
  ends: Int32Array;
  /** Characters of each word other than the apostrophes and hyphens joining it. */
  letters: Int32Array;
  /** 1 when a . ! or ? stands between word i and the next word (or the end), else 0. */
  sentenceEnds: Uint8Array;
}

const WORD_CHAR_PATTERN = /^[\p{L}\p{M}\p{N}]$/u;
/** 0 unknown, 1 word character, 2 not: filled lazily for characters outside ASCII. */
const bmpWordCharCache = new Uint8Array(0x10000);
const astralWordCharCache = new Map<number, boolean>();

function isAsciiWordChar(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39);
}

/** Width (1 or 2 UTF-16 units) of the word character at `index`, or 0 when it is none. */
function wordCharWidth(text: string, index: number): number {
  const code = text.charCodeAt(index);
  if (code < 0x80) return isAsciiWordChar(code) ? 1 : 0;
  if (code >= 0xd800 && code <= 0xdbff) {
    const point = text.codePointAt(index) ?? code;
    if (point <= 0xffff) return 0;
    let known = astralWordCharCache.get(point);
    if (known === undefined) {
      known = WORD_CHAR_PATTERN.test(String.fromCodePoint(point));
      astralWordCharCache.set(point, known);
    }
    return known ? 2 : 0;
  }
  let cached = bmpWordCharCache[code] ?? 0;
  if (cached === 0) {
    cached = WORD_CHAR_PATTERN.test(String.fromCharCode(code)) ? 1 : 2;
    bmpWordCharCache[code] = cached;
  }
  return cached === 1 ? 1 : 0;
}

function isJoiner(code: number): boolean {
  return code === 0x27 /* ' */ || code === 0x2019 /* ’ */ || code === 0x2d; /* - */
}

export function scanWords(text: string): WordScan {
  const lower = text.toLowerCase();
  // Lower-casing can change the length of a few characters (İ); then keys are made per word.
  const lowerAligned = lower.length === text.length;
  const length = text.length;
  // A text of n units holds at most ceil(n / 2) words.
  const capacity = (length >> 1) + 1;
  const keys: string[] = [];
  const starts = new Int32Array(capacity);
  const ends = new Int32Array(capacity);
  const letters = new Int32Array(capacity);
  const sentenceEnds = new Uint8Array(capacity);
  let count = 0;
  let i = 0;
  while (i < length) {
    const code = text.charCodeAt(i);
    const width = code < 0x80 ? (isAsciiWordChar(code) ? 1 : 0) : wordCharWidth(text, i);
    if (width === 0) {
      if (count > 0 && isSentenceEnd(code)) sentenceEnds[count - 1] = 1;
      i++;
      continue;
    }
    const start = i;
    let joiners = 0;
    let curly = false;
    i += width;
    while (i < length) {
      const next = text.charCodeAt(i);
      if (next < 0x80 && isAsciiWordChar(next)) {
        i++;
        continue;
      }
      const nextWidth = next < 0x80 ? 0 : wordCharWidth(text, i);
      if (nextWidth > 0) {
        i += nextWidth;
        continue;
      }
      if (isJoiner(next) && i + 1 < length && wordCharWidth(text, i + 1) > 0) {
        joiners++;
        if (next === 0x2019) curly = true;
        i++;
        continue;
      }
      break;
    }
    let key = lowerAligned ? lower.slice(start, i) : text.slice(start, i).toLowerCase();
    if (curly) key = key.replace(/’/g, "'");
    keys.push(key);
    starts[count] = start;
    ends[count] = i;
    letters[count] = i - start - joiners;
    count++;
  }
  return {
    count,
    keys,
    starts: starts.subarray(0, count),
    ends: ends.subarray(0, count),
    letters: letters.subarray(0, count),
    sentenceEnds: sentenceEnds.subarray(0, count),
  };
}
