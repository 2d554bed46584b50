import { urlProblem, MSG_URL_SCHEME, MSG_URL_CREDENTIALS } from "#contracts/seo-audit/audit.ts";
import { AuditError } from "../errors.ts";
import { normalizeHostname } from "./address-guard.ts";

// Which addresses the audit may ask for: absolute http(s) URLs without credentials, and, for
// the files a site names (sitemaps), only addresses on that same site.

/** Parses and validates an absolute http(s) URL, or throws the matching AuditError. */
export function parseAuditUrl(text: string): URL {
  const problem = urlProblem(text);
  if (problem === MSG_URL_SCHEME) throw new AuditError("UNSUPPORTED_SCHEME", text);
  if (problem === MSG_URL_CREDENTIALS) throw new AuditError("INVALID_URL", "credentials", MSG_URL_CREDENTIALS);
  if (problem !== null) throw new AuditError("INVALID_URL", text);
  const url = new URL(text);
  url.hash = "";
  return url;
}

const WEB_PORTS = new Set(["", "80", "443"]);

/**
 * Whether `url` is on the audited site: the same host name, on the web's ports (http and https
 * alike) or on the site's own port (an allow-listed test server). What a site's files name
 * elsewhere is reported but never fetched, so a hostile site cannot point the audit at others.
 */
export function onSite(url: URL, site: URL): boolean {
  if (normalizeHostname(url.hostname) !== normalizeHostname(site.hostname)) return false;
  return url.port === site.port || (WEB_PORTS.has(url.port) && WEB_PORTS.has(site.port));
}
