import type { Step } from "#contracts/content/schema.ts";

interface StepsListProps {
  steps: readonly Step[];
  /** "vertical": a compact numbered list (side panels); "grid": numbered cards in a row. */
  layout?: "vertical" | "grid";
  /** Heading level of each step's title. */
  titleAs?: "h3" | "h4";
}

const layouts = {
  grid: {
    list: "mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5",
    item: "relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200",
    number: "h-10 w-10",
    title: "mt-4 font-bold text-slate-900",
    text: "mt-2 text-sm leading-6 text-slate-600",
  },
  vertical: {
    list: "space-y-5",
    item: "flex gap-4",
    number: "h-8 w-8 shrink-0",
    title: "font-semibold text-slate-900",
    text: "mt-1 text-sm leading-6 text-slate-600",
  },
};

/** A numbered process: what happens next, our process, the hiring process. */
export function StepsList({ steps, layout = "vertical", titleAs: Title = "h3" }: StepsListProps) {
  const classes = layouts[layout];
  return (
    <ol className={classes.list}>
      {steps.map((step, index) => {
        const text = (
          <>
            <Title className={classes.title}>
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </Title>
            <p className={classes.text}>{step.description}</p>
          </>
        );
        return (
          <li key={step.title} className={classes.item}>
            <span
              aria-hidden="true"
              className={`flex ${classes.number} items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white`}
            >
              {index + 1}
            </span>
            {layout === "grid" ? text : <div>{text}</div>}
          </li>
        );
      })}
    </ol>
  );
}
