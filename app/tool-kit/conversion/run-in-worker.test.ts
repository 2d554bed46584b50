import { describe, expect, it } from "vitest";
import { MessageChannel } from "node:worker_threads";
import { ConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import type { ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import {
  GENERIC_FAILURE_MESSAGE,
  WORKER_FAILED_MESSAGE,
  runInWorker,
  exposeToMain,
  type WorkerLike,
  type WorkerScopeLike,
} from "#app/tool-kit/conversion/run-in-worker.ts";

/** A worker made of a MessageChannel: the converter runs on the other port. */
function fakeWorker(convert: (input: Uint8Array, options: ConvertOptions) => Promise<Uint8Array>) {
  const { port1, port2 } = new MessageChannel();
  let terminated = false;
  const scope: WorkerScopeLike = {
    postMessage: (message, transfer) => port2.postMessage(message, transfer as never),
    addEventListener: (_type, listener) => port2.on("message", (data: unknown) => listener({ data } as MessageEvent)),
  };
  exposeToMain(convert, scope);
  const worker: WorkerLike = {
    postMessage: (message, transfer) => port1.postMessage(message, transfer as never),
    addEventListener: (type, listener) => {
      if (type === "message") port1.on("message", (data: unknown) => listener({ data } as MessageEvent));
    },
    terminate: () => {
      terminated = true;
      port1.close();
      port2.close();
    },
  };
  return { worker, isTerminated: () => terminated };
}

describe("worker protocol", () => {
  it("passes progress and the result, then ends the worker", async () => {
    const fake = fakeWorker(async (input, { onProgress }) => {
      onProgress?.(0.5);
      return new Uint8Array([...input, 9]);
    });
    const progress: number[] = [];
    const out = await runInWorker<Uint8Array, Uint8Array>(() => fake.worker, new Uint8Array([1, 2]), {
      onProgress: (f) => progress.push(f),
    });
    expect([...out]).toEqual([1, 2, 9]);
    expect(progress).toEqual([0.5]);
    expect(fake.isTerminated()).toBe(true);
  });

  it("carries a ConversionError's code and message; hides other errors behind a plain sentence", async () => {
    const failing = fakeWorker(async () => {
      throw new ConversionError("no-audio", "No audio here.");
    });
    await expect(runInWorker(() => failing.worker, new Uint8Array())).rejects.toMatchObject({
      code: "no-audio",
      message: "No audio here.",
    });
    const crashing = fakeWorker(async () => {
      throw new TypeError("x is undefined");
    });
    await expect(runInWorker(() => crashing.worker, new Uint8Array())).rejects.toMatchObject({
      code: "corrupt",
      message: GENERIC_FAILURE_MESSAGE,
    });
  });

  it("ends a stuck worker on timeout and on abort", async () => {
    const stuck = fakeWorker(() => new Promise<Uint8Array>(() => undefined));
    await expect(runInWorker(() => stuck.worker, new Uint8Array(), { timeoutMs: 20 })).rejects.toMatchObject({
      code: "timeout",
    });
    expect(stuck.isTerminated()).toBe(true);
    const controller = new AbortController();
    const stuck2 = fakeWorker(() => new Promise<Uint8Array>(() => undefined));
    const pending = runInWorker(() => stuck2.worker, new Uint8Array(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: "aborted" });
    expect(stuck2.isTerminated()).toBe(true);
  });

  it("reports a worker that cannot start", async () => {
    await expect(
      runInWorker(() => {
        throw new Error("no module workers");
      }, new Uint8Array()),
    ).rejects.toMatchObject({ code: "unsupported", message: WORKER_FAILED_MESSAGE });
  });
});
