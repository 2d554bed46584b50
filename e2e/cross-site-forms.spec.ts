import path from "node:path";
import Database from "better-sqlite3";
import { startTestServer, type TestServer } from "../server/seo-audit/seo-audit-test-support.ts";
import { expect, expectNoA11yViolations, test } from "./support.ts";

// A page on another site that posts our contact form (a hidden form submitted by the visitor's
// click, as a hostile page would): the browser sends its own Origin and Sec-Fetch-Site, and
// the server refuses it with a page that says so and links to the form on our site. Nothing
// is stored. (Posts from our own pages: lead-forms-no-js.spec.ts.)

let hostile: TestServer;

test.beforeAll(async () => {
  hostile = await startTestServer((req, res) => {
    const target = decodeURIComponent((req.url ?? "/").slice(1));
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html>
<html lang="en"><head><title>Win a prize</title></head><body>
<form method="post" action="${target}/forms/submissions">
<input type="hidden" name="type" value="contact">
<input type="hidden" name="fullName" value="Someone Else">
<input type="hidden" name="contactNumber" value="+91 98765 43210">
<input type="hidden" name="email" value="cross-site-victim@example.com">
<input type="hidden" name="message" value="Sent by another site">
<button type="submit">Claim your prize</button>
</form></body></html>`);
  });
});

test.afterAll(async () => {
  await hostile.close();
});

function storedFrom(email: string): number {
  const db = new Database(path.join(process.env.E2E_DB_DIR ?? "", "e2e.db"), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("select count(*) as n from submissions where json_extract(data, '$.email') = ?")
      .get(email) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

test("a form another site makes the browser post is refused with a page that says so and links to ours", async ({
  page,
  baseURL,
}) => {
  // Another origin: the same address on another port (the browser calls it same-site, not same-origin).
  await page.goto(`${hostile.origin}/${encodeURIComponent(baseURL ?? "")}`);
  const answer = page.waitForResponse((response) => response.url().endsWith("/forms/submissions"));
  await page.getByRole("button", { name: "Claim your prize" }).click();
  expect((await answer).status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your form was not sent");
  await expect(page.getByText("This form was sent to us from another website, so we did not accept it.")).toBeVisible();
  await expectNoA11yViolations(page);
  expect(storedFrom("cross-site-victim@example.com")).toBe(0);

  await page.getByRole("link", { name: "Open the contact form on our website" }).click();
  await expect(page).toHaveURL(`${baseURL}/contact`);
  await expect(page.getByRole("form", { name: /contact/i }).first()).toBeVisible();
});
