import { expect, gotoHydrated, test } from "../support.ts";
import { fillContact, uniqueEmail } from "../lead-forms-support.ts";
import { type MailCapture, startMailCapture } from "../mail-capture-support.ts";
import { type MyDataSite, searchSiteDatabase, startMyDataSite } from "../my-data-support.ts";

// "My data" as a person and the staff use it: an erasure asked on /my-data, confirmed with the
// mailed link's button, done by staff in the admin; then the address is in no table and no
// column of the database (the search reads the database's own catalogue).

const SENT = "If we hold data for this address, we have sent it a link to confirm your request.";

test.describe("an erasure request, from the page to the database", () => {
  let capture: MailCapture;
  let site: MyDataSite;
  test.beforeAll(async () => {
    capture = await startMailCapture();
    site = await startMyDataSite(capture);
  });
  test.afterAll(async () => {
    await site?.stop();
    await capture?.stop();
  });

  test("request → confirm link → staff erase → the e-mail is nowhere in the database", async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("erase-me");
    const fullName = "Kavya Raman";

    // The person's data: a contact message and a newsletter sign-up.
    await gotoHydrated(page, `${site.origin}/contact`);
    const form = await fillContact(page, { fullName, email, message: "Please call me about SEO." });
    await form.getByRole("button", { name: /send/i }).click();
    await expect(page.getByRole("status").first()).toBeVisible();
    expect((await page.request.post(`${site.origin}/api/subscribers`, { data: { email } })).status()).toBeLessThan(300);

    // The request: the same answer for every address.
    await gotoHydrated(page, `${site.origin}/my-data`);
    await page.getByLabel("Your e-mail address").fill(email);
    await page.getByRole("radio", { name: "Erase my data" }).check();
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(page.getByRole("status")).toContainText(SENT);

    // The mailed link names the configured origin; opening it changes nothing, the button confirms.
    const mail = await capture.waitFor(
      (message) =>
        [message.to].flat().some((to) => to?.text.includes(email)) && /my-data\/confirm/.test(message.text ?? ""),
    );
    const link = /^(http:\/\/\S+\/my-data\/confirm\?token=\S+)$/m.exec(mail.text ?? "")?.[1] ?? "";
    expect(link.startsWith(`${site.origin}/my-data/confirm?token=`)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your request");
    const before = await searchSiteDatabase(site.databaseFile, email);
    // Before the button, the request holds no address: only the lead and the sign-up do.
    expect(before.map((hit) => hit.table)).not.toContain("data_requests");
    expect(before.map((hit) => hit.table)).toEqual(expect.arrayContaining(["submissions", "subscribers"]));
    await page.getByRole("button", { name: "Confirm my request" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request confirmed");

    // Staff: the request with its deadline, erased after a confirmation.
    await gotoHydrated(page, `${site.origin}/admin`);
    await page.getByLabel("Username").fill("admin");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("crestline-demo");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Data requests" }).click();
    const request = page.getByRole("listitem", { name: /^Erasure request #\d+$/ });
    await expect(request).toContainText(email);
    await expect(request).toContainText(/(89|90) days left/);
    expect((await searchSiteDatabase(site.databaseFile, email)).map((hit) => hit.table)).toContain("data_requests");
    await request.getByRole("button", { name: "Erase" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Erase for good" }).click();
    await expect(request).toContainText("Completed");
    await expect(request).toContainText(
      /Outcome: Erased 1 submission\(s\), 0 note\(s\), \d+ timeline event\(s\), 0 booking\(s\), \d+ sent mail\(s\), 1 newsletter/,
    );
    await expect(request).not.toContainText(email);

    // Nothing of the address, or the name, in any table or column.
    expect(await searchSiteDatabase(site.databaseFile, email)).toEqual([]);
    expect(await searchSiteDatabase(site.databaseFile, fullName)).toEqual([]);
  });
});

test.describe("without JavaScript, on a site without e-mail", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and the answer page names whom to write to instead", async ({ page }) => {
    await page.goto("/my-data");
    await page.getByLabel("Your e-mail address").fill("someone@example.in");
    await page.getByRole("radio", { name: "Correct my data" }).check();
    await page.getByLabel("What should we correct?").fill("My phone number changed.");
    const answer = page.waitForResponse((response) => response.url().endsWith("/forms/my-data"));
    await page.getByRole("button", { name: "Send my request" }).click();
    expect((await answer).status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your request was not sent");
    await expect(page.getByText(/not set up on this site yet.*hello@crestline\.example/)).toBeVisible();
  });
});
