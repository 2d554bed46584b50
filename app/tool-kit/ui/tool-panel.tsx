interface ToolPanelProps {
  title?: string;
  children: React.ReactNode;
  className?: string;
}

/** The white card that holds a tool's form or its results. */
export function ToolPanel({ title, children, className = "" }: ToolPanelProps) {
  return (
    <section className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}>
      {title ? <h2 className="mb-4 text-lg font-bold text-slate-900">{title}</h2> : null}
      {children}
    </section>
  );
}

/** A list of tips or best practices under a tool. */
export function TipsList({ title, tips }: { title: string; tips: readonly string[] }) {
  return (
    <ToolPanel title={title}>
      <ul className="space-y-2 text-sm text-slate-700">
        {tips.map((tip) => (
          <li key={tip} className="flex gap-2">
            <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-600" />
            <span>{tip}</span>
          </li>
        ))}
      </ul>
    </ToolPanel>
  );
}
