import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { wasmUrl } from "./codecs.ts";

// The file names the codecs' Emscripten glue asks locateFile for: each must have our URL,
// or that codec cannot start in the browser.
const GLUE = [
  "@jsquash/jpeg/codec/enc/mozjpeg_enc.js",
  "@jsquash/webp/codec/enc/webp_enc_simd.js",
  "@jsquash/webp/codec/enc/webp_enc.js",
  "@jsquash/avif/codec/enc/avif_enc.js",
];

describe("the codecs' WebAssembly URLs", () => {
  it("the default lookup cannot work in a worker started from a blob: URL", () => {
    // What the built glue does: new URL(<emitted .wasm>, self.location.href), a blob: URL there.
    expect(() => new URL("/assets/mozjpeg_enc-x.wasm", "blob:http://127.0.0.1:3000/5a1e")).toThrow(TypeError);
  });

  it("answers every file the glue asks for with an absolute URL on our origin", () => {
    for (const glue of GLUE) {
      const source = fs.readFileSync(`node_modules/${glue}`, "utf8");
      const asked = /wasmBinaryFile="([\w.]+\.wasm)"/.exec(source)?.[1];
      expect(asked, glue).toBeDefined();
      const url = new URL(wasmUrl(asked!, "http://127.0.0.1:3000"));
      expect(url.origin, glue).toBe("http://127.0.0.1:3000");
      expect(url.pathname, glue).toMatch(/\.wasm$/);
    }
    expect(wasmUrl("squoosh_oxipng_bg.wasm", "https://example.in")).toMatch(/^https:\/\/example\.in\/.*\.wasm$/);
  });

  it("refuses a file it does not have rather than guessing a path", () => {
    expect(() => wasmUrl("avif_enc_mt.wasm", "http://127.0.0.1:3000")).toThrow(/no avif_enc_mt\.wasm/);
  });
});
