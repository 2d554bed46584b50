// Website fields as people fill them in: "mehtajewels.com", "www.mehtajewels.in" and
// "https://x.co/path" are all web addresses. Pure: no zod, no Node, no DOM (the WHATWG URL
// parser is the same in the browser and in Node).

/** "http://" or "https://", in any case. */
const HTTP_SCHEME = /^https?:\/\//i;

/** Any other scheme ("javascript:", "ftp:", "mailto:"); "example.com:8080" is a host and a port. */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d+(?:[/?#]|$))/i;

/** One DNS label: letters, digits and inner hyphens (the URL parser has lower-cased it). */
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";

/** A host name with at least one dot whose last label is a top-level domain (IDNs as xn--). */
const DOMAIN = new RegExp(`^(?=.{1,253}$)(?:${LABEL}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$`);

/**
 * The web address a visitor typed, with `https://` in front when they typed no scheme; null
 * when the text cannot be an http(s) address on a public domain name:
 *
 *     toWebAddress("mehtajewels.com")    → "https://mehtajewels.com"
 *     toWebAddress("www.mehtajewels.in") → "https://www.mehtajewels.in"
 *     toWebAddress("http://x.co/path")   → "http://x.co/path" (kept as typed)
 *     toWebAddress("javascript:alert(1)"), ("ftp://x.com"), ("localhost"), ("not a url") → null
 *
 * The rest of the address is kept as typed: no case change, no trailing slash added. Addresses
 * with a user name or password ("you@example.com" typed into the wrong field, or
 * "https://bank.example@evil.example") and IP addresses are refused.
 */
export function toWebAddress(typed: string): string | null {
  const text = typed.trim();
  // Control characters and backslashes: the URL parser would silently rewrite them.
  // eslint-disable-next-line no-control-regex
  if (text === "" || /[\u0000-\u001f\u007f\\]/.test(text)) return null;
  let address: string;
  if (HTTP_SCHEME.test(text)) address = text;
  else if (OTHER_SCHEME.test(text)) return null;
  else address = `https://${text.replace(/^\/\//, "")}`;

  const url = parseUrl(address);
  if (url === null) return null;
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username !== "" || url.password !== "") return null;
  // The host as typed must be the host the parser found ("https:////x.com" is not).
  const typedHost = address.replace(HTTP_SCHEME, "").split(/[/?#]/, 1)[0] ?? "";
  if (typedHost === "" || /\s/.test(typedHost)) return null;
  if (!DOMAIN.test(url.hostname)) return null;
  return address;
}

/** True when a value is an absolute http(s) URL, the only links the detail panel makes clickable. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const url = parseUrl(value);
  return url !== null && (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
}

/** The URL the WHATWG parser makes of a text, or null where it throws (URL.parse is too new for some browsers). */
export function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
