import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { zipFiles } from "#app/tool-kit/conversion/zip-files.ts";

describe("zipFiles", () => {
  it("holds every file under its name, repeated names made unique, bytes unchanged", () => {
    const zip = zipFiles([
      { name: "photo.jpg", bytes: new Uint8Array([1, 2, 3]) },
      { name: "logo.jpg", bytes: new Uint8Array([4]) },
      { name: "photo.jpg", bytes: new Uint8Array([5, 6]) },
    ]);
    const entries = unzipSync(zip);
    expect(Object.keys(entries)).toEqual(["photo.jpg", "logo.jpg", "photo (2).jpg"]);
    expect([...entries["photo (2).jpg"]!]).toEqual([5, 6]);
    expect([...entries["photo.jpg"]!]).toEqual([1, 2, 3]);
  });
});
