/**
 * The simulated username checkers (Instagram, Twitter/X): one logic with per-platform
 * rules. They never contact the platform, and the page says so: availability is drawn
 * at random with the platform's odds, and a taken name gets six suggestions.
 */
import { defaultRandom, type Random } from "#app/tool-kit/generators/random.ts";

export const EMPTY_USERNAME_MESSAGE = "Please enter a username";
export const SHORT_USERNAME_MESSAGE = "Username must be at least 3 characters long";

export const MIN_USERNAME_LENGTH = 3;

/** 'Checking' state length: 1.5 s for both checkers. */
export const CHECK_DELAY_MS = 1500;

/** Shown on the page next to every result. */
export const USERNAME_DEMO_NOTICE =
  "Demo: this checker does not contact the platform, so the result is a simulation. Confirm availability when you sign up.";

export interface UsernamePlatform {
  /** "Instagram", "Twitter/X": used in the label, the result text and the claim link. */
  name: string;
  /** Matches every character the platform does not allow in a (lower-case) name. */
  disallowed: RegExp;
  maxLength: number;
  /** Visible hint under the input: what the platform allows. */
  rules: string;
  /** Chance that a check says 'Available!'. */
  availability: number;
  /** The last of the six suggestions is the name + this suffix, e.g. '.ig'. */
  platformSuffix: string;
  /** Where 'Claim on …' leads for an available (shaped) name. */
  claimUrl: (username: string) => string;
  /** True: 'Check' stays disabled while a check runs; false: only while the input is empty. */
  disableWhileChecking: boolean;
}

/** The suggestions for a taken name, in order; the platform's own suffix comes last. */
const SUGGESTION_AFFIXES: readonly { prefix?: string; suffix?: string }[] = [
  { suffix: "official" },
  { suffix: "_" },
  { suffix: "2024" },
  { prefix: "the" },
  { suffix: "pro" },
];

export interface UsernameCheckResult {
  available: boolean;
  username: string;
  /** Six alternatives when the name is taken; empty when it is available. */
  suggestions: string[];
}

/** What the input keeps of each keystroke: lower case, the allowed characters only, at most maxLength. */
export function shapeUsername(platform: UsernamePlatform, input: string): string {
  return input.toLowerCase().replace(platform.disallowed, "").slice(0, platform.maxLength);
}

/** The message for what the visitor typed (shaped first), or null when it can be checked. */
export function validateUsername(platform: UsernamePlatform, input: string): string | null {
  const username = shapeUsername(platform, input);
  if (username.length === 0) return EMPTY_USERNAME_MESSAGE;
  if (username.length < MIN_USERNAME_LENGTH) return SHORT_USERNAME_MESSAGE;
  return null;
}

/**
 * The six suggestions for a taken name: name + 'official', '_', '2024', 'the' + name,
 * name + 'pro' and name + the platform's suffix. The base name is
 * shortened as needed so "the" + name + ... never goes over the platform's length.
 */
export function buildSuggestions(platform: UsernamePlatform, input: string): string[] {
  const username = shapeUsername(platform, input);
  return [...SUGGESTION_AFFIXES, { suffix: platform.platformSuffix }].map(({ prefix = "", suffix = "" }) => {
    const room = Math.max(0, platform.maxLength - prefix.length - suffix.length);
    return `${prefix}${username.slice(0, room)}${suffix}`;
  });
}

/** Simulated check: available when `random` draws below the platform's odds; suggestions only when taken. */
export function checkUsername(
  platform: UsernamePlatform,
  input: string,
  random: Random = defaultRandom,
): UsernameCheckResult {
  const username = shapeUsername(platform, input);
  const available = random() < platform.availability;
  return { available, username, suggestions: available ? [] : buildSuggestions(platform, username) };
}
