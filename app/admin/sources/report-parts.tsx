import { type ReactNode, useId } from "react";

// The Sources report's building blocks: a titled card, a plain accessible table, an empty note.

export function ReportCard({
  title,
  className = "",
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 ${className}`}
    >
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        {title}
      </h3>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}

export interface Column {
  label: string;
  numeric?: boolean;
}

export interface Row {
  key: string;
  /** The first cell is the row's header. */
  cells: ReactNode[];
}

/** A plain table: a caption (for screen readers; the card's heading shows it), column headers, row headers. */
export function DataTable({ caption, columns, rows }: { caption: string; columns: Column[]; rows: Row[] }) {
  const align = (column: Column | undefined) => (column?.numeric ? "text-right tabular-nums" : "text-left");
  return (
    // A table wider than a phone scrolls sideways: focusable, so a keyboard can scroll it too
    // (axe's scrollable-region-focusable). No name of its own: the table inside has the caption.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" tabIndex={0}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-2 py-2 font-semibold whitespace-nowrap text-slate-600 first:pl-0 last:pr-0 ${align(column)}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th
                    key={index}
                    scope="row"
                    className={`py-2 pr-2 font-medium break-words text-slate-900 ${align(columns[index])}`}
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={`px-2 py-2 text-slate-800 last:pr-0 ${align(columns[index])}`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-slate-50 px-3 py-4 text-sm text-slate-600">{children}</p>;
}
