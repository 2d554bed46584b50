// @vitest-environment happy-dom
import { afterEach, expect, it } from "vitest";
import { returnFocusScript } from "./dialog-return-focus.ts";

afterEach(() => {
  document.body.innerHTML = "";
});

/** Runs an inline script's text as the browser would. */
function run(script: string): void {
  new Function(script)();
}

it("focuses the opener when the dialog first closes, and only then", () => {
  document.body.innerHTML = `<button name="opening" value="seo">Apply</button><button id="other">Other</button>
    <dialog id="apply" open><button>Close</button></dialog>`;
  run(returnFocusScript("apply", 'button[name="opening"][value="seo"]'));
  const dialog = document.getElementById("apply") as HTMLDialogElement;
  const opener = document.querySelector("button[name=opening]");
  expect(document.activeElement).not.toBe(opener);

  dialog.close();
  expect(document.activeElement).toBe(opener);

  document.getElementById("other")!.focus();
  dialog.show();
  dialog.close();
  expect(document.activeElement).toBe(document.getElementById("other"));
});

it("does nothing without the dialog or the opener", () => {
  document.body.innerHTML = `<dialog id="apply" open></dialog>`;
  expect(() => run(returnFocusScript("missing", "button"))).not.toThrow();
  run(returnFocusScript("apply", "button.missing"));
  expect(() => (document.getElementById("apply") as HTMLDialogElement).close()).not.toThrow();
});

it("cannot end its <script> early", () => {
  expect(returnFocusScript("apply", 'a[title="</script>"]')).not.toContain("</script");
});
