import { describe, expect, it } from "vitest";
import { parseQuotePrefill } from "#app/site/components/forms/quote-prefill.ts";
import { quoteOfferHref } from "#app/tool-kit/ui/tool-offer.tsx";
import { PLATFORM_OPTIONS } from "#contracts/leads/form-constants.ts";
import { tools } from "./registry.ts";
import { DEMO_TOOL_SLUGS } from "./tools-test-support.ts";

// Every real tool ends its result with one offer (its meta.ts `offer`); the six demos say
// they are demos and offer nothing. The SEO audit builds its offer from the audit itself,
// on its own page.
const OFFER_ON_ITS_PAGE = ["seo-audit-generator"];

describe("the tools' result offers", () => {
  it("there are six demo tools and none has an offer", () => {
    const demos = tools.filter((tool) => tool.demo);
    expect(demos.map((tool) => tool.slug).sort()).toEqual(DEMO_TOOL_SLUGS);
    expect(demos.filter((tool) => "offer" in tool)).toEqual([]);
  });

  const real = tools.filter((tool) => !tool.demo && !OFFER_ON_ITS_PAGE.includes(tool.slug));

  it("every other tool has one", () => {
    // 19; the six file tools of part 6; the three marketing tools of part 6.
    expect(real).toHaveLength(19 + 6 + 3);
    expect(real.filter((tool) => !("offer" in tool)).map((tool) => tool.slug)).toEqual([]);
  });

  it.each(real.map((tool) => [tool.slug, tool] as const))(
    "%s: a short offer that opens the quote form naming the tool",
    (slug, tool) => {
      const offer = "offer" in tool ? tool.offer : undefined;
      if (!offer) throw new Error(`${slug} has no offer`);
      expect(offer.text.length).toBeGreaterThan(10);
      expect(offer.text.length).toBeLessThanOrEqual(90);
      expect(offer.cta.length).toBeLessThanOrEqual(20);
      expect(offer).not.toHaveProperty("goals");
      expect(offer.platforms.length).toBeGreaterThan(0);
      expect(offer.platforms.every((platform) => PLATFORM_OPTIONS.includes(platform))).toBe(true);

      const href = quoteOfferHref({ tool: slug, context: `the ${tool.title}`, ...offer });
      const prefill = parseQuotePrefill(href.slice(href.indexOf("?")));
      expect(prefill.tool).toBe(slug);
      expect(prefill.context).toBe(`the ${tool.title}`);
      expect([...prefill.platforms].sort()).toEqual([...offer.platforms].sort());
    },
  );
});
