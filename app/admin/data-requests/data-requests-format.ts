import type { DataRequestItem } from "#contracts/privacy/data-requests.ts";

// How the data-request desk reads a deadline: days left, or how long overdue.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeadlineState {
  text: string;
  overdue: boolean;
}

/** For an open request: "12 days left", "Due today", "3 days overdue"; null once it is closed. */
export function deadlineState(item: Pick<DataRequestItem, "status" | "deadlineAt">, now: Date): DeadlineState | null {
  if (item.status !== "confirmed") return null;
  const left = Math.ceil((new Date(item.deadlineAt).getTime() - now.getTime()) / DAY_MS);
  if (left < 0) return { text: `${-left} day${left === -1 ? "" : "s"} overdue`, overdue: true };
  if (left === 0) return { text: "Due today", overdue: false };
  return { text: `${left} day${left === 1 ? "" : "s"} left`, overdue: false };
}
