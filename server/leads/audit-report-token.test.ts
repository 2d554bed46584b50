import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { AUDIT_TOKEN_TTL_MS, type AuditFacts, checkAuditToken, signAuditToken } from "./audit-report-token.ts";

// The report token: proof that this server ran an audit, naming its URL, score and counts.

const key = crypto.randomBytes(32);
const facts: AuditFacts = { url: "https://shop.example.in/", score: 62, critical: 2, warning: 3, passed: 27 };
const at = new Date("2026-11-27T10:00:00.000Z");
const later = (ms: number) => new Date(at.getTime() + ms);

/** The token with its payload replaced (the signature kept). */
function withPayload(token: string, payload: unknown[]): string {
  const [version, , signature] = token.split(".");
  return `${version}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${signature}`;
}

describe("audit report tokens", () => {
  it("vouch for the facts they were signed with, for an hour", () => {
    const token = signAuditToken(key, facts, at);
    expect(checkAuditToken(key, token, at)).toEqual({ ok: true, facts });
    expect(checkAuditToken(key, token, later(AUDIT_TOKEN_TTL_MS - 1000))).toEqual({ ok: true, facts });
    expect(checkAuditToken(key, token, later(AUDIT_TOKEN_TTL_MS))).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse a token whose URL, score or counts were changed", () => {
    const token = signAuditToken(key, facts, at);
    const expires = Math.floor(later(AUDIT_TOKEN_TTL_MS).getTime() / 1000);
    for (const payload of [
      ["https://phish.example/login", 62, 2, 3, 27, expires],
      [facts.url, 100, 2, 3, 27, expires],
      [facts.url, 62, 0, 0, 27, expires],
      // A later expiry is a change too.
      [facts.url, 62, 2, 3, 27, expires + 86_400],
    ]) {
      expect(checkAuditToken(key, withPayload(token, payload), at), JSON.stringify(payload)).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
  });

  it("refuse a token signed with another key, or with its signature changed", () => {
    const token = signAuditToken(crypto.randomBytes(32), facts, at);
    expect(checkAuditToken(key, token, at)).toEqual({ ok: false, reason: "invalid" });
    const own = signAuditToken(key, facts, at);
    const flipped = `${own.slice(0, -2)}${own.endsWith("A") ? "B" : "A"}${own.slice(-1)}`;
    expect(checkAuditToken(key, flipped, at)).toEqual({ ok: false, reason: "invalid" });
  });

  it("say a token is missing, and read anything else a request sends as invalid", () => {
    for (const missing of [undefined, null, ""]) {
      expect(checkAuditToken(key, missing, at)).toEqual({ ok: false, reason: "missing" });
    }
    const token = signAuditToken(key, facts, at);
    for (const bad of [
      42,
      { token },
      [token],
      "v1",
      "v1..",
      "v2.x.y",
      `${token}.extra`,
      `v1.${"A".repeat(5000)}.x`,
      token.replace(/^v1/, "v0"),
    ]) {
      expect(checkAuditToken(key, bad, at), String(bad).slice(0, 40)).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("refuse a correctly signed payload that is not an audit's facts", () => {
    const sign = (payload: unknown) => {
      const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
      const mac = crypto.createHmac("sha256", key).update(`v1.${body}`).digest("base64url");
      return `v1.${body}.${mac}`;
    };
    const expires = Math.floor(later(AUDIT_TOKEN_TTL_MS).getTime() / 1000);
    for (const payload of [
      { url: facts.url },
      [facts.url, 101, 0, 0, 0, expires],
      [facts.url, 50, -1, 0, 0, expires],
    ]) {
      expect(checkAuditToken(key, sign(payload), at)).toEqual({ ok: false, reason: "invalid" });
    }
    expect(checkAuditToken(key, sign([facts.url, 50, 1, 2, 3, expires]), at)).toMatchObject({ ok: true });
  });
});
