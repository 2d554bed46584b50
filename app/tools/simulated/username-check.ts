/**
 * Shared shape of the two simulated username checkers (decision D4: a demo, the
 * page says so). Availability is decided by chance with the spec's odds.
 */
import { type Random } from "#app/tools/shared/random.ts";

export const EMPTY_USERNAME_MESSAGE = "Please enter a username";
export const SHORT_USERNAME_MESSAGE = "Username must be at least 3 characters long";

export const MIN_USERNAME_LENGTH = 3;

/** 'Checking' state length (spec §9 Tool delays: 1.5 s for both checkers). */
export const CHECK_DELAY_MS = 1500;

/** Shown on the page next to every result. */
export const USERNAME_DEMO_NOTICE =
  "Demo: this checker does not contact the platform, so the result is a simulation. Confirm availability when you sign up.";

export interface UsernameCheckResult {
  available: boolean;
  username: string;
  /** Six alternatives when the name is taken; empty when it is available. */
  suggestions: string[];
}

/** The message for an already shaped username, or null when it can be checked. */
export function validateShapedUsername(username: string): string | null {
  if (username.length === 0) return EMPTY_USERNAME_MESSAGE;
  if (username.length < MIN_USERNAME_LENGTH) return SHORT_USERNAME_MESSAGE;
  return null;
}

/** True with the given probability, drawn from `random`. */
export function isAvailableByChance(probability: number, random: Random): boolean {
  return random() < probability;
}

/**
 * Prefix/suffix suggestions that all fit `maxLength`: the base name is shortened
 * as needed so "the" + name + ... never goes over.
 */
export function affixSuggestions(
  username: string,
  affixes: readonly { prefix?: string; suffix?: string }[],
  maxLength: number,
): string[] {
  return affixes.map(({ prefix = "", suffix = "" }) => {
    const room = Math.max(0, maxLength - prefix.length - suffix.length);
    return `${prefix}${username.slice(0, room)}${suffix}`;
  });
}
