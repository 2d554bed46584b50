import { Event as PageEvent, Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import {
  bootScript,
  deferModuleScripts,
  deferredModuleType,
  deferredPreloadsId,
  onIntentBody,
} from "./prerendered-html.ts";

// The boot script run against a page the build rewrote, with the browser's timers, events
// and observers replaced by recorders, so each trigger can be fired (or not) by hand.
const moduleCode = 'import("/assets/entry.client-3.js");';
const page = (body: string) =>
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-3.js"/></head>' +
  `${body}<form data-hydrate-near=""></form><div data-hydrate-near=""></div>` +
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${moduleCode}</script></body></html>`;

function boot(html: string) {
  const window = new Window({ settings: { disableCSSFileLoading: true } });
  const { document } = window;
  document.write(deferModuleScripts(html));
  const events = new EventTarget();
  const timers: number[] = [];
  const observed: { margin?: string; elements: Element[]; fire?: (entries: { isIntersecting: boolean }[]) => void } = {
    elements: [],
  };
  class RecordingObserver {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options: { rootMargin?: string }) {
      observed.fire = callback;
      observed.margin = options.rootMargin;
    }
    observe(element: Element) {
      observed.elements.push(element);
    }
    disconnect() {
      observed.elements = [];
    }
  }
  const fakeWindow = { IntersectionObserver: RecordingObserver, PerformanceObserver: undefined };
  const run = new Function(
    "window",
    "document",
    "addEventListener",
    "removeEventListener",
    "setTimeout",
    "requestAnimationFrame",
    bootScript,
  );
  run(
    fakeWindow,
    document,
    events.addEventListener.bind(events),
    events.removeEventListener.bind(events),
    (callback: () => void, ms: number) => {
      timers.push(ms);
      if (ms === 0) callback();
    },
    (callback: () => void) => callback(),
  );
  const started = () => [...document.querySelectorAll('script[type="module"]')].map((script) => script.textContent);
  const preloadsInHead = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
  return { events, timers, observed, started, preloadsInHead, document };
}

describe("the boot script on a page that hydrates on intent", () => {
  it("marks the preload template only when the body asks for it", () => {
    const marked = `<template id="${deferredPreloadsId}" data-on-intent="">`;
    expect(deferModuleScripts(page(onIntentBody))).toContain(marked);
    expect(deferModuleScripts(page("<body>"))).toContain(`<template id="${deferredPreloadsId}">`);
  });

  it("starts nothing at load: no module, no preload, no fallback timer", () => {
    const loaded = boot(page(onIntentBody));
    expect(loaded.started()).toEqual([]);
    expect(loaded.preloadsInHead()).toBe(0);
    expect(loaded.timers).toEqual([]);
    expect(loaded.document.querySelector(`script[type="${deferredModuleType}"]`)?.textContent).toBe(moduleCode);
  });

  for (const name of ["pointerdown", "keydown", "focusin", "touchstart", "scroll", "mousemove"]) {
    it(`starts the framework once on ${name}, with the inert module's very text`, () => {
      const loaded = boot(page(onIntentBody));
      loaded.events.dispatchEvent(new Event(name));
      loaded.events.dispatchEvent(new Event(name));
      expect(loaded.started()).toEqual([moduleCode]);
      expect(loaded.preloadsInHead()).toBe(1);
    });
  }

  it("does not take the focus an autofocus element gets at load for intent; the next focus is", () => {
    const loaded = boot(
      page(onIntentBody).replace("<form", '<dialog open="" autofocus="" tabindex="-1"></dialog><form'),
    );
    const autofocused = loaded.document.querySelector("dialog")!;
    const focusOn = (target: unknown) => {
      const event = new Event("focusin");
      Object.defineProperty(event, "target", { value: target });
      loaded.events.dispatchEvent(event);
    };
    focusOn(autofocused);
    expect(loaded.started()).toEqual([]);
    focusOn(loaded.document.querySelector("form")!);
    expect(loaded.started()).toEqual([moduleCode]);
  });

  it("starts when the quote form or the carousel comes within a screen of view, not before", () => {
    const loaded = boot(page(onIntentBody));
    expect(loaded.observed.margin).toBe("100% 0px");
    expect(loaded.observed.elements).toHaveLength(2);
    loaded.observed.fire?.([{ isIntersecting: false }]);
    expect(loaded.started()).toEqual([]);
    loaded.observed.fire?.([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(loaded.started()).toEqual([moduleCode]);
    expect(loaded.observed.elements).toEqual([]); // disconnected
    loaded.events.dispatchEvent(new Event("scroll"));
    expect(loaded.started()).toHaveLength(1);
  });

  it("leaves other pages starting after the first paint, with the 3 s fallback", () => {
    const loaded = boot(page("<body>"));
    expect(loaded.started()).toEqual([moduleCode]);
    expect(loaded.timers).toContain(3000);
  });

  it("enables the whole stylesheet first and starts React once it has loaded (or failed)", () => {
    const withSheets = page(onIntentBody).replace(
      "</head>",
      '<link rel="stylesheet" href="/assets/root-a.css" disabled=""/><link rel="stylesheet" href="/assets/home-b.css" disabled=""/></head>',
    );
    const loaded = boot(withSheets);
    const sheets = [...loaded.document.querySelectorAll('link[rel="stylesheet"]')];
    expect(sheets.map((sheet) => sheet.hasAttribute("disabled"))).toEqual([true, true]);
    loaded.events.dispatchEvent(new Event("pointerdown"));
    expect(sheets.map((sheet) => sheet.hasAttribute("disabled"))).toEqual([false, false]);
    expect(loaded.started()).toEqual([]);
    expect(loaded.preloadsInHead()).toBe(1); // the modules download meanwhile
    sheets[0]!.dispatchEvent(new PageEvent("load"));
    expect(loaded.started()).toEqual([]);
    sheets[1]!.dispatchEvent(new PageEvent("error"));
    expect(loaded.started()).toEqual([moduleCode]);
    sheets[0]!.dispatchEvent(new PageEvent("load"));
    expect(loaded.started()).toHaveLength(1);
    // A sheet that never answers does not keep React from starting.
    expect(loaded.timers).toContain(5000);
  });
});
