import type { Page } from "@playwright/test";
import {
  CONVERT_DOC_AVAILABLE_PATH,
  CONVERT_DOC_PATH,
  DOC_MAX_BYTES,
  DOC_MIME_TYPE,
} from "#contracts/tools/convert-doc.ts";
import { limitMessage } from "#server/platform/limits/limit-message.ts";
import { expect, gotoHydrated, test } from "./support.ts";
import { subscribe } from "./lead-forms-support.ts";

// A rate limit's 429 reaches the person verbatim, next to the control they used.
// The .doc conversion meets the real server's limit: nothing else in e2e posts a .doc.
// The audit, lead and sign-in limits are shared by every spec running in parallel from
// 127.0.0.1, so those answers are the server's own message (limitMessage) given in the browser.

/** Answers POSTs to `path` with a 429 in the server's words. */
async function limit(page: Page, path: string, subject: string) {
  const message = limitMessage(subject, 42);
  await page.route(`**${path}`, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 429,
          headers: { "retry-after": "42" },
          contentType: "application/json",
          body: JSON.stringify({ error: message }),
        })
      : route.continue(),
  );
  return message;
}

/** The refused answer a test causes on purpose is not a console error. */
function forgive(consoleErrors: string[], path: string) {
  const kept = consoleErrors.filter((entry) => !(entry.startsWith("HTTP 429") && entry.includes(path)));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

test("the SEO audit shows the limit's message under the URL field", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, "/tools/seo-audit-generator");
  const message = await limit(page, "/api/seo-audit", "audits");
  await page.getByLabel("Website URL").fill("https://example.com");
  await page.getByRole("button", { name: "Analyze" }).click();
  await expect(page.getByRole("alert")).toContainText(message);
  expect(message).toBe("Too many audits from your network. Try again in 42 seconds.");
  await expect(page.getByRole("button", { name: "Analyze" })).toBeEnabled();
  forgive(consoleErrors, "/api/seo-audit");
});

test("a lead form shows the limit's message beside its button and keeps what was typed", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, "/blog");
  const message = await limit(page, "/api/subscribers", "sign-ups");
  const box = await subscribe(page, "reader@example.com");
  await expect(box.getByRole("alert")).toHaveText(message);
  await expect(box.getByLabel("Your e-mail address")).toHaveValue("reader@example.com");
  forgive(consoleErrors, "/api/subscribers");
});

test("the admin sign-in shows the limit's message", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, "/admin");
  const message = await limit(page, "/api/auth/sign-in", "sign-in attempts");
  await page.getByLabel("Username").fill("admin");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("crestline-demo");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText(message);
  forgive(consoleErrors, "/api/auth/sign-in");
});

test("Word to PDF shows the real server's limit on .doc conversions", async ({ page, request, consoleErrors }) => {
  // The page asks first whether the server can convert .doc; this one is told it can, so the
  // upload reaches the real route, whose limit the requests below have used up.
  await page.route(`**${CONVERT_DOC_AVAILABLE_PATH}`, (route) =>
    route.fulfill({ json: { available: true, maxBytes: DOC_MAX_BYTES } }),
  );
  let refused = "";
  for (let i = 0; i < 11 && !refused; i += 1) {
    const answer = await request.post(CONVERT_DOC_PATH, { headers: { "content-type": DOC_MIME_TYPE }, data: "x" });
    if (answer.status() === 429) refused = ((await answer.json()) as { error: string }).error;
  }
  expect(refused).toMatch(/^Too many \.doc conversions from your network\. Try again in \d+ seconds\.$/);

  await gotoHydrated(page, "/tools/word-to-pdf");
  const doc = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(doc, 0);
  Buffer.from("WordDocument", "utf16le").copy(doc, 1024);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "old-report.doc", mimeType: DOC_MIME_TYPE, buffer: doc });
  await page.getByRole("button", { name: "Convert to PDF" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    /^Too many \.doc conversions from your network\. Try again in \d+ seconds\.$/,
  );
  forgive(consoleErrors, CONVERT_DOC_PATH);
});
