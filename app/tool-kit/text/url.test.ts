import { describe, expect, it } from "vitest";

import { isHostOn, parseWebUrl } from "./url.ts";

describe("parseWebUrl", () => {
  it("accepts http(s) links, adding https:// when the scheme is missing", () => {
    expect(parseWebUrl("https://x.com/a")?.href).toBe("https://x.com/a");
    expect(parseWebUrl("  x.com/a ")?.href).toBe("https://x.com/a");
    expect(parseWebUrl("//x.com/a")?.href).toBe("https://x.com/a");
    expect(parseWebUrl("x.com:8080/a")?.href).toBe("https://x.com:8080/a");
    expect(parseWebUrl("HTTP://X.COM")?.hostname).toBe("x.com");
  });

  it("rejects other schemes and non-URLs", () => {
    expect(parseWebUrl("")).toBeNull();
    expect(parseWebUrl("ftp://x.com/a")).toBeNull();
    expect(parseWebUrl("javascript:alert(1)")).toBeNull();
    expect(parseWebUrl("two words")).toBeNull();
    expect(parseWebUrl("https://")).toBeNull();
  });
});

describe("isHostOn", () => {
  it("matches the domain and its subdomains only", () => {
    expect(isHostOn("x.com", "x.com")).toBe(true);
    expect(isHostOn("www.x.com", "x.com")).toBe(true);
    expect(isHostOn("WWW.X.COM.", "x.com")).toBe(true);
    expect(isHostOn("notx.com", "x.com")).toBe(false);
    expect(isHostOn("x.com.evil.example", "x.com")).toBe(false);
  });
});
