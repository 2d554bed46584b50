import { useDeferredValue, useEffect, useId, useMemo, useState } from "react";
import { ClipboardPaste, Eraser } from "lucide-react";
import type { Route } from "./+types/page";
import { ToolFrame } from "#app/tool-kit/ui/tool-frame.tsx";
import { Button } from "#app/ui/button.tsx";
import { TextArea } from "#app/ui/field.tsx";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { InputError, invalidProps } from "#app/tool-kit/ui/input-and-results.tsx";
import { measured } from "#app/tool-kit/text/measure.ts";
import { ToolResultOffer } from "#app/tool-kit/ui/result-offer.tsx";
import { ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { useSettledRun } from "#app/tool-kit/ui/tool-run.ts";
import {
  analyzeText,
  CLIPBOARD_ERROR_MESSAGE,
  countText,
  formatMinutes,
  READING_SPEEDS_WPM,
  SPEAKING_WPM,
  type DetailedTextAnalysis,
  WORD_COUNTER_MEASURES,
} from "./logic.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const numberFormat = new Intl.NumberFormat("en-US");
const decimalFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

const EMPTY_STATS = { words: 0, characters: 0, charactersNoSpaces: 0, sentences: 0, paragraphs: 0, readingTime: 0 };

/**
 * Texts longer than this (about 3,000 words) are counted once typing pauses for
 * CARDS_SETTLE_MS and analysed in detail after DETAIL_SETTLE_MS, so keystrokes never
 * wait behind a count of the whole text. Shorter texts update on every keystroke.
 */
const LONG_TEXT_LENGTH = 20_000;
const CARDS_SETTLE_MS = 100;
const DETAIL_SETTLE_MS = 250;

/** `value`, or with a delay, `value` once it has not changed for `delayMs`. */
function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  // Without a delay, keep the settled value current too, so a later delay starts from it.
  if (delayMs === 0 && settled !== value) setSettled(value);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs === 0 ? value : settled;
}

/** Longest words are shown in full up to this many characters. */
const LONGEST_WORD_DISPLAY = 40;

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tabular-nums text-slate-900 sm:text-3xl">
        {numberFormat.format(value)}
      </dd>
    </div>
  );
}

function DetailRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 break-all text-right font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

function DetailedAnalysis({ analysis, updating }: { analysis: DetailedTextAnalysis; updating: boolean }) {
  const longest =
    analysis.longestWord.length > LONGEST_WORD_DISPLAY
      ? `${analysis.longestWord.slice(0, LONGEST_WORD_DISPLAY)}…`
      : analysis.longestWord;
  return (
    <ToolPanel title="Detailed Analysis" className="mt-6">
      <div
        aria-busy={updating}
        className={`grid gap-x-8 transition-opacity sm:grid-cols-2 ${updating ? "opacity-60" : ""}`}
      >
        <div>
          <h3 className="text-sm font-bold uppercase tracking-wide text-brand-800">Reading time</h3>
          <dl className="divide-y divide-slate-100">
            <DetailRow
              label={`Slow (${READING_SPEEDS_WPM.slow} wpm)`}
              value={formatMinutes(analysis.readingTimes.slow)}
            />
            <DetailRow
              label={`Average (${READING_SPEEDS_WPM.average} wpm)`}
              value={formatMinutes(analysis.readingTimes.average)}
            />
            <DetailRow
              label={`Fast (${READING_SPEEDS_WPM.fast} wpm)`}
              value={formatMinutes(analysis.readingTimes.fast)}
            />
            <DetailRow label={`Speaking (${SPEAKING_WPM} wpm)`} value={formatMinutes(analysis.speakingTime)} />
          </dl>
        </div>
        <div className="mt-6 sm:mt-0">
          <h3 className="text-sm font-bold uppercase tracking-wide text-brand-800">Text structure</h3>
          <dl className="divide-y divide-slate-100">
            <DetailRow
              label="Average word length"
              value={`${decimalFormat.format(analysis.averageWordLength)} characters`}
            />
            <DetailRow
              label="Average words per sentence"
              value={decimalFormat.format(analysis.averageWordsPerSentence)}
            />
            <DetailRow
              label="Average sentences per paragraph"
              value={decimalFormat.format(analysis.averageSentencesPerParagraph)}
            />
            <DetailRow label="Unique words" value={numberFormat.format(analysis.uniqueWords)} />
            <DetailRow label="Longest word" value={longest || "–"} />
          </dl>
        </div>
      </div>
      <ToolResultOffer tool={tool} />
    </ToolPanel>
  );
}

export default function WordCounterPage() {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const errorId = useId();

  // Typing stays instant on a huge text: the textarea updates at once; the six cards
  // follow in a deferred render (countText, one linear pass), on a long text once typing
  // pauses for a moment; the detailed analysis follows a little later on a long text.
  const deferredText = useDeferredValue(text);
  const long = deferredText.length > LONG_TEXT_LENGTH;
  const countedText = useSettledValue(deferredText, long ? CARDS_SETTLE_MS : 0);
  const detailText = useSettledValue(deferredText, long ? DETAIL_SETTLE_MS : 0);
  const stats = useMemo(
    () =>
      countedText.length === 0 ? EMPTY_STATS : measured(WORD_COUNTER_MEASURES.count, () => countText(countedText)),
    [countedText],
  );
  const analysis = useMemo(
    () => (detailText.length === 0 ? null : measured(WORD_COUNTER_MEASURES.analyze, () => analyzeText(detailText))),
    [detailText],
  );
  const showDetails = deferredText.length > 0 && analysis !== null;
  // The counts update as the visitor types: one run per page view, once a text has been analysed and left alone.
  useSettledRun(tool.slug, detailText);

  async function paste() {
    setError(null);
    try {
      const clip = await navigator.clipboard.readText();
      const textarea = document.getElementById(textId);
      if (textarea instanceof HTMLTextAreaElement) {
        // Like Ctrl+V: the clipboard replaces the selection, the caret lands after it.
        textarea.focus();
        textarea.setRangeText(clip, textarea.selectionStart, textarea.selectionEnd, "end");
        setText(textarea.value);
      } else {
        setText((current) => current + clip);
      }
    } catch {
      setError(CLIPBOARD_ERROR_MESSAGE);
    }
  }

  function clear() {
    setText("");
    setError(null);
    document.getElementById(textId)?.focus();
  }

  return (
    <ToolFrame tool={tool}>
      <ToolPanel>
        <TextArea
          id={textId}
          label="Your text"
          name="text"
          rows={12}
          placeholder="Start typing, or paste your text here..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          {...invalidProps(error, errorId)}
        />
        <div className="mt-3 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={paste}>
            <ClipboardPaste aria-hidden="true" className="h-4 w-4" /> Paste
          </Button>
          <Button variant="ghost" onClick={clear} disabled={text.length === 0}>
            <Eraser aria-hidden="true" className="h-4 w-4" /> Clear
          </Button>
        </div>
        <InputError id={errorId} message={error} />
      </ToolPanel>

      <dl aria-label="Text statistics" className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard label="Words" value={stats.words} />
        <StatCard label="Characters" value={stats.characters} />
        <StatCard label="Characters (no spaces)" value={stats.charactersNoSpaces} />
        <StatCard label="Sentences" value={stats.sentences} />
        <StatCard label="Paragraphs" value={stats.paragraphs} />
        <StatCard label="Min read" value={stats.readingTime} />
      </dl>

      {showDetails ? <DetailedAnalysis analysis={analysis} updating={detailText !== deferredText} /> : null}
    </ToolFrame>
  );
}
