import { getCharacterLimitStatus } from "#app/tool-kit/generators/character-limits.ts";

const numberFormat = new Intl.NumberFormat("en-US");

interface CharacterCountProps {
  text: string;
  /** The platform's hard limit (CHARACTER_LIMITS). */
  limit: number;
  /** e.g. "Instagram limit"; with `recommended`, e.g. "maximum". */
  limitLabel: string;
  /** Advice, not a limit: over it the counter turns amber with `recommendedNote`. */
  recommended?: number;
  recommendedNote?: string;
}

/**
 * "123 / 2,200 characters (Instagram limit)" under a generated text, red when over the
 * platform's limit; with a recommended length, "52 / 60 recommended (100 maximum)",
 * amber when over the recommended length.
 */
export function CharacterCount({ text, limit, limitLabel, recommended, recommendedNote }: CharacterCountProps) {
  const status = getCharacterLimitStatus(text, limit);
  const overRecommended = recommended !== undefined && status.count > recommended;
  const tone = status.isOverLimit ? "text-red-700" : overRecommended ? "text-amber-800" : "text-slate-600";
  // With a recommended length the bar fills at that length; otherwise at the limit.
  const barRatio = recommended === undefined ? status.ratio : Math.min(status.count / recommended, 1);
  const barTone = status.isOverLimit ? "bg-red-600" : overRecommended ? "bg-amber-500" : "bg-green-600";
  return (
    <div className={`text-xs ${tone}`}>
      {recommended === undefined ? (
        <p>
          <span className="font-semibold">
            {numberFormat.format(status.count)} / {numberFormat.format(limit)}
          </span>{" "}
          characters ({limitLabel}){status.isOverLimit ? `: ${numberFormat.format(-status.remaining)} over` : ""}
        </p>
      ) : (
        <p>
          <span className="font-semibold">
            {numberFormat.format(status.count)} / {numberFormat.format(recommended)}
          </span>{" "}
          recommended
          <span className="hidden sm:inline">
            {" "}
            ({numberFormat.format(limit)} {limitLabel})
          </span>
          {status.isOverLimit
            ? `: ${numberFormat.format(-status.remaining)} over the limit`
            : overRecommended && recommendedNote
              ? `: ${recommendedNote}`
              : ""}
        </p>
      )}
      <div aria-hidden="true" className="mt-1 h-1 w-full max-w-48 overflow-hidden rounded-full bg-slate-200">
        <div className={`h-full ${barTone}`} style={{ width: `${Math.round(barRatio * 100)}%` }} />
      </div>
    </div>
  );
}
