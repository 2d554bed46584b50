import { useEffect, useId, useState } from "react";
import { CheckCircle2, Circle, Loader2 } from "lucide-react";
import { ProgressBar } from "./progress-bar.tsx";

interface ProcessingPanelProps {
  title: string;
  /** Step names shown one after another while the wait lasts. */
  steps: readonly string[];
  /** How long the wait lasts; the bar fills over this time. Mount the panel when the wait starts. */
  durationMs: number;
}

/** A progress bar with named steps for a timed wait (e.g. the transcript's 'Processing Video'). */
export function ProcessingPanel({ title, steps, durationMs }: ProcessingPanelProps) {
  const [elapsed, setElapsed] = useState(0);
  const headingId = useId();

  useEffect(() => {
    const start = performance.now();
    const timer = setInterval(() => setElapsed(Math.min(performance.now() - start, durationMs)), 100);
    return () => clearInterval(timer);
  }, [durationMs]);

  const percent = Math.min(99, Math.round((elapsed / durationMs) * 100));
  const current = Math.min(steps.length - 1, Math.floor((elapsed / durationMs) * steps.length));

  return (
    <section
      aria-labelledby={headingId}
      className="mt-5 rounded-xl border border-brand-100 bg-brand-50 p-5 text-brand-950"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-bold">
        <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" /> {title}
      </h3>
      <div className="mt-4">
        <ProgressBar
          value={percent / 100}
          label={steps[current] ?? title}
          detail={`step ${current + 1} of ${steps.length}`}
        />
      </div>
      <ol className="mt-4 space-y-1.5 text-sm">
        {steps.map((step, index) => (
          <li key={step} className={`flex items-center gap-2 ${index > current ? "text-slate-600" : "font-medium"}`}>
            {index < current ? (
              <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-green-700" />
            ) : index === current ? (
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin text-brand-700 motion-reduce:animate-none" />
            ) : (
              <Circle aria-hidden="true" className="h-4 w-4" />
            )}
            <span>
              {step}
              <span className="sr-only">
                {index < current ? " (done)" : index === current ? " (in progress)" : " (waiting)"}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
