import type { AddressInfo } from "node:net";
import { startHostileSites } from "../corpus/hostile-sites/site.ts";
import { createTestApp } from "#server/test-support/test-app.ts";
import { formatReport, meetsBars, runHostile } from "./hostile-run.ts";

// npm run bench -- hostile: the API server audits, crawls and link-previews every entry of
// corpus/hostile-sites three times, two requests at a time, while /api/health is asked every
// 50 ms. Bars (issue 25): every audit, crawl and preview answers within its deadline, health p99
// ≤ 50 ms and worst ≤ 250 ms, event-loop delay max ≤ 100 ms.

const REPETITIONS = Number(process.env.HOSTILE_REPETITIONS ?? 3);

export default async function hostile(): Promise<boolean> {
  const sites = await startHostileSites(process.env.HOSTILE_ONLY ?? "");
  const server = await createTestApp(undefined, {
    config: { seoAuditAllowHosts: ["127.0.0.1"], rateLimitAllowList: ["127.0.0.1"] },
  });
  try {
    await server.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    const report = await runHostile(`http://127.0.0.1:${port}`, sites, { repetitions: REPETITIONS });
    console.log(formatReport(report));
    return meetsBars(report);
  } finally {
    await server.close();
    await sites.close();
  }
}
