import { type CheckFn, kb, make, plural } from "./check-context.ts";

// Page speed (metric: pageSpeed).

/** Server response time: ≤ 800 ms good, ≤ 1800 ms needs work, slower is poor (Web Vitals TTFB). */
export const checkResponseTime: CheckFn = ({ input }) => {
  const meta = { id: "response-time", title: "Server response time" } as const;
  const ms = Math.max(0, Math.round(input.timing.responseTimeMs));
  const found = `First byte after ${ms} ms`;
  if (ms <= 800) return make(meta, "passed", found, "The server answers quickly (800 ms or less).");
  if (ms <= 1800)
    return make(
      meta,
      "warning",
      found,
      "The server is slow to answer (over 800 ms), which delays everything else on the page.",
      "Speed up the server: caching, a CDN, faster hosting or fewer database queries per page.",
    );
  return make(
    meta,
    "critical",
    found,
    "The server takes more than 1.8 seconds to answer; visitors leave before the page appears.",
    "Add page caching or a CDN and check the hosting: the first byte should arrive within 800 ms.",
  );
};

/** HTML weight: ≤ 200 KB good, ≤ 1 MB heavy, more is very heavy. */
export const checkPageWeight: CheckFn = ({ pageBytes }) => {
  const meta = { id: "page-weight", title: "HTML size" } as const;
  const found = `HTML: ${kb(pageBytes)}`;
  if (pageBytes <= 200 * 1024) return make(meta, "passed", found, "The HTML document is light (200 KB or less).");
  if (pageBytes <= 1024 * 1024)
    return make(
      meta,
      "warning",
      found,
      "The HTML document is heavy, which slows the first render on mobile networks.",
      "Trim the HTML: move inline scripts, styles and embedded data to cached files, and paginate long lists.",
    );
  return make(
    meta,
    "critical",
    found,
    "The HTML document is over 1 MB, far too heavy for mobile networks.",
    "Cut the HTML below 200 KB: remove inlined data, images and repeated markup.",
  );
};

/** gzip/br/deflate for any HTML over 1 KB. */
export const checkCompression: CheckFn = ({ input, pageBytes }) => {
  const meta = { id: "compression", title: "Text compression" } as const;
  const encoding = (input.headers["content-encoding"] ?? "").trim().toLowerCase();
  if (encoding !== "" && encoding !== "identity")
    return make(
      meta,
      "passed",
      `Compressed with ${encoding}`,
      "The HTML is compressed on the way, so it downloads faster.",
    );
  if (pageBytes < 1024)
    return make(
      meta,
      "passed",
      `Not compressed, but only ${kb(pageBytes)}`,
      "The page is too small to benefit from compression.",
    );
  return make(
    meta,
    pageBytes > 100 * 1024 ? "critical" : "warning",
    `Not compressed (${kb(pageBytes)} sent as is)`,
    "Uncompressed HTML takes several times longer to download.",
    "Enable gzip or Brotli compression for HTML, CSS and JavaScript on the server or CDN.",
  );
};

/** Scripts in <head> without async/defer, and more than 3 blocking style sheets. */
export const checkRenderBlocking: CheckFn = ({ $ }) => {
  const meta = { id: "render-blocking", title: "Render-blocking resources" } as const;
  const scripts = $("head script[src]").filter((_, el) => {
    const s = $(el);
    const type = (s.attr("type") ?? "").toLowerCase();
    return s.attr("async") === undefined && s.attr("defer") === undefined && type !== "module";
  }).length;
  const sheets = $("head link[rel~=stylesheet]").filter((_, el) => {
    const media = ($(el).attr("media") ?? "all").toLowerCase();
    return media === "all" || media === "screen" || media === "";
  }).length;
  const found = `${plural(scripts, "blocking script")} and ${plural(sheets, "style sheet")} in <head>`;
  if (scripts > 0 || sheets > 3)
    return make(
      meta,
      "warning",
      found,
      "The browser must download these files before it can show anything.",
      "Add defer (or async) to scripts in <head>, and inline critical CSS or combine style sheets.",
    );
  return make(meta, "passed", found, "Nothing in <head> holds back the first render.");
};

/** Elements in the document: ≤ 1500 fine, ≤ 3000 large, more excessive. */
export const checkDomSize: CheckFn = ({ $ }) => {
  const meta = { id: "dom-size", title: "DOM size" } as const;
  const n = $("*").length;
  const found = `${plural(n, "element")}`;
  if (n <= 1500) return make(meta, "passed", found, "The page has a manageable number of elements.");
  if (n <= 3000)
    return make(
      meta,
      "warning",
      found,
      "A large DOM slows down rendering and interaction on phones.",
      "Reduce the number of elements: simplify markup and load long lists on demand.",
    );
  return make(
    meta,
    "critical",
    found,
    "An excessive DOM (over 3,000 elements) makes the page slow to render and sluggish to use.",
    "Cut the page below 1,500 elements: paginate, virtualise long lists and remove wrapper elements.",
  );
};

/** <img> with width and height attributes (avoids layout shift). */
export const checkImageDimensions: CheckFn = ({ $ }) => {
  const meta = { id: "image-dimensions", title: "Image dimensions" } as const;
  const imgs = $("img");
  const missing = imgs.filter(
    (_, el) => $(el).attr("width") === undefined || $(el).attr("height") === undefined,
  ).length;
  if (imgs.length === 0) return make(meta, "passed", "No images", "Nothing to check.");
  if (missing > 0)
    return make(
      meta,
      "warning",
      `${missing} of ${plural(imgs.length, "image")} without width and height`,
      "Images without dimensions make the layout jump while the page loads (layout shift).",
      "Give every <img> width and height attributes that match its aspect ratio.",
    );
  return make(
    meta,
    "passed",
    `All ${plural(imgs.length, "image")} have width and height`,
    "Images keep their space while loading, so the layout does not jump.",
  );
};
