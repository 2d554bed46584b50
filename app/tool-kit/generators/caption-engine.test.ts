import { describe, expect, it } from "vitest";

import {
  buildCaption,
  buildCaptions,
  captionHashtags,
  HASHTAG_POOL_SIZE,
  type CaptionPlatform,
} from "./caption-engine.ts";

const platform: CaptionPlatform<"calm" | "loud"> = {
  templates: { calm: ["Quiet {topic} 🌙", "{Topic}, slowly. 🍵 Enjoy"], loud: ["{Topic}!!! 🔊"] },
  hashtags: {
    calm: ["#calm", "#slow", "#quiet", "#rest", "#peace", "#still", "#soft"],
    loud: ["#loud", "#noise", "#party", "#bass", "#hype", "#wild", "#fun"],
  },
  spareHashtags: ["#spare1", "#spare2"],
  appendedHashtagCount: 3,
};

describe("captionHashtags", () => {
  it("is the topic tag then the tone's 7, made up from the spares to 8 distinct tags", () => {
    expect(HASHTAG_POOL_SIZE).toBe(8);
    expect(captionHashtags(platform, "Night Walks", "calm")).toEqual(["#nightwalks", ...platform.hashtags.calm]);
    expect(captionHashtags(platform, "???", "calm")).toEqual([...platform.hashtags.calm, "#spare1"]);
    expect(captionHashtags(platform, "Quiet", "calm")).toEqual([
      "#quiet",
      "#calm",
      "#slow",
      "#rest",
      "#peace",
      "#still",
      "#soft",
      "#spare1",
    ]);
  });
});

describe("buildCaption", () => {
  it("fills the topic, capitalised at a sentence start, and appends the first tags after a blank line", () => {
    expect(buildCaption(platform, "{Topic}, slowly. 🍵 Enjoy", "calm", { topic: "tea  time" })).toBe(
      "Tea time, slowly. 🍵 Enjoy\n\n#teatime #calm #slow",
    );
  });

  it("drops the template's emojis but keeps the topic's, and leaves the tags out when asked", () => {
    expect(
      buildCaption(platform, "Quiet {topic} 🌙", "calm", {
        topic: "beach 🏖️",
        includeEmojis: false,
        includeHashtags: false,
      }),
    ).toBe("Quiet beach 🏖️");
  });
});

describe("buildCaptions", () => {
  it("builds every given template in order, and nothing for a blank topic", () => {
    expect(buildCaptions(platform, platform.templates.calm, "calm", { topic: "tea", includeHashtags: false })).toEqual([
      "Quiet tea 🌙",
      "Tea, slowly. 🍵 Enjoy",
    ]);
    expect(buildCaptions(platform, platform.templates.loud, "loud", { topic: "  " })).toEqual([]);
  });
});
