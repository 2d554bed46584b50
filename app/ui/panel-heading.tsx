/** The heading of a panel or dialog: one size and weight across the admin. */
export function PanelHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="text-lg font-bold text-slate-900">
      {children}
    </h2>
  );
}
