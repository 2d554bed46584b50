import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  BOOKING_AVAILABILITY_API_PATH,
  BOOKING_CALLS_API_PATH,
  type StaffAvailability,
  type UpcomingCall,
} from "#contracts/booking/booking.ts";
import { availabilitySchema } from "#contracts/booking/booking-schemas.ts";
import { fieldErrors } from "#contracts/leads/forms.ts";
import { MAX_ROW_ID } from "#server/platform/db/keyset-pagination.ts";
import { createBookingsRepository } from "./bookings-repository.ts";

// The admin side of booking: each staff member's bookable hours (their own; an owner sets
// anyone's) and the calendar of upcoming calls. Registered inside the admin scope, behind
// the session and same-origin checks.

/** Upcoming calls the calendar shows at most: a few weeks of a busy team. */
const CALLS_SHOWN = 200;
const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });
const MSG_NOT_YOURS = "You can change only your own hours. Ask an owner to change a colleague's.";

export async function bookingAdminRoutes(admin: FastifyInstance, opts: { now: () => Date }) {
  const bookings = createBookingsRepository(admin.personalData.db);
  const isOwner = (request: { adminSession: { role: string } | null }) => request.adminSession?.role === "owner";

  admin.get(BOOKING_AVAILABILITY_API_PATH, async (request) => {
    const staff = await bookings.staff();
    const shown = isOwner(request) ? staff : staff.filter((member) => member.id === request.adminSession?.userId);
    return shown.map((member): StaffAvailability => ({
      staffId: member.id,
      staffName: member.name,
      availability: member.availability,
    }));
  });

  admin.put(`${BOOKING_AVAILABILITY_API_PATH}/:id`, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: "No such account." });
    if (!isOwner(request) && params.data.id !== request.adminSession?.userId) {
      return reply.code(403).send({ error: MSG_NOT_YOURS });
    }
    const body = availabilitySchema.safeParse(request.body);
    if (!body.success) {
      return reply.code(400).send({ error: "Please check the hours.", fields: fieldErrors(body.error) });
    }
    const member = (await bookings.staff()).find((candidate) => candidate.id === params.data.id);
    if (!member) return reply.code(404).send({ error: "No such account." });
    await bookings.setAvailability(member.id, body.data, opts.now());
    return { staffId: member.id, staffName: member.name, availability: body.data } satisfies StaffAvailability;
  });

  admin.get(BOOKING_CALLS_API_PATH, async (): Promise<UpcomingCall[]> => bookings.upcoming(opts.now(), CALLS_SHOWN));
}
