/**
 * Twitter/X's rules for the simulated username checker: lower case, only a-z, 0-9 and
 * underscore, 3 to 15 characters; available with probability 60%. The six suggestions
 * are built like Instagram's, each valid on X (so the last one is name + '_x', not '.ig').
 */
import { MIN_USERNAME_LENGTH, type UsernamePlatform } from "#app/tool-kit/simulated/username-check.ts";

const MAX_USERNAME_LENGTH = 15;

export const TWITTER_USERNAMES: UsernamePlatform = {
  name: "Twitter/X",
  disallowed: /[^a-z0-9_]/g,
  maxLength: MAX_USERNAME_LENGTH,
  rules: `Lower-case letters, numbers and underscores; ${MIN_USERNAME_LENGTH} to ${MAX_USERNAME_LENGTH} characters.`,
  availability: 0.6,
  platformSuffix: "_x",
  // The platform's user intent page for the name.
  claimUrl: (username) => `https://twitter.com/intent/user?screen_name=${encodeURIComponent(username)}`,
  disableWhileChecking: false,
};
