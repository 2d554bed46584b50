// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { applicationDialogStartsOpen, openedBeforeHydration } from "./application-dialog-start.ts";

const ID = "application-dialog";

function pageWithDialog(open: boolean): void {
  document.body.innerHTML = `<dialog id="${ID}"${open ? " open" : ""}><p>Form</p></dialog>`;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("openedBeforeHydration", () => {
  it("is true while the page's dialog is open, and false once it was closed", () => {
    pageWithDialog(true);
    expect(openedBeforeHydration(ID)).toBe(true);
    (document.getElementById(ID) as HTMLDialogElement).close();
    expect(openedBeforeHydration(ID)).toBe(false);
  });

  it("is false for a closed dialog, another id and a page without the dialog", () => {
    pageWithDialog(false);
    expect(openedBeforeHydration(ID)).toBe(false);
    pageWithDialog(true);
    expect(openedBeforeHydration("other-dialog")).toBe(false);
    document.body.innerHTML = "";
    expect(openedBeforeHydration(ID)).toBe(false);
  });

  it("is false without a document (the server's render)", () => {
    expect(openedBeforeHydration(ID, null)).toBe(false);
  });
});

describe("applicationDialogStartsOpen", () => {
  it("follows the URL on the server and the page in the browser", () => {
    expect(applicationDialogStartsOpen(true, ID, null)).toBe(true);
    expect(applicationDialogStartsOpen(false, ID, null)).toBe(false);
    // The server rendered it open and the visitor closed it with Escape: it stays closed.
    pageWithDialog(false);
    expect(applicationDialogStartsOpen(true, ID)).toBe(false);
    // Opened by its no-script button on the plain page: it stays open.
    pageWithDialog(true);
    expect(applicationDialogStartsOpen(false, ID)).toBe(true);
  });
});
