import { describe, expect, it } from "vitest";
import { leadKeyAction, moveSelection } from "./use-lead-keys.ts";

const press = (
  key: string,
  tagName = "BODY",
  modifiers: Partial<Record<"altKey" | "ctrlKey" | "metaKey", boolean>> = {},
) => leadKeyAction({ key, altKey: false, ctrlKey: false, metaKey: false, ...modifiers, target: { tagName } });

describe("keyboard work on the leads", () => {
  it.each([
    ["j", "next"],
    ["k", "previous"],
    ["Enter", "open"],
    ["Escape", "close"],
    ["x", null],
    ["J", null],
  ])("maps j, k, Enter and Escape, and nothing else: %s", (key, action) => {
    expect(press(key)).toBe(action);
  });

  it("leaves typing alone: inputs, text areas, selects and editable text", () => {
    for (const tag of ["INPUT", "TEXTAREA", "SELECT"]) {
      expect(press("j", tag)).toBeNull();
      expect(press("Escape", tag)).toBeNull();
    }
    expect(
      leadKeyAction({
        key: "j",
        altKey: false,
        ctrlKey: false,
        metaKey: false,
        target: { tagName: "DIV", isContentEditable: true },
      }),
    ).toBeNull();
  });

  it("leaves modified keys to the browser", () => {
    expect(press("j", "BODY", { ctrlKey: true })).toBeNull();
    expect(press("k", "BODY", { metaKey: true })).toBeNull();
    expect(press("Enter", "BODY", { altKey: true })).toBeNull();
  });

  it("lets Enter on a button or link do what it does already", () => {
    expect(press("Enter", "BUTTON")).toBeNull();
    expect(press("Enter", "A")).toBeNull();
    expect(press("j", "BUTTON")).toBe("next");
  });

  it("moves through the ids, stopping at both ends", () => {
    const ids = [5, 3, 9];
    expect(moveSelection(ids, null, 1)).toBe(5);
    expect(moveSelection(ids, null, -1)).toBe(9);
    expect(moveSelection(ids, 5, 1)).toBe(3);
    expect(moveSelection(ids, 9, 1)).toBe(9);
    expect(moveSelection(ids, 5, -1)).toBe(5);
    expect(moveSelection(ids, 42, 1)).toBe(5);
    expect(moveSelection([], null, 1)).toBeNull();
  });
});
