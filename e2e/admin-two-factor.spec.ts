import crypto from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { AUTH_SIGN_IN_PATH, AUTH_SIGN_OUT_PATH } from "#contracts/auth/session.ts";
import { totpCode } from "#server/auth/totp.ts";
import { expect, expectNoA11yViolations, forgive, gotoHydrated, test } from "./support.ts";

// Two-factor sign-in end to end: an owner turns it on from the dashboard (the key as text,
// a code from "the app", ten recovery codes), then signing in asks for a code, and a
// recovery code works once. Codes are computed here with the server's own TOTP module.

const DEMO = { username: "admin", password: "crestline-demo" };
const PASSWORD = "two factor owner 1";

/** Creates an owner account through the API, as the demo owner, signed out again afterwards. */
async function createOwner(request: APIRequestContext, baseURL: string) {
  const headers = { origin: baseURL };
  expect((await request.post(AUTH_SIGN_IN_PATH, { headers, data: DEMO })).status()).toBe(200);
  const username = `owner-${crypto.randomBytes(4).toString("hex")}`;
  const created = await request.post("/api/admin/accounts", {
    headers,
    data: { username, displayName: `Owner ${username}`, role: "owner", password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  expect((await request.post(AUTH_SIGN_OUT_PATH, { headers })).status()).toBe(204);
  return username;
}

async function signInWithPassword(page: Page, username: string) {
  await gotoHydrated(page, "/admin");
  await page.getByLabel("Username").fill(username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs out, then in again with the password and `recoveryCode` in place of the app's code. */
async function signInWithRecoveryCode(page: Page, username: string, recoveryCode: string) {
  await logout(page);
  await signInWithPassword(page, username);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCode);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * Logs out from the dashboard (which stops asking the server for its lists first) once its
 * lists have come: a list asked for just before the session ends is answered 401, as it
 * should be, and a visitor does not sign out within milliseconds of signing in.
 */
async function logout(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The code of the next 30-second step: the one just used to confirm cannot be used again. */
const nextCode = (secret: string) => totpCode(secret, new Date(Date.now() + 30_000));

test("an owner turns on two-factor sign-in, then signs in with a code and with a recovery code", async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const username = await createOwner(page.request, baseURL ?? "");
  await signInWithPassword(page, username);
  await expect(page).toHaveURL(/\/admin\/leads$/);

  await page.getByRole("button", { name: "Two-factor sign-in" }).click();
  const dialog = page.getByRole("dialog", { name: "Two-factor sign-in" });
  await dialog.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = ((await dialog.getByTestId("two-factor-key").textContent()) ?? "").replaceAll(" ", "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(dialog.getByRole("link", { name: "Open in an authenticator app" })).toHaveAttribute(
    "href",
    new RegExp(`^otpauth://totp/.*secret=${secret}`),
  );
  const codeField = dialog.getByLabel("6-digit code from your app");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await codeField.fill(totpCode(secret, new Date()));
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const codes = dialog.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.nth(0).textContent()) ?? "";
  await dialog.getByRole("button", { name: "Done" }).click();

  // Signed out: the password alone is not enough any more.
  await logout(page);
  await signInWithPassword(page, username);
  await expect(page.getByRole("heading", { level: 1, name: "Enter your sign-in code" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel("6-digit code from your app").fill(nextCode(secret));
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);

  // A recovery code, once.
  await signInWithRecoveryCode(page, username, recoveryCode);
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await signInWithRecoveryCode(page, username, recoveryCode);
  await expect(page.getByRole("alert")).toContainText("That code is not right");
  // The refused code was refused on purpose: not a console error.
  forgive(consoleErrors, /^HTTP 401 for .*\/api\/auth\/sign-in\/code/);
});
