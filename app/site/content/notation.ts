/**
 * Compact notation for content lists of two-field records: `rows("value", "label", ["4.8x", "ROAS"])`
 * is `[{ value: "4.8x", label: "ROAS" }]`. Plain data in, plain data out (no zod: page bundles
 * import content); the schemas in schema.ts validate the result in content.test.ts.
 */
export function rows<A extends string, B extends string>(
  first: A,
  second: B,
  ...entries: readonly (readonly [string, string])[]
): Record<A | B, string>[] {
  return entries.map(([a, b]) => ({ [first]: a, [second]: b }) as Record<A | B, string>);
}
