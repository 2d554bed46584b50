import { describe, expect, it } from "vitest";
import { toE164 } from "./phone-number.ts";

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

  it("reads Indian landlines with their STD code", () => {
    expect(toE164("011 2345 6789")).toBe("+911123456789");
    expect(toE164("011-23456789")).toBe("+911123456789");
    expect(toE164("(011) 4567-8900")).toBe("+911145678900");
    expect(toE164("+91 11 2345 6789")).toBe("+911123456789");
    expect(toE164("+91-011-2345-6789")).toBe("+911123456789");
    expect(toE164("(022) 2345-6789")).toBe("+912223456789");
    expect(toE164("080 4123 4567")).toBe("+918041234567");
    expect(toE164("0141 234 5678")).toBe("+911412345678");
    expect(toE164("079/2345 6789")).toBe("+917923456789");
  });

  it("reads toll-free 1800 and 1860 numbers", () => {
    expect(toE164("1800 123 4567")).toBe("+9118001234567");
    expect(toE164("1860-500-1234")).toBe("+9118605001234");
  });

  it("reads foreign numbers written with + or 00 and the country code", () => {
    expect(toE164("+1 (415) 555-0123")).toBe("+14155550123");
    expect(toE164("+44 20 7946 0958")).toBe("+442079460958");
    expect(toE164("+44 (0)20 7946 0958")).toBe("+442079460958");
    expect(toE164("0044 20 7946 0958")).toBe("+442079460958");
    expect(toE164("+971 50 123 4567")).toBe("+971501234567");
    expect(toE164("+65 6123 4567")).toBe("+6561234567");
    expect(toE164("+683 4002")).toBe("+6834002");
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
