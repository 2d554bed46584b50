import { describe, expect, it } from "vitest";
import { type AppDatabase } from "#server/platform/db/database.ts";
import { databasesPerTest, databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { purgeExpired } from "./retention-purge.ts";
import { bookCallWithMail } from "./test-support/booked-call.ts";
import {
  addAuditEntry,
  addOutboxMail,
  addSubmission,
  addSubscriber,
  ago,
  consentSubjects,
  idsOf,
  NOTICE_PERIODS,
} from "./retention-test-support.ts";

const now = new Date("2026-12-01T06:00:00.000Z");
const periods = NOTICE_PERIODS;
// One millisecond inside and outside each period.
const inside = (days: number) => ago(now, days, -1);
const outside = (days: number) => ago(now, days, 1);

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`retention purge on ${name}`, () => {
    const open = databasesPerTest(target);

    /** One row just inside and one just outside each period, and leads kept by recent activity. */
    async function seed(db: AppDatabase["db"]) {
      const L = periods.leads;
      const A = periods.applications;
      const kept = {
        contact: await addSubmission(db, "contact", inside(L)),
        quoteWithEvent: await addSubmission(db, "quote", ago(now, 1000), { eventAt: inside(L) }),
        auditWithNote: await addSubmission(db, "audit", ago(now, 1000), { noteAt: inside(L) }),
        contactWithEditedNote: await addSubmission(db, "contact", ago(now, 1000), {
          noteAt: ago(now, 900),
          noteEditedAt: inside(L),
        }),
        application: await addSubmission(db, "application", inside(A)),
      };
      const gone = {
        contact: await addSubmission(db, "contact", outside(L), { noteAt: outside(L), eventAt: outside(L) }),
        quoteOldActivity: await addSubmission(db, "quote", ago(now, 1000), {
          noteAt: ago(now, 900),
          eventAt: outside(L),
        }),
        // An application counts from its arrival: later activity does not keep it.
        application: await addSubmission(db, "application", outside(A), { eventAt: inside(A) }),
      };
      const U = periods.unconfirmedSubscribers;
      const S = periods.leftSubscribers;
      const subscribers = {
        keptUnconfirmed: await addSubscriber(db, inside(U)),
        goneUnconfirmed: await addSubscriber(db, outside(U)),
        goneUnconfirmedLeft: await addSubscriber(db, outside(U), { unsubscribedAt: ago(now, 1) }),
        keptOnList: await addSubscriber(db, ago(now, 2000), { confirmedAt: ago(now, 2000) }),
        keptLeft: await addSubscriber(db, ago(now, 400), { confirmedAt: ago(now, 400), unsubscribedAt: inside(S) }),
        goneLeft: await addSubscriber(db, ago(now, 400), { confirmedAt: ago(now, 400), unsubscribedAt: outside(S) }),
      };
      await addAuditEntry(db, outside(periods.auditLog));
      await addAuditEntry(db, inside(periods.auditLog));
      const M = periods.mailOutbox;
      const mails = {
        keptSent: await addOutboxMail(db, "sent", inside(M)),
        keptQueued: await addOutboxMail(db, "queued", outside(M)),
        keptSending: await addOutboxMail(db, "sending", outside(M)),
        goneSent: await addOutboxMail(db, "sent", outside(M)),
        goneFailed: await addOutboxMail(db, "failed", outside(M)),
      };
      // The lead's booked calls go with it; its mail (sent recently) stays for its own period.
      const booked = await bookCallWithMail(db, gone.contact, "asha@example.in");
      return { kept, gone, subscribers, mails, booked };
    }

    const expectedCounts = {
      leads: 2,
      applications: 1,
      unconfirmedSubscribers: 2,
      leftSubscribers: 1,
      auditLog: 1,
      mailOutbox: 2,
      leadNotes: 2,
      leadEvents: 3,
      consentRecords: 3 + 3,
    };

    it("deletes each kind just past its period with its notes, events and consent records; keeps the rest", async () => {
      const { db, ...rest } = await open();
      const { kept, gone, subscribers, mails, booked } = await seed(db);
      const counts = await purgeExpired({ db, dialect: rest.dialect }, { now, periods });
      expect(counts).toEqual(expectedCounts);

      expect(await idsOf(db, "submissions")).toEqual(Object.values(kept).sort((a, b) => a - b));
      const keptNotes = await db.selectFrom("lead_notes").select("submission_id").execute();
      expect(keptNotes.map((row) => row.submission_id).sort()).toEqual(
        [kept.auditWithNote, kept.contactWithEditedNote].sort(),
      );
      const keptEvents = await db.selectFrom("lead_events").select("submission_id").execute();
      expect(keptEvents.map((row) => row.submission_id)).toEqual([kept.quoteWithEvent]);
      expect(await idsOf(db, "subscribers")).toEqual([
        subscribers.keptUnconfirmed,
        subscribers.keptOnList,
        subscribers.keptLeft,
      ]);
      const consent = await consentSubjects(db);
      for (const id of Object.values(gone)) expect(consent).not.toContain(`submission:${id}`);
      expect(consent).toHaveLength(Object.keys(kept).length + 3);
      const audit = await db.selectFrom("audit_log").select("created_at").execute();
      expect(audit.map((row) => row.created_at)).toEqual([inside(periods.auditLog)]);
      expect(await idsOf(db, "bookings")).toEqual([]);
      expect(await idsOf(db, "mail_outbox")).toEqual(
        [mails.keptSent, mails.keptQueued, mails.keptSending, ...booked.mails.map((row) => row.id)].sort(
          (a, b) => a - b,
        ),
      );

      // Nothing is left to delete: a second run counts nothing.
      const again = await purgeExpired({ db, dialect: rest.dialect }, { now, periods });
      expect(Object.values(again).every((value) => value === 0)).toBe(true);
    });

    it("a dry run deletes nothing and counts what the real run then deletes", async () => {
      const { db, dialect } = await open();
      await seed(db);
      // Every row the purge may delete, by table.
      const rows = async () => ({
        submissions: await idsOf(db, "submissions"),
        notes: await idsOf(db, "lead_notes"),
        events: await idsOf(db, "lead_events"),
        subscribers: await idsOf(db, "subscribers"),
        audit: await idsOf(db, "audit_log"),
        mails: await idsOf(db, "mail_outbox"),
        consent: await consentSubjects(db),
      });
      const before = await rows();
      const preview = await purgeExpired({ db, dialect }, { now, periods, dryRun: true });
      expect(preview).toEqual(expectedCounts);
      expect(await rows()).toEqual(before);
      expect(await purgeExpired({ db, dialect }, { now, periods })).toEqual(preview);
    });

    it("works through more rows than a batch, and follows shorter configured periods", async () => {
      const { db, dialect } = await open();
      const old = [];
      for (let i = 0; i < 7; i += 1)
        old.push(await addSubmission(db, "contact", ago(now, 11), { noteAt: ago(now, 11) }));
      const recent = await addSubmission(db, "contact", ago(now, 9));
      const counts = await purgeExpired({ db, dialect }, { now, periods: { ...periods, leads: 10 }, batchSize: 2 });
      expect(counts).toMatchObject({ leads: 7, leadNotes: 7 });
      expect(await idsOf(db, "submissions")).toEqual([recent]);
    });
  });
}
