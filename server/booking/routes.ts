import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { addDays, todayInAdminZone } from "#contracts/calendar.ts";
import {
  BOOKING_CANCEL_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_SLOTS_PATH,
  BOOKING_WINDOW_DAYS,
  type BookingCreated,
  BOOKINGS_PATH,
  type BookingView,
  MSG_BOOKING_CLOSED,
  MSG_LINK_REFUSED,
  MSG_SLOT_TAKEN,
  MSG_SLOT_UNKNOWN,
  NEXT_SLOTS_OFFERED,
  type SlotsAnswer,
  type SlotTaken,
  BOOKING_TIME_ZONE,
} from "#contracts/booking/booking.ts";
import {
  bookingFormSchema,
  bookingTokenSchema,
  rescheduleSchema,
  slotsQuerySchema,
} from "#contracts/booking/booking-schemas.ts";
import { HONEYPOT_FIELD, honeypotFilled, MSG_INVALID_FIELDS } from "#contracts/leads/form-constants.ts";
import { fieldErrors } from "#contracts/leads/forms.ts";
import { storedLeadSource } from "#contracts/leads/lead-source-schema.ts";
import type { AppConfig } from "#server/config.ts";
import { routeLimit } from "#server/platform/limits/limit-message.ts";
import { withConsent } from "#server/privacy/form-consent.ts";
import { createOutboxNotifier, notifyInBackground } from "#server/leads/notifier.ts";
import { bookingMails, type BookingMailKind } from "./booking-mails.ts";
import { checkBookingLink, signBookingLink } from "./booking-links.ts";
import { createBookingsRepository, type StoredBooking } from "./bookings-repository.ts";
import { nextFreeSlots, type SlotQuery, slotDays, staffFreeAt } from "./slots.ts";

export interface BookingRouteOptions {
  config: AppConfig;
  now?: () => Date;
  /** The site's tool slugs: a booking's source names only these. */
  knownTools?: ReadonlySet<string>;
}

/**
 * Per address: a visitor books once, maybe after a taken time or a typo; the slots list is
 * read on every day picked. Each request reads the staff (a few rows) and the window's active
 * calls (bounded by staff × times a fortnight), so its cost is bounded too.
 */
const BOOKING_RATE_LIMITS = {
  slots: { max: 60, timeWindow: 60_000 },
  book: { max: 10, timeWindow: 60_000 },
  links: { max: 20, timeWindow: 60_000 },
} as const;

const WINDOW_MS = (BOOKING_WINDOW_DAYS + 1) * 24 * 60 * 60 * 1000;
const VISITOR = { id: null, displayName: "Visitor (booking page)" };

const viewOf = (booking: StoredBooking): BookingView => ({
  status: booking.status,
  start: booking.start,
  end: booking.end,
  staffName: booking.staffName,
  name: booking.name,
});

export async function bookingRoutes(app: FastifyInstance, opts: BookingRouteOptions) {
  const now = opts.now ?? (() => new Date());
  const { config } = opts;
  const bookings = createBookingsRepository(app.personalData.db);
  const knownTools = opts.knownTools ?? new Set<string>();
  const notifier = createOutboxNotifier(app.mailOutbox, config.smtp, app.log, undefined, config.publicUrl);

  /** What the slots are computed from: every staff member's hours and the window's calls. */
  async function slotQuery(at: Date, fromDay: string, days: number): Promise<SlotQuery> {
    const [staff, busy] = await Promise.all([
      bookings.staff(),
      bookings.busy(new Date(at.getTime() - 86_400_000), new Date(at.getTime() + WINDOW_MS)),
    ]);
    return { now: at, fromDay, days, staff, busy };
  }

  async function nextSlots(at: Date) {
    return nextFreeSlots(await slotQuery(at, todayInAdminZone(at), BOOKING_WINDOW_DAYS), NEXT_SLOTS_OFFERED);
  }

  /**
   * Queues the visitor's and the staff member's mails in the outbox (sent with retries, on the
   * lead's timeline). The booking is made already: a failure here is logged, never the answer.
   */
  async function queueMails(request: FastifyRequest, kind: BookingMailKind, booking: StoredBooking, at: Date) {
    const { smtp, publicUrl } = config;
    if (!smtp || !publicUrl || !app.mailOutbox.enabled) return;
    const staff = (await bookings.staff()).find((member) => member.id === booking.staffId);
    const token = await signBookingLink(app, booking.uid, at);
    const mails = bookingMails({
      kind,
      booking,
      staffEmail: staff?.email ?? smtp.notifyEmail,
      from: smtp.notifyEmail,
      publicUrl,
      token,
      now: at,
    });
    const leadId = booking.submissionId;
    await app.mailOutbox.enqueue(mails.visitor, { leadId, kind: "booking-visitor" });
    await app.mailOutbox.enqueue(mails.staff, { leadId, kind: "booking-staff" });
  }

  /** A booking made, moved or cancelled: on the lead's timeline, then mailed to both sides. */
  async function changed(request: FastifyRequest, kind: BookingMailKind, booking: StoredBooking, at: Date) {
    const event = { kind: "booking", action: kind, start: booking.start, staffName: booking.staffName } as const;
    await app.leadEvents.record(booking.submissionId, VISITOR, event, at);
    await queueMails(request, kind, booking, at).catch((error: unknown) =>
      request.log.error({ err: error, booking: booking.id }, "booking mails not queued"),
    );
  }

  const taken = async (reply: FastifyReply, at: Date) =>
    reply.code(409).send({ error: MSG_SLOT_TAKEN, nextSlots: await nextSlots(at) } satisfies SlotTaken);

  app.get(
    BOOKING_SLOTS_PATH,
    { config: { rateLimit: routeLimit("requests", BOOKING_RATE_LIMITS.slots) } },
    async (request, reply) => {
      const query = slotsQuerySchema.safeParse(request.query);
      if (!query.success) return reply.code(400).send({ error: "from must be a day, YYYY-MM-DD." });
      const at = now();
      const today = todayInAdminZone(at);
      const from = query.data.from ?? today;
      // Only the bookable window: earlier days are past, later ones not offered yet.
      if (from < today || from > addDays(today, BOOKING_WINDOW_DAYS)) {
        return reply.code(400).send({ error: `Pick a day within the next ${BOOKING_WINDOW_DAYS} days.` });
      }
      const days = slotDays(await slotQuery(at, from, BOOKING_WINDOW_DAYS));
      reply.header("cache-control", "no-store");
      return { timeZone: BOOKING_TIME_ZONE, days } satisfies SlotsAnswer;
    },
  );

  app.post(
    BOOKINGS_PATH,
    { config: { rateLimit: routeLimit("bookings", BOOKING_RATE_LIMITS.book) } },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const parsed = bookingFormSchema.safeParse(body);
      if (!parsed.success)
        return reply.code(400).send({ error: MSG_INVALID_FIELDS, fields: fieldErrors(parsed.error) });
      const at = now();
      if (honeypotFilled(body[HONEYPOT_FIELD])) {
        // The answer a real booking would get, so a bot learns nothing; nothing is stored.
        const token = await signBookingLink(app, `decoy-${crypto.randomUUID()}`, at);
        return reply
          .code(201)
          .send({ token, start: parsed.data.start, end: parsed.data.start, staffName: "" } satisfies BookingCreated);
      }
      const query = await slotQuery(at, todayInAdminZone(at), BOOKING_WINDOW_DAYS);
      const free = staffFreeAt(query, parsed.data.start);
      if (free.length === 0) {
        const known = query.staff.length > 0;
        return known
          ? taken(reply, at)
          : reply.code(409).send({ error: MSG_SLOT_UNKNOWN, nextSlots: [] } satisfies SlotTaken);
      }
      const { data, consent } = withConsent("booking", parsed.data);
      const { start, ...person } = data;
      const context = body.context;
      const source =
        context === undefined || context === null ? null : storedLeadSource(context, (slug) => knownTools.has(slug));
      // Each free staff member in turn: another visitor may take one of them meanwhile.
      for (const slot of free) {
        const member = query.staff.find((candidate) => candidate.id === slot.staffId)!;
        const uid = `${crypto.randomUUID()}@crestline-booking`;
        const lead = {
          type: "booking",
          data: { ...person, callStart: start, callWith: member.name },
          createdAt: at,
          source,
          consent,
        };
        const stored = await bookings.book(
          { uid, staffId: member.id, staffName: member.name, start: slot.start, end: slot.end, createdAt: at },
          lead,
        );
        if (!stored) continue;
        const booking = await bookings.byUid(uid);
        if (!booking) break;
        await changed(request, "booked", booking, at);
        void notifyInBackground(
          notifier,
          { id: stored.submissionId, type: "booking", data: lead.data, createdAt: at },
          request.log,
        );
        const token = await signBookingLink(app, uid, at);
        return reply
          .code(201)
          .send({ token, start: slot.start, end: slot.end, staffName: member.name } satisfies BookingCreated);
      }
      return taken(reply, now());
    },
  );

  /** The booking a link names, or the answer that refuses it. */
  async function linked(token: unknown, reply: FastifyReply): Promise<StoredBooking | null> {
    const link = await checkBookingLink(app, token, now());
    const booking = link.ok ? await bookings.byUid(link.value) : null;
    if (!booking) {
      await reply.code(link.ok || link.reason === "invalid" ? 404 : 410).send({ error: MSG_LINK_REFUSED });
      return null;
    }
    return booking;
  }
  const linkLimit = { config: { rateLimit: routeLimit("requests", BOOKING_RATE_LIMITS.links) } };

  app.get(BOOKING_MANAGE_PATH, linkLimit, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const booking = await linked((request.query as { token?: unknown }).token, reply);
    return booking ? viewOf(booking) : reply;
  });

  app.post(BOOKING_CANCEL_PATH, linkLimit, async (request, reply) => {
    const body = bookingTokenSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: MSG_LINK_REFUSED });
    const booking = await linked(body.data.token, reply);
    if (!booking) return reply;
    if (booking.status !== "active") return reply.code(409).send({ error: MSG_BOOKING_CLOSED });
    const at = now();
    if (!(await bookings.cancel(booking.id, at))) return reply.code(409).send({ error: MSG_BOOKING_CLOSED });
    const cancelled = { ...booking, status: "cancelled" as const };
    await changed(request, "cancelled", cancelled, at);
    return viewOf(cancelled);
  });

  app.post(BOOKING_RESCHEDULE_PATH, linkLimit, async (request, reply) => {
    const body = rescheduleSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: MSG_INVALID_FIELDS, fields: fieldErrors(body.error) });
    const booking = await linked(body.data.token, reply);
    if (!booking) return reply;
    if (booking.status !== "active") return reply.code(409).send({ error: MSG_BOOKING_CLOSED });
    const at = now();
    const query = await slotQuery(at, todayInAdminZone(at), BOOKING_WINDOW_DAYS);
    // The call's own time is not in the way of its new one.
    const others = {
      ...query,
      busy: query.busy.filter(
        (call) => !(call.staffId === booking.staffId && call.start === Date.parse(booking.start)),
      ),
    };
    for (const slot of staffFreeAt(others, body.data.start)) {
      const member = query.staff.find((candidate) => candidate.id === slot.staffId)!;
      const id = await bookings.reschedule(booking, {
        uid: booking.uid,
        staffId: member.id,
        staffName: member.name,
        start: slot.start,
        end: slot.end,
        createdAt: at,
      });
      if (id === null) continue;
      const moved = (await bookings.byUid(booking.uid))!;
      await changed(request, "rescheduled", moved, at);
      return viewOf(moved);
    }
    return taken(reply, at);
  });
}
