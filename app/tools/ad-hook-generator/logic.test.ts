import { describe, expect, it } from "vitest";

import { createSeededRandom } from "#app/tool-kit/generators/random.ts";
import { templatePlaceholders } from "#app/tool-kit/text/text-format.ts";

import {
  AD_PLATFORMS,
  HOOK_RESULT_COUNT,
  HOOK_STYLES,
  HOOK_TEMPLATES,
  MISSING_FIELDS_MESSAGE,
  buildHook,
  generateAdHooks,
  productPhrase,
  validateAdHookInput,
} from "./logic.ts";
import * as logic from "./logic.ts";
import { itPinsConstants, itRequiresEvery } from "#app/tool-kit/logic-test-support.ts";

const styles = HOOK_STYLES.map((style) => style.value);
const input = { product: "FitTrack Pro", audience: "busy parents", hookStyle: "curiosity" as const };

describe("constants", () => {
  itPinsConstants(logic, {
    MISSING_FIELDS_MESSAGE: "Please enter both product and target audience",
    DELAY_MS: 1000,
    HOOK_RESULT_COUNT: 6,
  });

  it("has the six platforms and hook styles", () => {
    expect(AD_PLATFORMS.map(({ value, label }) => `${value}=${label}`).join(", ")).toBe(
      "facebook=Facebook Ads, google=Google Ads, instagram=Instagram Ads, " +
        "linkedin=LinkedIn Ads, youtube=YouTube Ads, tiktok=TikTok Ads",
    );
    expect(styles).toEqual(["curiosity", "problem", "benefit", "urgency", "social", "question"]);
  });

  it("has a pool larger than 6 distinct templates per style, every one using the product", () => {
    for (const style of styles) {
      const templates = HOOK_TEMPLATES[style];
      expect(templates.length).toBeGreaterThan(HOOK_RESULT_COUNT);
      expect(new Set(templates).size).toBe(templates.length);
      for (const template of templates) {
        const names = templatePlaceholders(template).map((name) => name.toLowerCase());
        expect(names).toContain("product");
        expect(names.every((name) => name === "product" || name === "audience")).toBe(true);
      }
    }
  });

  it("uses the audience in most templates of every style", () => {
    for (const style of styles) {
      const withAudience = HOOK_TEMPLATES[style].filter((t) => /\{audience\}/i.test(t));
      expect(withAudience.length).toBeGreaterThanOrEqual(HOOK_RESULT_COUNT);
    }
  });
});

describe("validateAdHookInput", () => {
  itRequiresEvery(["product", "audience"], validateAdHookInput, MISSING_FIELDS_MESSAGE);
});

describe("buildHook", () => {
  it("fills product and audience, capitalising at a sentence start", () => {
    expect(
      buildHook("{Audience}, how much longer will you wait to try {product}?", " FitTrack  Pro", "busy parents"),
    ).toBe("Busy parents, how much longer will you wait to try FitTrack Pro?");
    expect(
      buildHook("{Product} helps {audience} get better results in less time", "organic skincare", "new moms"),
    ).toBe("Our organic skincare helps new moms get better results in less time");
  });
});

describe("productPhrase", () => {
  it("keeps names as typed and puts 'our' before a plain noun", () => {
    expect(productPhrase("FitTrack Pro")).toBe("FitTrack Pro");
    expect(productPhrase("iPhone case")).toBe("iPhone case");
    expect(productPhrase("meal  planning app")).toBe("our meal planning app");
    expect(productPhrase("the best CRM")).toBe("the best CRM");
    expect(productPhrase("my coaching program")).toBe("my coaching program");
    expect(productPhrase("3D printer")).toBe("3D printer");
    expect(productPhrase("")).toBe("");
  });

  it("never uses the product as an adjective, so plain nouns read well in every template", () => {
    for (const style of styles) {
      for (const template of HOOK_TEMPLATES[style]) {
        const hook = buildHook(template, "meal planning app", "busy parents");
        expect(hook, template).not.toMatch(/\b(?:the|this|your|a) our\b/i);
        expect(hook, template).not.toMatch(/our meal planning app (?:offer|deal|difference)/);
      }
    }
  });
});

describe("generateAdHooks", () => {
  it("returns 6 distinct hooks from the chosen style's pool", () => {
    for (const hookStyle of styles) {
      const hooks = generateAdHooks({ ...input, hookStyle }, createSeededRandom(1));
      expect(hooks).toHaveLength(6);
      expect(new Set(hooks).size).toBe(6);
      const pool = HOOK_TEMPLATES[hookStyle].map((t) => buildHook(t, input.product, input.audience));
      for (const hook of hooks) {
        expect(pool).toContain(hook);
        expect(hook).toContain("FitTrack Pro");
        expect(hook).not.toMatch(/[{}]/);
      }
    }
  });

  it("does not depend on the platform", () => {
    const results = AD_PLATFORMS.map((platform) =>
      generateAdHooks({ ...input, platform: platform.value }, createSeededRandom(42)),
    );
    for (const result of results) expect(result).toEqual(results[0]);
  });

  it("is deterministic per seed and gives different hooks on Generate More", () => {
    expect(generateAdHooks(input, createSeededRandom(3))).toEqual(generateAdHooks(input, createSeededRandom(3)));
    const a = new Set(generateAdHooks(input, createSeededRandom(3)));
    const b = new Set(generateAdHooks(input, createSeededRandom(4)));
    expect(b).not.toEqual(a);
  });

  it("returns nothing when a field is missing", () => {
    expect(generateAdHooks({ ...input, audience: "" })).toEqual([]);
  });
});
