import { z } from "zod";
import { PASSWORD_MAX } from "../accounts/accounts.ts";

// Two-factor sign-in (TOTP, RFC 6238) of the admin panel. Shared by app/admin and server/auth.
//
//   POST /api/auth/sign-in             → 200 SecondStep when the account has two-factor on
//                                        (or must set it up) instead of SignInResult
//   POST /api/auth/sign-in/code        { challenge, code } → 200 CodeSignInResult + cookie | 400 | 401 | 429
//   GET  /api/auth/two-factor          → 200 TwoFactorStatus (signed in)
//   POST /api/auth/two-factor/setup    → 200 TwoFactorKey (a new key, not on until confirmed)
//   POST /api/auth/two-factor/enable   { code } → 200 { recoveryCodes } | 400
//   POST /api/auth/two-factor/disable  { password } → 204 | 400 | 409 (required for owners)
//   PUT  /api/auth/two-factor/required { required } → 200 TwoFactorStatus (owners only)
//   POST /forms/admin-sign-in/code     the same second step without JavaScript

export const AUTH_SIGN_IN_CODE_PATH = "/api/auth/sign-in/code";
export const AUTH_TWO_FACTOR_PATH = "/api/auth/two-factor";
export const AUTH_TWO_FACTOR_SETUP_PATH = "/api/auth/two-factor/setup";
export const AUTH_TWO_FACTOR_ENABLE_PATH = "/api/auth/two-factor/enable";
export const AUTH_TWO_FACTOR_DISABLE_PATH = "/api/auth/two-factor/disable";
export const AUTH_TWO_FACTOR_REQUIRED_PATH = "/api/auth/two-factor/required";
export const ADMIN_SIGN_IN_CODE_FORM_PATH = "/forms/admin-sign-in/code";

/** How long the second step of a sign-in may take, and how many wrong codes it allows. */
export const SECOND_STEP_LIFETIME_MS = 10 * 60 * 1000;
export const SECOND_STEP_MAX_FAILURES = 5;
export const RECOVERY_CODE_COUNT = 10;

export const MSG_WRONG_CODE =
  "That code is not right. Enter the current 6-digit code from your app, or a recovery code.";
export const MSG_SECOND_STEP_EXPIRED = "This sign-in has expired. Sign in again with your password.";
export const MSG_TWO_FACTOR_REQUIRED_FOR_OWNERS =
  "Owners must use two-factor sign-in on this site, so it cannot be turned off for an owner.";
export const MSG_SET_UP_FIRST = "Start setting up two-factor sign-in first.";

export interface TwoFactorKey {
  /** Base32, for the app. */
  secret: string;
  /** The same in groups of four, to type. */
  groupedSecret: string;
  otpauthUrl: string;
}

/** The answer to a right password when a code (or setting two-factor up) must follow. */
export interface SecondStep {
  twoFactor: "code" | "setup";
  /** Sent back with the code; good for one sign-in, SECOND_STEP_LIFETIME_MS. */
  challenge: string;
  /** With "setup": the new key to add to an authenticator app. */
  key: TwoFactorKey | null;
}

export interface CodeSignInResult {
  username: string;
  expiresAt: string;
  /** After setting two-factor up while signing in: shown once. */
  recoveryCodes: string[] | null;
}

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  requiredForOwners: boolean;
}

export interface RecoveryCodes {
  recoveryCodes: string[];
}

const codeField = z
  .string({ error: "Enter the 6-digit code from your app, or a recovery code." })
  .trim()
  .min(1, "Enter the 6-digit code from your app, or a recovery code.")
  .max(40, MSG_WRONG_CODE);

export const signInCodeSchema = z.object({
  challenge: z
    .string({ error: MSG_SECOND_STEP_EXPIRED })
    .min(1, MSG_SECOND_STEP_EXPIRED)
    .max(100, MSG_SECOND_STEP_EXPIRED),
  code: codeField,
});

export const enableTwoFactorSchema = z.object({ code: codeField });

export const disableTwoFactorSchema = z.object({
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(PASSWORD_MAX),
});

export const twoFactorRequiredSchema = z.object({
  required: z.boolean({ error: "Say whether two-factor sign-in is required for owners." }),
});
