import { UTM_KEYS, type UtmKey } from "#contracts/leads/lead-source.ts";

// A campaign link: the page's address with utm_* parameters. Values are trimmed, lower-cased
// and their spaces (and runs of spaces) become "-" unless the visitor keeps them as typed:
// analytics reports count "Facebook" and "facebook" as two sources. The link's own query keeps
// its order (old utm_* values are replaced) and its #fragment stays at the end.

export type UtmFields = Partial<Record<UtmKey, string>>;

export const MSG_UTM_URL = "Enter the page address, starting with https:// or http://.";
export const MSG_UTM_REQUIRED = "Source, medium and campaign are needed for the link to count as a campaign.";

/** Trim; then lower-case and turn every run of white space into one "-". */
export function tidyUtmValue(value: string, keepAsTyped = false): string {
  const trimmed = value.trim();
  if (keepAsTyped) return trimmed;
  return trimmed.toLowerCase().split(/\s+/).filter(Boolean).join("-");
}

export type UtmResult = { ok: true; url: string } | { ok: false; error: string; field: "url" | UtmKey };

/** The tagged link, or what is wrong. Source, medium and campaign are required when `required`. */
export function buildUtmUrl(
  address: string,
  fields: UtmFields,
  options: { keepAsTyped?: boolean; required?: boolean } = {},
): UtmResult {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return { ok: false, error: MSG_UTM_URL, field: "url" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, error: MSG_UTM_URL, field: "url" };
  const tidy = Object.fromEntries(
    UTM_KEYS.map((key) => [key, tidyUtmValue(fields[key] ?? "", options.keepAsTyped)]),
  ) as Record<UtmKey, string>;
  if (options.required) {
    const missing = (["utm_source", "utm_medium", "utm_campaign"] as const).find((key) => tidy[key] === "");
    if (missing) return { ok: false, error: MSG_UTM_REQUIRED, field: missing };
  }
  // The query is edited as text: URLSearchParams would re-encode every other parameter
  // (%20 to +, "flag" to "flag=").
  const set = UTM_KEYS.filter((key) => tidy[key] !== "");
  const kept = url.search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && !set.some((key) => pair.split("=")[0] === key));
  const added = set.map((key) => `${key}=${encodeURIComponent(tidy[key])}`);
  const query = [...kept, ...added].join("&");
  url.search = query === "" ? "" : `?${query}`;
  return { ok: true, url: url.href };
}
