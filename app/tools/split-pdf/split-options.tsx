import { TextField } from "#app/ui/field.tsx";
import { RANGES_EXAMPLE } from "./ranges.ts";

type SplitMode = "ranges" | "every-page" | "every-n";
type RangesOutput = "one" | "each";

export interface SplitChoices {
  mode: SplitMode;
  ranges: string;
  output: RangesOutput;
  size: string;
}

interface SplitOptionsProps {
  choices: SplitChoices;
  /** The typed ranges' problem, shown under the field. */
  rangesError: string | null;
  /** The every-N field's problem. */
  sizeError: string | null;
  disabled: boolean;
  onChange: (next: Partial<SplitChoices>) => void;
}

function Radio<V extends string>({
  name,
  value,
  checked,
  label,
  disabled,
  onPick,
}: {
  name: string;
  value: V;
  checked: boolean;
  label: string;
  disabled: boolean;
  onPick: (value: V) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onPick(value)}
        className="h-4 w-4 accent-brand-700"
      />
      {label}
    </label>
  );
}

const MODES: readonly (readonly [SplitMode, string])[] = [
  ["ranges", "Choose pages"],
  ["every-page", "Every page on its own"],
  ["every-n", "Every few pages"],
];
const OUTPUTS: readonly (readonly [RangesOutput, string])[] = [
  ["one", "One PDF with all these pages"],
  ["each", "One PDF per range (ZIP)"],
];

/** How to split: the mode, and the ranges and their output, or the size of each part. */
export function SplitOptions({ choices, rangesError, sizeError, disabled, onChange }: SplitOptionsProps) {
  const { mode } = choices;
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">How to split</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {MODES.map(([value, label]) => (
            <Radio
              key={value}
              name="split-mode"
              value={value}
              checked={mode === value}
              label={label}
              disabled={disabled}
              onPick={(m) => onChange({ mode: m })}
            />
          ))}
        </div>
      </fieldset>
      {mode === "ranges" ? (
        <>
          <TextField
            label="Pages to keep"
            hint={`For example ${RANGES_EXAMPLE} (8- means from page 8 to the end). Or tap the pages below.`}
            error={rangesError}
            value={choices.ranges}
            disabled={disabled}
            inputMode="text"
            autoComplete="off"
            onChange={(event) => onChange({ ranges: event.target.value })}
          />
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-800">Result</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {OUTPUTS.map(([value, label]) => (
                <Radio
                  key={value}
                  name="split-output"
                  value={value}
                  checked={choices.output === value}
                  label={label}
                  disabled={disabled}
                  onPick={(o) => onChange({ output: o })}
                />
              ))}
            </div>
          </fieldset>
        </>
      ) : null}
      {mode === "every-n" ? (
        <TextField
          label="Pages in each part"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          error={sizeError}
          value={choices.size}
          disabled={disabled}
          onChange={(event) => onChange({ size: event.target.value })}
        />
      ) : null}
    </div>
  );
}
