import { sentTo, testWithMail } from "../mail-capture-support.ts";
import { expect, expectNoA11yViolations, signInToAdmin } from "../support.ts";

// The Alerts view on a site of its own (its rules must not touch the shared e2e server's
// leads) with a real SMTP capture server: the owner sets a rule and their alert address, a
// lead arrives, the alert e-mail links to the lead; turning alerts on registers the admin's
// service worker, scoped to /admin/. (Chromium here has no push service to subscribe to: the
// push itself is tested against a local push service in server/leads/assignment/.)

const test = testWithMail();

const ALERT_ADDRESS = "owner.alerts@crestline.test";

test("the owner routes contact leads to themselves and is e-mailed the lead's link; alerts register the admin's worker", async ({
  page,
  context,
  mail,
}) => {
  await context.grantPermissions(["notifications"], { origin: mail.site.origin });
  await signInToAdmin(page);
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Alerts" }).click();
  await expect(page.getByRole("heading", { name: "My alerts", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Assignment rules", level: 2 })).toBeVisible();

  await page.getByLabel("Alert e-mail address").fill(ALERT_ADDRESS);
  await page.getByRole("button", { name: "Save e-mail settings" }).click();
  await expect(page.getByText("Your alert settings are saved.")).toBeVisible();

  await page.getByRole("button", { name: "Add a rule" }).click();
  const rule = page.getByRole("group", { name: "Rule 1" });
  await rule.getByLabel("Applies to").selectOption("type");
  await rule.getByLabel("Lead type").selectOption("contact");
  await rule.getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Save rules" }).click();
  await expect(page.getByText("The assignment rules are saved.")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath("alerts-desktop.png"), fullPage: true });

  const sent = await page.request.post("/api/submissions", {
    data: {
      type: "contact",
      data: {
        fullName: "Kavya Iyer",
        contactNumber: "+91 98765 43210",
        email: "kavya@example.in",
        website: "",
        message: "Call me.",
      },
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  const alert = await mail.capture.waitFor((message) => sentTo(message, ALERT_ADDRESS));
  expect(alert.subject).toContain("Kavya Iyer");
  expect(alert.text).toContain(`${mail.site.origin}/admin/leads/${id}`);

  await page.getByRole("button", { name: "Turn on alerts in this browser" }).click();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/admin/"))?.scope ?? null))
    .toBe(`${mail.site.origin}/admin/`);
  // Without a push service this Chromium cannot subscribe: the view says so in words.
  await expect(page.getByText(/Alerts are on in this browser|could not reach its push service/)).toBeVisible({
    timeout: 15_000,
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath("alerts-phone.png"), fullPage: true });
});
