import { describe, expect, it } from "vitest";
import { ANY_LEADS } from "./lead-query.ts";
import { EVERY_FILTER } from "./lead-test-support.ts";
import { leadIdOf, leadPath, leadSearchOf, leadSearchString } from "./lead-url.ts";

describe("the lead desk in its URL", () => {
  it("reads every filter and the board from the query string, and writes them back the same", () => {
    const search = "?type=quote&q=asha&status=contacted&owner=me&from=2026-11-01&to=2026-11-24&due=today&layout=board";
    const read = leadSearchOf(new URLSearchParams(search));
    expect(read).toEqual({ filters: EVERY_FILTER, layout: "board" });
    expect(leadSearchString(read)).toBe(search);
  });

  it("takes what it cannot show as 'any', and writes nothing for no filters", () => {
    const odd = "?type=spam&status=maybe&owner=someone&from=2026-13-01&to=yesterday&due=soon&layout=grid";
    expect(leadSearchOf(new URLSearchParams(odd))).toEqual({ filters: ANY_LEADS, layout: "list" });
    expect(leadSearchString({ filters: ANY_LEADS, layout: "list" })).toBe("");
  });

  it("keeps a range that ends before it starts, so the filter bar can say so", () => {
    const read = leadSearchOf(new URLSearchParams("from=2026-11-24&to=2026-11-01"));
    expect([read.filters.from, read.filters.to]).toEqual(["2026-11-24", "2026-11-01"]);
  });

  it("gives each lead its own path, keeping the list's filters", () => {
    expect(leadPath(123, "?status=new")).toBe("/admin/leads/123?status=new");
    expect(leadPath(null, "?status=new")).toBe("/admin/leads?status=new");
    expect(leadIdOf("123")).toBe(123);
    expect(leadIdOf("")).toBeNull();
    for (const rest of ["0", "abc", "12x", "-1", "1/2"]) expect(leadIdOf(rest), rest).toBeUndefined();
  });
});
