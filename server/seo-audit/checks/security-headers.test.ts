import { describe, expect, it } from "vitest";
import { checkHsts, checkNoSniff } from "./security-headers.ts";
import { run } from "./checks-test-support.ts";

describe("security headers", () => {
  it("HSTS", () => {
    expect(
      run(checkHsts, "", { headers: { "strict-transport-security": "max-age=31536000; includeSubDomains" } }).status,
    ).toBe("passed");
    expect(run(checkHsts, "", { headers: { "strict-transport-security": "max-age=300" } }).status).toBe("warning");
    expect(run(checkHsts, "").status).toBe("warning");
    expect(run(checkHsts, "", { url: "http://example.com/" }).status).toBe("warning");
  });
  it("nosniff", () => {
    expect(run(checkNoSniff, "", { headers: { "x-content-type-options": "nosniff" } }).status).toBe("passed");
    expect(run(checkNoSniff, "").status).toBe("warning");
  });
});
