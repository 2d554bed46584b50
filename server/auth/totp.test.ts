import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, groupedKey, hotp, matchTotp, otpauthUrl, totpCode, totpStep } from "./totp.ts";

// RFC 6238 Appendix B, SHA-1 rows: the ASCII key "12345678901234567890", 8 digits.
const RFC_KEY = Buffer.from("12345678901234567890", "ascii");
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1_111_111_109, "07081804"],
  [1_111_111_111, "14050471"],
  [1_234_567_890, "89005924"],
  [2_000_000_000, "69279037"],
  [20_000_000_000, "65353130"],
];

describe("TOTP", () => {
  it("gives RFC 6238's test vectors (SHA-1)", () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(hotp(RFC_KEY, totpStep(new Date(seconds * 1000)), 8)).toBe(code);
      expect(totpCode(base32Encode(RFC_KEY), new Date(seconds * 1000), 8)).toBe(code);
    }
  });

  it("gives RFC 4226's HOTP values for counters 0-9 (6 digits)", () => {
    const expected = [
      "755224",
      "287082",
      "359152",
      "969429",
      "338314",
      "254676",
      "287922",
      "162583",
      "399871",
      "520489",
    ];
    expect(expected.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(expected);
  });

  it("round-trips base32 and reads it grouped, in any case", () => {
    const key = base32Encode(RFC_KEY);
    expect(key).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode(groupedKey(key).toLowerCase())).toEqual(RFC_KEY);
    expect(base32Decode("not base32!")).toBeNull();
  });

  it("accepts the code of the current step and one either side, and says which step matched", () => {
    const secret = base32Encode(RFC_KEY);
    const at = new Date(1_234_567_890_000);
    const step = totpStep(at);
    expect(matchTotp(secret, totpCode(secret, at), at)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() - 60_000)), at)).toBeNull();
    expect(matchTotp(secret, "12345", at)).toBeNull();
    expect(matchTotp(secret, "abcdef", at)).toBeNull();
  });

  it("writes the otpauth link authenticator apps read", () => {
    expect(otpauthUrl("Crestline Digital", "staff", "ABCD")).toBe(
      "otpauth://totp/Crestline%20Digital%3Astaff?secret=ABCD&issuer=Crestline+Digital&algorithm=SHA1&digits=6&period=30",
    );
  });
});
