import type { CheerioAPI } from "cheerio";
import { type CheckFn, collapse, listSample, make, metaContent, plural, quote } from "./check-context.ts";

// Mobile usability (metric: mobileUsability).

function parseViewport(content: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of content.split(/[,;]/)) {
    const [k, v] = part.split("=");
    if (k !== undefined && k.trim() !== "") map.set(k.trim().toLowerCase(), (v ?? "").trim().toLowerCase());
  }
  return map;
}

/** <meta name="viewport" content="width=device-width, …"> without zoom blocking. */
export const checkViewport: CheckFn = ({ $ }) => {
  const meta = { id: "viewport", title: "Mobile viewport" } as const;
  const content = metaContent($, "viewport");
  if (content === undefined) {
    return make(
      meta,
      "critical",
      "No viewport meta tag",
      "Without a viewport tag, phones render the page at desktop width and shrink it; Google indexes the mobile version first.",
      'Add <meta name="viewport" content="width=device-width, initial-scale=1">.',
    );
  }
  const v = parseViewport(content);
  const found = `Viewport: ${quote(collapse(content), 80)}`;
  if (v.get("width") !== "device-width")
    return make(
      meta,
      "warning",
      found,
      "The viewport does not follow the device width, so the layout will not fit phone screens.",
      "Set width=device-width in the viewport meta tag.",
    );
  const maxScale = Number(v.get("maximum-scale") ?? "10");
  if (v.get("user-scalable") === "no" || v.get("user-scalable") === "0" || maxScale < 2)
    return make(
      meta,
      "warning",
      found,
      "The viewport stops visitors from zooming, which hurts people with low vision.",
      "Remove user-scalable=no and any maximum-scale below 5 from the viewport tag.",
    );
  return make(meta, "passed", found, "The page adapts to the width of the device and allows zooming.");
};

function inlineCss($: CheerioAPI): string {
  const parts: string[] = [];
  $("style").each((_, el) => {
    parts.push($(el).text());
  });
  $("[style]").each((_, el) => {
    parts.push($(el).attr("style") ?? "");
  });
  return parts.join("\n");
}

/** Font sizes under 12 px (9 pt) in the page's own CSS (<style> and style attributes). */
export const checkFontSize: CheckFn = ({ $ }) => {
  const meta = { id: "font-size", title: "Legible font sizes" } as const;
  const small: string[] = [];
  for (const m of inlineCss($).matchAll(/font-size\s*:\s*([\d.]+)\s*(px|pt)\b/gi)) {
    const size = Number(m[1]);
    const unit = (m[2] ?? "px").toLowerCase();
    if ((unit === "px" && size < 12) || (unit === "pt" && size < 9)) small.push(`${m[1] ?? ""}${unit}`);
  }
  if (small.length > 0) {
    return make(
      meta,
      "warning",
      `${plural(small.length, "font size")} below 12px in the page's CSS: ${listSample([...new Set(small)])}`,
      "Text under 12 pixels is hard to read on phones without zooming.",
      "Use a base font size of at least 16px and keep all text at 12px or larger.",
    );
  }
  return make(
    meta,
    "passed",
    "No font size below 12px in the page's inline CSS (external style sheets are not checked)",
    "Text sizes declared in the page are legible on phones.",
  );
};

function pxValue(style: string, prop: string): number | null {
  const m = new RegExp(`(?:^|;)\\s*${prop}\\s*:\\s*([\\d.]+)px`, "i").exec(style);
  return m ? Number(m[1]) : null;
}

/** Links and controls sized under 24×24 px in their style attribute (WCAG 2.2 target size). */
export const checkTapTargets: CheckFn = ({ $ }) => {
  const meta = { id: "tap-targets", title: "Tap targets" } as const;
  const small: string[] = [];
  $("a, button, input, select, [role=button]").each((_, el) => {
    const style = $(el).attr("style") ?? "";
    if (style === "") return;
    const w = pxValue(style, "width");
    const h = pxValue(style, "height");
    if ((w !== null && w < 24) || (h !== null && h < 24))
      small.push(`<${(el as { name?: string }).name ?? "element"}> ${w ?? "auto"}×${h ?? "auto"}px`);
  });
  if (small.length > 0) {
    return make(
      meta,
      "warning",
      `${plural(small.length, "control")} smaller than 24×24px: ${listSample(small)}`,
      "Small links and buttons are hard to tap on a touch screen.",
      "Make links and buttons at least 24×24px (48×48px is comfortable) with space between them.",
    );
  }
  return make(
    meta,
    "passed",
    "No link or button sized below 24×24px in inline styles",
    "Controls declared in the page are large enough to tap.",
  );
};

const PLUGIN = /(flash|shockwave|\.swf\b|\.flv\b|java-applet|x-java|\.class\b|silverlight|\.xap\b)/i;

/** No Flash, Java or Silverlight plugins, which phones cannot run. */
export const checkPlugins: CheckFn = ({ $ }) => {
  const meta = { id: "plugins", title: "No browser plugins" } as const;
  let count = $("applet").length;
  $("object, embed").each((_, el) => {
    const e = $(el);
    const text = [e.attr("type"), e.attr("src"), e.attr("data"), e.attr("classid")].filter(Boolean).join(" ");
    if (PLUGIN.test(text)) count++;
  });
  if (count > 0)
    return make(
      meta,
      "warning",
      `${plural(count, "plugin element")} (Flash, Java or Silverlight)`,
      "Phones and current browsers cannot run plugins, so this content is invisible to most visitors.",
      "Replace plugin content with HTML, video or images.",
    );
  return make(meta, "passed", "No plugin content", "The page uses no Flash, Java or Silverlight content.");
};
