/** Test support: a search refused by the per-client limit (server/site/searched-pages.ts). */
import { expect } from "vitest";
import { expectRefusal } from "#server/test-support/retry-after.ts";

/** 429 with Retry-After within the minute, and a message that names the same wait. */
export function expectSearchRefused(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  const seconds = expectRefusal(response, 429, 1, 60);
  expect(response.body).toBe(
    `Too many searches from your network. Try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
  );
}
