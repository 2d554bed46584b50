import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { checkLink, type LinkCheck, signLink } from "#server/platform/signed-links.ts";

// The links in a booking's mails (reschedule, cancel) and the confirmation page's token: they
// carry the booking's calendar UID, which stays the same when the call is moved, so every
// link mailed for a booking keeps working for its latest time. Signed, so they need no account.

const LINK_PURPOSE = "booking";
const SECRET = "booking-links";
/** Long enough for any call booked in the window, and a while after. */
const LINK_TTL_MS = 60 * 24 * 60 * 60 * 1000;

const uidSchema = z.string().min(1).max(200);

export async function signBookingLink(app: FastifyInstance, uid: string, now: Date): Promise<string> {
  return signLink(await app.serverSecrets.get(SECRET), LINK_PURPOSE, uid, now, LINK_TTL_MS);
}

export async function checkBookingLink(app: FastifyInstance, token: unknown, now: Date): Promise<LinkCheck<string>> {
  return checkLink(await app.serverSecrets.get(SECRET), LINK_PURPOSE, token, now, (value) => uidSchema.parse(value));
}
