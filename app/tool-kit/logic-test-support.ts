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

/**
 * A test that a form's `validate` answers `message` while any of `fields` is blank (empty
 * or only spaces), and nothing once every one is filled in.
 */
export function itRequiresEvery<K extends string>(
  fields: readonly K[],
  validate: (values: Record<K, string>) => string | null,
  message: string,
) {
  const filledWith = (value: (field: K) => string) =>
    Object.fromEntries(fields.map((field) => [field, value(field)])) as Record<K, string>;
  it(`needs every one of ${fields.join(", ")}`, () => {
    expect(validate(filledWith(() => ""))).toBe(message);
    for (const blank of fields) {
      expect(validate(filledWith((field) => (field === blank ? " " : "x")))).toBe(message);
      expect(validate(filledWith((field) => (field === blank ? "" : "x")))).toBe(message);
    }
    expect(validate(filledWith(() => "x"))).toBeNull();
  });
}
