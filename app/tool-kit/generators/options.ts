/** One entry of a generator's select: the value its logic reads and the label the page shows. */
interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** A select's options; the first one is the select's initial value. */
export type Options<V extends string = string> = readonly [Option<V>, ...Option<V>[]];

/** True when `value` is one of the options' values. */
export function isOptionValue<V extends string>(options: Options<V>, value: unknown): value is V {
  return options.some((option) => option.value === value);
}

/** `value` when it is one of the options' values, else the first option's value. */
export function toOptionValue<V extends string>(options: Options<V>, value: unknown): V {
  return isOptionValue(options, value) ? value : options[0].value;
}

/**
 * A select's options from `{ value: label }`, in the record's order (so its first entry is
 * the initial value): each generator writes its option list once, as this record.
 */
export function labelledOptions<const L extends Readonly<Record<string, string>>>(
  labels: L,
): Options<Extract<keyof L, string>> {
  const [first, ...rest] = Object.entries(labels).map(([value, label]) => ({
    value: value as Extract<keyof L, string>,
    label,
  }));
  if (first === undefined) throw new Error("A select needs at least one option");
  return [first, ...rest];
}
