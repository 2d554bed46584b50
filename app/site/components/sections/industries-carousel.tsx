import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import type { Industry } from "#contracts/content/schema.ts";
import { ContentIcon } from "./content-icon.tsx";

/** Industries per page. */
const CAROUSEL_PAGE_SIZE = 4;
/** Auto-advance interval when motion is allowed and the visitor has not paused it. */
const AUTO_ADVANCE_MS = 6000;

/**
 * When the carousel stands still: the visitor asks for reduced motion, or the screen is a
 * phone's (narrower than Tailwind's md). On a phone the four tiles stack into a column
 * taller than the screen, so a change would swap the text being read, and a thumb cannot
 * hover to hold it still.
 */
export const STILL_CAROUSEL_QUERY = "(prefers-reduced-motion: reduce), (max-width: 767px)";

function subscribeStill(onChange: () => void) {
  const media = window.matchMedia(STILL_CAROUSEL_QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/** True when the carousel must not advance on its own (false while prerendering). */
function useStillCarousel() {
  return useSyncExternalStore(
    subscribeStill,
    () => window.matchMedia(STILL_CAROUSEL_QUERY).matches,
    () => false,
  );
}

const tileColours = [
  "bg-brand-50 text-brand-700",
  "bg-violet-50 text-violet-700",
  "bg-emerald-50 text-emerald-700",
  "bg-amber-50 text-amber-800",
] as const;

/**
 * The industries carousel: 4 of 14 per page, previous/next wrap around, dots jump to a
 * page. Every page is rendered in the same grid cell, so the carousel is as tall as its
 * tallest page and never shifts the layout. It advances on its own only when motion is
 * allowed and the screen is wider than a phone's, stops while hovered or focused, and
 * has a pause button (WCAG 2.2.2).
 */
export function IndustriesCarousel({ industries, label }: { industries: readonly Industry[]; label: string }) {
  const pageCount = Math.ceil(industries.length / CAROUSEL_PAGE_SIZE);
  const pages = Array.from({ length: pageCount }, (_, page) =>
    industries.slice(page * CAROUSEL_PAGE_SIZE, (page + 1) * CAROUSEL_PAGE_SIZE),
  );
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const still = useStillCarousel();
  const rotating = !still && !paused && !hovered && !focused;
  const baseId = useId();
  const rootRef = useRef<HTMLElement>(null);

  // Hovering or focusing the carousel holds it still (listeners on the element itself,
  // so the section stays a plain landmark for assistive technology).
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    root.addEventListener("mouseenter", enter);
    root.addEventListener("mouseleave", leave);
    root.addEventListener("focusin", focusIn);
    root.addEventListener("focusout", focusOut);
    return () => {
      root.removeEventListener("mouseenter", enter);
      root.removeEventListener("mouseleave", leave);
      root.removeEventListener("focusin", focusIn);
      root.removeEventListener("focusout", focusOut);
    };
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setPage((current) => (current + 1) % pageCount), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [rotating, pageCount]);

  const previous = () => setPage((current) => (current - 1 + pageCount) % pageCount);
  const next = () => setPage((current) => (current + 1) % pageCount);

  const controlButton =
    "inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-sm ring-1 ring-slate-300 transition-colors hover:bg-brand-50 hover:text-brand-900";

  return (
    <section aria-roledescription="carousel" aria-label={label} className="mt-12" ref={rootRef}>
      <div className="mb-6 flex items-center justify-between gap-4">
        <p className="text-sm font-semibold text-slate-600" aria-hidden="true">
          {page + 1} / {pageCount}
        </p>
        <div className="flex items-center gap-2">
          {!still ? (
            <button
              type="button"
              className={controlButton}
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? "Start automatic slide show" : "Stop automatic slide show"}
            >
              {paused ? (
                <Play aria-hidden="true" className="h-5 w-5" />
              ) : (
                <Pause aria-hidden="true" className="h-5 w-5" />
              )}
            </button>
          ) : null}
          {(
            [
              ["Previous industries", previous, ChevronLeft],
              ["Next industries", next, ChevronRight],
            ] as const
          ).map(([label, onClick, Icon]) => (
            <button
              key={label}
              type="button"
              className={controlButton}
              onClick={onClick}
              aria-controls={`${baseId}-slides`}
              aria-label={label}
            >
              <Icon aria-hidden="true" className="h-5 w-5" />
            </button>
          ))}
        </div>
      </div>

      <div id={`${baseId}-slides`} className="grid" aria-live={rotating ? "off" : "polite"}>
        {pages.map((items, index) => {
          const active = index === page;
          return (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`Page ${index + 1} of ${pageCount}`}
              aria-hidden={active ? undefined : true}
              className={`col-start-1 row-start-1 transition-opacity duration-500 ${active ? "visible opacity-100" : "invisible opacity-0"}`}
            >
              <ul className="grid h-full gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {items.map((industry, itemIndex) => (
                  <li
                    key={industry.name}
                    className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-col sm:p-6"
                  >
                    <span
                      className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${tileColours[itemIndex % tileColours.length]}`}
                    >
                      <ContentIcon name={industry.icon} />
                    </span>
                    <div>
                      <h3 className="font-bold text-slate-900 sm:text-lg">{industry.name}</h3>
                      <p className="mt-1 text-sm leading-6 text-slate-600">{industry.blurb}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>

      <div className="mt-6 flex justify-center gap-1" role="group" aria-label="Choose a page">
        {pages.map((_, index) => (
          <button
            key={index}
            type="button"
            onClick={() => setPage(index)}
            aria-label={`Go to page ${index + 1}`}
            aria-current={index === page ? "true" : undefined}
            aria-controls={`${baseId}-slides`}
            className="group inline-flex h-11 w-11 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block h-3 rounded-full transition-all ${index === page ? "w-8 bg-brand-700" : "w-3 bg-slate-400 group-hover:bg-slate-500"}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
