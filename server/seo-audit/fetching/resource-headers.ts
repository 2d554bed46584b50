import { createDeadline } from "./deadline.ts";
import { DEFAULT_MAX_REDIRECTS, type FetchOptions } from "./fetch-options.ts";
import { followRedirects, flattenHeaders, guardedRequest, type RequestShape } from "./guarded-request.ts";
import { parseAuditUrl } from "./audit-url.ts";
import { toAuditError } from "./network-errors.ts";

// The headers of a page's resources (images), for their sizes, without their bodies.

export interface ResourceHeaders {
  status: number;
  /** Response headers, lowercase names. */
  headers: Record<string, string>;
}

/**
 * Asks for a resource's headers without reading its body (HEAD, or a GET of a byte range whose
 * connection is closed at once), through the guard, following redirects unless told not to. Throws AuditError.
 */
export async function fetchResourceHeaders(
  url: string,
  options: FetchOptions,
  shape: RequestShape & { timeoutMs: number; accept: string; followRedirects?: boolean },
): Promise<ResourceHeaders> {
  const deadline = createDeadline(shape.timeoutMs);
  try {
    const start = parseAuditUrl(url);
    if (shape.followRedirects === false) {
      const { res } = await guardedRequest(start, options, deadline, shape.accept, shape);
      res.destroy();
      return { status: res.statusCode ?? 0, headers: flattenHeaders(res) };
    }
    const final = await followRedirects(start, options, deadline, DEFAULT_MAX_REDIRECTS, shape.accept, shape);
    final.res.destroy();
    return { status: final.res.statusCode ?? 0, headers: flattenHeaders(final.res) };
  } catch (error) {
    throw toAuditError(error, deadline.signal);
  } finally {
    deadline.dispose();
  }
}
