import { describe, expect, it } from "vitest";
import { cpuSlowdownFor } from "./throttling.ts";

describe("cpuSlowdownFor", () => {
  it("keeps Lighthouse's 4× on a fast desktop and never goes above it", () => {
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(2500)).toBe(4);
  });

  it("follows the calculator's anchor points between them", () => {
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(475)).toBe(1.5);
  });

  it("does not speed a host up that is already as slow as the target phone", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(90)).toBe(1);
    expect(cpuSlowdownFor(Number.NaN)).toBe(1);
  });
});
