import type { AdminTestApp } from "#server/test-support/admin-app.ts";
import type { RUNS } from "./oracles.ts";
import type { RequestLog } from "./requests.ts";

/** What the hostile-input properties share: the app under test, its signed-in session, settings. */
export interface HostileSuite {
  t: AdminTestApp;
  /** The Cookie header value of the live admin session, and the token in it. */
  cookie: string;
  token: string;
  runs: (typeof RUNS)[keyof typeof RUNS];
  log: RequestLog;
  /** fast-check parameters: the fixed seed plus an offset of the property's own, and its runs. */
  params: (offset: number, numRuns: number) => { seed: number; numRuns: number };
  /** Rows in a table now. */
  count: (table: "submissions" | "subscribers") => Promise<number>;
  /** An address that has sent nothing yet. */
  freshAddress: () => string;
  /** Outgoing network attempts the test's tripwires caught. */
  network: { attempts: string[] };
}
