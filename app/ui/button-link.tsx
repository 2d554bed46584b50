import { Link } from "react-router";

const variants = {
  primary: "bg-accent-400 text-brand-950 hover:bg-accent-500",
  secondary: "bg-white/10 text-white ring-1 ring-inset ring-white/40 hover:bg-white/20",
  brand: "bg-brand-700 text-white hover:bg-brand-800",
  outline: "bg-white text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50",
} as const;

interface ButtonLinkProps {
  to: string;
  variant?: keyof typeof variants;
  children: React.ReactNode;
}

/** A link that looks like a button: every call to action of the site. */
export function ButtonLink({ to, variant = "brand", children }: ButtonLinkProps) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-3 text-sm font-semibold shadow-sm transition-colors ${variants[variant]}`}
    >
      {children}
    </Link>
  );
}
