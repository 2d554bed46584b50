import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  CONFIRM_LINK_DAYS,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from "#contracts/leads/newsletter.ts";
import { checkLink, type LinkCheck, signLink } from "#server/platform/signed-links.ts";

// The newsletter's mailed links: a confirmation link good for as long as an unconfirmed
// address is kept, and an unsubscribe link that never expires (a mail read a year later must
// still unsubscribe). Both carry the address, signed with the server secret
// "newsletter-links": a link made for one purpose is refused for the other.

const SECRET_NAME = "newsletter-links";
const CONFIRM = "newsletter-confirm";
const UNSUBSCRIBE = "newsletter-unsubscribe";
export const CONFIRM_LINK_TTL_MS = CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000;

const addressSchema = z.string().min(3).max(254);

export function newsletterKey(app: FastifyInstance): Promise<Buffer> {
  return app.serverSecrets.get(SECRET_NAME);
}

/** `origin` is config.publicUrl, never a request's Host header. */
function url(origin: string, path: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}${path}?token=${encodeURIComponent(token)}`;
}

export function confirmUrl(key: Buffer, origin: string, email: string, now: Date): string {
  return url(origin, NEWSLETTER_CONFIRM_PATH, signLink(key, CONFIRM, email, now, CONFIRM_LINK_TTL_MS));
}

export function unsubscribeUrl(key: Buffer, origin: string, email: string, now: Date): string {
  return url(origin, NEWSLETTER_UNSUBSCRIBE_PATH, signLink(key, UNSUBSCRIBE, email, now, null));
}

export function checkConfirmToken(key: Buffer, token: unknown, now: Date): LinkCheck<string> {
  return checkLink(key, CONFIRM, token, now, (value) => addressSchema.parse(value));
}

export function checkUnsubscribeToken(key: Buffer, token: unknown, now: Date): LinkCheck<string> {
  return checkLink(key, UNSUBSCRIBE, token, now, (value) => addressSchema.parse(value));
}
