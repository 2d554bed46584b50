import { useId, useState } from "react";
import type { CompressSettings } from "./compress.ts";

export const TARGET_SIZE_MESSAGE = "Enter a target size between 5 and 50,000 KB.";

interface Props {
  settings: CompressSettings;
  onChange: (settings: CompressSettings) => void;
  onValidity: (valid: boolean) => void;
}

/** Quality slider or target size in KB, and what happens to EXIF. */
export function CompressSettingsFields({ settings, onChange, onValidity }: Props) {
  const id = useId();
  const [kbText, setKbText] = useState("200");
  const kbProblem = settings.mode === "size" && !validKb(kbText) ? TARGET_SIZE_MESSAGE : null;
  const choose = (mode: CompressSettings["mode"]) => {
    if (mode === "quality") {
      onValidity(true);
      onChange({ mode, quality: 75 });
    } else {
      onValidity(validKb(kbText));
      onChange({ mode, targetKb: Number(kbText) });
    }
  };
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">How small</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(["quality", "size"] as const).map((mode) => (
          <label key={mode} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name={`${id}-mode`} checked={settings.mode === mode} onChange={() => choose(mode)} />
            {mode === "quality" ? "Choose a quality" : "Aim for a file size"}
          </label>
        ))}
      </div>
      {settings.mode === "quality" ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-quality`} className="flex justify-between text-sm text-slate-800">
            <span>Quality</span>
            <output htmlFor={`${id}-quality`}>{settings.quality}</output>
          </label>
          <input
            id={`${id}-quality`}
            type="range"
            min={10}
            max={95}
            value={settings.quality}
            onChange={(event) => onChange({ mode: "quality", quality: Number(event.target.value) })}
            className="w-full"
          />
          <p className="text-xs text-slate-600">Lower is smaller; 75 keeps photos looking the same on screen.</p>
        </div>
      ) : (
        <div className="space-y-1">
          <label htmlFor={`${id}-kb`} className="text-sm text-slate-800">
            Target size per image (KB)
          </label>
          <input
            id={`${id}-kb`}
            inputMode="numeric"
            value={kbText}
            aria-invalid={kbProblem ? true : undefined}
            aria-describedby={kbProblem ? `${id}-kb-error` : undefined}
            onChange={(event) => {
              setKbText(event.target.value);
              onValidity(validKb(event.target.value));
              if (validKb(event.target.value)) onChange({ mode: "size", targetKb: Number(event.target.value) });
            }}
            className="block w-40 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          {kbProblem ? (
            <p id={`${id}-kb-error`} className="text-sm text-red-700">
              {kbProblem}
            </p>
          ) : null}
        </div>
      )}
      <p className="text-sm text-slate-600">
        Location and camera details (EXIF and XMP) are removed from every compressed image, JPEG, PNG, WebP or AVIF: it
        is saved afresh, upright, without them, and a file given back as it is loses them too.
      </p>
    </fieldset>
  );
}

function validKb(text: string): boolean {
  if (!/^\d+$/.test(text.trim())) return false;
  const kb = Number(text);
  return kb >= 5 && kb <= 50_000;
}
