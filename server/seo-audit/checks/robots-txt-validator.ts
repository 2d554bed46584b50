// Lighthouse's robots.txt validation (core/audits/seo/robots-txt.js), line by line: known
// directives only, a valid sitemap URL, a user agent before any allow/disallow, and patterns
// that start with "/" or "*" with "$" only at the end.

const GROUP_MEMBERS = new Set(["allow", "disallow"]);
const SAFELIST = new Set([
  "user-agent",
  "disallow",
  "allow",
  "sitemap",
  "crawl-delay",
  "clean-param",
  "host",
  "request-rate",
  "visit-time",
  "noindex",
]);
const SITEMAP_PROTOCOLS = new Set(["https:", "http:", "ftp:"]);

export interface RobotsTxtError {
  /** 1-based line number. */
  line: number;
  text: string;
  message: string;
}

function directiveProblem(name: string, value: string): string | null {
  if (!SAFELIST.has(name)) return "Unknown directive";
  if (name === "sitemap") {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return "Invalid sitemap URL";
    }
    if (!SITEMAP_PROTOCOLS.has(url.protocol)) return "Invalid sitemap URL protocol";
  }
  if (name === "user-agent" && value === "") return "No user-agent specified";
  if (GROUP_MEMBERS.has(name)) {
    if (value !== "" && value[0] !== "/" && value[0] !== "*")
      return 'Pattern should either be empty, start with "/" or "*"';
    const dollar = value.indexOf("$");
    if (dollar !== -1 && dollar !== value.length - 1) return '"$" should only be used at the end of the pattern';
  }
  return null;
}

export function validateRobotsTxt(content: string): RobotsTxtError[] {
  const errors: RobotsTxtError[] = [];
  let inGroup = false;
  content.split(/\r\n|\r|\n/).forEach((text, index) => {
    const hash = text.indexOf("#");
    const line = (hash === -1 ? text : text.slice(0, hash)).trim();
    if (line === "") return;
    const colon = line.indexOf(":");
    if (colon === -1) {
      errors.push({ line: index + 1, text, message: "Syntax not understood" });
      return;
    }
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const problem = directiveProblem(name, value);
    if (problem !== null) {
      errors.push({ line: index + 1, text, message: problem });
      return;
    }
    if (name === "user-agent") inGroup = true;
    else if (!inGroup && GROUP_MEMBERS.has(name))
      errors.push({ line: index + 1, text, message: "No user-agent specified" });
  });
  return errors;
}
