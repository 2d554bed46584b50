import { describe, expect, it } from "vitest";
import type { BoardColumn } from "#contracts/leads/lead-desk.ts";
import { boardOrder, placeCard, removeCard } from "./board-state.ts";
import { sampleLead } from "./lead-test-support.ts";

const older = sampleLead({ id: 1, timestamp: "2026-11-20T10:00:00.000Z" });
const newer = sampleLead({ id: 2, timestamp: "2026-11-23T10:00:00.000Z" });
const middle = sampleLead({ id: 3, timestamp: "2026-11-22T10:00:00.000Z", status: "contacted" });

const board = (): BoardColumn[] => [
  { status: "new", count: 12, items: [newer, older], nextCursor: "c1" },
  { status: "contacted", count: 1, items: [middle], nextCursor: null },
  { status: "qualified", count: 0, items: [], nextCursor: null },
];

describe("the board after a change", () => {
  it("moves a card to its new column, in date order, and counts both columns", () => {
    const next = placeCard(board(), { ...older, status: "contacted" });
    expect(next[0]).toMatchObject({ count: 11, nextCursor: "c1" });
    expect(next[0]?.items.map((item) => item.id)).toEqual([2]);
    expect(next[1]?.count).toBe(2);
    expect(next[1]?.items.map((item) => item.id)).toEqual([3, 1]);
    expect(next[1]?.items[1]?.status).toBe("contacted");
  });

  it("replaces a card in place when its status is the same", () => {
    const next = placeCard(board(), { ...newer, owner: { id: 4, displayName: "Priya" } });
    expect(next[0]?.count).toBe(12);
    expect(next[0]?.items[0]?.owner?.displayName).toBe("Priya");
  });

  it("adds a card it did not have (loaded elsewhere) to its column", () => {
    const next = placeCard(board(), sampleLead({ id: 8, status: "qualified" }));
    expect(next[2]).toMatchObject({ count: 1 });
    expect(next[0]?.count).toBe(12);
  });

  it("removes a deleted card, and gives j/k their order", () => {
    const next = removeCard(board(), 2);
    expect(next[0]).toMatchObject({ count: 11 });
    expect(boardOrder(next)).toEqual([1, 3]);
    expect(boardOrder(board())).toEqual([2, 1, 3]);
  });
});
