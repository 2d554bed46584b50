import type { Page } from "@playwright/test";

/**
 * Clicks the page's button named `convert` and resolves with the milliseconds until the
 * result panel ("Conversion complete") appears, or with the page's error message if an
 * alert with text appears instead. Timed inside the page, from the click.
 */
export async function clickAndTimeConversion(
  page: Page,
  convert: string,
): Promise<{ ms: number; error: string | null }> {
  const button = page.getByRole("button", { name: convert, exact: true });
  await button.waitFor();
  await button.evaluate((element) => element.setAttribute("data-bench-convert", ""));
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  return (await page.evaluate(`(async () => {
    const started = performance.now();
    const done = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const status = [...document.querySelectorAll('[role="status"]')].find((e) => e.textContent.includes("Conversion complete"));
        const alert = [...document.querySelectorAll('[role="alert"]')].find((e) => e.textContent.trim());
        if (!status && !alert) return;
        observer.disconnect();
        resolve(status ? null : alert.textContent);
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    document.querySelector("[data-bench-convert]").click();
    const error = await done;
    return { ms: performance.now() - started, error };
  })()`)) as { ms: number; error: string | null };
}
