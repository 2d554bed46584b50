import { type CheckFn, make } from "./check-context.ts";

// Security headers (metric: seoScore).

/** Strict-Transport-Security with max-age of at least 180 days. */
export const checkHsts: CheckFn = ({ input, url }) => {
  const meta = { id: "hsts", title: "HSTS header" } as const;
  if (url.protocol !== "https:")
    return make(
      meta,
      "warning",
      "Not applicable: the page is not served over HTTPS",
      "HSTS keeps browsers on HTTPS, so it needs HTTPS first.",
      "Move the site to HTTPS, then send Strict-Transport-Security.",
    );
  const header = input.headers["strict-transport-security"];
  if (header === undefined)
    return make(
      meta,
      "warning",
      "No Strict-Transport-Security header",
      "Without HSTS, the first visit can be downgraded to plain HTTP.",
      "Send Strict-Transport-Security: max-age=31536000; includeSubDomains.",
    );
  const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(header)?.[1] ?? "0");
  if (maxAge < 15_552_000)
    return make(
      meta,
      "warning",
      `Strict-Transport-Security: ${header}`,
      "The HSTS max-age is shorter than 180 days.",
      "Raise the HSTS max-age to at least 31536000 (one year).",
    );
  return make(meta, "passed", `Strict-Transport-Security: ${header}`, "Browsers will always use HTTPS for this site.");
};

/** X-Content-Type-Options: nosniff. */
export const checkNoSniff: CheckFn = ({ input }) => {
  const meta = {
    id: "content-type-options",
    title: "X-Content-Type-Options header",
  } as const;
  const header = input.headers["x-content-type-options"];
  if ((header ?? "").trim().toLowerCase() === "nosniff")
    return make(
      meta,
      "passed",
      "X-Content-Type-Options: nosniff",
      "Browsers will not guess file types, which blocks a class of attacks.",
    );
  return make(
    meta,
    "warning",
    header === undefined ? "No X-Content-Type-Options header" : `X-Content-Type-Options: ${header}`,
    "Without nosniff, browsers may run files as a type other than the one declared.",
    "Send the header X-Content-Type-Options: nosniff on every response.",
  );
};
