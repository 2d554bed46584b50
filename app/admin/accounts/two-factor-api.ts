import {
  AUTH_SIGN_IN_CODE_PATH,
  AUTH_TWO_FACTOR_DISABLE_PATH,
  AUTH_TWO_FACTOR_ENABLE_PATH,
  AUTH_TWO_FACTOR_PATH,
  AUTH_TWO_FACTOR_REQUIRED_PATH,
  AUTH_TWO_FACTOR_SETUP_PATH,
  type CodeSignInResult,
  type RecoveryCodes,
  type TwoFactorKey,
  type TwoFactorStatus,
} from "#contracts/auth/two-factor.ts";
import { request } from "../shared/api.ts";

// Two-factor sign-in's requests (contracts/auth/two-factor.ts).

export const twoFactorApi = {
  status: () => request<TwoFactorStatus>("GET", AUTH_TWO_FACTOR_PATH),
  setup: () => request<TwoFactorKey>("POST", AUTH_TWO_FACTOR_SETUP_PATH),
  enable: (code: string) => request<RecoveryCodes>("POST", AUTH_TWO_FACTOR_ENABLE_PATH, { code }),
  disable: (password: string) => request<void>("POST", AUTH_TWO_FACTOR_DISABLE_PATH, { password }),
  setRequired: (required: boolean) => request<TwoFactorStatus>("PUT", AUTH_TWO_FACTOR_REQUIRED_PATH, { required }),
  signInWithCode: (challenge: string, code: string) =>
    request<CodeSignInResult>("POST", AUTH_SIGN_IN_CODE_PATH, { challenge, code }),
};
