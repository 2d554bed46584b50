import type { LucideIcon } from "lucide-react";
import { Button, type ButtonProps } from "#app/ui/button.tsx";

/** What an empty list shows instead: an icon and a sentence in a dashed box. */
export function EmptyState({
  icon: Icon,
  className = "",
  children,
}: {
  icon: LucideIcon;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className={`flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600 ${className}`}
    >
      <Icon aria-hidden="true" className="h-8 w-8" />
      {children}
    </div>
  );
}

/** "Load more" under a list, busy while the next page comes; `children` may add words for screen readers. */
export function LoadMoreButton({
  loading,
  variant = "secondary",
  children,
  ...props
}: ButtonProps & { loading: boolean }) {
  return (
    <Button variant={variant} disabled={loading} aria-busy={loading} {...props}>
      {loading ? "Loading..." : "Load more"}
      {children}
    </Button>
  );
}

interface ScrollingListProps {
  /** The list's accessible name. */
  label: string;
  /** Its height limit, a Tailwind max-h class. */
  maxHeight: string;
  /** Dimmed while newer rows are on their way. */
  stale: boolean;
  /** "Load more" under the rows, while there are more. */
  more: { loading: boolean; onClick: () => void } | null;
  /** The rows (<li>). */
  children: React.ReactNode;
}

/** A bordered list that scrolls within its height, with "Load more" at its foot. */
export function ScrollingList({ label, maxHeight, stale, more, children }: ScrollingListProps) {
  return (
    <div
      className={`mt-3 ${maxHeight} overflow-y-auto rounded-lg border border-slate-200 ${stale ? "opacity-60" : ""}`}
    >
      <ul className="divide-y divide-slate-100" aria-label={label}>
        {children}
      </ul>
      {more ? (
        <div className="border-t border-slate-100 p-3">
          <LoadMoreButton block onClick={more.onClick} loading={more.loading} />
        </div>
      ) : null}
    </div>
  );
}
