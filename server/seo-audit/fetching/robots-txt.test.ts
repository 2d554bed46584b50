import { describe, expect, it } from "vitest";
import {
  compileRobotsPattern,
  parseRobotsTxt,
  patternMatches,
  ROBOTS_MAX_CHARS,
  ROBOTS_MAX_PATH,
  ROBOTS_MAX_PATTERN,
  ROBOTS_MAX_RULES,
  robotsVerdict,
} from "./robots-txt.ts";

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

describe("robots.txt rule matching (RFC 9309 and Google's examples)", () => {
  const verdict = (body: string, path: string) => robotsVerdict(parseRobotsTxt(`User-agent: *\n${body}`), path, "x");
  const matches = (pattern: string, path: string) => patternMatches(compileRobotsPattern(pattern), path);

  /** The paths `pattern` matches, and those it does not. */
  const expectMatches = (pattern: string, yes: string[], no: string[] = []) => {
    for (const path of yes) expect(matches(pattern, path), `${pattern} matches ${path}`).toBe(true);
    for (const path of no) expect(matches(pattern, path), `${pattern} does not match ${path}`).toBe(false);
  };

  it("a plain rule matches every path it starts", () => {
    expectMatches("/fish", ["/fish", "/fish.html", "/fishheads/yummy.html"], ["/Fish.asp", "/catfish"]);
    expectMatches("/fish/", [], ["/fish"]);
  });

  it('"*" matches any run of characters, including none', () => {
    expectMatches("/*.php", ["/index.php", "/filename.php/", "/folder/any.php.file.html"], ["/windows.PHP"]);
    expectMatches("/fish*", ["/fish"]);
    expectMatches("/a*b*c", ["/abc", "/axxbyyc/more"], ["/acb"]);
    expectMatches("/a**b", ["/ab"]);
    expectMatches("*", ["/anything"]);
    expectMatches("/*/*/x", ["/p/q/x"], ["/p/x"]);
  });

  it('a final "$" anchors the end; elsewhere "$" is a plain character', () => {
    expectMatches(
      "/*.php$",
      ["/filename.php", "/folder/filename.php"],
      ["/filename.php?parameters", "/filename.php/", "/filename.php5"],
    );
    expectMatches("/page$", ["/page"], ["/pages"]);
    expectMatches("/$", ["/"], ["/a"]);
    expectMatches("/a$b", ["/a$b/c"]);
    expectMatches("/*$", ["/anything"]);
    // The last piece must end the path and come after the ones before it.
    expectMatches("/ab*b$", ["/abb"], ["/ab"]);
    expectMatches("/*ab*ab$", ["/xabab"], ["/xab"]);
  });

  it("pieces that overlap themselves are found (KMP borders)", () => {
    expectMatches("/*aab", ["/aaab"]);
    expectMatches("/*abab", ["/abaabab"]);
    expectMatches("/*abcabd", ["/abcabcabd"], ["/abcabcabe"]);
  });

  it("rules and paths are compared percent-decoded, as before", () => {
    expect(matches("/caf%C3%A9", "/café")).toBe(true);
    expect(verdict("Disallow: /caf%C3%A9", "/caf%C3%A9/menu").allowed).toBe(false);
    expect(verdict("Disallow: /a%2Fb", "/a/b").allowed).toBe(false);
    // Not valid percent-encoding: compared as written.
    expect(verdict("Disallow: /100%", "/100%/x").allowed).toBe(false);
  });

  it("the longest rule wins, whatever its order; Allow wins a tie; the rule shown is the one that decided", () => {
    expect(verdict("Allow: /p\nDisallow: /page", "/page/1")).toMatchObject({ allowed: false, rule: "Disallow: /page" });
    expect(verdict("Disallow: /page\nAllow: /p", "/page/1")).toMatchObject({ allowed: false, rule: "Disallow: /page" });
    expect(verdict("Disallow: /\nAllow: /$", "/")).toMatchObject({ allowed: true, rule: "Allow: /$" });
    expect(verdict("Disallow: /\nAllow: /$", "/page")).toMatchObject({ allowed: false, rule: "Disallow: /" });
    expect(verdict("Allow: /*.html\nDisallow: /page", "/page.html")).toMatchObject({ allowed: true });
    expect(verdict("Disallow: /*.htm\nAllow: /page", "/page.htm").allowed).toBe(false);
    expect(verdict("Allow: /page\nDisallow: /page", "/page").allowed).toBe(true);
    expect(verdict("Disallow: /pa\nDisallow: /pa*", "/pa")).toMatchObject({ rule: "Disallow: /pa*" });
  });

  it("always allows /robots.txt itself", () => {
    expect(verdict("Disallow: /", "/robots.txt").allowed).toBe(true);
  });
});

describe("robots.txt costs are bounded", () => {
  const hostile = "Disallow: /*a*a*a*a*a*a*a*a*a*a*b";

  it("the issue's rule against 60 'a's is decided at once (it froze the server for minutes)", () => {
    const rules = parseRobotsTxt(`User-agent: *\n${hostile}`);
    const started = performance.now();
    expect(robotsVerdict(rules, `/${"a".repeat(60)}`, "x").allowed).toBe(true);
    expect(robotsVerdict(rules, `/${"a".repeat(60)}b`, "x").allowed).toBe(false);
    expect(robotsVerdict(rules, `/${"a".repeat(ROBOTS_MAX_PATH)}`, "x").allowed).toBe(true);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("matching grows linearly with the path: 10 times the 'a's, about 10 times the steps", () => {
    const compiled = compileRobotsPattern("/*a*a*a*a*a*a*a*a*a*a*b");
    const steps = (n: number): number => {
      const counter = { steps: 0 };
      expect(patternMatches(compiled, `/${"a".repeat(n)}`, counter)).toBe(false);
      return counter.steps;
    };
    const small = steps(60);
    const large = steps(600);
    expect(small).toBeLessThanOrEqual(2 * (61 + 30));
    expect(large / small).toBeLessThan(11);
    // A backtracking matcher takes about C(60, 10) ≈ 7.5e10 steps here.
  });

  it("a rule's steps stay within 2 × (path + pattern) for self-overlapping pieces", () => {
    const pattern = `/*${"a".repeat(50)}b*${"ab".repeat(40)}c`;
    const path = `/${"a".repeat(999)}b${"ab".repeat(500)}`;
    const counter = { steps: 0 };
    patternMatches(compileRobotsPattern(pattern), path, counter);
    expect(counter.steps).toBeLessThanOrEqual(2 * (path.length + pattern.length));
  });

  it("the worst file allowed is decided in bounded steps", () => {
    const rule = `Disallow: /*${"a*".repeat(45)}b`;
    const body = `User-agent: *\n${`${rule}\n`.repeat(3000)}`;
    const rules = parseRobotsTxt(body);
    const kept = rules.groups[0]?.rules.length ?? 0;
    expect(kept).toBe(ROBOTS_MAX_RULES);
    const counter = { steps: 0 };
    expect(robotsVerdict(rules, `/${"a".repeat(5000)}`, "x", counter).allowed).toBe(true);
    expect(counter.steps).toBeLessThanOrEqual(kept * 2 * (ROBOTS_MAX_PATH + ROBOTS_MAX_PATTERN));
  });

  it("ignores rules over 1,000 characters, and everything after 500 KiB", () => {
    const long = `/${"x".repeat(ROBOTS_MAX_PATTERN)}`;
    expect(parseRobotsTxt(`User-agent: *\nDisallow: ${long}`).groups[0]?.rules).toHaveLength(0);
    expect(parseRobotsTxt(`User-agent: *\nDisallow: ${long.slice(1)}`).groups[0]?.rules).toHaveLength(1);
    const padding = `# ${"-".repeat(ROBOTS_MAX_CHARS)}\n`;
    const late = parseRobotsTxt(`User-agent: *\n${padding}Disallow: /`);
    expect(robotsVerdict(late, "/a", "x").allowed).toBe(true);
  });

  it("judges a path over 2,000 characters on its first 2,000; a '$' rule does not apply to it", () => {
    const rules = parseRobotsTxt("User-agent: *\nDisallow: /a\nAllow: /a*b$\nDisallow: /*z");
    const long = `/a${"x".repeat(3000)}b`;
    expect(robotsVerdict(rules, long, "x")).toMatchObject({ allowed: false, rule: "Disallow: /a" });
    expect(robotsVerdict(rules, `/a${"x".repeat(100)}b`, "x")).toMatchObject({ allowed: true, rule: "Allow: /a*b$" });
    expect(robotsVerdict(rules, `/${"y".repeat(3000)}z`, "x").allowed).toBe(true);
  });
});
