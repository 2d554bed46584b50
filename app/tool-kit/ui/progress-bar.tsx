import { useId } from "react";

interface ProgressBarProps {
  /** 0..1. */
  value: number;
  /** What is in progress, e.g. "Converting photo.png". */
  label: string;
  /** Extra detail read out with the value, e.g. "page 3 of 12". */
  detail?: string;
}

/** A real progress bar (role="progressbar", aria-valuenow in percent) for a conversion. */
export function ProgressBar({ value, label, detail }: ProgressBarProps) {
  const labelId = useId();
  const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)) * 100);
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-slate-800">
          {label}
        </span>
        <span aria-hidden="true" className="tabular-nums text-slate-600">
          {detail ? `${detail} · ` : ""}
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={detail ? `${percent}%, ${detail}` : `${percent}%`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-150"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
