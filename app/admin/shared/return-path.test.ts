import { describe, expect, it } from "vitest";
import { returnPathOf, signInPathFor } from "./return-path.ts";

describe("back to the admin page asked for, after sign-in", () => {
  it("sends the sign-in the page and its query, and comes back to it", () => {
    const signIn = signInPathFor({ pathname: "/admin/leads/123", search: "?status=new" });
    expect(signIn).toBe("/admin?next=%2Fadmin%2Fleads%2F123%3Fstatus%3Dnew");
    expect(returnPathOf(signIn.slice("/admin".length))).toBe("/admin/leads/123?status=new");
  });

  it("needs no next for the leads themselves", () => {
    expect(signInPathFor({ pathname: "/admin/leads", search: "" })).toBe("/admin");
    expect(returnPathOf("")).toBe("/admin/leads");
  });

  it("never follows a next that leaves the admin or the site", () => {
    for (const next of [
      "https://evil.example/admin/",
      "//evil.example/admin/x",
      "/about",
      "/admin\\evil",
      "javascript:alert(1)",
    ]) {
      expect(returnPathOf(`?next=${encodeURIComponent(next)}`), next).toBe("/admin/leads");
    }
  });
});
