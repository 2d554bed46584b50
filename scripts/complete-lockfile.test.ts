import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { completeLockfile, platformOf } from "./complete-lockfile.ts";

describe("lockfile completion", () => {
  it("reads os, cpu and libc from platform package names", () => {
    expect(platformOf("@rollup/rollup-darwin-arm64")).toEqual({ os: ["darwin"], cpu: ["arm64"] });
    expect(platformOf("@rollup/rollup-linux-arm64-musl")).toEqual({ os: ["linux"], cpu: ["arm64"], libc: ["musl"] });
    expect(platformOf("@rollup/rollup-linux-arm-gnueabihf")).toEqual({ os: ["linux"], cpu: ["arm"], libc: ["glibc"] });
    expect(platformOf("@tailwindcss/oxide-win32-x64-msvc")).toEqual({ os: ["win32"], cpu: ["x64"] });
    expect(platformOf("@tailwindcss/oxide-wasm32-wasi")).toEqual({ cpu: ["wasm32"] });
    expect(platformOf("fsevents")).toBeNull();
  });

  it("keeps the repository's package-lock.json complete, so `npm ci` accepts it on every platform", () => {
    const lock = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../package-lock.json"), "utf8"));
    expect(completeLockfile(lock)).toEqual([]);
  });
});
