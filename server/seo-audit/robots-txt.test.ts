import { describe, expect, it } from "vitest";
import { parseRobotsTxt, robotsVerdict } from "./robots-txt.ts";

describe("robots.txt", () => {
  const rules = parseRobotsTxt(`# comment
User-agent: *
Disallow: /private
Allow: /private/open
Disallow: /*.pdf$
Disallow:

User-agent: Googlebot
User-agent: Bingbot
Disallow: /no-google/

Sitemap: https://example.com/sitemap.xml
`);

  it("reads groups and sitemaps", () => {
    expect(rules.groups).toHaveLength(2);
    expect(rules.groups[1]?.agents).toEqual(["googlebot", "bingbot"]);
    expect(rules.sitemaps).toEqual(["https://example.com/sitemap.xml"]);
  });

  it("uses the most specific agent group", () => {
    // Googlebot has its own group, so the * rules do not apply to it.
    expect(robotsVerdict(rules, "/private/page").allowed).toBe(true);
    expect(robotsVerdict(rules, "/no-google/x")).toMatchObject({ allowed: false, rule: "Disallow: /no-google/" });
    expect(robotsVerdict(rules, "/private/page", "otherbot")).toMatchObject({ allowed: false, agent: "*" });
  });

  it("longest match wins, allow wins ties, wildcards and $ work", () => {
    expect(robotsVerdict(rules, "/private/open/x", "otherbot").allowed).toBe(true);
    expect(robotsVerdict(rules, "/files/a.pdf", "otherbot").allowed).toBe(false);
    expect(robotsVerdict(rules, "/files/a.pdf?x=1", "otherbot").allowed).toBe(true);
    const tie = parseRobotsTxt("User-agent: *\nDisallow: /page\nAllow: /page");
    expect(robotsVerdict(tie, "/page").allowed).toBe(true);
  });

  it("allows everything with no rules or an empty Disallow", () => {
    expect(robotsVerdict(parseRobotsTxt(""), "/").allowed).toBe(true);
    expect(robotsVerdict(parseRobotsTxt("User-agent: *\nDisallow:"), "/").allowed).toBe(true);
  });

  it("Disallow: / blocks the whole site", () => {
    expect(robotsVerdict(parseRobotsTxt("User-agent: *\nDisallow: /"), "/about")).toMatchObject({ allowed: false });
  });
});
