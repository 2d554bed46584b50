import net from "node:net";

// Every limit counts a client by this key. An IPv6 client is usually given a whole /64
// (2^64 addresses), so counting single IPv6 addresses would give it unlimited keys: it is
// counted per /64. IPv4 (and IPv4-mapped IPv6) addresses are counted one by one.

/** The first four groups of an IPv6 address, written out in full ("2001:db8:0:1::/64"). */
function ipv6Prefix64(address: string): string {
  const [head = "", tail = ""] = address.split("::", 2);
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = address.includes("::") ? (tail === "" ? [] : tail.split(":")) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * An address without its IPv6 zone, and an IPv4 client of a server listening on :: (which
 * arrives as the IPv4-mapped ::ffff:a.b.c.d) as the IPv4 address it holds.
 */
export function plainAddress(address: string): string {
  const zoneless = address.split("%", 1)[0] ?? address;
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(zoneless)?.[1] ?? zoneless;
}

/** The key a client's requests are counted under: the IPv4 address, or the IPv6 /64. */
export function clientKey(address: string): string {
  const plain = plainAddress(address);
  return net.isIPv6(plain) ? ipv6Prefix64(plain.toLowerCase()) : plain;
}
