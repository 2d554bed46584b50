/**
 * Twitter/X username checker (simulated, decision D4). Input shaping and limits
 * follow the spec: lower case, only a-z, 0-9 and underscore, 3 to 15 characters.
 * Available with probability 60%; a taken name gets six suggestions built like
 * Instagram's, each valid on X (so the last one is name + '_x', not '.ig').
 */
import { defaultRandom, type Random } from "#app/tools/shared/random.ts";
import {
  affixSuggestions,
  CHECK_DELAY_MS,
  EMPTY_USERNAME_MESSAGE,
  isAvailableByChance,
  MIN_USERNAME_LENGTH,
  SHORT_USERNAME_MESSAGE,
  USERNAME_DEMO_NOTICE,
  validateShapedUsername,
  type UsernameCheckResult,
} from "#app/tools/simulated/username-check.ts";

export { EMPTY_USERNAME_MESSAGE, SHORT_USERNAME_MESSAGE, MIN_USERNAME_LENGTH, USERNAME_DEMO_NOTICE };
export type { UsernameCheckResult };

export const DELAY_MS = CHECK_DELAY_MS;
export const MAX_USERNAME_LENGTH = 15;
export const AVAILABILITY_PROBABILITY = 0.6;

/** Name + 'official', '_', '2024', 'the' + name, name + 'pro', name + '_x'. */
export const SUGGESTION_AFFIXES = [
  { suffix: "official" },
  { suffix: "_" },
  { suffix: "2024" },
  { prefix: "the" },
  { suffix: "pro" },
  { suffix: "_x" },
] as const;

/** What the input keeps of each keystroke: lower case, a-z 0-9 _ only, at most 15 characters. */
export function shapeUsername(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, "")
    .slice(0, MAX_USERNAME_LENGTH);
}

export function validateUsername(input: string): string | null {
  return validateShapedUsername(shapeUsername(input));
}

/** The six suggestions for a taken name; the base is shortened so each fits 15 characters. */
export function buildSuggestions(username: string): string[] {
  return affixSuggestions(shapeUsername(username), SUGGESTION_AFFIXES, MAX_USERNAME_LENGTH);
}

/** Simulated check: available 60% of the time (from `random`); suggestions only when taken. */
export function checkUsername(input: string, random: Random = defaultRandom): UsernameCheckResult {
  const username = shapeUsername(input);
  const available = isAvailableByChance(AVAILABILITY_PROBABILITY, random);
  return { available, username, suggestions: available ? [] : buildSuggestions(username) };
}

/** 'Claim on Twitter/X': the platform's user intent page for the name. */
export function getClaimUrl(username: string): string {
  return `https://twitter.com/intent/user?screen_name=${encodeURIComponent(shapeUsername(username))}`;
}
