import type { AdminUsersRepository } from "#server/accounts/admin-users-repository.ts";

// The owners' two-factor setting: when on, every owner account must sign in with a code;
// an owner without one is asked to set it up at their next sign-in.

const REQUIRED_FOR_OWNERS = "two-factor-required-for-owners";

export async function twoFactorRequiredForOwners(users: AdminUsersRepository): Promise<boolean> {
  return (await users.setting(REQUIRED_FOR_OWNERS)) === "true";
}

export async function setTwoFactorRequiredForOwners(users: AdminUsersRepository, required: boolean): Promise<void> {
  await users.saveSetting(REQUIRED_FOR_OWNERS, String(required));
}
