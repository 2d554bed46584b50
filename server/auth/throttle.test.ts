import { describe, expect, it } from "vitest";
import { SignInThrottle } from "./throttle.ts";

describe("sign-in throttle", () => {
  const limits = { windowMs: 60_000, maxFailuresPerUsername: 3, maxFailuresPerAddress: 5 };

  it("blocks a username after its failures, ignoring case, until the window passes", () => {
    let now = 0;
    const throttle = new SignInThrottle(() => new Date(now), limits);
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfterSeconds("Staff", `10.0.0.${i}`)).toBe(0);
      throttle.begin("Staff", `10.0.0.${i}`);
      now += 1000;
    }
    expect(throttle.retryAfterSeconds("staff", "10.0.0.99")).toBe(57);
    now = 60_001;
    expect(throttle.retryAfterSeconds("staff", "10.0.0.99")).toBe(0);
  });

  it("a success takes its attempt back and clears the username", async () => {
    const throttle = new SignInThrottle(() => new Date(0), limits);
    throttle.begin("staff", "a");
    throttle.begin("staff", "a");
    throttle.begin("staff", "a");
    await throttle.succeeded("staff", "a");
    expect(throttle.retryAfterSeconds("staff", "a")).toBe(0);
  });

  it("attempt counts what it lets through and not what it refuses", async () => {
    const throttle = new SignInThrottle(() => new Date(0), limits);
    const waits = await Promise.all(Array.from({ length: 5 }, () => throttle.attempt("staff", "a")));
    expect(waits).toEqual([0, 0, 0, 60, 60]);
    // The refused two were not counted: the address has 3 of its 5.
    expect(throttle.retryAfterSeconds("someone-else", "a")).toBe(0);
  });

  it("blocks an address across usernames and keeps memory bounded", () => {
    const throttle = new SignInThrottle(() => new Date(0), limits, 100);
    for (let i = 0; i < 5; i++) throttle.begin(`user${i}`, "1.2.3.4");
    expect(throttle.retryAfterSeconds("someone-else", "1.2.3.4")).toBeGreaterThan(0);
    for (let i = 0; i < 1000; i++) throttle.begin(`spray${i}`, `addr${i}`);
    // @ts-expect-error reading private state in a test
    expect(throttle.byUsername.size).toBeLessThanOrEqual(100);
  });
});
