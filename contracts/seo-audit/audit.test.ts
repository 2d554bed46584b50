import { describe, expect, it } from "vitest";
import {
  MSG_URL_CREDENTIALS,
  MSG_URL_INVALID,
  MSG_URL_REQUIRED,
  MSG_URL_SCHEME,
  MSG_URL_TOO_LONG,
  scoreColor,
  seoAuditRequestSchema,
  withDefaultScheme,
} from "./audit.ts";

const message = (body: unknown): string | undefined => {
  const r = seoAuditRequestSchema.safeParse(body);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe("seoAuditRequestSchema", () => {
  it("trims and defaults the scheme to https", () => {
    expect(seoAuditRequestSchema.parse({ url: "  example.com/page " }).url).toBe("https://example.com/page");
    expect(seoAuditRequestSchema.parse({ url: "example.com:8080" }).url).toBe("https://example.com:8080");
    expect(seoAuditRequestSchema.parse({ url: "http://example.com" }).url).toBe("http://example.com");
    expect(seoAuditRequestSchema.parse({ url: "HTTPS://Example.com" }).url).toBe("HTTPS://Example.com");
  });

  it("answers an empty or missing URL with the fixed message", () => {
    expect(message({ url: "" })).toBe(MSG_URL_REQUIRED);
    expect(message({ url: "   " })).toBe(MSG_URL_REQUIRED);
    expect(message({})).toBe(MSG_URL_REQUIRED);
    expect(message({ url: 42 })).toBe(MSG_URL_REQUIRED);
  });

  it("refuses other schemes, junk, credentials and overlong input", () => {
    expect(message({ url: "ftp://example.com/" })).toBe(MSG_URL_SCHEME);
    expect(message({ url: "file:///etc/passwd" })).toBe(MSG_URL_SCHEME);
    expect(message({ url: "javascript:alert(1)" })).toBe(MSG_URL_INVALID);
    expect(message({ url: "http://exa mple.com" })).toBe(MSG_URL_INVALID);
    expect(message({ url: "https://user:pw@example.com" })).toBe(MSG_URL_CREDENTIALS);
    expect(message({ url: `https://example.com/${"a".repeat(2048)}` })).toBe(MSG_URL_TOO_LONG);
  });

  it("withDefaultScheme leaves schemes alone", () => {
    expect(withDefaultScheme("//example.com")).toBe("https://example.com");
    expect(withDefaultScheme("ftp://x")).toBe("ftp://x");
    expect(withDefaultScheme("")).toBe("");
  });
});

describe("scoreColor", () => {
  it("follows the colour rule: green ≥ 90, yellow ≥ 70, else red", () => {
    expect(scoreColor(90)).toBe("green");
    expect(scoreColor(89)).toBe("yellow");
    expect(scoreColor(70)).toBe("yellow");
    expect(scoreColor(69)).toBe("red");
  });
});
