import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";

/** "← Back to …" at the top of a detail page. */
export function BackLink({
  to,
  children,
  onDark = false,
}: {
  to: string;
  children: React.ReactNode;
  onDark?: boolean;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold ${
        onDark ? "text-brand-100 hover:text-white" : "text-brand-700 hover:text-brand-900"
      }`}
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {children}
    </Link>
  );
}
