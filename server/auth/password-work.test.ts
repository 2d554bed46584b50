import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN, type AdminTestApp, createAdminTestApp, ORIGIN, signIn } from "#server/test-support/admin-app.ts";
import { PASSWORD_HASHING_MAX, passwordHashing } from "./password-work.ts";

// Every scrypt run of the request paths is counted here.
const hashing = vi.hoisted(() => ({ runs: 0 }));
vi.mock("./password.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("./password.ts")>();
  return {
    ...original,
    hashPassword: (...args: Parameters<typeof original.hashPassword>) => {
      hashing.runs++;
      return original.hashPassword(...args);
    },
    verifyPassword: (...args: Parameters<typeof original.verifyPassword>) => {
      hashing.runs++;
      return original.verifyPassword(...args);
    },
  };
});

describe("password hashing on requests", () => {
  let t: AdminTestApp;
  beforeEach(async () => {
    t = await createAdminTestApp({ dialect: "sqlite", filename: ":memory:" });
    hashing.runs = 0;
  });
  afterEach(async () => {
    await t?.close();
  });

  it("refuses a made-up set-password token without hashing the password", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/set-password",
      headers: { origin: ORIGIN },
      payload: { token: "made-up-token", password: "long enough 1" },
    });
    expect(response.statusCode).toBe(400);
    expect(hashing.runs).toBe(0);
  });

  it("answers 503 with Retry-After while the cap is full, and signs in again once a slot is free", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slots = Array.from({ length: PASSWORD_HASHING_MAX }, () => passwordHashing.run(() => held));
    const refused = await signIn(t.app);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("2");
    expect(refused.json()).toEqual({ error: "The server is busy with other password checks. Try again in 2 seconds." });
    expect(hashing.runs).toBe(0);
    release();
    await Promise.all(slots);
    expect((await signIn(t.app, ADMIN)).statusCode).toBe(200);
  });
});
