// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useBusy } from "./use-busy.ts";
import { usePagedList } from "./use-paged-list.ts";

afterEach(cleanup);

const notSignedOut = () => false;

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe("a paged list", () => {
  it("shows the newest key's first page even when an older answer comes later, then appends Load more", async () => {
    const slow = deferred<{ items: string[]; nextCursor: string | null }>();
    const loadPage = vi.fn((key: string, cursor: string | null) =>
      key === "old"
        ? slow.promise
        : Promise.resolve({ items: cursor ? ["c"] : ["a", "b"], nextCursor: cursor ? null : "2" }),
    );
    const { result, rerender } = renderHook(
      ({ key }) => usePagedList(key, (cursor) => loadPage(key, cursor), notSignedOut, "Failed."),
      { initialProps: { key: "old" } },
    );
    rerender({ key: "new" });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(async () => slow.resolve({ items: ["stale"], nextCursor: null }));
    expect(result.current.items).toEqual(["a", "b"]);

    await act(() => result.current.loadMore());
    expect(loadPage).toHaveBeenLastCalledWith("new", "2");
    expect(result.current.items).toEqual(["a", "b", "c"]);
    expect(result.current.nextCursor).toBeNull();
  });

  it("says what failed: the first page's message, and a further page's only when given", async () => {
    const { result } = renderHook(() =>
      usePagedList(
        "k",
        (cursor) => (cursor ? Promise.reject(new Error("down")) : Promise.resolve({ items: [1], nextCursor: "2" })),
        notSignedOut,
        "Failed.",
        "More failed.",
      ),
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.loadMore());
    expect(result.current.error).toBe("More failed.");
    expect(result.current.items).toEqual([1]);
  });
});

describe("one action at a time", () => {
  it("drops a second call while one runs, and lets claim keep a failure for a field", async () => {
    const first = deferred<void>();
    const work = vi.fn(() => first.promise);
    const { result } = renderHook(() => useBusy(notSignedOut));
    act(() => void result.current.run(work));
    expect(result.current.pending).toBe(true);
    act(() => void result.current.run(work));
    expect(work).toHaveBeenCalledTimes(1);
    await act(async () => first.resolve());
    expect(result.current.pending).toBe(false);

    const claimed: unknown[] = [];
    await act(() =>
      result.current.run(
        () => Promise.reject(new Error("taken")),
        (caught) => claimed.push(caught) > 0,
      ),
    );
    expect(claimed).toHaveLength(1);
    expect(result.current.error).toBeNull();
    await act(() => result.current.run(() => Promise.reject(new Error("boom"))));
    expect(result.current.error).toBe("boom");
  });
});
