/** Test support: the Retry-After header of a 429 or 503, checked the way a client reads it. */
import { expect } from "vitest";

/**
 * Asserts that `response` carries Retry-After as whole seconds (digits only, RFC 9110's
 * delay-seconds) from `min` to `max` inclusive, and returns the seconds (to compare with the
 * message that names the same wait).
 */
export function expectRetryAfter(response: { headers: Record<string, unknown> }, min: number, max: number): number {
  const header = response.headers["retry-after"];
  expect(String(header ?? ""), "Retry-After in whole seconds").toMatch(/^\d+$/);
  const seconds = Number(header);
  expect(seconds, `Retry-After from ${min} to ${max} s`).toBeGreaterThanOrEqual(min);
  expect(seconds, `Retry-After from ${min} to ${max} s`).toBeLessThanOrEqual(max);
  return seconds;
}

/** A refusal: `status` (429 or 503) with Retry-After from `min` to `max` seconds; returns the seconds. */
export function expectRefusal(
  response: { statusCode: number; headers: Record<string, unknown> },
  status: 429 | 503,
  min: number,
  max: number,
): number {
  expect(response.statusCode).toBe(status);
  return expectRetryAfter(response, min, max);
}
