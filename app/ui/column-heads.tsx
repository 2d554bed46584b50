/** A table's header row: one column heading (`scope="col"`) per column, each with its classes. */
export function ColumnHeads({
  className,
  columns,
}: {
  className: string;
  columns: readonly { label: string; className: string }[];
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
