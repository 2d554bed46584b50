import TurndownService from "turndown";

// The Markdown of an article body written as HTML (the articles of app/site/content/, which the
// content migration turns into editable items). Headings go one level up, the reverse of
// markdown.ts: the body's h2 is written `#`.

const turndown = new TurndownService({
  headingStyle: "atx",
  bulletListMarker: "-",
  codeBlockStyle: "fenced",
  emDelimiter: "_",
  strongDelimiter: "**",
});
turndown.addRule("body-headings", {
  filter: ["h2", "h3", "h4"],
  replacement: (content, node) => {
    const level = Number(node.nodeName.slice(1)) - 1;
    return `\n\n${"#".repeat(level)} ${content.trim()}\n\n`;
  },
});

export function htmlToMarkdown(html: string): string {
  return turndown.turndown(html).trim();
}
