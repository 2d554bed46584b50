import type { AdminSubmission, BoardColumn } from "#contracts/leads/lead-desk.ts";

// How the loaded board follows a change without loading again. Pure (tested in board-state.test.ts).

const newestFirst = (a: AdminSubmission, b: AdminSubmission) =>
  b.timestamp === a.timestamp ? b.id - a.id : b.timestamp < a.timestamp ? -1 : 1;

/**
 * The board with `lead` as saved: replaced in place when its status is the same, otherwise
 * moved to its new column (in date order) with both columns' counts adjusted.
 */
export function placeCard(columns: readonly BoardColumn[], lead: AdminSubmission): BoardColumn[] {
  const from = columns.find((column) => column.items.some((item) => item.id === lead.id));
  if (from?.status === lead.status) {
    return columns.map((column) =>
      column === from ? { ...column, items: column.items.map((item) => (item.id === lead.id ? lead : item)) } : column,
    );
  }
  return columns.map((column) => {
    if (column === from) {
      return {
        ...column,
        count: Math.max(0, column.count - 1),
        items: column.items.filter((item) => item.id !== lead.id),
      };
    }
    if (column.status === lead.status) {
      return { ...column, count: column.count + 1, items: [...column.items, lead].sort(newestFirst) };
    }
    return column;
  });
}

/** The board without a deleted lead. */
export function removeCard(columns: readonly BoardColumn[], id: number): BoardColumn[] {
  return columns.map((column) =>
    column.items.some((item) => item.id === id)
      ? { ...column, count: Math.max(0, column.count - 1), items: column.items.filter((item) => item.id !== id) }
      : column,
  );
}

/** Every card's id, column by column: the order j and k move in. */
export function boardOrder(columns: readonly BoardColumn[]): number[] {
  return columns.flatMap((column) => column.items.map((item) => item.id));
}
