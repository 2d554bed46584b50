import { describe, expect, it } from "vitest";
import { toolGroups, tools } from "#app/tools/registry.ts";
import { matchTools } from "./tool-search.ts";

const groupTitle = (tool: { group: string }) => toolGroups.find((group) => group.id === tool.group)?.title ?? "";
const slugs = (query: string) => matchTools(tools, query, groupTitle).map((tool) => tool.slug);

describe("finding a tool", () => {
  it("matches every tool for an empty or blank query", () => {
    expect(slugs("")).toHaveLength(tools.length);
    expect(slugs("   ")).toHaveLength(tools.length);
  });

  it("reads jpeg as jpg and ignores case and punctuation", () => {
    expect(slugs("JPEG")).toEqual(slugs("jpg"));
    expect(slugs("jpg")).toEqual(expect.arrayContaining(["png-to-jpeg", "pdf-to-jpg", "jpg-to-pdf", "webp-to-jpg"]));
    expect(slugs("PDF → JPG")).toContain("pdf-to-jpg");
  });

  it("needs every word, each at the start of a word of the tool", () => {
    expect(slugs("youtube title")).toEqual(["youtube-title-generator"]);
    expect(slugs("tit")).toContain("youtube-title-generator");
    // "itle" is inside "title", not at a word's start.
    expect(slugs("itle")).toEqual([]);
  });

  it("finds a tool by its group's title", () => {
    expect(slugs("twitter")).toEqual(expect.arrayContaining(["twitter-video-downloader", "twitter-username-checker"]));
  });

  it("finds nothing for words no tool has, and treats pattern characters as plain text", () => {
    expect(slugs("spreadsheet wizardry")).toEqual([]);
    expect(slugs("(a+)+$")).toEqual(slugs("a"));
  });
});
