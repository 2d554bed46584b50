import { describe, expect, it } from "vitest";
import { withScrollableTables } from "./article-body.tsx";

describe("withScrollableTables", () => {
  it("puts each table in a focusable box that scrolls sideways, and leaves the rest alone", () => {
    expect(withScrollableTables('<p>a</p><table><tr><td>1</td></tr></table><table class="x"></table>')).toBe(
      '<p>a</p><div class="table-scroll" tabindex="0"><table><tr><td>1</td></tr></table></div>' +
        '<div class="table-scroll" tabindex="0"><table class="x"></table></div>',
    );
    expect(withScrollableTables("<p>a tablet</p>")).toBe("<p>a tablet</p>");
  });
});
