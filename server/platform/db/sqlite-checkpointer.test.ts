import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const submission = (n: number) => ({
  type: "contact",
  data: { fullName: `Visitor ${n}`, message: `Message ${n} `.repeat(40) },
  createdAt: new Date(Date.UTC(2026, 10, 26, 10, 0, n % 60)),
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("SQLite checkpoints in a worker", () => {
  it("copies the log into the database file while submissions stream in, long before the automatic checkpoint", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-checkpoint-"));
    dirs.push(dir);
    const filename = path.join(dir, "app.db");
    const database = await openDatabase({ dialect: "sqlite", filename });
    try {
      // Migrations ran on the main connection: their pages wait in the log (far below the
      // 4,000 pages of the automatic checkpoint), so the file itself is still small.
      const before = fs.statSync(filename).size;
      // 600 submissions in batches: a few hundred pages of log, still far below 4,000.
      for (let batch = 0; batch < 6; batch++) {
        await Promise.all(
          Array.from({ length: 100 }, (_, n) => database.insertSubmission(submission(batch * 100 + n))),
        );
      }
      let after = fs.statSync(filename).size;
      for (let waited = 0; waited < 3_000 && after <= before; waited += 50) {
        await pause(50);
        after = fs.statSync(filename).size;
      }
      expect(after).toBeGreaterThan(before);
      const count = await database.db
        .selectFrom("submissions")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst();
      expect(Number(count?.n)).toBe(600);
    } finally {
      await database.close();
    }
    // The worker's connection closed first, so the main one checkpointed the rest and removed the log.
    expect(fs.existsSync(`${filename}-wal`)).toBe(false);
  });
});
