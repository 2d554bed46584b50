import { ADMIN_DASHBOARD_PAGE } from "#contracts/accounts/accounts.ts";

// After sign-in the visitor returns to the admin URL they asked for (a lead a colleague
// sent, a view reloaded after the session ran out): /admin?next=/admin/leads/123. Only an
// admin path of this site is followed, never another site. Pure (tested in return-path.test.ts).

export const SIGN_IN_PATH = "/admin";

/** An admin page path with its query: /admin/<something>, no other host, no backslash tricks. */
const ADMIN_PATH = /^\/admin\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*$/;

/** The sign-in page that comes back to this admin URL after signing in. */
export function signInPathFor({ pathname, search }: { pathname: string; search: string }): string {
  const back = `${pathname}${search}`;
  return ADMIN_PATH.test(back) && back !== ADMIN_DASHBOARD_PAGE
    ? `${SIGN_IN_PATH}?next=${encodeURIComponent(back)}`
    : SIGN_IN_PATH;
}

/** Where to go after signing in: the `next` of the sign-in page's query when it is an admin page, else the dashboard. */
export function returnPathOf(search: string): string {
  const next = new URLSearchParams(search).get("next");
  return next !== null && ADMIN_PATH.test(next) && !next.startsWith("//") ? next : ADMIN_DASHBOARD_PAGE;
}
