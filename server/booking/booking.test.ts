import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  BOOKING_AVAILABILITY_API_PATH,
  BOOKING_CALLS_API_PATH,
  BOOKING_CANCEL_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_SLOTS_PATH,
  type BookingCreated,
  BOOKINGS_PATH,
  DEFAULT_AVAILABILITY,
  MSG_SLOT_TAKEN,
  type SlotsAnswer,
  type SlotTaken,
  type UpcomingCall,
} from "#contracts/booking/booking.ts";
import type { RelatedLead, TimelineEvent } from "#contracts/leads/lead-desk.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { contact, leadDeskSuite, NOW, SAMPLE_SOURCE } from "#server/test-support/lead-desk-app.ts";
import { createBookingsRepository } from "./bookings-repository.ts";

// Booking a call on each database: the constraint that makes a time bookable once (50
// visitors at once), the lead it makes, the mails with their invitations, and the links.

// NOW is Sunday 22 Nov 2026, 3:30 pm in New Delhi; Monday's first call is 9:00 am there (03:30Z).
const MONDAY_9 = "2026-11-23T03:30:00.000Z";
const MONDAY_930 = "2026-11-23T04:00:00.000Z";
const MONDAY_940 = "2026-11-23T04:10:00.000Z";
const visitor = (n: number) => ({
  start: MONDAY_9,
  fullName: `Visitor ${n}`,
  contactNumber: "+91 98765 43210",
  email: `visitor${n}@example.in`,
  marketingConsent: false,
});

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`booking a call on ${name}`, () => {
    const suite = leadDeskSuite(target);
    const app = () => suite.state().app;
    const book = (payload: object, remoteAddress = "10.0.0.1") =>
      app().inject({ method: "POST", url: BOOKINGS_PATH, payload, remoteAddress });
    /** Only Asha takes calls: Ravi turns his off (a staff member sets their own hours). */
    const onlyAsha = async () => {
      const { ravi, asha } = suite.state();
      const off = { ...DEFAULT_AVAILABILITY, takesCalls: false };
      expect(
        (await suite.as(ravi).send("PUT" as "POST", `${BOOKING_AVAILABILITY_API_PATH}/${ravi.id}`, off)).statusCode,
      ).toBe(200);
      const on = { ...DEFAULT_AVAILABILITY, takesCalls: true };
      expect(
        (await suite.as(asha).send("PUT" as "POST", `${BOOKING_AVAILABILITY_API_PATH}/${asha.id}`, on)).statusCode,
      ).toBe(200);
    };
    const clear = async () => {
      const { db } = suite.state().database;
      await db.deleteFrom("booking_availability").execute();
      await db.deleteFrom("shared_limits").execute();
    };

    it("books one time once: of 50 visitors at once exactly one succeeds, the others get 409 and the next free times", async () => {
      await clear();
      await onlyAsha();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, n) => book(visitor(n), `10.1.${Math.floor(n / 200)}.${n + 1}`)),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(49);
      const refused = answers.find((answer) => answer.statusCode === 409)!.json<SlotTaken>();
      expect(refused.error).toBe(MSG_SLOT_TAKEN);
      expect(refused.nextSlots[0]?.start).toBe(MONDAY_940);
      const { db } = suite.state().database;
      expect(await db.selectFrom("bookings").select("id").where("status", "=", "active").execute()).toHaveLength(1);
      // A refused booking leaves no lead behind.
      expect(await db.selectFrom("submissions").select("id").where("type", "=", "booking").execute()).toHaveLength(1);
    });

    it("the database itself refuses a second active booking of a time: 50 stores at once past every check, one kept", async () => {
      await clear();
      const { database, asha } = suite.state();
      const bookings = createBookingsRepository(database.db);
      const at = new Date(NOW);
      const stored = await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          bookings.book(
            { uid: `race-${n}`, staffId: asha.id, staffName: "Asha", start: MONDAY_9, end: MONDAY_930, createdAt: at },
            { type: "booking", data: visitor(n), createdAt: at },
          ),
        ),
      );
      expect(stored.filter((result) => result !== null)).toHaveLength(1);
      expect(await database.db.selectFrom("submissions").select("id").execute()).toHaveLength(1);
      // A cancelled booking no longer holds the time.
      const kept = stored.find((result) => result !== null)!;
      await database.db.updateTable("bookings").set({ status: "cancelled" }).where("id", "=", kept.id).execute();
      const again = await bookings.book(
        { uid: "after", staffId: asha.id, staffName: "Asha", start: MONDAY_9, end: MONDAY_930, createdAt: at },
        { type: "booking", data: visitor(99), createdAt: at },
      );
      expect(again).not.toBeNull();
    });

    it("a booking is a lead with its source, linked to the person's earlier leads, on the timeline; both sides get a parsable invitation", async () => {
      await clear();
      await onlyAsha();
      const earlier = await suite.insert(contact("Meera Iyer", "meera@example.in"));
      // The context a page sends is the stored source without the channel the server derives.
      const { channel: _channel, ...context } = { ...SAMPLE_SOURCE, landingPage: "/case-studies/x" };
      const answer = await book({ ...visitor(1), fullName: "Meera Iyer", email: "Meera@Example.in", context });
      expect(answer.statusCode).toBe(201);
      const created = answer.json<BookingCreated>();
      expect(created).toMatchObject({ start: MONDAY_9, staffName: "Asha Verma" });

      const lead = await suite
        .state()
        .database.db.selectFrom("submissions")
        .selectAll()
        .where("type", "=", "booking")
        .executeTakeFirstOrThrow();
      expect(JSON.parse(lead.data)).toMatchObject({
        fullName: "Meera Iyer",
        callStart: MONDAY_9,
        callWith: "Asha Verma",
      });
      expect(lead.landing_page).toBe("/case-studies/x");
      expect(lead.channel).toBe("organic");
      const related = (await suite.as().get(`/api/admin/submissions/${lead.id}/related`)).json<RelatedLead[]>();
      expect(related.map((item) => item.id)).toEqual([earlier]);
      // Both invitations are queued in the mail outbox with the lead, the .ics kept in the row.
      const queued = await suite
        .state()
        .database.db.selectFrom("mail_outbox")
        .select(["kind", "message"])
        .where("lead_id", "=", lead.id)
        .where("kind", "like", "booking-%")
        .orderBy("id")
        .execute();
      expect(queued.map((row) => row.kind)).toEqual(["booking-visitor", "booking-staff"]);
      for (const row of queued) {
        expect(JSON.parse(row.message).attachments).toEqual([
          expect.objectContaining({ filename: "invite.ics", content: expect.stringContaining("BEGIN:VCALENDAR") }),
        ]);
      }
      await app().mailOutbox.runOnce();
      const timeline = (await suite.as().get(`/api/admin/submissions/${lead.id}/timeline`)).json<TimelineEvent[]>();
      expect(timeline.filter((event) => event.kind !== "mail").map((event) => event.kind)).toEqual([
        "received",
        "booking",
      ]);
      const mailed = timeline.flatMap((event) => (event.kind === "mail" ? [`${event.mailKind}: ${event.state}`] : []));
      expect(mailed).toEqual(expect.arrayContaining(["booking-visitor: sent", "booking-staff: sent"]));

      const mails = suite.sent.filter((mail) => mail.attachments?.length);
      expect(mails).toHaveLength(2);
      expect(mails.map((mail) => mail.to).sort()).toEqual(["Meera@Example.in", "team@crestline.example"].sort());
      for (const mail of mails) {
        const event = new ICAL.Event(
          new ICAL.Component(ICAL.parse(mail.attachments![0]!.content)).getFirstSubcomponent("vevent")!,
        );
        expect(event.startDate.toJSDate().toISOString()).toBe(MONDAY_9);
        expect(event.endDate.toJSDate().toISOString()).toBe("2026-11-23T04:00:00.000Z");
      }
      const calls = (await suite.as().get(BOOKING_CALLS_API_PATH)).json<UpcomingCall[]>();
      expect(calls).toMatchObject([{ submissionId: lead.id, name: "Meera Iyer", start: MONDAY_9 }]);
    });

    it("the mailed links show, move and cancel the call without an account; a cancelled time is free again", async () => {
      await clear();
      await onlyAsha();
      const { token } = (await book(visitor(2))).json<BookingCreated>();
      const view = await app().inject({
        method: "GET",
        url: `${BOOKING_MANAGE_PATH}?token=${encodeURIComponent(token)}`,
      });
      expect(view.json()).toMatchObject({ status: "active", start: MONDAY_9 });
      const moved = await app().inject({
        method: "POST",
        url: BOOKING_RESCHEDULE_PATH,
        payload: { token, start: MONDAY_940 },
      });
      expect(moved.json()).toMatchObject({ status: "active", start: MONDAY_940 });
      // The old time is free for someone else, and the same link now acts on the new time.
      expect((await book(visitor(3), "10.0.0.3")).statusCode).toBe(201);
      const cancelled = await app().inject({ method: "POST", url: BOOKING_CANCEL_PATH, payload: { token } });
      expect(cancelled.json()).toMatchObject({ status: "cancelled", start: MONDAY_940 });
      expect((await app().inject({ method: "POST", url: BOOKING_CANCEL_PATH, payload: { token } })).statusCode).toBe(
        409,
      );
      expect((await book({ ...visitor(4), start: MONDAY_940 }, "10.0.0.4")).statusCode).toBe(201);
      const forged = await app().inject({
        method: "GET",
        url: `${BOOKING_MANAGE_PATH}?token=${encodeURIComponent(`${token}x`)}`,
      });
      expect(forged.statusCode).toBe(404);
    });

    it("offers only free times: past days, closed Sundays and full days are marked, bad input is 4xx", async () => {
      await clear();
      await onlyAsha();
      const slots = (await app().inject({ method: "GET", url: BOOKING_SLOTS_PATH })).json<SlotsAnswer>();
      expect(slots.days[0]).toMatchObject({ day: "2026-11-22", state: "closed" });
      expect(slots.days[1]?.slots[0]?.start).toBe(MONDAY_9);
      expect((await app().inject({ method: "GET", url: `${BOOKING_SLOTS_PATH}?from=2020-01-01` })).statusCode).toBe(
        400,
      );
      expect((await book({ ...visitor(5), start: "2026-11-23T03:31:00.000Z" })).statusCode).toBe(409);
      expect((await book({ ...visitor(5), email: "nope" })).statusCode).toBe(400);
    });

    it("a staff member sets only their own hours; an owner sets anyone's", async () => {
      const { ravi, asha, database } = suite.state();
      const role = (id: number, value: string) =>
        database.db.updateTable("admin_users").set({ role: value }).where("id", "=", id).execute();
      await role(ravi.id, "staff");
      try {
        const put = (who: typeof ravi, id: number) =>
          suite.as(who).send("PUT" as "POST", `${BOOKING_AVAILABILITY_API_PATH}/${id}`, DEFAULT_AVAILABILITY);
        expect((await put(ravi, asha.id)).statusCode).toBe(403);
        expect((await put(ravi, ravi.id)).statusCode).toBe(200);
        expect((await put(asha, ravi.id)).statusCode).toBe(200);
        const own = (await suite.as(ravi).get(BOOKING_AVAILABILITY_API_PATH)).json<{ staffId: number }[]>();
        expect(own.map((member) => member.staffId)).toEqual([ravi.id]);
        const bad = await put(asha, asha.id).then(() =>
          suite.as(asha).send("PUT" as "POST", `${BOOKING_AVAILABILITY_API_PATH}/${asha.id}`, {
            ...DEFAULT_AVAILABILITY,
            callMinutes: 7,
          }),
        );
        expect(bad.statusCode).toBe(400);
      } finally {
        await role(ravi.id, "owner");
      }
    });
  });
}
