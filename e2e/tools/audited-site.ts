import { startTestServer, type TestServer } from "../../server/seo-audit/seo-audit-test-support.ts";
import { test } from "../support.ts";

/**
 * A local site for one spec file's audits (the e2e server allows 127.0.0.1): started before
 * the file's tests and closed after them. A finished audit bumps the tool's run counter with
 * a beacon; that is checked in e2e/seo-audit-lead.spec.ts, so here it is answered in the
 * browser. Returns the running site, to read inside tests and the handler.
 */
export function useAuditedSite(handler: Parameters<typeof startTestServer>[0]): () => TestServer {
  let site: TestServer | undefined;
  test.beforeAll(async () => {
    site = await startTestServer(handler);
  });
  test.afterAll(async () => {
    await site?.close();
  });
  test.beforeEach(async ({ page }) => {
    await page.route("**/api/tool-runs", (route) => route.fulfill({ status: 204 }));
  });
  return () => {
    if (!site) throw new Error("the audited site is not running");
    return site;
  };
}
