// Typography of an article's HTML body: the public page and the admin editor's live preview
// both render through this, so a writer sees the page's own styles. The HTML is rendered
// from Markdown and sanitised on the server (contracts/content/content-admin.ts lists what it keeps:
// headings, lists, links, images, quotes, tables, code).
const bodyClasses = [
  "text-lg leading-8 text-slate-700",
  "[&>*+*]:mt-5",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 sm:[&_h2]:text-3xl",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900",
  "[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li::marker]:text-brand-700 [&_li::marker]:font-semibold",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_del]:text-slate-500 [&_del]:line-through",
  // Links: underlined (not told apart by colour alone) and a visible focus ring.
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:decoration-2 [&_a]:underline-offset-4 hover:[&_a]:decoration-brand-700",
  "[&_a:focus-visible]:rounded-sm [&_a:focus-visible]:outline-none [&_a:focus-visible]:ring-2 [&_a:focus-visible]:ring-brand-600 [&_a:focus-visible]:ring-offset-2",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:bg-amber-50 [&_blockquote]:px-6 [&_blockquote]:py-4 [&_blockquote]:font-medium [&_blockquote]:italic [&_blockquote]:text-slate-800 [&_blockquote]:rounded-r-xl",
  // Images: the column's width, their own aspect (width and height attributes keep the space).
  "[&_img]:h-auto [&_img]:w-full [&_img]:rounded-xl [&_picture]:block [&_picture]:w-full",
  "[&_hr]:my-10 [&_hr]:border-slate-200",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] [&_code]:text-slate-900",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-100",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit",
  // Tables: full width with borders; a wide one scrolls sideways inside its own box on a phone
  // (the box is focusable, so the keyboard scrolls it too).
  "[&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-lg [&_.table-scroll:focus-visible]:outline-none [&_.table-scroll:focus-visible]:ring-2 [&_.table-scroll:focus-visible]:ring-brand-600",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-base",
  "[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-slate-900",
  "[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
].join(" ");

/** Each table in a box of its own that scrolls sideways when the table is wider than the page. */
export function withScrollableTables(html: string): string {
  return html
    .replace(/<table[\s>]/g, '<div class="table-scroll" tabindex="0">$&')
    .replace(/<\/table>/g, "</table></div>");
}

/** The body of an article: server-rendered, sanitised HTML (never raw input). */
export function ArticleBody({ html }: { html: string }) {
  return <div className={bodyClasses} dangerouslySetInnerHTML={{ __html: withScrollableTables(html) }} />;
}
