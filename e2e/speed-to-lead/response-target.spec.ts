import { testWithMail } from "../mail-capture-support.ts";
import { expect, expectNoA11yViolations, signInToAdmin } from "../support.ts";

// The owner's response target in the Alerts view, on a site of its own (the shared e2e
// server's leads keep the default): chosen by keyboard, saved, kept after a reload, and
// read back by the API the badge, board and counter use.

const test = testWithMail();

test("the owner sets the response target in office hours; it is kept and used", async ({ page }) => {
  await signInToAdmin(page);
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Alerts" }).click();
  await expect(page.getByRole("heading", { name: "Response target", level: 2 })).toBeVisible();
  const field = page.getByLabel("Response target (office hours)");
  await expect(field).toHaveValue("60");
  // The hours and the office day come from the one table of office hours.
  await expect(
    page.getByText(
      "Only office hours count: Monday to Friday 9:00 AM to 6:00 PM, Saturday 10:00 AM to 4:00 PM, India time (closed on Sunday).",
    ),
  ).toBeVisible();
  await expect(field.getByRole("option", { name: "9 (1 office day)" })).toHaveAttribute("value", "540");
  await expect(page.getByRole("button", { name: "Save response target" })).toBeDisabled();

  await field.focus();
  await field.selectOption("15");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Saved: a lead is overdue after 15 minutes.")).toBeVisible();
  const answer = await page.request.get("/api/admin/response-target");
  expect(await answer.json()).toEqual({ minutes: 15, defaultMinutes: 60 });

  await page.reload();
  await expect(page.getByLabel("Response target (office hours)")).toHaveValue("15");
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath("response-target-phone.png"), fullPage: true });
});
