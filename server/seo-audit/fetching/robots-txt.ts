// A small robots.txt reader following RFC 9309 and Google's documented behaviour: the group of
// the most specific matching user agent (else "*"), the longest matching rule wins, Allow wins a
// tie, "*" matches any run of characters and a final "$" anchors the end.
//
// The file comes from any website, so every cost is bounded: only its first 500 KiB are read
// (Google's limit), at most 2,000 rules are kept, a rule longer than 1,000 characters is ignored,
// and a path is judged on its first 2,000 characters. Rules are matched without RegExp: a
// pattern is split at its "*"s and each piece is found leftmost with KMP, so one rule costs at
// most about 2 × (path + pattern) steps, however many "*"s it has.

/** Google reads the first 500 KiB of robots.txt. */
export const ROBOTS_MAX_CHARS = 500 * 1024;
export const ROBOTS_MAX_RULES = 2_000;
export const ROBOTS_MAX_PATTERN = 1_000;
const ROBOTS_MAX_SITEMAPS = 50;
/**
 * A longer (decoded) path is judged on its first 2,000 characters: a rule matching within them
 * applies, a rule that would need a later character (or the real end, for "$") does not.
 */
export const ROBOTS_MAX_PATH = 2_000;

/** A rule's pattern, split at its "*"s, with each piece's KMP table. */
export interface CompiledPattern {
  pieces: string[];
  /** The KMP tables of all pieces end to end; piece i's starts at offsets[i]. */
  tables: Int32Array;
  offsets: number[];
  /** The pattern ended with "$": the last piece must end the path. */
  anchored: boolean;
}

interface RobotsRule {
  allow: boolean;
  pattern: string;
  compiled: CompiledPattern;
}

interface RobotsGroup {
  agents: string[];
  rules: RobotsRule[];
}

export interface RobotsRules {
  groups: RobotsGroup[];
  sitemaps: string[];
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Writes the KMP failure table of `piece` (for each prefix, its longest proper border) at `at`. */
function writeKmpTable(piece: string, table: Int32Array, at: number): void {
  let k = 0;
  for (let i = 1; i < piece.length; i++) {
    while (k > 0 && piece.charCodeAt(i) !== piece.charCodeAt(k)) k = table[at + k - 1] ?? 0;
    if (piece.charCodeAt(i) === piece.charCodeAt(k)) k++;
    table[at + i] = k;
  }
}

/** Compiles a rule's (percent-decoded) pattern. */
export function compileRobotsPattern(pattern: string): CompiledPattern {
  const decoded = safeDecode(pattern);
  const anchored = decoded.endsWith("$");
  const pieces = (anchored ? decoded.slice(0, -1) : decoded).split("*");
  const offsets: number[] = [];
  let size = 0;
  for (const piece of pieces) {
    offsets.push(size);
    size += piece.length;
  }
  const tables = new Int32Array(size);
  pieces.forEach((piece, i) => writeKmpTable(piece, tables, offsets[i] ?? 0));
  return { pieces, tables, offsets, anchored };
}

/** Counts the steps of matching, for tests that prove the cost is linear. */
export interface StepCounter {
  steps: number;
}

/** The end of the leftmost occurrence of `piece` in text[from, limit), or -1. */
function findAfter(
  text: string,
  from: number,
  limit: number,
  piece: string,
  table: Int32Array,
  at: number,
  counter?: StepCounter,
): number {
  const length = piece.length;
  if (length === 0) return from;
  let k = 0;
  let steps = 0;
  for (let i = from; i < limit; i++) {
    const c = text.charCodeAt(i);
    while (k > 0 && c !== piece.charCodeAt(k)) {
      k = table[at + k - 1] ?? 0;
      steps++;
    }
    steps++;
    if (c === piece.charCodeAt(k)) k++;
    if (k === length) {
      if (counter) counter.steps += steps;
      return i + 1;
    }
  }
  if (counter) counter.steps += steps;
  return -1;
}

/**
 * Whether the pattern matches `path` from its start. With only "*" as a wildcard, taking each
 * middle piece at its leftmost place after the previous one is always right: it leaves the
 * most room for the pieces after it.
 */
export function patternMatches(compiled: CompiledPattern, path: string, counter?: StepCounter): boolean {
  const { pieces, tables, offsets, anchored } = compiled;
  const first = pieces[0] ?? "";
  const last = pieces.length - 1;
  if (counter) counter.steps += first.length;
  if (!path.startsWith(first)) return false;
  if (last === 0) return !anchored || path.length === first.length;
  let pos = first.length;
  let limit = path.length;
  if (anchored) {
    const tail = pieces[last] ?? "";
    limit = path.length - tail.length;
    if (counter) counter.steps += tail.length;
    if (limit < pos || !path.endsWith(tail)) return false;
  }
  const middleEnd = anchored ? last : last + 1;
  for (let i = 1; i < middleEnd; i++) {
    pos = findAfter(path, pos, limit, pieces[i] ?? "", tables, offsets[i] ?? 0, counter);
    if (pos < 0) return false;
  }
  return true;
}

export function parseRobotsTxt(text: string): RobotsRules {
  const body = text.length > ROBOTS_MAX_CHARS ? text.slice(0, ROBOTS_MAX_CHARS) : text;
  const groups: RobotsGroup[] = [];
  const sitemaps: string[] = [];
  let rules = 0;
  let current: RobotsGroup | null = null;
  let lastWasAgent = false;
  for (const rawLine of body.split(/\r\n|\r|\n/)) {
    const hash = rawLine.indexOf("#");
    const line = (hash < 0 ? rawLine : rawLine.slice(0, hash)).trim();
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
      if (value === "" || value.length > ROBOTS_MAX_PATTERN || rules >= ROBOTS_MAX_RULES) continue;
      current.rules.push({ allow: key === "allow", pattern: value, compiled: compileRobotsPattern(value) });
      rules++;
    } else if (key === "sitemap") {
      if (value !== "" && sitemaps.length < ROBOTS_MAX_SITEMAPS) sitemaps.push(value);
    } else {
      lastWasAgent = false;
    }
  }
  return { groups, sitemaps };
}

export interface RobotsVerdict {
  allowed: boolean;
  /** The rule that decided, e.g. "Disallow: /private", or undefined when no rule matched. */
  rule?: string;
  /** The user-agent line of the group used, e.g. "googlebot" or "*". */
  agent?: string;
}

/** Whether `path` (pathname + search) may be crawled by `userAgent` (a product token, e.g. googlebot). */
export function robotsVerdict(
  rules: RobotsRules,
  path: string,
  userAgent = "googlebot",
  counter?: StepCounter,
): RobotsVerdict {
  const ua = userAgent.toLowerCase();
  let matching = rules.groups.filter((g) => g.agents.some((a) => a !== "*" && ua.startsWith(a)));
  const agent = matching.length > 0 ? ua : "*";
  if (matching.length === 0) matching = rules.groups.filter((g) => g.agents.includes("*"));
  if (matching.length === 0) return { allowed: true };
  if (path === "/robots.txt") return { allowed: true, agent };

  let best: RobotsRule | null = null;
  const decoded = safeDecode(path);
  const target = decoded.length > ROBOTS_MAX_PATH ? decoded.slice(0, ROBOTS_MAX_PATH) : decoded;
  const truncated = target !== decoded;
  for (const group of matching) {
    for (const rule of group.rules) {
      // Which rule wins depends only on lengths: skip a rule that could not win anyway.
      if (best !== null && rule.pattern.length < best.pattern.length) continue;
      if (best !== null && rule.pattern.length === best.pattern.length && (best.allow || !rule.allow)) continue;
      // A "$" rule needs the path's real end, which a cut path does not have.
      if (truncated && rule.compiled.anchored) continue;
      if (!patternMatches(rule.compiled, target, counter)) continue;
      best = rule;
    }
  }
  if (best === null) return { allowed: true, agent };
  return { allowed: best.allow, rule: `${best.allow ? "Allow" : "Disallow"}: ${best.pattern}`, agent };
}
