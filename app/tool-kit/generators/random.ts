/**
 * Injectable randomness for the generators and the simulated tools.
 *
 * Every function that needs chance takes a `Random` (a function returning a
 * number in [0, 1), like `Math.random`). Pages pass nothing and get
 * `defaultRandom`; tests pass `createSeededRandom(seed)` and get the same output
 * on every run.
 */
export type Random = () => number;

export const defaultRandom: Random = () => Math.random();

/**
 * A small, fast seeded generator (mulberry32). Same seed, same sequence.
 * Returns numbers in [0, 1).
 */
export function createSeededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, maxExclusive). Guards against a source that returns exactly 1. */
export function randomIndex(maxExclusive: number, random: Random = defaultRandom): number {
  if (maxExclusive <= 0) return 0;
  const index = Math.floor(random() * maxExclusive);
  return Math.min(Math.max(index, 0), maxExclusive - 1);
}

/** An integer in [min, max], both ends included. */
export function randomInt(min: number, max: number, random: Random = defaultRandom): number {
  return min + randomIndex(max - min + 1, random);
}

/** A new array with the items in random order (Fisher-Yates). The input is not changed. */
export function shuffle<T>(items: readonly T[], random: Random = defaultRandom): T[] {
  const result = items.slice();
  for (let i = result.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1, random);
    const a = result[i] as T;
    result[i] = result[j] as T;
    result[j] = a;
  }
  return result;
}

/** `count` distinct items (by position) in random order; all of them when there are fewer. */
export function pickMany<T>(items: readonly T[], count: number, random: Random = defaultRandom): T[] {
  return shuffle(items, random).slice(0, Math.max(0, count));
}

/** One item at random. Throws on an empty list (a programming error, never user input). */
export function pickOne<T>(items: readonly T[], random: Random = defaultRandom): T {
  if (items.length === 0) throw new Error("pickOne needs at least one item");
  return items[randomIndex(items.length, random)] as T;
}
