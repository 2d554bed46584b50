import { cleanup, render } from "@testing-library/react";
import { type ComponentType, createElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";

/** Renders a tool's page as the site does, inside a router (its links need one). */
export function renderToolPage(Page: ComponentType) {
  return render(createElement(MemoryRouter, null, createElement(Page)));
}

/**
 * For a file of happy-dom tests of a tool whose result scrolls into view (useRevealResult):
 * the elements scrollIntoView was called on in the current test, in order. Animation frames
 * run at once; with `fakeTimers`, timers are the test's to advance.
 */
export function watchScrolls({ fakeTimers = false }: { fakeTimers?: boolean } = {}): Element[] {
  const scrolled: Element[] = [];
  beforeEach(() => {
    if (fakeTimers) vi.useFakeTimers();
    scrolled.length = 0;
    vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    vi.stubGlobal("requestAnimationFrame", (frame: FrameRequestCallback) => (frame(0), 0));
  });
  afterEach(() => {
    cleanup();
    if (fakeTimers) vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return scrolled;
}
