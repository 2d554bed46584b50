// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BeforeAfter, noteText } from "./before-after.tsx";

afterEach(cleanup);

const blob = (size: number) => new Blob([new Uint8Array(size)], { type: "image/jpeg" });

describe("BeforeAfter", () => {
  it("a labelled slider moves the divider, and both sizes are shown", () => {
    render(<BeforeAfter before={blob(2048)} after={blob(1024)} />);
    const divider = screen.getByRole("slider", { name: "Divider between original (left) and compressed (right)" });
    expect(divider.getAttribute("aria-valuetext")).toBe("50% original");
    fireEvent.change(divider, { target: { value: "30" } });
    expect(divider.getAttribute("aria-valuetext")).toBe("30% original");
    expect(screen.getByAltText("Original image").style.clipPath).toBe("inset(0 70% 0 0)");
    expect(screen.getByText("Original · 2.0 KB")).toBeTruthy();
    expect(screen.getByText("Compressed · 1.0 KB")).toBeTruthy();
  });

  it("says the file was already compact, its details removed, instead of comparing it with itself", () => {
    // The original picture given back is a little smaller than the file: only its metadata went.
    render(<BeforeAfter before={blob(2048)} after={blob(1900)} note={{ alreadyCompact: true }} />);
    expect(screen.queryByRole("slider")).toBeNull();
    expect(
      screen.getByText(/^Already compact: .* your original picture, unchanged, with its location and camera/),
    ).toBeTruthy();
  });

  it("says so when the target size was not reached, with the smallest size it went to", () => {
    render(
      <BeforeAfter before={blob(900_000)} after={blob(41_472)} note={{ alreadyCompact: false, missedTargetKb: 5 }} />,
    );
    expect(
      screen.getByText(/^Could not reach 5 KB: the smallest this image goes, at the lowest quality, is 40\.5 KB\./),
    ).toBeTruthy();
    expect(screen.getByRole("slider")).toBeTruthy();
    expect(noteText({ alreadyCompact: false, missedTargetKb: 5 }, blob(41_472))).toBe(
      "Could not reach 5 KB: the smallest this image goes, at the lowest quality, is 40.5 KB",
    );
    expect(noteText({ alreadyCompact: false }, blob(41_472))).toBeUndefined();
  });
});
