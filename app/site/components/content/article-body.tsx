// An article's HTML body: the public page and the admin editor's live preview both render
// through this, so a writer sees the page's own styles (`.article-body` in app/app.css). The
// HTML is rendered from Markdown and sanitised on the server (contracts/content/content-admin.ts
// lists what it keeps: headings, lists, links, images, quotes, tables, code).

/** Each table in a box of its own that scrolls sideways when the table is wider than the page. */
export function withScrollableTables(html: string): string {
  return html
    .replace(/<table[\s>]/g, '<div class="table-scroll" tabindex="0">$&')
    .replace(/<\/table>/g, "</table></div>");
}

/** The body of an article: server-rendered, sanitised HTML (never raw input). */
export function ArticleBody({ html }: { html: string }) {
  return <div className="article-body" dangerouslySetInnerHTML={{ __html: withScrollableTables(html) }} />;
}
