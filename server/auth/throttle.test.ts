import { describe, expect, it } from "vitest";
import { SignInThrottle } from "./throttle.ts";

const who = (username: string, address: string, device: string | null = null) => ({ username, address, device });

describe("sign-in throttle", () => {
  const limits = { windowMs: 60_000, maxFailuresPerUsername: 3, maxFailuresPerAddress: 5 };

  it("blocks a username after its failures, ignoring case, until the window passes", () => {
    let now = 0;
    const throttle = new SignInThrottle(() => new Date(now), limits);
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfterSeconds(who("Staff", `10.0.0.${i}`))).toBe(0);
      throttle.begin(who("Staff", `10.0.0.${i}`));
      now += 1000;
    }
    expect(throttle.retryAfterSeconds(who("staff", "10.0.0.99"))).toBe(57);
    now = 60_001;
    expect(throttle.retryAfterSeconds(who("staff", "10.0.0.99"))).toBe(0);
  });

  it("a success takes its attempt back and clears the username", async () => {
    const throttle = new SignInThrottle(() => new Date(0), limits);
    throttle.begin(who("staff", "a"));
    throttle.begin(who("staff", "a"));
    throttle.begin(who("staff", "a"));
    await throttle.succeeded(who("staff", "a"));
    expect(throttle.retryAfterSeconds(who("staff", "a"))).toBe(0);
  });

  it("attempt counts what it lets through and not what it refuses", async () => {
    const throttle = new SignInThrottle(() => new Date(0), limits);
    const waits = await Promise.all(Array.from({ length: 5 }, () => throttle.attempt(who("staff", "a"))));
    expect(waits).toEqual([0, 0, 0, 60, 60]);
    // The refused two were not counted: the address has 3 of its 5.
    expect(throttle.retryAfterSeconds(who("someone-else", "a"))).toBe(0);
  });

  it("blocks an address across usernames and keeps memory bounded", () => {
    const throttle = new SignInThrottle(() => new Date(0), limits, 100);
    for (let i = 0; i < 5; i++) throttle.begin(who(`user${i}`, "1.2.3.4"));
    expect(throttle.retryAfterSeconds(who("someone-else", "1.2.3.4"))).toBeGreaterThan(0);
    for (let i = 0; i < 1000; i++) throttle.begin(who(`spray${i}`, `addr${i}`));
    // @ts-expect-error reading private state in a test
    expect(throttle.byAccount.size).toBeLessThanOrEqual(100);
  });
});
