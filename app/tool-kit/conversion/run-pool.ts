/**
 * Runs `task` on every item with at most `limit` running at once, in list order, and
 * resolves when all have settled. A failing task does not stop the others (the task
 * reports its own outcome); aborting `signal` starts no further task.
 */
export async function runPool<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next++;
      try {
        await task(items[index] as T, index);
      } catch {
        // the task reports its own failure; the lane goes on with the next item
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}
