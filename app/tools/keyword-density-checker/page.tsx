import { useEffect, useId, useState } from "react";
import { useRevealResult } from "#app/tool-kit/ui/reveal-result.ts";
import type { Route } from "./+types/page";
import { ToolFrame } from "#app/tool-kit/ui/tool-frame.tsx";
import { TextArea, TextField } from "#app/ui/field.tsx";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import {
  InputError,
  invalidProps,
  ResultsPanel,
  ToolForm,
  WorkingButton,
} from "#app/tool-kit/ui/input-and-results.tsx";
import { measured } from "#app/tool-kit/text/measure.ts";
import { TipsList, ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { useDelayedTask } from "#app/tool-kit/ui/use-delayed-task.ts";
import {
  analyzeKeywordDensity,
  DELAY_MS,
  getDensityBarColour,
  getDensityBarWidth,
  KEYWORD_DENSITY_MEASURE,
  STOP_WORDS_NOTE,
  validateText,
  type DensityColour,
  type DensityStatus,
  type KeywordAnalysis,
  type TargetKeywordAnalysis,
} from "./logic.ts";
import { tool } from "./meta.ts";
import { ColumnHeads } from "#app/ui/column-heads.tsx";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const numberFormat = new Intl.NumberFormat("en-US");
const decimalFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

function percent(density: number) {
  return `${density.toFixed(2)}%`;
}

const STATUS_LABELS: Readonly<Record<DensityStatus, string>> = {
  missing: "Not found",
  low: "Low",
  good: "Optimal",
  high: "High",
  excessive: "Excessive",
};

const MESSAGE_TONES: Readonly<Record<DensityColour, string>> = {
  green: "border-green-200 bg-green-50 text-green-900",
  yellow: "border-amber-200 bg-amber-50 text-amber-900",
  orange: "border-orange-200 bg-orange-50 text-orange-900",
  red: "border-red-200 bg-red-50 text-red-900",
};

const BAR_TONES: Readonly<Record<DensityColour, string>> = {
  green: "bg-green-500",
  yellow: "bg-yellow-400",
  orange: "bg-orange-500",
  red: "bg-red-600",
};

const TIPS = [
  "Aim for a target keyword density of about 0.5% to 2.5%: enough to show relevance, not so much that it reads unnaturally.",
  "Place the keyword in your title, first paragraph and at least one subheading rather than repeating it everywhere.",
  "Use synonyms and related phrases: search engines understand topics, not just exact words.",
  "Check the top keywords list: if words unrelated to your topic lead it, your focus may be drifting.",
] as const;

interface AnalysisRun {
  analysis: KeywordAnalysis;
  text: string;
  target: string;
}

function Statistic({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-xl font-extrabold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

function TargetAnalysis({ target }: { target: TargetKeywordAnalysis }) {
  const colour = getDensityBarColour(target.density);
  const width = getDensityBarWidth(target.density);
  const { status, message, color } = target.recommendation;
  return (
    <section aria-labelledby="target-analysis-heading" className="mt-8">
      <h3 id="target-analysis-heading" className="text-base font-bold text-slate-900">
        Target Keyword Analysis
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="col-span-2">
          <dt className="text-xs font-medium text-slate-600">Keyword</dt>
          <dd className="break-words font-bold text-slate-900">“{target.keyword}”</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">Occurrences</dt>
          <dd className="font-bold tabular-nums text-slate-900">{numberFormat.format(target.count)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">Density</dt>
          <dd className="font-bold tabular-nums text-slate-900">{percent(target.density)}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <div
          aria-hidden="true"
          data-testid="density-bar"
          className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            data-colour={colour}
            className={`h-full rounded-full ${BAR_TONES[colour]}`}
            style={{ width: `${width}%` }}
          />
        </div>
        <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-500">
          <span>0%</span>
          <span>2.5%</span>
          <span>5%+</span>
        </div>
      </div>
      <div data-status={status} className={`mt-4 rounded-lg border p-3 text-sm ${MESSAGE_TONES[color]}`}>
        <p className="font-bold">Status: {STATUS_LABELS[status]}</p>
        <p className="mt-1">{message}</p>
      </div>
    </section>
  );
}

function TopKeywords({ analysis }: { analysis: KeywordAnalysis }) {
  return (
    <section aria-labelledby="top-keywords-heading" className="mt-8">
      <h3 id="top-keywords-heading" className="text-base font-bold text-slate-900">
        Top Keywords
      </h3>
      {analysis.keywordDensities.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No keywords of three letters or more were found.</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Top {analysis.keywordDensities.length} keywords by number of occurrences
            </caption>
            <ColumnHeads
              className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600"
              columns={[
                { label: "#", className: "px-3 py-2" },
                { label: "Keyword", className: "px-3 py-2" },
                { label: "Count", className: "px-3 py-2 text-right" },
                { label: "Density", className: "px-3 py-2 text-right" },
              ]}
            />
            <tbody className="divide-y divide-slate-100">
              {analysis.keywordDensities.map((entry, index) => (
                <tr key={entry.keyword}>
                  <td className="px-3 py-2 tabular-nums text-slate-500">{index + 1}</td>
                  <td className="break-all px-3 py-2 font-medium text-slate-900">{entry.keyword}</td>
                  <td className="px-3 py-2 text-right tabular-nums text-slate-900">
                    {numberFormat.format(entry.count)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums text-slate-900">{percent(entry.density)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3 text-sm text-slate-600">{STOP_WORDS_NOTE}</p>
    </section>
  );
}

export default function KeywordDensityCheckerPage() {
  const [text, setText] = useState("");
  const [target, setTarget] = useState("");
  const [error, setError] = useState<string | null>(null);
  const task = useDelayedTask<AnalysisRun>(DELAY_MS, tool.slug);
  const errorId = useId();
  const run = task.result;
  // Analyze puts the results under the form, below the fold on a phone (typing never scrolls).
  const { ref: resultsBox, reveal } = useRevealResult();
  useEffect(() => {
    if (run) reveal();
  }, [run, reveal]);
  const outdated = run !== null && !task.working && (run.text !== text || run.target !== target);

  function analyze() {
    const message = validateText(text);
    setError(message);
    if (message) return;
    const input = { text, target };
    task.run(() => ({
      ...input,
      analysis: measured(KEYWORD_DENSITY_MEASURE, () => analyzeKeywordDensity(input.text, input.target)),
    }));
  }

  return (
    <ToolFrame tool={tool}>
      <ToolPanel>
        <ToolForm onSubmit={() => analyze()}>
          <div>
            <TextArea
              label="Your content"
              name="text"
              rows={10}
              placeholder="Paste the text of your page or article here..."
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(null);
              }}
              {...invalidProps(error, errorId)}
            />
            <InputError id={errorId} message={error} />
          </div>
          <TextField
            label="Target keyword (optional)"
            name="target"
            placeholder="e.g. content marketing"
            hint="A word or a phrase. Leave empty to see only the top keywords."
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          />
          <WorkingButton type="submit" block busy={task.working} label="Analyze" workingLabel="Analyzing..." />
        </ToolForm>
      </ToolPanel>

      <div ref={resultsBox} className="scroll-mt-4">
        <ResultsPanel
          title="Analysis Results"
          working={task.working}
          hasResults={run !== null}
          workingText="Analyzing your text..."
          summary={run ? `${numberFormat.format(run.analysis.totalWords)} words analyzed` : ""}
          tool={tool}
        >
          {run ? (
            <>
              {outdated ? (
                <p className="mb-4 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
                  Your text or keyword has changed since this analysis. Select Analyze to update it.
                </p>
              ) : null}
              <section aria-labelledby="text-statistics-heading">
                <h3 id="text-statistics-heading" className="text-base font-bold text-slate-900">
                  Text Statistics
                </h3>
                <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
                  <Statistic label="Total words" value={numberFormat.format(run.analysis.totalWords)} />
                  <Statistic label="Sentences" value={numberFormat.format(run.analysis.sentences)} />
                  <Statistic
                    label="Avg. words per sentence"
                    value={decimalFormat.format(run.analysis.avgWordsPerSentence)}
                  />
                  <Statistic label="Characters" value={numberFormat.format(run.analysis.characters)} />
                  <Statistic
                    label="Characters (no spaces)"
                    value={numberFormat.format(run.analysis.charactersNoSpaces)}
                  />
                </dl>
              </section>
              {run.analysis.targetAnalysis ? <TargetAnalysis target={run.analysis.targetAnalysis} /> : null}
              <TopKeywords analysis={run.analysis} />
            </>
          ) : null}
        </ResultsPanel>
      </div>

      <div className="mt-6">
        <TipsList title="Keyword Density Tips" tips={TIPS} />
      </div>
    </ToolFrame>
  );
}
