// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { industries } from "#app/site/content/industries.ts";
import { ContentIcons } from "./content-icon.tsx";
import { contentIconComponents } from "./content-icon-components.ts";
import { IndustriesCarousel, STILL_CAROUSEL_QUERY } from "./industries-carousel.tsx";

const carousel = () =>
  render(
    <ContentIcons value={contentIconComponents}>
      <IndustriesCarousel industries={industries} label="Industries" />
    </ContentIcons>,
  );

/** A screen as wide as `width`, with or without a reduced-motion preference. */
function screenOf(width: number, reducedMotion = false) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === STILL_CAROUSEL_QUERY && (reducedMotion || width <= 767),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The first industry on the page that is shown (the others are aria-hidden). */
const shown = () =>
  screen
    .getAllByRole("group", { name: /^Page \d+ of \d+$/ })
    .find((page) => !page.hasAttribute("aria-hidden"))
    ?.querySelector("h3")?.textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("IndustriesCarousel", () => {
  it("advances on its own on a wide screen", () => {
    screenOf(1440);
    carousel();
    expect(shown()).toBe(industries[0]!.name);
    act(() => vi.advanceTimersByTime(6100));
    expect(shown()).toBe(industries[4]!.name);
    expect(screen.getByRole("button", { name: "Stop automatic slide show" })).toBeTruthy();
  });

  it.each([
    ["a 390 px phone", 390, false],
    ["a wide screen with reduced motion", 1440, true],
  ])("stands still on %s, with no slide-show button", (_, width, reducedMotion) => {
    screenOf(width, reducedMotion);
    carousel();
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toBe(industries[0]!.name);
    expect(screen.queryByRole("button", { name: /automatic slide show/ })).toBeNull();
    act(() => screen.getByRole("button", { name: "Next industries" }).click());
    expect(shown()).toBe(industries[4]!.name);
  });
});
