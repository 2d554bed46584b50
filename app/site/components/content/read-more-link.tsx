import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/** The link at the foot of a card: "Read More" to sighted users, "Read More: <title>" to screen readers. */
export function ReadMoreLink({ to, label, title }: { to: string; label: string; title: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-brand-700 hover:text-brand-900"
    >
      {label}
      <span className="sr-only">: {title}</span>
      <ArrowRight aria-hidden="true" className="h-4 w-4" />
    </Link>
  );
}
