import { describe, expect, it } from "vitest";
import { contentSlugSchema, MSG_SLUG_TAKEN } from "#contracts/content/content-admin.ts";
import { answerFields } from "./content-api.ts";
import { checkForm, emptyCaseStudy, localDateTimeToIso, suggestSlug, valueAt, withValue } from "./content-form.ts";
import { imageMarkdown, insertAt } from "./content-markdown-field.tsx";

describe("suggestSlug", () => {
  it("makes a valid URL name from any title", () => {
    expect(suggestSlug("Facebook Ads & ROI: a 2026 Guide")).toBe("facebook-ads-and-roi-a-2026-guide");
    expect(suggestSlug("  Café’s Señor  Marketing!! ")).toBe("cafes-senor-marketing");
    expect(suggestSlug("")).toBe("");
    const long = suggestSlug("word ".repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith("-")).toBe(false);
    expect(contentSlugSchema.safeParse(long).success).toBe(true);
  });
});

describe("the form's paths", () => {
  it("reads and writes nested fields and array items without touching the rest", () => {
    const form = emptyCaseStudy();
    const next = withValue(withValue(form, "strategy.2", "Step three"), "results.cpc.value", "₹6.40");
    expect(valueAt(next, "strategy.2")).toBe("Step three");
    expect(Array.isArray(next.strategy)).toBe(true);
    expect(next.strategy).toHaveLength(5);
    expect(valueAt(next, "results.cpc.value")).toBe("₹6.40");
    expect(form.strategy[2]).toBe("");
    expect(next.results.roas).toBe(form.results.roas);
  });

  it("keys a case study's messages by their whole path", () => {
    const checked = checkForm("case-study", withValue(emptyCaseStudy(), "timeframe", "soon"));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors["strategy.4"]).toBe("Please enter a strategy step.");
    expect(checked.errors["results.revenue.description"]).toBe("Please enter what the figure means.");
    expect(checked.errors["cardResults.1.label"]).toBe("Please enter a label.");
    expect(checked.errors["testimonial.position"]).toBe("Please enter their position.");
    expect(checked.errors.timeframe).toBe('Write the timeframe as "6 weeks" or "3 months".');
    expect(checked.errors.industry).toBe("Please choose an industry.");
  });
});

describe("the server's refusals", () => {
  it("reads zod issues by whole path, `fields` by name, and a 409 as the URL name taken", () => {
    expect(
      answerFields(400, {
        issues: [
          { path: ["results", "roas", "value"], message: "Please enter a figure." },
          { path: [], message: "Bad body." },
        ],
      }),
    ).toEqual({ "results.roas.value": "Please enter a figure.", form: "Bad body." });
    expect(answerFields(400, { error: "x", fields: { slug: "Nope." } })).toEqual({ slug: "Nope." });
    expect(answerFields(409, { error: MSG_SLUG_TAKEN })).toEqual({ slug: MSG_SLUG_TAKEN });
    expect(answerFields(500, null)).toEqual({});
  });
});

describe("inserting Markdown", () => {
  it("puts the image on its own paragraph at the cursor", () => {
    expect(insertAt("", 0, 0, "![a](b)")).toEqual({ text: "![a](b)", cursor: 7 });
    expect(insertAt("One.\n\nTwo.", 4, 4, "X")).toEqual({ text: "One.\n\nX\n\nTwo.", cursor: 7 });
    expect(insertAt("One two", 3, 7, "X").text).toBe("One\n\nX");
  });

  it("escapes brackets in the description", () => {
    expect(imageMarkdown(" A [big] chart ", "/images/uploads/a-800.webp")).toBe(
      "![A \\[big\\] chart](/images/uploads/a-800.webp)",
    );
  });
});

describe("localDateTimeToIso", () => {
  it("turns the writer's local time into an instant, and refuses anything else", () => {
    expect(localDateTimeToIso("2026-12-01T09:30")).toBe(new Date(2026, 11, 1, 9, 30).toISOString());
    expect(localDateTimeToIso("")).toBeNull();
    expect(localDateTimeToIso("tomorrow")).toBeNull();
  });
});
