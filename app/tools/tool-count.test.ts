import { expect, it } from "vitest";
import { tools } from "./registry.ts";
import { TOOL_COUNT } from "./tool-count.ts";

it("counts the tools of the registry", () => {
  expect(TOOL_COUNT).toBe(tools.length);
});
