import { describe, expect, it } from "vitest";

import { getScoreColour } from "./score-colour.ts";

describe("getScoreColour", () => {
  it("is green from 90, yellow from 70, red below", () => {
    expect(getScoreColour(100)).toBe("green");
    expect(getScoreColour(90)).toBe("green");
    expect(getScoreColour(89.9)).toBe("yellow");
    expect(getScoreColour(89)).toBe("yellow");
    expect(getScoreColour(70)).toBe("yellow");
    expect(getScoreColour(69)).toBe("red");
    expect(getScoreColour(0)).toBe("red");
  });
});
