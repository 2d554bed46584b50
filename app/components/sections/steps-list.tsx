import type { Step } from "#app/content/schema.ts";

interface StepsListProps {
  steps: readonly Step[];
  /** "vertical": a compact numbered list (side panels); "grid": numbered cards in a row. */
  layout?: "vertical" | "grid";
  /** Heading level of each step's title. */
  titleAs?: "h3" | "h4";
}

/** A numbered process: what happens next, our process, the hiring process. */
export function StepsList({ steps, layout = "vertical", titleAs: Title = "h3" }: StepsListProps) {
  if (layout === "grid") {
    return (
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <Title className="mt-4 font-bold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </Title>
            <p className="mt-2 text-sm leading-6 text-slate-600">{step.description}</p>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol className="space-y-5">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <Title className="font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </Title>
            <p className="mt-1 text-sm leading-6 text-slate-600">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
