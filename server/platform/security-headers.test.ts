import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { addSecurityHeaders, HSTS_HEADER, SECURITY_HEADERS } from "./security-headers.ts";

describe("security headers", () => {
  it("sends HSTS over HTTPS only, and the fixed set on every answer", async () => {
    // Behind a trusted TLS proxy, X-Forwarded-Proto tells Fastify the request came over HTTPS.
    const app = Fastify({ trustProxy: true });
    addSecurityHeaders(app);
    app.get("/", async () => ({ ok: true }));
    await app.ready();
    const overHttps = await app.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(overHttps.headers["strict-transport-security"]).toBe(HSTS_HEADER);
    const overHttp = await app.inject({ url: "/" });
    expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
    const missing = await app.inject({ url: "/nothing" });
    expect(missing.statusCode).toBe(404);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(overHttp.headers[name], name).toBe(value);
      expect(missing.headers[name], name).toBe(value);
    }
    await app.close();
  });
});
