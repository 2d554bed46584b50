import crypto from "node:crypto";

// Links mailed to a person that prove they read that mailbox: confirm a subscription,
// unsubscribe, confirm a data request. A link carries `v1.<payload>.<signature>`: the payload
// is JSON (a purpose, an e-mail address or a row id, an expiry), the signature HMAC-SHA256
// under a server secret (server/platform/db/server-secrets-repository.ts), so any instance
// checks what another made and nothing needs storing until the person acts.

const VERSION = "v1";
/** Well above any token this server makes; a longer one is refused before any work. */
const MAX_TOKEN_LENGTH = 2048;

/** What a link is for: a token made for one purpose is refused for every other. */
export type LinkPurpose = string;

export type LinkCheck<T> = { ok: true; value: T } | { ok: false; reason: "invalid" | "expired" };

function mac(key: Buffer, purpose: LinkPurpose, body: string): Buffer {
  return crypto.createHmac("sha256", key).update(`${VERSION}.${purpose}.${body}`).digest();
}

/** A token for `value` (anything JSON can hold), good for `ttlMs` from `now`; `ttlMs` null: no expiry. */
export function signLink(key: Buffer, purpose: LinkPurpose, value: unknown, now: Date, ttlMs: number | null): string {
  const expires = ttlMs === null ? 0 : Math.floor((now.getTime() + ttlMs) / 1000);
  const body = Buffer.from(JSON.stringify([value, expires])).toString("base64url");
  return `${VERSION}.${body}.${mac(key, purpose, body).toString("base64url")}`;
}

/**
 * The value a token carries, if it was made by this server for `purpose` and has not expired.
 * Reads anything a request sends; `parse` checks the value's shape (a zod schema's parse fits).
 */
export function checkLink<T>(
  key: Buffer,
  purpose: LinkPurpose,
  token: unknown,
  now: Date,
  parse: (value: unknown) => T,
): LinkCheck<T> {
  const invalid = { ok: false, reason: "invalid" } as const;
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return invalid;
  const [version, body, signature, ...rest] = token.split(".");
  if (version !== VERSION || !body || !signature || rest.length > 0) return invalid;
  const expected = mac(key, purpose, body);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return invalid;
  try {
    const [value, expires] = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as [unknown, unknown];
    if (typeof expires !== "number") return invalid;
    if (expires !== 0 && expires * 1000 < now.getTime()) return { ok: false, reason: "expired" };
    return { ok: true, value: parse(value) };
  } catch {
    return invalid;
  }
}
