import { ADMIN_API_PREFIX } from "#contracts/auth/session.ts";
import {
  type AccountCreated,
  type AdminAccount,
  AUTH_PASSWORD_PATH,
  AUTH_SET_PASSWORD_PATH,
  type NewAccount,
  type PasswordReset,
} from "#contracts/accounts/accounts.ts";
import { type AuditLogPage } from "#contracts/accounts/audit-log.ts";
import { request } from "../shared/api.ts";

// The account management, own-password and audit-log calls (contracts/accounts/accounts.ts).

const ACCOUNTS = `${ADMIN_API_PREFIX}/accounts`;

export const accountsApi = {
  list: () => request<AdminAccount[]>("GET", ACCOUNTS),
  create: (account: NewAccount) => request<AccountCreated>("POST", ACCOUNTS, account),
  update: (id: number, change: { displayName?: string; disabled?: boolean }) =>
    request<AdminAccount>("PATCH", `${ACCOUNTS}/${id}`, change),
  resetPassword: (id: number, reset: { password: string } | { link: true }) =>
    request<PasswordReset>("POST", `${ACCOUNTS}/${id}/password`, reset),
  auditLog: (cursor: string | null) =>
    request<AuditLogPage>(
      "GET",
      `${ADMIN_API_PREFIX}/audit-log${cursor ? `?${new URLSearchParams({ cursor }).toString()}` : ""}`,
    ),
  changeOwnPassword: (currentPassword: string, newPassword: string) =>
    request<void>("POST", AUTH_PASSWORD_PATH, { currentPassword, newPassword }),
  setPassword: (token: string, password: string) => request<void>("POST", AUTH_SET_PASSWORD_PATH, { token, password }),
};

/** The link the owner passes on: the server gives a path with #token=…, the browser knows the origin. */
export function absoluteLink(origin: string, setPasswordUrl: string): string {
  return new URL(setPasswordUrl, origin).href;
}

/** The token of a set-password link, from the page's fragment ("#token=…"); null when absent. */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return token ? token : null;
}
