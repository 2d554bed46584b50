import { describe, expect, it } from "vitest";

import {
  requiredText,
  capitaliseFirst,
  cleanText,
  containsEmoji,
  fillTemplate,
  hashtagBody,
  stripEmojis,
  templatePlaceholders,
  toHashtag,
  toTitleCase,
  uniqueCaseInsensitive,
} from "./text-format.ts";

describe("cleanText", () => {
  it("trims and collapses whitespace", () => {
    expect(cleanText("  a \n\t b  ")).toBe("a b");
  });
});

describe("toTitleCase", () => {
  it("capitalises words except small joining words in the middle", () => {
    expect(toTitleCase("the art of email marketing")).toBe("The Art of Email Marketing");
    expect(toTitleCase("what to do with")).toBe("What to Do With");
  });

  it("keeps words the user typed with capitals", () => {
    expect(toTitleCase("iPhone tips for SEO")).toBe("iPhone Tips for SEO");
  });

  it("handles accents and empty input", () => {
    expect(toTitleCase("élan vital")).toBe("Élan Vital");
    expect(toTitleCase("  ")).toBe("");
  });
});

describe("capitaliseFirst", () => {
  it("capitalises a lower-case first word only", () => {
    expect(capitaliseFirst("organic skincare")).toBe("Organic skincare");
    expect(capitaliseFirst("iPhone cases")).toBe("iPhone cases");
    expect(capitaliseFirst("")).toBe("");
  });
});

describe("fillTemplate", () => {
  it("fills plain and capitalised placeholders", () => {
    expect(fillTemplate("{Topic} rocks. Love {topic}!", { topic: "yoga" })).toBe("Yoga rocks. Love yoga!");
  });

  it("does not expand placeholders inside values", () => {
    expect(fillTemplate("Hi {name}", { name: "{name}" })).toBe("Hi {name}");
  });

  it("throws on an unknown placeholder", () => {
    expect(() => fillTemplate("{missing}", {})).toThrow(/missing/);
  });

  it("lists placeholders", () => {
    expect(templatePlaceholders("{a} and {B}")).toEqual(["a", "B"]);
  });
});

describe("emojis", () => {
  it("detects and strips emojis, tidying spaces", () => {
    expect(containsEmoji("hi 👋")).toBe(true);
    expect(containsEmoji("hi")).toBe(false);
    expect(stripEmojis("Love it 😍 Tell me! 👇")).toBe("Love it Tell me!");
    expect(stripEmojis("Mood 🏔️. Done ✨")).toBe("Mood. Done");
    expect(stripEmojis("A 👍🏽 B\n👨‍👩‍👧 C")).toBe("A B\nC");
  });
});

describe("hashtags", () => {
  it("keeps letters, digits and underscores", () => {
    expect(hashtagBody("Kids' crafts & DIY_2")).toBe("KidscraftsDIY_2");
    expect(toHashtag("Latte Art")).toBe("#latteart");
    expect(toHashtag("Latte Art", false)).toBe("#LatteArt");
    expect(toHashtag("!!!")).toBe("");
    expect(toHashtag("café")).toBe("#café");
  });

  it("dedupes case-insensitively keeping the first", () => {
    expect(uniqueCaseInsensitive(["#A", "#a", "#b"])).toEqual(["#A", "#b"]);
  });
});

describe("requiredText", () => {
  it("gives its message for empty or white-space-only text, and null for any other", () => {
    const check = requiredText("Please enter a topic");
    for (const blank of ["", " ", " \t\n "]) expect(check(blank)).toBe("Please enter a topic");
    for (const filled of ["a", "  cats  ", "0"]) expect(check(filled)).toBeNull();
  });
});
