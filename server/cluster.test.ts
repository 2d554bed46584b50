import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresAvailable } from "./platform/db/test-support/postgres-cluster.ts";
import {
  checkChangesAcross,
  checkSessionAcross,
  checkSharedLimit,
  type Instances,
  rollingRestart,
  startInstances,
  streamSubmissions,
} from "./test-support/instances.ts";

// Two real server processes on one PostgreSQL database behind a round-robin proxy: what
// running several instances behind a load balancer needs (`npm run bench -- cluster`
// measures the same with more traffic).
const available = postgresAvailable();
if (!available) console.warn("\n⚠ PostgreSQL binaries not found: the several-instances test is SKIPPED.\n");

describe.skipIf(!available)("two instances on one PostgreSQL database", { timeout: 180_000 }, () => {
  let instances: Instances;
  beforeAll(async () => {
    instances = await startInstances();
  });
  afterAll(async () => {
    await instances?.stop();
  });
  const ports = () => instances.servers.map((server) => server.port) as [number, number];

  it("keeps every acknowledged submission through a rolling restart, with no 5xx and no reset", async () => {
    const before = await instances.countSubmissions();
    const restarting = rollingRestart(instances);
    const stream = await streamSubmissions(instances.proxy.port, restarting, { workers: 4, pauseMs: 10 });
    expect(await restarting).toBe(2);
    expect({ lost: stream.lost, serverErrors: stream.serverErrors, other: stream.other }).toEqual({
      lost: 0,
      serverErrors: 0,
      other: {},
    });
    expect(stream.sent).toBeGreaterThan(50);
    expect(stream.created).toBe(stream.sent);
    expect(await instances.countSubmissions()).toBe(before + stream.created);
    // Both instances answered, before and after their restarts.
    expect(instances.proxy.answered.every((answers) => answers > 0)).toBe(true);
  });

  it("accepts a session signed in on one instance on the other", async () => {
    const [first, second] = ports();
    await expect(checkSessionAcross(first, second, await instances.countSubmissions())).resolves.toBeUndefined();
  });

  it("counts a rate limit once across both instances", async () => {
    const [first, second] = ports();
    await expect(checkSharedLimit(first, second)).resolves.toBeUndefined();
  });

  it("shows a change made on one instance on the other at once", async () => {
    const [first, second] = ports();
    await expect(checkChangesAcross(first, second)).resolves.toBeUndefined();
  });
});
