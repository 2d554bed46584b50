import { describe, expect, it } from "vitest";
import { budgetOptions, platformOptions } from "#app/content/form-options.ts";
import { BUDGET_OPTIONS, PLATFORM_OPTIONS } from "#contracts/form-constants.ts";

// contracts/ stands alone, so the schemas carry their own copy of the option lists: the
// forms show the content module's lists, and these must be exactly what the server accepts.
describe("quote form options", () => {
  it("are the same in the content module and in the shared schema", () => {
    expect([...budgetOptions]).toEqual([...BUDGET_OPTIONS]);
    expect([...platformOptions]).toEqual([...PLATFORM_OPTIONS]);
    expect(platformOptions).toHaveLength(8);
  });
});
