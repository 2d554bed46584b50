import { describe, expect, it } from "vitest";
import { tools } from "#app/tools/registry.ts";

// The ten converters' names, addresses and output types as the product states them; each
// converter's meta.ts gives only its two format names, so these are what converterMeta derives.
describe("converterMeta", () => {
  it("names each converter, gives its address and its output type", () => {
    const converters = tools.filter((tool) => tool.group === "file-conversion");
    expect(converters.map((tool) => [tool.slug, tool.title, "output" in tool && tool.output.mimeType])).toEqual([
      ["png-to-jpeg", "PNG to JPEG Converter", "image/jpeg"],
      ["pdf-to-jpg", "PDF to JPG Converter", "image/jpeg"],
      ["pdf-to-png", "PDF to PNG Converter", "image/png"],
      ["png-to-pdf", "PNG to PDF Converter", "application/pdf"],
      ["jpg-to-pdf", "JPG to PDF Converter", "application/pdf"],
      ["word-to-pdf", "Word to PDF Converter", "application/pdf"],
      ["excel-to-pdf", "Excel to PDF Converter", "application/pdf"],
      ["mp4-to-mp3", "MP4 to MP3 Converter", "audio/mpeg"],
      ["webp-to-jpg", "WebP to JPG Converter", "image/jpeg"],
      ["webp-to-png", "WebP to PNG Converter", "image/png"],
    ]);
  });

  it("makes each a real tool whose offer links with the same words", () => {
    const converters = tools.filter((tool) => tool.group === "file-conversion");
    expect(converters.map((tool) => [tool.demo, "offer" in tool && tool.offer.cta])).toEqual(
      Array(10).fill([false, "Talk to us"]),
    );
  });
});
