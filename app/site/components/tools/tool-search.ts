import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/**
 * Lower case, "jpeg" read as "jpg" and every run of other characters a space: "JPEG→PDF"
 * and "jpg to pdf" find the same tools.
 */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/jpeg/g, "jpg")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** What a tool is found by: its title, its description, its group's title and its slug. */
function haystack(tool: ToolMeta, groupTitle: string): string {
  return ` ${normalise(`${tool.title} ${tool.description} ${groupTitle} ${tool.slug}`)} `;
}

/**
 * The tools matching `query`: every word of it starts a word of the tool's text ("comp"
 * finds "Compress"), in the registry's order. An empty query matches every tool. Plain string
 * search, never a RegExp built from the query.
 */
export function matchTools<T extends ToolMeta>(
  tools: readonly T[],
  query: string,
  groupTitle: (tool: T) => string,
): T[] {
  const words = normalise(query).split(" ").filter(Boolean);
  if (words.length === 0) return [...tools];
  return tools.filter((tool) => {
    const text = haystack(tool, groupTitle(tool));
    return words.every((word) => text.includes(` ${word}`));
  });
}
