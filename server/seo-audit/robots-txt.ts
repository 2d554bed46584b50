// A small robots.txt reader following RFC 9309 and Google's documented behaviour: the group of
// the most specific matching user agent (else "*"), the longest matching rule wins, Allow wins a
// tie, "*" matches any run of characters and a final "$" anchors the end.

interface RobotsRule {
  allow: boolean;
  pattern: string;
}

interface RobotsGroup {
  agents: string[];
  rules: RobotsRule[];
}

export interface RobotsRules {
  groups: RobotsGroup[];
  sitemaps: string[];
}

export function parseRobotsTxt(body: string): RobotsRules {
  const groups: RobotsGroup[] = [];
  const sitemaps: string[] = [];
  let current: RobotsGroup | null = null;
  let lastWasAgent = false;
  for (const rawLine of body.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, "").trim();
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "user-agent") {
      if (current === null || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
    } else if (key === "allow" || key === "disallow") {
      lastWasAgent = false;
      if (current === null) continue;
      // An empty Disallow allows everything; an empty Allow means nothing.
      if (value === "") continue;
      current.rules.push({ allow: key === "allow", pattern: value });
    } else if (key === "sitemap") {
      if (value !== "") sitemaps.push(value);
    } else {
      lastWasAgent = false;
    }
  }
  return { groups, sitemaps };
}

function patternToRegExp(pattern: string): RegExp {
  const anchored = pattern.endsWith("$");
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const source = body
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}${anchored ? "$" : ""}`);
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export interface RobotsVerdict {
  allowed: boolean;
  /** The rule that decided, e.g. "Disallow: /private", or undefined when no rule matched. */
  rule?: string;
  /** The user-agent line of the group used, e.g. "googlebot" or "*". */
  agent?: string;
}

/** Whether `path` (pathname + search) may be crawled by `userAgent` (a product token, e.g. googlebot). */
export function robotsVerdict(rules: RobotsRules, path: string, userAgent = "googlebot"): RobotsVerdict {
  const ua = userAgent.toLowerCase();
  let matching = rules.groups.filter((g) => g.agents.some((a) => a !== "*" && ua.startsWith(a)));
  const agent = matching.length > 0 ? ua : "*";
  if (matching.length === 0) matching = rules.groups.filter((g) => g.agents.includes("*"));
  if (matching.length === 0) return { allowed: true };
  if (path === "/robots.txt") return { allowed: true, agent };

  let best: RobotsRule | null = null;
  const target = safeDecode(path);
  for (const group of matching) {
    for (const rule of group.rules) {
      if (!patternToRegExp(safeDecode(rule.pattern)).test(target)) continue;
      if (
        best === null ||
        rule.pattern.length > best.pattern.length ||
        (rule.pattern.length === best.pattern.length && rule.allow && !best.allow)
      ) {
        best = rule;
      }
    }
  }
  if (best === null) return { allowed: true, agent };
  return { allowed: best.allow, rule: `${best.allow ? "Allow" : "Disallow"}: ${best.pattern}`, agent };
}
