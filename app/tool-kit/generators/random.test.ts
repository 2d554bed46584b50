import { describe, expect, it } from "vitest";

import { createSeededRandom, defaultRandom, pickMany, pickOne, randomIndex, randomInt, shuffle } from "./random.ts";

describe("createSeededRandom", () => {
  it("gives the same sequence for the same seed and numbers in [0, 1)", () => {
    const a = createSeededRandom(123);
    const b = createSeededRandom(123);
    const values = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(values);
    for (const value of values) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it("matches the reference mulberry32 output", () => {
    const random = createSeededRandom(1);
    expect(random()).toBeCloseTo(0.6270739405881613, 12);
    expect(random()).toBeCloseTo(0.002735721180215478, 12);
  });

  it("differs between seeds and spreads evenly", () => {
    expect(createSeededRandom(1)()).not.toBe(createSeededRandom(2)());
    const random = createSeededRandom(77);
    const buckets = [0, 0, 0, 0];
    for (let i = 0; i < 40_000; i++) buckets[randomIndex(4, random)]! += 1;
    for (const bucket of buckets) expect(Math.abs(bucket - 10_000)).toBeLessThan(500);
  });
});

describe("helpers", () => {
  it("randomIndex stays in range even for a source returning 1", () => {
    expect(randomIndex(5, () => 0)).toBe(0);
    expect(randomIndex(5, () => 0.9999)).toBe(4);
    expect(randomIndex(5, () => 1)).toBe(4);
    expect(randomIndex(0, () => 0.5)).toBe(0);
  });

  it("randomInt includes both ends", () => {
    expect(randomInt(70, 99, () => 0)).toBe(70);
    expect(randomInt(70, 99, () => 0.99999)).toBe(99);
  });

  it("shuffle returns a permutation and leaves the input alone", () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const output = shuffle(input, createSeededRandom(3));
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...output].sort((a, b) => a - b)).toEqual(input);
    expect(output).not.toEqual(input);
    expect(shuffle(input, createSeededRandom(3))).toEqual(output);
    expect(shuffle([], defaultRandom)).toEqual([]);
  });

  it("pickMany picks distinct items, at most as many as there are", () => {
    const picked = pickMany(["a", "b", "c", "d", "e"], 3, createSeededRandom(4));
    expect(picked).toHaveLength(3);
    expect(new Set(picked).size).toBe(3);
    expect(pickMany(["a", "b"], 5)).toHaveLength(2);
    expect(pickMany(["a"], -1)).toEqual([]);
  });

  it("pickOne picks an item and refuses an empty list", () => {
    expect(pickOne(["x", "y"], () => 0.75)).toBe("y");
    expect(() => pickOne([])).toThrow();
  });
});
