import { useId } from "react";
import { Copy } from "lucide-react";

/**
 * In public/: the copy buttons work on pages with no React (articles), whose HTML carries
 * the script's text (the build's rewrite writes it in); a page React renders loads the file.
 */
const COPY_LINK_SCRIPT = "/copy-link.js";

/** The share targets of an article: each platform's own share URL for the page. */
function shareUrls(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: "X", label: "Share on X", href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { name: "LinkedIn", label: "Share on LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: "Facebook", label: "Share on Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      name: "WhatsApp",
      label: "Share on WhatsApp",
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
  ] as const;
}

type Platform = ReturnType<typeof shareUrls>[number]["name"];

// Simple filled marks drawn for the site (no third-party icon font or script).
const marks: Record<Platform, React.ReactNode> = {
  X: (
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.3l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
  ),
  LinkedIn: (
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3V9.75zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.9c0-1.17-.02-2.67-1.63-2.67-1.63 0-1.88 1.27-1.88 2.59V21h-4V9.75z" />
  ),
  Facebook: (
    <path
      transform="translate(-3.7 -3.8) scale(1.3)"
      d="M13.5 21v-7.5h2.55l.4-3h-2.95V8.6c0-.86.25-1.45 1.48-1.45h1.57V4.47A21 21 0 0 0 14.26 4.3c-2.27 0-3.83 1.39-3.83 3.94v2.26H7.9v3h2.53V21h3.07z"
    />
  ),
  WhatsApp: (
    <path d="M12.04 2a9.9 9.9 0 0 0-8.5 14.98L2 22l5.16-1.5A9.9 9.9 0 1 0 12.04 2zm0 18.1a8.2 8.2 0 0 1-4.18-1.15l-.3-.18-3.06.9.9-2.98-.2-.31a8.2 8.2 0 1 1 6.84 3.72zm4.5-6.14c-.25-.12-1.46-.72-1.69-.8-.23-.08-.39-.12-.56.12-.16.25-.64.8-.78.97-.14.16-.29.18-.54.06a6.7 6.7 0 0 1-3.33-2.91c-.25-.43.25-.4.72-1.33.08-.16.04-.3-.02-.43-.06-.12-.56-1.34-.76-1.84-.2-.48-.4-.41-.56-.42h-.47a.9.9 0 0 0-.66.31c-.23.25-.87.85-.87 2.07s.89 2.4 1.01 2.57c.12.16 1.75 2.67 4.24 3.74 1.58.68 2.2.74 2.99.62.48-.07 1.46-.6 1.67-1.18.2-.58.2-1.07.14-1.18-.06-.1-.22-.16-.47-.29z" />
  ),
};

/** "Share this article": links to X, LinkedIn, Facebook and WhatsApp, plus copy link. */
export function ShareLinks({
  url,
  title,
  label,
  onDark = false,
}: {
  url: string;
  title: string;
  label: string;
  onDark?: boolean;
}) {
  const headingId = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p id={headingId} className={`text-sm font-semibold ${onDark ? "text-brand-100" : "text-slate-700"}`}>
        {label}
      </p>
      <ul aria-labelledby={headingId} className="flex flex-wrap items-center gap-2">
        {shareUrls(url, title).map((target) => (
          <li key={target.name}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${target.label} (opens in a new tab)`}
              className={`flex h-11 w-11 items-center justify-center rounded-full border transition-colors ${
                onDark
                  ? "border-white/30 bg-white/10 text-white hover:bg-white/20"
                  : "border-slate-200 bg-white text-slate-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700"
              }`}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
                {marks[target.name]}
              </svg>
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            data-copy-link={url}
            data-label="Copy link to this article"
            aria-label="Copy link to this article"
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            <Copy aria-hidden="true" className="h-4 w-4" />
            <span data-copy-text="" aria-live="polite">
              Copy link
            </span>
          </button>
          {/* React 19 loads an async script once per page, also after a client-side move. */}
          <script src={COPY_LINK_SCRIPT} async />
        </li>
      </ul>
    </div>
  );
}
