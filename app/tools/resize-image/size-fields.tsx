import { useId } from "react";
import { customSizeProblem, SOCIAL_PRESETS } from "./presets.ts";

export interface SizeChoice {
  /** A preset's id, or "custom". */
  preset: string;
  widthText: string;
  heightText: string;
}

/** The chosen size in pixels, or the problem with the custom one. */
export function chosenSize(choice: SizeChoice): { width: number; height: number } | { problem: string } {
  const preset = SOCIAL_PRESETS.find((p) => p.id === choice.preset);
  if (preset) return { width: preset.width, height: preset.height };
  const problem = customSizeProblem(choice.widthText, "width") ?? customSizeProblem(choice.heightText, "height");
  return problem ? { problem } : { width: Number(choice.widthText), height: Number(choice.heightText) };
}

/** The size picker: a preset per platform, or a custom width and height. */
export function SizeFields({ choice, onChange }: { choice: SizeChoice; onChange: (choice: SizeChoice) => void }) {
  const id = useId();
  const size = chosenSize(choice);
  const problem = "problem" in size ? size.problem : null;
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <label htmlFor={`${id}-preset`} className="text-sm font-semibold text-slate-900">
          Size
        </label>
        <select
          id={`${id}-preset`}
          value={choice.preset}
          onChange={(event) => onChange({ ...choice, preset: event.target.value })}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm sm:w-96"
        >
          {SOCIAL_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label} ({p.width} × {p.height})
            </option>
          ))}
          <option value="custom">Custom size</option>
        </select>
      </div>
      {choice.preset === "custom" ? (
        <div className="flex flex-wrap items-end gap-3">
          {(["width", "height"] as const).map((side) => (
            <div key={side} className="space-y-1">
              <label htmlFor={`${id}-${side}`} className="text-sm text-slate-800">
                {side === "width" ? "Width (px)" : "Height (px)"}
              </label>
              <input
                id={`${id}-${side}`}
                inputMode="numeric"
                value={side === "width" ? choice.widthText : choice.heightText}
                aria-invalid={problem?.includes(side) ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                onChange={(event) =>
                  onChange({ ...choice, [side === "width" ? "widthText" : "heightText"]: event.target.value })
                }
                className="block w-28 rounded-lg border border-slate-300 px-3 py-2 text-sm"
              />
            </div>
          ))}
          {problem ? (
            <p id={`${id}-problem`} className="basis-full text-sm text-red-700">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
