/** Lenient URL parsing for the pasted links of the simulated downloaders. */

/**
 * Parses what a visitor pasted: trims it and adds `https://` when no scheme is
 * given ("instagram.com/reel/abc"). Only http and https are accepted; anything
 * else, or text that is no URL, gives null.
 */
export function parseWebUrl(input: string): URL | null {
  const trimmed = input.trim();
  if (trimmed.length === 0 || /\s/.test(trimmed)) return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) && !/^[^:/]+:\d+(?:[/?#]|$)/.test(trimmed);
  const candidate = hasScheme ? trimmed : `https://${trimmed.replace(/^\/+/, "")}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.hostname.length === 0) return null;
  return url;
}

/** True when `hostname` is `domain` itself or one of its subdomains ("www.x.com" on "x.com"). */
export function isHostOn(hostname: string, domain: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  const base = domain.toLowerCase();
  return host === base || host.endsWith(`.${base}`);
}
