// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { RouterProvider, createMemoryRouter, useParams } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leadIdOf } from "./lead-url.ts";
import { useLeadSearch } from "./use-lead-search.ts";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Desk = ReturnType<typeof useLeadSearch>;

/**
 * The admin's routes load data, so a navigation lands only after its loader settles: the
 * window in which a search typed a moment before a click could land on top of the click.
 */
function deskAt(path: string, loaderMs: number) {
  const desk: { current: Desk | null } = { current: null };
  function Leads() {
    const { "*": rest = "" } = useParams();
    desk.current = useLeadSearch(leadIdOf(rest.replace(/^leads\/?/, "")) ?? null);
    return null;
  }
  const router = createMemoryRouter(
    [
      {
        path: "/admin/*",
        element: <Leads />,
        loader: () => new Promise((done) => setTimeout(() => done(null), loaderMs)),
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { 0: null } } },
  );
  render(<RouterProvider router={router} />);
  return { desk: () => desk.current!, location: () => router.state.location };
}

describe("the lead desk's search in the URL", () => {
  it("a lead opened while the search is still settling stays open, with the search kept", async () => {
    vi.useFakeTimers();
    const { desk, location } = deskAt("/admin/leads", 500);
    act(() => desk().setFilters({ q: "Meera" }));
    act(() => desk().openLead(7));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(location().pathname).toBe("/admin/leads/7");
    expect(new URLSearchParams(location().search).get("q")).toBe("Meera");
  });

  it("a search left to settle is written to the URL once, keeping the open lead", async () => {
    vi.useFakeTimers();
    const { desk, location } = deskAt("/admin/leads/3", 50);
    act(() => desk().setFilters({ q: "acme" }));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(location().search).toBe("");
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(location().pathname).toBe("/admin/leads/3");
    expect(new URLSearchParams(location().search).get("q")).toBe("acme");
  });
});
