/** SEO score colour (spec §4): green at 90 and above, yellow at 70 and above, otherwise red. */
export type ScoreColour = "green" | "yellow" | "red";

export const SCORE_GREEN_MIN = 90;
export const SCORE_YELLOW_MIN = 70;

export function getScoreColour(score: number): ScoreColour {
  if (score >= SCORE_GREEN_MIN) return "green";
  if (score >= SCORE_YELLOW_MIN) return "yellow";
  return "red";
}
