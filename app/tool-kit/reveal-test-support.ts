import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

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
