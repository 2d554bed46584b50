import crypto from "node:crypto";

// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) with node:crypto: HMAC-SHA-1,
// 6 digits, 30-second steps, what every authenticator app reads from an otpauth:// link.
// A code is accepted for its own step and one step either side (clocks drift); which step
// matched is returned so the caller can refuse any code of that step or earlier again.

const TOTP_STEP_SECONDS = 30;
const TOTP_DIGITS = 6;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding (authenticator apps' key format). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32, ignoring spaces, dashes, padding and case; null when it is not base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.toUpperCase().replace(/[\s=-]/g, "");
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP: the code of one counter value. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm = "sha1"): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The 30-second step of an instant. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code of a base32 key at an instant (what the authenticator app shows). */
export function totpCode(secret: string, at: Date, digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secret) ?? Buffer.alloc(0), totpStep(at), digits);
}

/** The step whose code this is (the current one or one either side), or null. */
export function matchTotp(secret: string, code: string, at: Date): number | null {
  const key = base32Decode(secret);
  const typed = code.replace(/\s/g, "");
  if (!key || key.length === 0 || !/^\d{6}$/.test(typed)) return null;
  const now = totpStep(at);
  let matched: number | null = null;
  // Every step is compared (no early exit), in constant time.
  for (const step of [now - 1, now, now + 1]) {
    const same = crypto.timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(typed));
    if (same && matched === null) matched = step;
  }
  return matched;
}

/** A new key: 160 random bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return base32Encode(crypto.randomBytes(20));
}

/** "ABCD EFGH …": the key in groups of four, for typing it into an app. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** The otpauth:// link authenticator apps read (Key Uri Format). */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
