import type { Role } from "#contracts/accounts/accounts.ts";

/** The dashboard's views only the owner has (the server answers 403 to anyone else). */
const OWNER_VIEWS: ReadonlySet<string> = new Set(["team", "audit", "replies"]);

/** The views an account sees: the owner all, staff (or a role not known yet) the shared ones. */
export function visibleViews<View extends string>(views: readonly View[], role: Role | undefined): View[] {
  return role === "owner" ? [...views] : views.filter((view) => !OWNER_VIEWS.has(view));
}
