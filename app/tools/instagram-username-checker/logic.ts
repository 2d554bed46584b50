/**
 * Instagram username checker (simulated, decision D4). Input shaping and limits
 * follow the spec: lower case, only a-z, 0-9, period and underscore, 3 to 30
 * characters. Available with probability 70%; a taken name gets six suggestions.
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
export const MAX_USERNAME_LENGTH = 30;
export const AVAILABILITY_PROBABILITY = 0.7;
export const INSTAGRAM_CLAIM_URL = "https://www.instagram.com/accounts/emailsignup/";

/** Name + 'official', '_', '2024', 'the' + name, name + 'pro', name + '.ig'. */
export const SUGGESTION_AFFIXES = [
  { suffix: "official" },
  { suffix: "_" },
  { suffix: "2024" },
  { prefix: "the" },
  { suffix: "pro" },
  { suffix: ".ig" },
] as const;

/** What the input keeps of each keystroke: lower case, a-z 0-9 . _ only, at most 30 characters. */
export function shapeUsername(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9._]/g, "")
    .slice(0, MAX_USERNAME_LENGTH);
}

/** The message for what the visitor typed (shaped first), or null when it can be checked. */
export function validateUsername(input: string): string | null {
  return validateShapedUsername(shapeUsername(input));
}

/** The six suggestions for a taken name, each within 30 characters. */
export function buildSuggestions(username: string): string[] {
  return affixSuggestions(shapeUsername(username), SUGGESTION_AFFIXES, MAX_USERNAME_LENGTH);
}

/** Simulated check: available 70% of the time (from `random`); suggestions only when taken. */
export function checkUsername(input: string, random: Random = defaultRandom): UsernameCheckResult {
  const username = shapeUsername(input);
  const available = isAvailableByChance(AVAILABILITY_PROBABILITY, random);
  return { available, username, suggestions: available ? [] : buildSuggestions(username) };
}

/** Where 'Claim on Instagram' leads: Instagram's sign-up page (it takes no name parameter). */
export function getClaimUrl(): string {
  return INSTAGRAM_CLAIM_URL;
}
