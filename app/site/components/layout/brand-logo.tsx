import { Link } from "react-router";
import { site } from "#app/site/content/site.ts";

/**
 * The wordmark: a crest of two rising lines and the brand name, a size smaller under 360 px
 * so that the header still fits a 320 px screen (WCAG reflow) beside its two buttons.
 */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to="/"
      className={`flex min-h-11 items-center gap-2 text-base font-extrabold tracking-tight min-[360px]:text-lg ${inverted ? "text-white" : "text-brand-950"}`}
      aria-label={`${site.name} home`}
    >
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="8" fill="#1647d6" />
        <path
          d="M7 21l6-6 4 4 8-9"
          fill="none"
          stroke="#fbbf24"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{site.name}</span>
    </Link>
  );
}
