import { expect, it } from "vitest";

/**
 * A test that pins a tool's constants (its messages word for word, its counts and delays):
 * `logic` (the module, `import * as logic`) exports every name of `expected` with that value.
 * Each name is written once, and a dropped or renamed constant fails like a changed one.
 */
export function itPinsConstants(logic: Readonly<Record<string, unknown>>, expected: Readonly<Record<string, unknown>>) {
  const names = Object.keys(expected);
  it(`pins ${names.join(", ")}`, () => {
    expect(Object.fromEntries(names.map((name) => [name, logic[name]]))).toEqual(expected);
  });
}
