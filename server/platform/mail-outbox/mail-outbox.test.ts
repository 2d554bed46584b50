import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseTarget } from "#server/config.ts";
import { type AppDatabase, openDatabase } from "#server/platform/db/database.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import type { MailMessage, MailTransport } from "#server/platform/mail.ts";
import { createMailOutboxRepository, type MailOutboxRepository } from "./outbox-repository.ts";
import { backoffMs, type OutboxWorker, startOutboxWorker } from "./outbox-worker.ts";

const mail = (n: number): MailMessage => ({
  from: "team@crestline.test",
  to: `visitor${n}@example.com`,
  subject: `Mail ${n}`,
  text: `Hello ${n}`,
  attachments: [{ filename: "call.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" }],
});

const quietLog = { warn() {}, info() {}, error() {} } as unknown as FastifyBaseLogger;
const pause = () => new Promise((resolve) => setTimeout(resolve, 3));

/** A worker that only runs when told (its timer is an hour away). */
function worker(repository: MailOutboxRepository, transport: MailTransport, clock: { now: Date }, maxAttempts = 10) {
  return startOutboxWorker({
    repository,
    transport: async () => transport,
    now: () => clock.now,
    log: quietLog,
    retryMs: 1_000,
    pollMs: 3_600_000,
    maxAttempts,
  });
}

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`mail outbox (${name})`, () => {
    let first: AppDatabase;
    let second: AppDatabase;
    let directory: string | undefined;
    const workers: OutboxWorker[] = [];

    beforeAll(async () => {
      let where: DatabaseTarget = await target();
      if (where.dialect === "sqlite") {
        // Two connections to one file: two processes sharing the database.
        directory = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
        where = { dialect: "sqlite", filename: path.join(directory, "app.db") };
      }
      first = await openDatabase(where);
      second = await openDatabase(where);
    });
    afterAll(async () => {
      await Promise.all(workers.map((one) => one.stop()));
      await second?.close();
      await first?.close();
      if (directory) fs.rmSync(directory, { recursive: true, force: true });
    });

    it("sends each mail once when two instances' workers race for the same rows", async () => {
      const repository = createMailOutboxRepository(first.db, first.dialect);
      const other = createMailOutboxRepository(second.db, second.dialect);
      const clock = { now: new Date("2026-11-29T10:00:00.000Z") };
      // Both connections open before the race, so neither starts late.
      await Promise.all([repository.forLead(0), other.forLead(0)]);
      const ids: number[] = [];
      for (let n = 0; n < 60; n += 1)
        ids.push(await repository.enqueue(mail(n), { kind: "test", leadId: 7 }, clock.now));
      const sent: string[] = [];
      // Each send yields, so the two workers' claims and sends interleave.
      const transport: MailTransport = {
        send: async (message) => {
          await pause();
          sent.push(message.subject);
        },
      };
      const a = worker(repository, transport, clock);
      const b = worker(other, transport, clock);
      workers.push(a, b);
      const claimed = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);

      expect(sent).toHaveLength(60);
      expect(new Set(sent).size).toBe(60);
      // Both took part: the rows were shared out, not sent twice.
      expect(claimed[0]).toBeGreaterThan(0);
      expect(claimed[1]).toBeGreaterThan(0);
      const entries = await repository.forLead(7);
      expect(entries.map((entry) => entry.state)).toEqual(ids.map(() => "sent"));
      expect(entries.every((entry) => entry.attempts === 1 && entry.sentAt === clock.now.toISOString())).toBe(true);
      await repository.deleteForLead(7);
      expect(await repository.forLead(7)).toEqual([]);
    });

    it("keeps a mail the transport refuses and sends it after the backoff once the server is back", async () => {
      const repository = createMailOutboxRepository(first.db, first.dialect);
      const clock = { now: new Date("2026-11-29T11:00:00.000Z") };
      let failures = 3;
      const delivered: MailMessage[] = [];
      const transport: MailTransport = {
        send: async (message) => {
          if (failures > 0) {
            failures -= 1;
            throw new Error("connect ECONNREFUSED 127.0.0.1:25");
          }
          delivered.push(message);
        },
      };
      const one = worker(repository, transport, clock);
      workers.push(one);
      await repository.enqueue(mail(100), { kind: "test", leadId: 8 }, clock.now);

      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect(await one.runOnce()).toBe(1);
        const [entry] = await repository.forLead(8);
        expect(entry).toMatchObject({
          state: "queued",
          attempts: attempt,
          lastError: "connect ECONNREFUSED 127.0.0.1:25",
        });
        // Not due again before its backoff (1 s, 2 s, 4 s)...
        clock.now = new Date(clock.now.getTime() + backoffMs(attempt, 1_000) - 1);
        expect(await one.runOnce()).toBe(0);
        // ...and due once it has passed.
        clock.now = new Date(clock.now.getTime() + 1);
      }
      expect(await one.runOnce()).toBe(1);
      expect(delivered).toEqual([mail(100)]);
      const [entry] = await repository.forLead(8);
      expect(entry).toMatchObject({ state: "sent", attempts: 4, lastError: null, to: "visitor100@example.com" });
    });

    it("marks a mail failed with the reason once it has had its attempts", async () => {
      const repository = createMailOutboxRepository(first.db, first.dialect);
      const clock = { now: new Date("2026-11-29T12:00:00.000Z") };
      const transport: MailTransport = { send: () => Promise.reject(new Error("550 mailbox unavailable")) };
      const one = worker(repository, transport, clock, 2);
      workers.push(one);
      await repository.enqueue(mail(200), { kind: "test", leadId: 9 }, clock.now);
      await one.runOnce();
      clock.now = new Date(clock.now.getTime() + 60_000);
      await one.runOnce();
      clock.now = new Date(clock.now.getTime() + 3_600_000);
      expect(await one.runOnce()).toBe(0);
      const [entry] = await repository.forLead(9);
      expect(entry).toMatchObject({ state: "failed", attempts: 2, lastError: "550 mailbox unavailable", sentAt: null });
    });

    it("takes back a mail whose sender stopped mid-send once its claim has lapsed", async () => {
      const repository = createMailOutboxRepository(first.db, first.dialect);
      const clock = new Date("2026-11-29T13:00:00.000Z");
      await repository.enqueue(mail(300), { kind: "test", leadId: 10 }, clock);
      const [claimed] = await repository.claim(clock, 60_000, 5);
      expect(claimed?.message).toEqual(mail(300));
      expect(await repository.claim(new Date(clock.getTime() + 59_999), 60_000, 5)).toEqual([]);
      const [again] = await repository.claim(new Date(clock.getTime() + 60_000), 60_000, 5);
      expect(again).toMatchObject({ id: claimed?.id, attempts: 2 });
      // The first claim is over: its late answer changes nothing.
      expect(await repository.markSent(claimed!, clock)).toBe(false);
      expect(await repository.markSent(again!, clock)).toBe(true);
    });
  });
}

describe("backoffMs", () => {
  it("doubles from the first retry and stops at an hour", () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20, 30_000)).toBe(3_600_000);
  });
});
