import { describe, expect, it } from "vitest";
import {
  blockedAddressReason,
  checkHost,
  isPublicAddress,
  parseAllowHosts,
  parseIPv4,
  parseIPv6,
  pinnedLookup,
  formatIPv4,
  type Resolver,
} from "./address-guard.ts";

const fakeResolver =
  (table: Record<string, string[]>): Resolver =>
  async (host) => {
    const list = table[host];
    if (list === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return list.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

describe("parseIPv4", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1"],
    ["2130706433", "127.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
    ["0x7f.1", "127.0.0.1"],
    ["0x7f000001", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["10.1", "10.0.0.1"],
    ["192.168.257", "192.168.1.1"],
    ["0", "0.0.0.0"],
    ["3232235777", "192.168.1.1"],
  ])("%s → %s", (text, dotted) => {
    const v = parseIPv4(text);
    expect(v).not.toBeNull();
    expect(formatIPv4(v ?? -1)).toBe(dotted);
  });

  it.each(["example.com", "256.1.1.1", "1.2.3.4.5", "4294967296", "08.1.1.1", "", "1..1"])("rejects %s", (text) => {
    expect(parseIPv4(text)).toBeNull();
  });
});

describe("parseIPv6", () => {
  it("parses compressed, full and embedded-IPv4 forms", () => {
    expect(parseIPv6("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6("[::ffff:127.0.0.1]")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6("::ffff:7f00:1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6("2001:db8:0:0:0:0:0:1")).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6("fe80::1%eth0")).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6("1.2.3.4")).toBeNull();
    expect(parseIPv6("example.com")).toBeNull();
  });
});

describe("blockedAddressReason", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "10.0.0.1",
    "10.255.255.255",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "100.64.0.1",
    "100.127.255.255",
    "169.254.169.254",
    "169.254.0.1",
    "0.0.0.0",
    "0.1.2.3",
    "224.0.0.1",
    "239.255.255.250",
    "240.0.0.1",
    "255.255.255.255",
    "192.0.2.10",
    "198.18.0.1",
    // odd spellings of loopback and the metadata address
    "2130706433",
    "0177.0.0.1",
    "0x7f.1",
    "127.1",
    "0xa9fea9fe",
    "2852039166",
  ])("refuses IPv4 %s", (address) => {
    expect(blockedAddressReason(address)).not.toBeNull();
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "::1",
    "::",
    "0:0:0:0:0:0:0:1",
    "fc00::1",
    "fd12:3456:789a::1",
    "fe80::1",
    "fe80::1%lo0",
    "febf::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "::ffff:a9fe:a9fe",
    "::ffff:10.0.0.1",
    "::127.0.0.1",
    "::ffff:0:127.0.0.1",
    "64:ff9b::127.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "64:ff9b::c0a8:101",
    "64:ff9b:1::1",
    "2002:7f00:1::",
    "2002:c0a8:101::1",
    "2001:db8::1",
    "2001::1",
    "[::1]",
  ])("refuses IPv6 %s", (address) => {
    expect(blockedAddressReason(address)).not.toBeNull();
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.215.14",
    "172.15.255.255",
    "172.32.0.1",
    "100.63.255.255",
    "100.128.0.1",
    "169.253.255.255",
    "11.0.0.1",
    "2606:4700:4700::1111",
    "2a00:1450:4001:80b::200e",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2002:808:808::1",
  ])("allows public %s", (address) => {
    expect(blockedAddressReason(address)).toBeNull();
  });

  it("refuses text that is no address", () => {
    expect(isPublicAddress("example.com")).toBe(false);
  });
});

describe("checkHost", () => {
  const resolve = fakeResolver({
    "public.example": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
    "metadata.example": ["169.254.169.254"],
    "mixed.example": ["93.184.215.14", "10.0.0.5"],
    "mapped.example": ["::ffff:127.0.0.1"],
    localhost: ["127.0.0.1", "::1"],
  });

  it("allows a host whose addresses are all public and returns them for pinning", async () => {
    const result = await checkHost("public.example", { allowHosts: [], resolve });
    expect(result).toEqual({
      ok: true,
      addresses: [
        { address: "93.184.215.14", family: 4 },
        { address: "2606:2800:21f:cb07:6820:80da:af6b:8b2c", family: 6 },
      ],
    });
  });

  it("refuses a host that resolves to the metadata address", async () => {
    const result = await checkHost("metadata.example", { allowHosts: [], resolve });
    expect(result.ok).toBe(false);
    // A name (unlike a literal address) is refused as "name-not-allowed", which the fetcher
    // answers like a name that does not resolve: no map of internal names.
    expect(result.ok === false && result.reason).toBe("name-not-allowed");
  });

  it("refuses when any one of the resolved addresses is private", async () => {
    const result = await checkHost("mixed.example", { allowHosts: [], resolve });
    expect(result.ok === false && result.reason).toBe("name-not-allowed");
  });

  it("refuses a host resolving to an IPv4-mapped loopback", async () => {
    expect((await checkHost("mapped.example", { allowHosts: [], resolve })).ok).toBe(false);
  });

  it("refuses literal private addresses without asking DNS", async () => {
    const noDns: Resolver = async () => {
      throw new Error("DNS must not be asked");
    };
    for (const host of ["127.0.0.1", "[::1]", "::ffff:7f00:1", "169.254.169.254", "0177.0.0.1", "2130706433"]) {
      const result = await checkHost(host, { allowHosts: [], resolve: noDns });
      expect(result.ok === false && result.reason, host).toBe("not-allowed");
    }
  });

  it("refuses localhost names without asking DNS (RFC 6761)", async () => {
    const noDns: Resolver = async () => {
      throw new Error("DNS must not be asked");
    };
    for (const host of ["localhost", "LOCALHOST.", "app.localhost"]) {
      const result = await checkHost(host, { allowHosts: [], resolve: noDns });
      expect(result.ok === false && result.reason, host).toBe("not-allowed");
    }
  });

  it("allows ports 80 and 443 only, judged before DNS; allow-listed hosts keep any port", async () => {
    const noDns: Resolver = async () => {
      throw new Error("DNS must not be asked");
    };
    for (const port of ["8080", "22", "6379", "0", "444"]) {
      const result = await checkHost("public.example", { allowHosts: [], resolve: noDns, port });
      expect(result, port).toEqual({ ok: false, reason: "port-not-allowed", detail: `port ${port}` });
    }
    for (const port of ["", "80", "443"]) {
      expect((await checkHost("public.example", { allowHosts: [], resolve, port })).ok, port).toBe(true);
    }
    expect((await checkHost("93.184.215.14", { allowHosts: [], port: "8080" })).ok).toBe(false);
    expect((await checkHost("localhost", { allowHosts: ["localhost"], resolve, port: "5173" })).ok).toBe(true);
    // A private literal says so whatever its port.
    expect(await checkHost("10.0.0.1", { allowHosts: [], port: "22" })).toMatchObject({ reason: "not-allowed" });
  });

  it("reports unknown hosts as not found", async () => {
    const result = await checkHost("nope.example", { allowHosts: [], resolve });
    expect(result.ok === false && result.reason).toBe("not-found");
  });

  it("lets allow-listed hosts through even when private", async () => {
    expect((await checkHost("localhost", { allowHosts: ["localhost"], resolve })).ok).toBe(true);
    expect((await checkHost("LOCALHOST.", { allowHosts: ["localhost"], resolve })).ok).toBe(true);
    expect((await checkHost("127.0.0.1", { allowHosts: ["localhost"], resolve })).ok).toBe(false);
    expect((await checkHost("127.0.0.1", { allowHosts: ["127.0.0.1"], resolve })).ok).toBe(true);
  });

  it("resolves real names with the system resolver", async () => {
    const result = await checkHost("localhost", { allowHosts: [] });
    expect(result.ok === false && result.reason).toBe("not-allowed");
  });
});

describe("parseAllowHosts", () => {
  it("splits the env value", () => {
    expect(parseAllowHosts("127.0.0.1, localhost,,[::1] ")).toEqual(["127.0.0.1", "localhost", "::1"]);
    expect(parseAllowHosts(undefined)).toEqual([]);
    expect(parseAllowHosts("")).toEqual([]);
  });
});

describe("pinnedLookup", () => {
  const lookup = pinnedLookup([
    { address: "93.184.215.14", family: 4 },
    { address: "2606:2800::1", family: 6 },
  ]);
  const call = (options: object) =>
    new Promise<unknown[]>((resolve) => {
      (lookup as unknown as (h: string, o: object, cb: (...args: unknown[]) => void) => void)(
        "rebind.example",
        options,
        (...args) => resolve(args),
      );
    });

  it("answers with the checked addresses only, whatever the name", async () => {
    expect(await call({})).toEqual([null, "93.184.215.14", 4]);
    expect(await call({ family: 6 })).toEqual([null, "2606:2800::1", 6]);
    expect(await call({ all: true })).toEqual([
      null,
      [
        { address: "93.184.215.14", family: 4 },
        { address: "2606:2800::1", family: 6 },
      ],
    ]);
  });
});
