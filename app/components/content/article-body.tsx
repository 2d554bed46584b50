// Typography of an article's HTML body (content modules allow only plain h2, h3, p, ul,
// ol, li, strong, em and blockquote, checked by the content schema).
const bodyClasses = [
  "text-lg leading-8 text-slate-700",
  "[&>*+*]:mt-5",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 sm:[&_h2]:text-3xl",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li::marker]:text-brand-700 [&_li::marker]:font-semibold",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:bg-amber-50 [&_blockquote]:px-6 [&_blockquote]:py-4 [&_blockquote]:font-medium [&_blockquote]:italic [&_blockquote]:text-slate-800 [&_blockquote]:rounded-r-xl",
].join(" ");

/** The body of an article. Its HTML is our own content (no user input), checked by the schema. */
export function ArticleBody({ html }: { html: string }) {
  return <div className={bodyClasses} dangerouslySetInnerHTML={{ __html: html }} />;
}
