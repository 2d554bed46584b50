import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { downloadBlob } from "#app/lib/download.ts";
import { isConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { uniqueNames } from "#app/tool-kit/conversion/file-names.ts";
import { runPool } from "#app/tool-kit/conversion/run-pool.ts";
import { GENERIC_FAILURE_MESSAGE } from "#app/tool-kit/conversion/run-in-worker.ts";
import type { NamedBytes } from "#app/tool-kit/conversion/zip-files.ts";
import type { ConversionRun } from "#app/tool-kit/ui/use-conversion.ts";
import { recordRun } from "#app/tool-kit/ui/tool-run.ts";

/** Conversions at once: each runs in its own worker; two keep a 2-core phone responsive. */
const BATCH_PARALLEL = 2;

export type BatchStatus = "waiting" | "converting" | "done" | "failed";

export interface BatchItem {
  id: number;
  file: File;
  status: BatchStatus;
  progress: number;
  result?: Blob;
  /** The result's download name (before numbering duplicates). */
  name?: string;
  /** Something to know about this result (e.g. characters no font could draw). */
  note?: string;
  error?: string;
}

/** One file's converted result. */
export interface BatchOutcome {
  blob: Blob;
  name: string;
  note?: string;
}

export const newBatchItem = (file: File, id: number): BatchItem => ({ id, file, status: "waiting", progress: 0 });

/**
 * Runs a batch: the waiting (or failed) items convert BATCH_PARALLEL at a time, each with
 * its own progress, result or error; a failure stays with its file. `stop` cancels the
 * run (nothing of it is kept). `onFinish` hears how many of how many were converted.
 */
export function useBatchRun(
  slug: string,
  items: readonly BatchItem[],
  setItems: Dispatch<SetStateAction<BatchItem[]>>,
  convert: (file: File, run: ConversionRun) => Promise<BatchOutcome>,
  onFinish?: (converted: number, total: number) => void,
) {
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const patch = (id: number, change: Partial<BatchItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const stop = () => {
    controller.current?.abort();
    controller.current = null;
    setRunning(false);
  };

  const start = async () => {
    const todo = items.filter((i) => i.status === "waiting" || i.status === "failed");
    if (todo.length === 0 || running) return;
    const current = new AbortController();
    controller.current = current;
    setRunning(true);
    for (const item of todo) patch(item.id, { status: "waiting", progress: 0, error: undefined });
    let converted = 0;
    await runPool(
      todo,
      BATCH_PARALLEL,
      async (item) => {
        patch(item.id, { status: "converting" });
        try {
          const outcome = await convert(item.file, {
            signal: current.signal,
            onProgress: (progress) => {
              if (!current.signal.aborted) patch(item.id, { progress });
            },
          });
          if (current.signal.aborted) return;
          converted++;
          patch(item.id, { status: "done", progress: 1, result: outcome.blob, name: outcome.name, note: outcome.note });
        } catch (error) {
          if (current.signal.aborted) return;
          patch(item.id, {
            status: "failed",
            error: isConversionError(error) ? error.message : GENERIC_FAILURE_MESSAGE,
          });
        }
      },
      current.signal,
    );
    if (current.signal.aborted) return;
    controller.current = null;
    setRunning(false);
    if (converted > 0) recordRun(slug);
    onFinish?.(converted, todo.length);
  };

  return { running, start, stop };
}

/** The items' download names in list order, a repeated one numbered ("report (2).pdf"). */
export function batchNames(items: readonly BatchItem[]): Map<number, string> {
  const named = items.filter((i) => i.name);
  const unique = uniqueNames(named.map((i) => i.name!));
  return new Map(named.map((item, index) => [item.id, unique[index]!]));
}

/** Where a batch stands: its converted items, whether any is left to (re)try, their results' bytes, overall progress (0..1). */
export function batchTotals(items: readonly BatchItem[]) {
  const done = items.filter((i) => i.status === "done" && i.result);
  return {
    done,
    pending: items.some((i) => i.status === "waiting" || i.status === "failed"),
    resultBytes: done.reduce((sum, i) => sum + (i.result?.size ?? 0), 0),
    progress: items.length
      ? items.reduce((sum, i) => sum + (i.status === "failed" ? 1 : i.progress), 0) / items.length
      : 0,
  };
}

/** What a batch's ZIP holds, from its converted items; by default each item's result under its name. */
export type BatchZipEntries = (done: readonly BatchItem[]) => NamedBytes[] | Promise<NamedBytes[]>;

const resultEntries: BatchZipEntries = (done) =>
  Promise.all(done.map(async (i) => ({ name: i.name!, bytes: new Uint8Array(await i.result!.arrayBuffer()) })));

/** One ZIP of every converted item, under its (numbered) download name, or of what `entries` makes of them. */
export async function downloadBatchZip(
  items: readonly BatchItem[],
  zipName: string,
  entries: BatchZipEntries = resultEntries,
): Promise<void> {
  const done = items.filter((i) => i.status === "done" && i.result && i.name);
  const [{ zipFiles }, files] = await Promise.all([import("#app/tool-kit/conversion/zip-files.ts"), entries(done)]);
  downloadBlob(new Blob([zipFiles(files) as BlobPart], { type: "application/zip" }), zipName);
}
