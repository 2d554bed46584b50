import { z } from "zod";

// Contracts of the admin accounts: two roles, the owner's account management, everyone's own
// password, one-time set-password links, and the audit log. Pure: zod only.
//
//   GET    /api/admin/team                          → 200 TeamMember[] (active accounts, for "Owner" pickers; any role)
//   GET    /api/admin/accounts                      → 200 AdminAccount[]                      owner only
//   POST   /api/admin/accounts  NewAccount          → 201 AccountCreated                       owner only
//   PATCH  /api/admin/accounts/:id { displayName?, disabled? } → 200 AdminAccount          owner only
//   POST   /api/admin/accounts/:id/password { password } | { link: true } → 200 PasswordReset  owner only
//   GET    /api/admin/audit-log?cursor&limit        → 200 AuditLogPage (newest first)          owner only
//   POST   /api/auth/password { currentPassword, newPassword } → 204 | 400 | 401               any signed-in account
//   POST   /api/auth/set-password { token, password } → 204 | 400 (unknown, used or expired link)  public
//   POST   /forms/admin-sign-in (urlencoded username, password) → 303 /admin/leads + cookie | 401/403/429 HTML
//         (the sign-in form's action: it works before JavaScript starts)
//
// A staff account calling an owner-only route gets 403 MSG_OWNER_ONLY; so does a staff
// account deleting a lead. Disabling an account or resetting its password ends its sessions.

export const USERNAME_MAX = 64;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const ROLES = ["owner", "staff"] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Readonly<Record<Role, string>> = { owner: "Owner", staff: "Staff" };

export const MSG_OWNER_ONLY = "Only the owner can do this.";
export const MSG_ACCOUNT_DISABLED = "This account has been disabled. Ask the owner to enable it.";
export const MSG_LAST_OWNER = "The last active owner cannot be disabled.";
export const MSG_USERNAME_TAKEN = "That username is already taken.";
export const MSG_WRONG_PASSWORD = "Your current password is not correct.";
export const MSG_SET_PASSWORD_LINK_INVALID = "This link is not valid any more. Ask the owner for a new one.";

export const AUTH_PASSWORD_PATH = "/api/auth/password";
export const AUTH_SET_PASSWORD_PATH = "/api/auth/set-password";
/** The sign-in form's action: a plain HTML form post, answered with a redirect or an HTML page. */
export const ADMIN_SIGN_IN_FORM_PATH = "/forms/admin-sign-in";
/** Where a successful sign-in goes: the dashboard's first view, the leads (/admin/dashboard of before redirects here). */
export const ADMIN_DASHBOARD_PAGE = "/admin/leads";

export const DISPLAY_NAME_MAX = 80;
/** A set-password link works once, for 72 hours. */
export const SET_PASSWORD_LINK_LIFETIME_MS = 72 * 60 * 60 * 1000;
/** The page a set-password link opens; the token travels in the fragment (#token=…), never in logs. */
export const SET_PASSWORD_PAGE = "/admin/set-password";

/** The rules of a new username, also applied by the CLI and ADMIN_USERNAME (an e-mail address is fine). */
export const usernameSchema = z
  .string({ error: "Please enter a username." })
  .trim()
  .min(3, "A username has at least 3 characters.")
  .max(USERNAME_MAX, `A username has at most ${USERNAME_MAX} characters.`)
  .regex(/^[a-zA-Z0-9._@-]+$/, "Use letters, digits, dots, dashes, underscores and @ only.");

export const passwordSchema = z
  .string({ error: "Please enter a password." })
  .min(PASSWORD_MIN, `A password has at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `A password has at most ${PASSWORD_MAX} characters.`);

const displayName = z
  .string({ error: "Please enter a display name." })
  .trim()
  .min(1, "Please enter a display name.")
  .max(DISPLAY_NAME_MAX, `A display name has at most ${DISPLAY_NAME_MAX} characters.`)
  .refine((value) => !/\p{Cc}/u.test(value), "A display name cannot hold control characters.");

/** A new account: an initial password, or a one-time link the owner passes on. */
export const newAccountSchema = z
  .object({
    username: usernameSchema,
    displayName,
    role: z.enum(ROLES, { error: "Unknown role." }).optional().default("staff"),
    password: passwordSchema.optional(),
    link: z.literal(true).optional(),
  })
  .strict()
  .refine((value) => (value.password === undefined) !== (value.link === undefined), {
    message: "Give an initial password or ask for a set-password link.",
    path: ["password"],
  });
export type NewAccount = z.input<typeof newAccountSchema>;

export const accountUpdateSchema = z
  .object({ displayName: displayName.optional(), disabled: z.boolean().optional() })
  .strict()
  .refine((value) => value.displayName !== undefined || value.disabled !== undefined, "Nothing to change.");

export const passwordResetSchema = z.union([
  z.object({ password: passwordSchema }).strict(),
  z.object({ link: z.literal(true) }).strict(),
]);

export const ownPasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Please enter your current password." })
    .min(1, "Please enter your current password.")
    .max(PASSWORD_MAX),
  newPassword: passwordSchema,
});

export const setPasswordSchema = z.object({
  token: z.string().min(1, MSG_SET_PASSWORD_LINK_INVALID).max(100, MSG_SET_PASSWORD_LINK_INVALID),
  password: passwordSchema,
});

export interface TeamMember {
  id: number;
  username: string;
  displayName: string;
  role: Role;
}

export interface AdminAccount extends TeamMember {
  createdAt: string;
  disabledAt: string | null;
  /** True while a set-password link is waiting to be used. */
  passwordLinkPending: boolean;
}

export interface AccountCreated {
  account: AdminAccount;
  /** The one-time link (absolute path with #token=…), when one was asked for; shown once. */
  setPasswordUrl: string | null;
}

export interface PasswordReset {
  setPasswordUrl: string | null;
}
