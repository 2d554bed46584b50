import type { CheerioAPI } from "cheerio";
import { type CheckFn, listSample, make, plural } from "./check-context.ts";
import { documentBase } from "./link-elements.ts";

// Mixed content: http:// subresources of an https page. Not a Lighthouse SEO audit, so advice
// only (never critical, no weight). Browsers block "blockable" ones (scripts, stylesheets,
// frames, plugins) and upgrade or flag "upgradable" ones (images, audio, video).

type Kind = "blockable" | "upgradable";

interface InsecureResource {
  kind: Kind;
  element: string;
  url: string;
}

/** Elements and the attributes that load a subresource, with how browsers treat them over http. */
const SOURCES: readonly { selector: string; attr: string; kind: Kind; srcset?: boolean }[] = [
  { selector: "script[src]", attr: "src", kind: "blockable" },
  { selector: "iframe[src]", attr: "src", kind: "blockable" },
  { selector: "frame[src]", attr: "src", kind: "blockable" },
  { selector: "object[data]", attr: "data", kind: "blockable" },
  { selector: "embed[src]", attr: "src", kind: "blockable" },
  { selector: "img[src]", attr: "src", kind: "upgradable" },
  { selector: "img[srcset]", attr: "srcset", kind: "upgradable", srcset: true },
  { selector: "source[src]", attr: "src", kind: "upgradable" },
  { selector: "source[srcset]", attr: "srcset", kind: "upgradable", srcset: true },
  { selector: "video[src]", attr: "src", kind: "upgradable" },
  { selector: "video[poster]", attr: "poster", kind: "upgradable" },
  { selector: "audio[src]", attr: "src", kind: "upgradable" },
];

/** The URLs of a srcset attribute ("a.jpg 1x, b.jpg 2x" → a.jpg, b.jpg), split as the HTML standard does. */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let pos = 0;
  const at = (re: RegExp) => pos < srcset.length && re.test(srcset[pos] ?? "");
  while (pos < srcset.length) {
    while (at(/[\s,]/)) pos++;
    const start = pos;
    while (at(/\S/)) pos++;
    let url = srcset.slice(start, pos);
    if (url === "") break;
    if (url.endsWith(",")) url = url.slice(0, lengthWithoutTrailingCommas(url));
    else while (at(/[^,]/)) pos++; // the descriptors ("2x", "300w")
    urls.push(url);
  }
  return urls;
}

/** A loop, not /,+$/: that regex is quadratic on a run of commas followed by something else. */
function lengthWithoutTrailingCommas(text: string): number {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x2c) end--;
  return end;
}

function isStylesheet(rel: string | undefined): boolean {
  return (rel ?? "").toLowerCase().split(/\s+/).includes("stylesheet");
}

function insecure(raw: string, base: URL): string | null {
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Every http:// subresource of the page, blockable first, each URL once per element type. */
function insecureResources($: CheerioAPI, pageUrl: URL): InsecureResource[] {
  const base = documentBase($, pageUrl);
  const found: InsecureResource[] = [];
  const seen = new Set<string>();
  const add = (kind: Kind, element: string, raw: string) => {
    const url = insecure(raw, base);
    const key = `${element} ${url}`;
    if (url === null || seen.has(key)) return;
    seen.add(key);
    found.push({ kind, element, url });
  };
  $("link[href]").each((_, el) => {
    if (isStylesheet($(el).attr("rel"))) add("blockable", "stylesheet", $(el).attr("href") ?? "");
  });
  for (const source of SOURCES) {
    $(source.selector).each((_, el) => {
      const value = $(el).attr(source.attr) ?? "";
      const element = source.selector.replace(/\[.*$/, "");
      for (const raw of source.srcset ? srcsetUrls(value) : [value]) add(source.kind, element, raw);
    });
  }
  return found.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === "blockable" ? -1 : 1));
}

/** Forms that send what visitors type over plain http. */
function insecureFormActions($: CheerioAPI, pageUrl: URL): string[] {
  const base = documentBase($, pageUrl);
  const urls = $("form[action]")
    .map((_, el) => insecure($(el).attr("action") ?? "", base))
    .get()
    .filter((u): u is string => u !== null);
  return [...new Set(urls)];
}

/** No http:// subresources (and no http:// form actions) on an https page. */
export const checkMixedContent: CheckFn = ({ $, url }) => {
  const meta = { id: "mixed-content", title: "Mixed content" } as const;
  if (url.protocol !== "https:")
    return make(
      meta,
      "passed",
      "Not applicable: the page is served over HTTP",
      "Mixed content only concerns pages served over HTTPS.",
    );
  const resources = insecureResources($, url);
  const forms = insecureFormActions($, url);
  if (resources.length === 0 && forms.length === 0)
    return make(meta, "passed", "No http:// resources", "Every resource of the page loads over HTTPS.");
  const blockable = resources.filter((r) => r.kind === "blockable").length;
  const upgradable = resources.length - blockable;
  const parts: string[] = [];
  if (blockable > 0) parts.push(`${blockable} blockable (scripts, stylesheets, frames)`);
  if (upgradable > 0) parts.push(`${upgradable} upgradable (images, audio, video)`);
  const found =
    resources.length > 0
      ? `${plural(resources.length, "http:// resource")}: ${parts.join(", ")}${forms.length > 0 ? `; ${plural(forms.length, "form")} sending to http://` : ""}`
      : `${plural(forms.length, "form")} sending to http://: ${listSample(forms)}`;
  const check = make(
    meta,
    "warning",
    found,
    blockable > 0
      ? "Browsers block http:// scripts, stylesheets and frames on an HTTPS page, so parts of the page break, and show the page as not fully secure."
      : resources.length > 0
        ? "Browsers load http:// images and media of an HTTPS page over HTTPS when they can (and drop them when they cannot), and mark the page as not fully secure."
        : "A form on an HTTPS page that sends to http:// exposes what visitors type, and browsers warn before sending it.",
    "Load every resource and send every form over https:// (or with a relative URL).",
  );
  return {
    ...check,
    details: [
      ...resources.map((r) => `${r.kind === "blockable" ? "Blockable" : "Upgradable"} ${r.element}: ${r.url}`),
      ...forms.map((f) => `Form action (note): ${f}`),
    ],
  };
};
