import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "#contracts/accounts/audit-log.ts";
import { absoluteLink, tokenFromFragment } from "./accounts-api.ts";
import { auditActionLabel, auditDetailText } from "../audit/audit-format.ts";
import { MSG_PASSWORDS_DIFFER, newPasswordErrors } from "../shared/form-errors.ts";
import { ADMIN_VIEWS, visibleViews } from "../admin-views.tsx";

describe("set-password links", () => {
  it("become absolute on this page's origin, fragment kept", () => {
    expect(absoluteLink("https://crestline.example", "/admin/set-password#token=a-b_c")).toBe(
      "https://crestline.example/admin/set-password#token=a-b_c",
    );
  });

  it("give their token from the fragment, or null", () => {
    expect(tokenFromFragment("#token=a-b_c")).toBe("a-b_c");
    expect(tokenFromFragment("token=xyz")).toBe("xyz");
    expect(tokenFromFragment("#token=")).toBeNull();
    expect(tokenFromFragment("")).toBeNull();
    expect(tokenFromFragment("#other=1")).toBeNull();
  });
});

describe("a new password typed twice", () => {
  it("follows the password rule first, then must match", () => {
    expect(newPasswordErrors("short", "short").password).toMatch(/at least 8/);
    expect(newPasswordErrors("long enough", "long enougH")).toEqual({ confirmation: MSG_PASSWORDS_DIFFER });
    expect(newPasswordErrors("long enough", "long enough")).toEqual({});
  });
});

describe("the audit log's words", () => {
  it("has a label for every action, and shows an unknown one as named", () => {
    const labels = AUDIT_ACTIONS.map(auditActionLabel);
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
    for (const [index, label] of labels.entries()) expect(label).not.toBe(AUDIT_ACTIONS[index]);
    expect(auditActionLabel("lead.replied")).toBe("lead.replied");
  });

  it("puts an entry's facts on one line, empty ones left out", () => {
    expect(auditDetailText({ format: "csv", q: "", type: "all" })).toBe("format: csv · type: all");
    expect(auditDetailText({ displayName: { from: "Priya", to: "Priya Nair" } })).toBe(
      "display name: Priya → Priya Nair",
    );
    expect(auditDetailText({})).toBe("");
  });
});

describe("the dashboard's views", () => {
  const paths = (role?: "owner" | "staff") => visibleViews(ADMIN_VIEWS, role).map((view) => view.path);
  it("include Team, Audit log and Replies for the owner only", () => {
    expect(paths("owner")).toEqual([
      "leads",
      "subscribers",
      "calls",
      "requests",
      "sources",
      "content",
      "team",
      "audit",
      "alerts",
      "replies",
    ]);
    expect(paths("staff")).toEqual(["leads", "subscribers", "calls", "requests", "sources", "content", "alerts"]);
    expect(paths(undefined)).toEqual(paths("staff"));
  });
});
