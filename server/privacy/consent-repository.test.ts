import { describe, expect, it } from "vitest";
import { NOTICE_VERSION } from "#contracts/privacy/notice.ts";
import { type AppDatabase } from "#server/platform/db/database.ts";
import { databaseTargets, suiteDatabase } from "#server/platform/db/test-support/databases.ts";
import { type ConsentRepository, createConsentRepository } from "./consent-repository.ts";

// The consent records' repository: listing, withdrawal of marketing, erasure by e-mail.

const AT = new Date("2026-11-28T09:00:00.000Z");
const LATER = new Date("2026-12-01T12:00:00.000Z");

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`consent repository on ${name}`, () => {
    let database: AppDatabase;
    let consents: ConsentRepository;
    suiteDatabase(target, (ready) => {
      database = ready;
      consents = createConsentRepository(database.db);
    });

    const record = (email: string, subjectId: number, purposes: ("reply" | "newsletter" | "marketing")[]) =>
      consents.record({
        email,
        subject: purposes.includes("newsletter") ? "subscriber" : "submission",
        subjectId,
        consent: {
          form: purposes.includes("newsletter") ? "subscribe" : "contact",
          noticeVersion: NOTICE_VERSION,
          purposes,
        },
        at: AT,
      });

    it("withdraws only the address's marketing and newsletter consents, and erases only its records", async () => {
      await record(" Mira@Example.com ", 1, ["reply"]);
      await record("mira@example.com", 2, ["reply", "marketing"]);
      await record("mira@example.com", 3, ["newsletter"]);
      await record("other@example.com", 4, ["reply", "marketing"]);

      expect(await consents.listForSubject("submission", 2)).toEqual([
        {
          id: expect.any(Number),
          email: "mira@example.com",
          subject: "submission",
          subjectId: 2,
          form: "contact",
          noticeVersion: NOTICE_VERSION,
          purposes: ["reply", "marketing"],
          createdAt: AT.toISOString(),
          withdrawnAt: null,
        },
      ]);

      expect(await consents.withdrawMarketing("MIRA@example.com", LATER)).toBe(2);
      const mira = await consents.listForEmail("mira@example.com");
      expect(mira.map((consent) => [consent.subjectId, consent.withdrawnAt])).toEqual([
        [1, null],
        [2, LATER.toISOString()],
        [3, LATER.toISOString()],
      ]);
      // A second withdrawal changes nothing; the other address keeps its consent.
      expect(await consents.withdrawMarketing("mira@example.com", new Date())).toBe(0);
      expect((await consents.listForEmail("other@example.com"))[0]!.withdrawnAt).toBeNull();

      expect(await consents.deleteByEmail("Mira@Example.com")).toBe(3);
      expect(await consents.listForEmail("mira@example.com")).toEqual([]);
      expect(await consents.listForSubject("submission", 4)).toHaveLength(1);
    });
  });
}
