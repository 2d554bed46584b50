import { describe, expect, it } from "vitest";
import { toE164 } from "./phone-number.ts";

const LANDLINE = "Indian landline with its STD code";
const TOLL_FREE = "toll-free 1800 or 1860 number";
const FOREIGN = "foreign number written with + or 00 and the country code";

describe("toE164", () => {
  it("reads Indian mobiles however they are written", () => {
    for (const typed of [
      "9876543210",
      "98765 43210",
      "98765-43210",
      "9876-543-210",
      "098765 43210",
      "09876543210",
      "+91 98765 43210",
      "+91-98765-43210",
      "+919876543210",
      "+91 (0) 98765 43210",
      "+91 098765 43210",
      "(+91) 98765 43210",
      "+(91) 98765 43210",
      "919876543210",
      "91 98765 43210",
      "0091 98765 43210",
      "  98765 43210  ",
      "98765.43210",
      "98765\u00a043210",
    ]) {
      expect(toE164(typed), typed).toBe("+919876543210");
    }
  });

  it.each([
    { kind: LANDLINE, typed: "011 2345 6789", e164: "+911123456789" },
    { kind: LANDLINE, typed: "011-23456789", e164: "+911123456789" },
    { kind: LANDLINE, typed: "(011) 4567-8900", e164: "+911145678900" },
    { kind: LANDLINE, typed: "+91 11 2345 6789", e164: "+911123456789" },
    { kind: LANDLINE, typed: "+91-011-2345-6789", e164: "+911123456789" },
    { kind: LANDLINE, typed: "(022) 2345-6789", e164: "+912223456789" },
    { kind: LANDLINE, typed: "080 4123 4567", e164: "+918041234567" },
    { kind: LANDLINE, typed: "0141 234 5678", e164: "+911412345678" },
    { kind: LANDLINE, typed: "079/2345 6789", e164: "+917923456789" },
    { kind: TOLL_FREE, typed: "1800 123 4567", e164: "+9118001234567" },
    { kind: TOLL_FREE, typed: "1860-500-1234", e164: "+9118605001234" },
    { kind: FOREIGN, typed: "+1 (415) 555-0123", e164: "+14155550123" },
    { kind: FOREIGN, typed: "+44 20 7946 0958", e164: "+442079460958" },
    { kind: FOREIGN, typed: "+44 (0)20 7946 0958", e164: "+442079460958" },
    { kind: FOREIGN, typed: "0044 20 7946 0958", e164: "+442079460958" },
    { kind: FOREIGN, typed: "+971 50 123 4567", e164: "+971501234567" },
    { kind: FOREIGN, typed: "+65 6123 4567", e164: "+6561234567" },
    { kind: FOREIGN, typed: "+683 4002", e164: "+6834002" },
  ])("reads the $kind $typed as $e164", ({ typed, e164 }) => {
    expect(toE164(typed)).toBe(e164);
  });

  it("gives null for what cannot be a phone number", () => {
    for (const typed of [
      "",
      "   ",
      "abc",
      "call me",
      "98765 43210 ext 12",
      "9876543210x",
      "+",
      "++91 98765 43210",
      "98765 +43210",
      "+0 123 456 7890",
      "+12345",
      "+1234567890123456",
      "12345",
      "2345 6789",
      "1234567",
      "987654321",
      "98765432101",
      "0 9876 5432",
      "0987654321",
      "+91 98765 4321",
      "+91 98765 432100",
      "+91 0123 456 789",
      "91 98765 4321",
      "0000000000",
      "\u0000\u0000",
      "98765\u00a043210x",
      "٩٨٧٦٥٤٣٢١٠",
      "<script>alert(1)</script>",
      "--",
      "()",
    ]) {
      expect(toE164(typed), JSON.stringify(typed)).toBeNull();
    }
  });

  it("is stable: its own output reads back to itself", () => {
    for (const typed of ["98765 43210", "011 2345 6789", "+44 (0)20 7946 0958", "1800 123 4567"]) {
      const e164 = toE164(typed);
      expect(e164).not.toBeNull();
      expect(toE164(e164!)).toBe(e164);
    }
  });
});
