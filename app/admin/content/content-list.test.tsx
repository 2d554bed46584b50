// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentSummary } from "#contracts/content/content-admin.ts";
import { ContentList, statusLabel } from "./content-list.tsx";

afterEach(cleanup);

const summary = (overrides: Partial<ContentSummary>): ContentSummary => ({
  kind: "article",
  id: 1,
  slug: "facebook-ads-guide",
  title: "The Facebook Ads guide",
  status: "draft",
  publishAt: null,
  updatedAt: "2026-11-22T10:00:00.000Z",
  updatedBy: "Asha Rao",
  ...overrides,
});

function list(props: Partial<Parameters<typeof ContentList>[0]> = {}) {
  const handlers = { onKind: vi.fn(), onOpen: vi.fn(), onNew: vi.fn() };
  render(<ContentList kind="article" items={[]} error={null} {...handlers} {...props} />);
  return handlers;
}

describe("the content list", () => {
  it("shows each item's title, status, last change and who made it", () => {
    const items = [
      summary({ id: 1 }),
      summary({ id: 2, title: "SEO in 2027", status: "scheduled", publishAt: "2026-12-01T04:00:00.000Z" }),
      summary({ id: 3, title: "Google Ads basics", status: "published", updatedBy: null }),
    ];
    const { onOpen } = list({ items });
    const rows = within(screen.getByRole("list", { name: "Articles" })).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain("The Facebook Ads guide");
    expect(rows[0]?.textContent).toContain("Draft");
    expect(rows[0]?.textContent).toContain("Changed 22 Nov 2026, 3:30 pm by Asha Rao");
    expect(rows[1]?.textContent).toContain("Scheduled for 1 Dec 2026, 9:30 am");
    expect(rows[2]?.textContent).toContain("Published");
    expect(rows[2]?.textContent).not.toContain(" by ");
    fireEvent.click(screen.getByRole("button", { name: "SEO in 2027" }));
    expect(onOpen).toHaveBeenCalledWith(items[1]);
  });

  it("offers the new-item button of the kind shown, and switches kinds", () => {
    const { onNew, onKind } = list({ kind: "case-study" });
    fireEvent.click(screen.getByRole("button", { name: "New case study" }));
    expect(onNew).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Case studies" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Articles" }));
    expect(onKind).toHaveBeenCalledWith("article");
  });

  it("says when there is nothing yet, while it loads, and when loading failed", () => {
    list();
    expect(screen.getByText(/No articles yet/)).toBeTruthy();
    cleanup();
    list({ items: null });
    expect(screen.getByRole("status").textContent).toBe("Loading articles...");
    cleanup();
    list({ items: null, error: "The articles could not be loaded. Please try Refresh." });
    expect(screen.getByRole("alert").textContent).toContain("could not be loaded");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("labels a scheduled item without a date as plain Scheduled", () => {
    expect(statusLabel({ status: "scheduled", publishAt: null })).toBe("Scheduled");
  });
});
