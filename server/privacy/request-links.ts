import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  DATA_REQUEST_KIND_NAMES,
  type DataRequestKind,
  MY_DATA_CONFIRM_PATH,
} from "#contracts/privacy/data-requests.ts";
import type { MailMessage } from "#server/platform/mail.ts";
import { checkLink, type LinkCheck, signLink } from "#server/platform/signed-links.ts";
import { emailKey } from "./personal-data.ts";

// The link that proves a request came from the mailbox it names, and the keyed hash that
// stands for the address once the request is closed. Both keys are server secrets every
// instance shares (server/platform/db/server-secrets-repository.ts).

const LINK_PURPOSE = "data-request";
const LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What a link carries: the request's id and the address it was mailed to. */
const linkValueSchema = z.tuple([z.number().int().positive(), z.string().min(3).max(254)]);
export type LinkValue = z.infer<typeof linkValueSchema>;

/** HMAC-SHA256 of the address: the same address always gives the same hash, which reveals nothing without the key. */
export async function emailHash(app: FastifyInstance, email: string): Promise<string> {
  const key = await app.serverSecrets.get("data-request-hash");
  return crypto.createHmac("sha256", key).update(emailKey(email)).digest("base64url");
}

export async function signRequestLink(app: FastifyInstance, value: LinkValue, now: Date): Promise<string> {
  return signLink(await app.serverSecrets.get("data-request-links"), LINK_PURPOSE, value, now, LINK_TTL_MS);
}

export async function checkRequestLink(app: FastifyInstance, token: unknown, now: Date): Promise<LinkCheck<LinkValue>> {
  return checkLink(await app.serverSecrets.get("data-request-links"), LINK_PURPOSE, token, now, (value) =>
    linkValueSchema.parse(value),
  );
}

/** The confirmation e-mail: plain text, the link on its own line. */
export function confirmationMail(options: {
  from: string;
  to: string;
  kind: DataRequestKind;
  publicUrl: string;
  token: string;
}): MailMessage {
  const url = `${options.publicUrl}${MY_DATA_CONFIRM_PATH}?token=${encodeURIComponent(options.token)}`;
  return {
    from: options.from,
    to: options.to,
    subject: "Confirm your request about your data at Crestline Digital",
    text: [
      `Someone, probably you, asked Crestline Digital on our "My data" page for: ${DATA_REQUEST_KIND_NAMES[options.kind]}.`,
      "",
      "To confirm, open this link and press the button on the page:",
      url,
      "",
      "The link works for 7 days. If you did not ask, ignore this e-mail: nothing happens without the button.",
    ].join("\n"),
  };
}
