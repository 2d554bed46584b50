// Plain-text helpers for article bodies (pure; used by the article modules,
// blog search and the tests).

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": " ",
};

/**
 * The text of an HTML fragment: tags become spaces, entities are decoded. A tag ends at the
 * next ">" and holds no "<", so each "<" is looked at once: "<[^>]*>" went on to the end of the
 * text from every "<" that has no ">" after it (quadratic: minutes for 200 KB of "<").
 */
export function stripTags(html: string): string {
  return html
    .replace(/<[^<>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/** Words of an HTML fragment, split on whitespace. */
export function wordCount(html: string): number {
  const plain = stripTags(html);
  return plain === "" ? 0 : plain.split(" ").length;
}

/** "N min read" at 200 words a minute, rounded up (the word counter's rate). */
export function readTimeFor(html: string): string {
  return `${Math.max(1, Math.ceil(wordCount(html) / 200))} min read`;
}
