import { describe, expect, it } from "vitest";
import {
  checkCompression,
  checkDomSize,
  checkImageDimensions,
  checkPageWeight,
  checkRenderBlocking,
  checkResponseTime,
} from "./page-speed.ts";
import { run, head, body } from "./checks-test-support.ts";

describe("page speed", () => {
  it("response time thresholds", () => {
    expect(run(checkResponseTime, "", { timing: { responseTimeMs: 120 } })).toMatchObject({
      status: "passed",
      found: "First byte after 120 ms",
    });
    expect(run(checkResponseTime, "", { timing: { responseTimeMs: 1200 } }).status).toBe("warning");
    expect(run(checkResponseTime, "", { timing: { responseTimeMs: 2500 } }).status).toBe("critical");
  });
  it("page weight thresholds", () => {
    expect(run(checkPageWeight, "", { pageBytes: 50_000 }).status).toBe("passed");
    expect(run(checkPageWeight, "", { pageBytes: 500_000 }).status).toBe("warning");
    expect(run(checkPageWeight, "", { pageBytes: 2_000_000 }).status).toBe("critical");
    expect(run(checkPageWeight, "x".repeat(2048)).found).toBe("HTML: 2.0 KB");
  });
  it("compression", () => {
    expect(run(checkCompression, "x".repeat(5000), { headers: { "content-encoding": "br" } }).status).toBe("passed");
    expect(run(checkCompression, "x".repeat(500)).status).toBe("passed");
    expect(run(checkCompression, "x".repeat(5000)).status).toBe("warning");
    expect(run(checkCompression, "x".repeat(200_000)).status).toBe("critical");
  });
  it("render-blocking resources", () => {
    expect(
      run(
        checkRenderBlocking,
        head(
          '<script src="/a.js" defer></script><script type="module" src="/m.js"></script><link rel="stylesheet" href="/a.css">',
        ),
      ).status,
    ).toBe("passed");
    expect(run(checkRenderBlocking, head('<script src="/a.js"></script>')).status).toBe("warning");
    expect(run(checkRenderBlocking, head('<link rel="stylesheet" href="/1.css">'.repeat(4))).status).toBe("warning");
  });
  it("DOM size", () => {
    expect(run(checkDomSize, body("<p>x</p>")).status).toBe("passed");
    expect(run(checkDomSize, body("<i></i>".repeat(2000))).status).toBe("warning");
    expect(run(checkDomSize, body("<i></i>".repeat(3500))).status).toBe("critical");
  });
  it("image dimensions", () => {
    expect(run(checkImageDimensions, body('<img src="a.png" alt="" width="10" height="10">')).status).toBe("passed");
    expect(run(checkImageDimensions, body('<img src="a.png" alt="">')).status).toBe("warning");
  });
});
