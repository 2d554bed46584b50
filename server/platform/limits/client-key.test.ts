import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key.ts";

describe("clientKey", () => {
  it("counts an IPv4 address as itself, mapped or not", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of an IPv6 /64 as one client", () => {
    const keys = ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0db8:0001:0002:abcd::9"].map(clientKey);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("writes short forms out in full", () => {
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("2001:db8::")).toBe("2001:db8:0:0::/64");
  });
});
