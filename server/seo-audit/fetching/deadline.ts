import { AuditError } from "../errors.ts";

// One deadline for a whole chain of steps (DNS, redirects, body): each step races it, and the
// signal aborts the request in flight when it passes.

export interface Deadline {
  signal: AbortSignal;
  /** Rejects with the TIMEOUT error when the deadline passes. */
  race<T>(promise: Promise<T>): Promise<T>;
  dispose(): void;
}

export function createDeadline(ms: number): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new AuditError("TIMEOUT", `${ms} ms`)), ms);
  return {
    signal: controller.signal,
    race<T>(promise: Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (controller.signal.aborted) {
          reject(controller.signal.reason);
          return;
        }
        const onAbort = (): void => reject(controller.signal.reason);
        controller.signal.addEventListener("abort", onAbort, { once: true });
        promise.then(
          (v) => {
            controller.signal.removeEventListener("abort", onAbort);
            resolve(v);
          },
          (e: unknown) => {
            controller.signal.removeEventListener("abort", onAbort);
            reject(e);
          },
        );
      });
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}
