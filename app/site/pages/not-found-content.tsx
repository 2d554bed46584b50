import { ButtonLink } from "#app/ui/button-link.tsx";

interface NotFoundContentProps {
  title?: string;
  message?: string;
  backTo?: { to: string; label: string };
}

/** The body of every "not found" page (unknown path, unknown article or case study id). */
export function NotFoundContent({
  title = "Page not found",
  message = "The page you are looking for does not exist or has moved.",
  backTo,
}: NotFoundContentProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Error 404</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {backTo ? <ButtonLink to={backTo.to}>{backTo.label}</ButtonLink> : null}
        <ButtonLink to="/" variant={backTo ? "outline" : "brand"}>
          Go to the home page
        </ButtonLink>
        <ButtonLink to="/tools" variant="outline">
          Browse free tools
        </ButtonLink>
      </div>
    </section>
  );
}
