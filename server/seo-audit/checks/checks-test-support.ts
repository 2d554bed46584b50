import { type AuditInput, type CheckFn, createContext } from "./check-context.ts";

// Builders shared by the checks' tests.

export function input(html: string, over: Partial<AuditInput> = {}): AuditInput {
  return {
    url: "https://www.example.com/page",
    html,
    headers: {},
    status: 200,
    timing: { responseTimeMs: 100 },
    robotsTxt: { status: "found", body: "User-agent: *\nDisallow: /admin" },
    ...over,
  };
}
export const run = (check: CheckFn, html: string, over: Partial<AuditInput> = {}) =>
  check(createContext(input(html, over)));
export const head = (inner: string) => `<!doctype html><html><head>${inner}</head><body></body></html>`;
export const body = (inner: string) => `<!doctype html><html><head></head><body>${inner}</body></html>`;
