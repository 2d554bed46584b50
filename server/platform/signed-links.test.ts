import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkLink, signLink } from "./signed-links.ts";

const key = crypto.randomBytes(32);
const now = new Date("2026-11-27T10:00:00Z");
const email = z.object({ email: z.string().email() }).parse;

describe("signed links", () => {
  it("gives back the value it signed, for its purpose only", () => {
    const token = signLink(key, "unsubscribe", { email: "a@example.in" }, now, 60_000);
    expect(checkLink(key, "unsubscribe", token, now, email)).toEqual({ ok: true, value: { email: "a@example.in" } });
    expect(checkLink(key, "erase", token, now, email)).toEqual({ ok: false, reason: "invalid" });
    expect(checkLink(crypto.randomBytes(32), "unsubscribe", token, now, email)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses an expired, altered, malformed or mis-shaped token", () => {
    const token = signLink(key, "confirm", { email: "a@example.in" }, now, 60_000);
    expect(checkLink(key, "confirm", token, new Date(now.getTime() + 61_000), email)).toEqual({
      ok: false,
      reason: "expired",
    });
    const [v, body, sig] = token.split(".");
    const forged = Buffer.from(JSON.stringify([{ email: "b@example.in" }, 0])).toString("base64url");
    for (const bad of [`${v}.${forged}.${sig}`, `${v}.${body}`, "v2.x.y", 42, null, "x".repeat(5000)])
      expect(checkLink(key, "confirm", bad, now, email).ok).toBe(false);
    const wrongShape = signLink(key, "confirm", { email: "not an address" }, now, null);
    expect(checkLink(key, "confirm", wrongShape, now, email)).toEqual({ ok: false, reason: "invalid" });
  });

  it("never expires a token signed without a lifetime", () => {
    const token = signLink(key, "unsubscribe", { email: "a@example.in" }, now, null);
    expect(checkLink(key, "unsubscribe", token, new Date("2036-01-01"), email).ok).toBe(true);
  });
});
