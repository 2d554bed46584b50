/**
 * Instagram's rules for the simulated username checker: lower case, only a-z, 0-9,
 * period and underscore, 3 to 30 characters; available with probability 70%.
 */
import { MIN_USERNAME_LENGTH, type UsernamePlatform } from "#app/tool-kit/simulated/username-check.ts";

/** Instagram's sign-up page (it takes no name parameter). */
export const INSTAGRAM_CLAIM_URL = "https://www.instagram.com/accounts/emailsignup/";

const MAX_USERNAME_LENGTH = 30;

export const INSTAGRAM_USERNAMES: UsernamePlatform = {
  name: "Instagram",
  disallowed: /[^a-z0-9._]/g,
  maxLength: MAX_USERNAME_LENGTH,
  rules: `Lower-case letters, numbers, periods and underscores; ${MIN_USERNAME_LENGTH} to ${MAX_USERNAME_LENGTH} characters.`,
  availability: 0.7,
  platformSuffix: ".ig",
  claimUrl: () => INSTAGRAM_CLAIM_URL,
  disableWhileChecking: true,
};
