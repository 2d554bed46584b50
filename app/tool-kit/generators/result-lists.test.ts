import { describe, expect, it } from "vitest";
import { listLabels } from "./result-lists.tsx";

describe("listLabels", () => {
  it("words every label of a list generator from its noun, as the product states them", () => {
    const labels = listLabels("hook");
    expect({ ...labels, summary: labels.summary(["a", "b", "c"]) }).toEqual({
      submitLabel: "Generate Hooks",
      workingText: "Generating hooks...",
      summary: "3 hooks",
      moreLabel: "Generate More Hooks",
    });
  });
});
