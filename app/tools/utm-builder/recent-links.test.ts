import { describe, expect, it } from "vitest";
import { MAX_RECENT, parseRecent, withRecent } from "./recent-links.ts";

describe("recent UTM links", () => {
  it("puts the newest first, moves a repeat to the top and keeps ten", () => {
    expect(withRecent(["b", "a"], "a")).toEqual(["a", "b"]);
    const many = Array.from({ length: MAX_RECENT }, (_, i) => `link-${i}`);
    const next = withRecent(many, "new");
    expect(next).toHaveLength(MAX_RECENT);
    expect(next[0]).toBe("new");
    expect(next).not.toContain(`link-${MAX_RECENT - 1}`);
  });

  it("reads only a list of strings from storage", () => {
    expect(parseRecent('["https://a.example/?utm_source=x", 3]')).toEqual(["https://a.example/?utm_source=x"]);
    expect(parseRecent("{not json")).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
    expect(parseRecent(null)).toEqual([]);
  });
});
