import { request as apiRequest } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { MSG_CHECK_INBOX, NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "#contracts/leads/newsletter.ts";
import { expect, gotoHydrated, signInToAdmin } from "../support.ts";
import { headerLine, sentTo, testWithMail } from "../mail-capture-support.ts";
import { subscribe, uniqueEmail } from "../lead-forms-support.ts";
import { articles } from "#app/site/content/articles/all.ts";

// The newsletter end to end, through a real SMTP server: subscribe → the confirmation mail
// (its link and the RFC 8058 headers) → the link's page and its button → on the admin list →
// the unsubscribe link (the page's button, and a mail client's raw one-click POST) → off the
// list. The site runs here on its own port with SMTP_URL/PUBLIC_URL pointing at the capture
// server (mail-capture-support.ts); the shared e2e server has no mail settings.

const test = testWithMail();

function linkIn(message: ParsedMail, path: string): string {
  const found = (message.text ?? "").match(new RegExp(`http://127\\.0\\.0\\.1:\\d+${path}\\?token=\\S+`));
  expect(found, `a ${path} link in:\n${message.text}`).not.toBeNull();
  return found?.[0] ?? "";
}

async function subscribersShown(page: import("@playwright/test").Page) {
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Subscribers" }).click();
  const list = page.getByRole("list", { name: "Subscribers, newest first" });
  await expect(page.getByRole("heading", { name: "Subscribers", level: 2 })).toBeVisible();
  return list;
}

test("subscribe, confirm by the mailed link, appear on the list, unsubscribe by its link", async ({
  page,
  mail,
  browser,
}) => {
  const email = uniqueEmail("newsletter");
  await gotoHydrated(page, "/blog");
  const box = await subscribe(page, email);
  await expect(box.getByRole("status")).toHaveText(MSG_CHECK_INBOX);

  const confirmation = await mail.capture.waitFor(
    (message) => sentTo(message, email) && message.subject?.startsWith("Confirm") === true,
  );
  const unsubscribe = linkIn(confirmation, NEWSLETTER_UNSUBSCRIBE_PATH);
  expect(unsubscribe.startsWith(`${mail.site.origin}/`)).toBe(true);
  expect(headerLine(confirmation, "List-Unsubscribe")).toBe(`<${unsubscribe}>`);
  expect(headerLine(confirmation, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

  // Not on the list before it is confirmed.
  const admin = await browser.newPage({ baseURL: mail.site.origin });
  await signInToAdmin(admin);
  await expect((await subscribersShown(admin)).getByText(email)).toHaveCount(0);

  // The link shows a page; its button confirms.
  await page.goto(linkIn(confirmation, NEWSLETTER_CONFIRM_PATH));
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are subscribed" })).toBeVisible();
  await admin.reload();
  await expect((await subscribersShown(admin)).getByText(email)).toBeVisible();

  // A second subscribe answers the same; the mailbox (only) is told it is already on the list.
  await gotoHydrated(page, "/blog");
  await box.getByLabel("Your e-mail address").fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toHaveText(MSG_CHECK_INBOX);
  const notice = await mail.capture.waitFor(
    (message) => sentTo(message, email) && message.subject?.includes("already subscribed") === true,
  );
  expect(headerLine(notice, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

  // The unsubscribe link: a page with one button, no sign-in.
  await page.goto(unsubscribe);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  await admin.reload();
  await expect((await subscribersShown(admin)).getByText(email)).toHaveCount(0);
  await admin.close();
});

test("a mail client's one-click POST unsubscribes without cookies, Origin or script", async ({
  page,
  mail,
  browser,
}) => {
  const email = uniqueEmail("one-click");
  // Subscribed with JavaScript off: the form posts and lands on the thank-you page.
  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: mail.site.origin });
  const plain = await noJs.newPage();
  await plain.goto("/blog");
  await subscribe(plain, email);
  await expect(plain).toHaveURL(/\/thank-you\/subscribed$/);
  await expect(plain.getByText(MSG_CHECK_INBOX)).toBeVisible();
  const confirmation = await mail.capture.waitFor((message) => sentTo(message, email));
  await plain.goto(linkIn(confirmation, NEWSLETTER_CONFIRM_PATH));
  await plain.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(plain.getByRole("heading", { level: 1, name: "You are subscribed" })).toBeVisible();
  await noJs.close();

  await signInToAdmin(page);
  await expect((await subscribersShown(page)).getByText(email)).toBeVisible();

  // What Gmail or Apple Mail send (RFC 8058): a bare POST to the header's URL.
  const client = await apiRequest.newContext();
  const answer = await client.post(headerLine(confirmation, "List-Unsubscribe")?.slice(1, -1) ?? "", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(answer.status()).toBe(200);
  await client.dispose();
  await page.reload();
  await expect((await subscribersShown(page)).getByText(email)).toHaveCount(0);
});

test("an article offers the newsletter, and its form subscribes without JavaScript", async ({ mail, browser }) => {
  const email = uniqueEmail("article-reader");
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: mail.site.origin });
  const page = await context.newPage();
  await page.goto(`/blog/${articles[0]!.slug}`);
  await subscribe(page, email);
  await expect(page).toHaveURL(/\/thank-you\/subscribed$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check Your Inbox");
  const confirmation = await mail.capture.waitFor(
    (message) => sentTo(message, email) && message.subject?.startsWith("Confirm") === true,
  );
  expect(linkIn(confirmation, NEWSLETTER_CONFIRM_PATH)).toContain(mail.site.origin);
  await context.close();
});
