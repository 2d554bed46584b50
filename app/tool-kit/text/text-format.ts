/**
 * Small string helpers shared by the generators: tidy user input, title case,
 * fill `{placeholder}` templates, strip emojis, build hashtags.
 */

/** Trim and collapse every run of whitespace into one space. */
export function cleanText(input: string): string {
  return input.trim().replace(/\s+/g, " ");
}

const SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "but",
  "by",
  "for",
  "in",
  "nor",
  "of",
  "on",
  "or",
  "the",
  "to",
  "vs",
  "vs.",
  "via",
  "with",
]);

/** Upper-cases the first letter of a word that is typed all in lower case; keeps "iPhone", "SEO". */
function capitaliseWord(word: string): string {
  if (word !== word.toLowerCase()) return word;
  const first = word.codePointAt(0);
  if (first === undefined) return word;
  const firstChar = String.fromCodePoint(first);
  return firstChar.toUpperCase() + word.slice(firstChar.length);
}

/**
 * Headline case: every word capitalised except short joining words in the middle.
 * Words the user typed with capitals of their own ("iPhone", "SEO") are kept as typed.
 */
export function toTitleCase(input: string): string {
  const words = cleanText(input)
    .split(" ")
    .filter((word) => word.length > 0);
  return words
    .map((word, index) => {
      const isEdge = index === 0 || index === words.length - 1;
      if (!isEdge && SMALL_WORDS.has(word)) return word;
      return capitaliseWord(word);
    })
    .join(" ");
}

/** Capitalises the first word when it is typed in lower case (sentence start). */
export function capitaliseFirst(input: string): string {
  const match = /^(\S+)(.*)$/su.exec(input);
  if (!match) return input;
  return capitaliseWord(match[1] ?? "") + (match[2] ?? "");
}

/**
 * Replaces `{name}` with `values.name` and `{Name}` with the value capitalised for
 * the start of a sentence. Single pass, so a value that itself contains `{...}` is
 * never expanded. An unknown placeholder is a programming error and throws.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (_match, key: string) => {
    const direct = values[key];
    if (direct !== undefined) return direct;
    const lowerKey = key.charAt(0).toLowerCase() + key.slice(1);
    const lowered = values[lowerKey];
    if (lowered !== undefined && key !== lowerKey) return capitaliseFirst(lowered);
    throw new Error(`Unknown template placeholder {${key}}`);
  });
}

/** The placeholders a template uses, for tests. */
export function templatePlaceholders(template: string): string[] {
  return [...template.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1] ?? "");
}

/** Pictographs plus the joiners, variation selectors, keycap marks and skin tones that build emoji sequences. */
const EMOJI_PATTERN = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\u{20E3}|\p{Emoji_Modifier}/gu;

export function containsEmoji(text: string): boolean {
  return /[\p{Extended_Pictographic}]/u.test(text);
}

/** Removes emojis and tidies the spaces they leave behind (line breaks are kept). */
export function stripEmojis(text: string): string {
  return text
    .replace(EMOJI_PATTERN, "")
    .split("\n")
    .map((line) =>
      line
        .replace(/[ \t]{2,}/g, " ")
        .replace(/[ \t]+([.,!?:;…])/g, "$1")
        .trim(),
    )
    .join("\n")
    .trim();
}

/** Letters, digits and underscores only, the characters a hashtag keeps. */
export function hashtagBody(text: string): string {
  return text.normalize("NFC").replace(/[^\p{L}\p{M}\p{N}_]/gu, "");
}

/**
 * `#` plus the text without spaces or punctuation ("Sourdough bread!" gives
 * "#sourdoughbread", or "#Sourdoughbread" with lowercase false). Empty string when
 * nothing usable is left.
 */
export function toHashtag(text: string, lowercase = true): string {
  const body = hashtagBody(lowercase ? text.toLowerCase() : text);
  return body.length > 0 ? `#${body}` : "";
}

/** Keeps the first occurrence of each value (case-insensitive), in order. */
export function uniqueCaseInsensitive(values: Iterable<string>): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(value);
  }
  return result;
}

/** The check of a field that must not be blank: `message` for empty or white-space-only text, else null. */
export function requiredText(message: string): (text: string) => string | null {
  return (text) => (text.trim().length === 0 ? message : null);
}
