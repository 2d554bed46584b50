import { load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AdminAccount } from "#contracts/accounts/accounts.ts";
import type { AuditEntry } from "#contracts/accounts/audit-log.ts";
import { AccountList } from "./accounts-panel.tsx";
import { AuditLogList } from "../audit/audit-log-panel.tsx";
import { OneTimeLink } from "./one-time-link.tsx";

const account = (overrides: Partial<AdminAccount>): AdminAccount => ({
  id: 1,
  username: "admin",
  displayName: "Asha Rao",
  role: "owner",
  createdAt: "2026-11-01T10:00:00.000Z",
  disabledAt: null,
  passwordLinkPending: false,
  ...overrides,
});

const accounts = [
  account({}),
  account({ id: 2, username: "priya", displayName: "Priya Nair", role: "staff", passwordLinkPending: true }),
  account({
    id: 3,
    username: "ravi",
    displayName: "Ravi Kumar",
    role: "staff",
    disabledAt: "2026-11-20T10:00:00.000Z",
  }),
];

describe("the accounts list", () => {
  const $ = load(
    renderToStaticMarkup(<AccountList accounts={accounts} currentUserId={1} onAction={() => undefined} />),
  );
  const rows = $('ul[aria-label="Accounts"] > li');
  const buttons = (index: number) =>
    rows
      .eq(index)
      .find("button")
      .map((_, button) => $(button).text())
      .get();

  it("shows each account's name, username, role and status", () => {
    expect(rows).toHaveLength(3);
    expect(rows.eq(0).text()).toContain("Asha Rao (you)");
    expect(rows.eq(1).text()).toContain("priya");
    expect(rows.eq(1).text()).toContain("Staff");
    expect(rows.eq(1).text()).toContain("Active");
    expect(rows.eq(1).text()).toContain("Link pending");
    expect(rows.eq(2).text()).toContain("Disabled");
    expect(rows.eq(2).text()).not.toContain("Link pending");
  });

  it("names every button with the account it acts on, and offers no disable or reset on one's own row", () => {
    expect(buttons(0)).toEqual(["Edit name admin"]);
    expect(buttons(1)).toEqual(["Edit name priya", "Reset password priya", "Disable priya"]);
    expect(buttons(2)).toEqual(["Edit name ravi", "Reset password ravi", "Enable ravi"]);
  });
});

describe("the audit log list", () => {
  const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
    id: 1,
    at: "2026-11-22T10:00:00.000Z",
    actor: { id: 1, displayName: "Asha Rao" },
    action: "account.created",
    target: "Account priya",
    detail: {},
    ...overrides,
  });

  it("says who did what to what, and when, in New Delhi time", () => {
    const $ = load(
      renderToStaticMarkup(
        <AuditLogList
          entries={[
            entry({ id: 2, action: "export.submissions", target: "Submissions", detail: { format: "csv", q: "" } }),
            entry({}),
          ]}
        />,
      ),
    );
    const items = $("ol > li");
    expect(items).toHaveLength(2);
    expect(items.eq(0).text()).toContain("Asha Rao exported submissions");
    expect(items.eq(0).text()).toContain("format: csv");
    expect(items.eq(1).text()).toContain("Asha Rao created an account");
    expect(items.eq(1).text()).toContain("Account priya");
    expect(items.eq(1).find("time").attr("datetime")).toBe("2026-11-22T10:00:00.000Z");
    expect(items.eq(1).find("time").text()).toBe("22 Nov 2026, 3:30 pm");
  });

  it("says so when nothing is recorded yet", () => {
    const $ = load(renderToStaticMarkup(<AuditLogList entries={[]} />));
    expect($("ol")).toHaveLength(0);
    expect($.text()).toContain("Nothing recorded yet");
  });
});

describe("the one-time link", () => {
  it("is a labelled, read-only field with a copy button", () => {
    const link = "https://crestline.example/admin/set-password#token=abc";
    const $ = load(renderToStaticMarkup(<OneTimeLink link={link} forName="Priya Nair" />));
    const input = $("input");
    expect(input.attr("value")).toBe(link);
    expect(input.attr("readonly")).toBeDefined();
    expect($(`label[for="${input.attr("id")}"]`).text()).toBe("One-time link for Priya Nair");
    expect($("button").attr("aria-label")).toBe("Copy the link for Priya Nair");
    expect($.text()).toContain("72 hours");
  });
});
