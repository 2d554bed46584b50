// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BeforeAfter, isAlreadyCompact } from "./before-after.tsx";

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

  it("says the file was already compact instead of comparing it with itself", () => {
    render(<BeforeAfter before={blob(2048)} after={blob(2048)} />);
    expect(screen.queryByRole("slider")).toBeNull();
    expect(screen.getByText(/^Already compact: .* your original file, unchanged/)).toBeTruthy();
  });

  it("isAlreadyCompact: only a result as large as the file is the original given back", () => {
    expect(isAlreadyCompact(blob(10), blob(10))).toBe(true);
    expect(isAlreadyCompact(blob(10), blob(9))).toBe(false);
  });
});
