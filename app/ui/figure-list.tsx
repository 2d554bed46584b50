/** A figure: its value (`value`, or `number` in the stats of the content) and its label. */
type Figure = { label: string } & ({ value: string } | { number: string });

/** Classes of the <dl>, of each figure's box (after "flex flex-col-reverse"), its <dt> and its <dd>. */
const variants = {
  /** About: four big figures in a row of white tiles. */
  stats: {
    list: "grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-200 shadow-sm ring-1 ring-slate-200 lg:grid-cols-4",
    item: "flex flex-col-reverse items-center bg-white px-4 py-8 text-center sm:py-10",
    label: "mt-2 text-sm font-semibold text-slate-600 sm:text-base",
    value: "text-4xl font-extrabold tracking-tight text-brand-700 sm:text-5xl",
  },
  /** Home hero: three highlights on the dark background. */
  hero: {
    list: "mt-12 grid max-w-lg grid-cols-3 gap-4 border-t border-white/15 pt-8",
    item: "flex flex-col-reverse",
    label: "mt-1 text-sm text-brand-100",
    value: "text-3xl font-extrabold text-white sm:text-4xl",
  },
  /** Services: the summary under the performance dashboard's chart. */
  dashboard: {
    list: "mt-4 grid grid-cols-3 gap-3 border-t border-slate-100 pt-5 text-center",
    item: "flex flex-col-reverse rounded-xl bg-slate-50 py-3",
    label: "text-xs font-medium text-slate-600",
    value: "text-xl font-extrabold text-brand-800",
  },
  /** A case-study card's three results. */
  card: {
    list: "mt-5 grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center",
    item: "flex flex-col-reverse justify-end",
    label: "text-xs leading-4 text-slate-600",
    value: "text-base font-bold text-slate-900",
  },
};

/** Figures as a description list: each label is read before its value but shown below it. */
export function FigureList({ figures, variant }: { figures: readonly Figure[]; variant: keyof typeof variants }) {
  const classes = variants[variant];
  return (
    <dl className={classes.list}>
      {figures.map((figure) => (
        <div key={figure.label} className={classes.item}>
          <dt className={classes.label}>{figure.label}</dt>
          <dd className={classes.value}>{"value" in figure ? figure.value : figure.number}</dd>
        </div>
      ))}
    </dl>
  );
}
