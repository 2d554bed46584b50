// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { tools } from "#app/tools/registry.ts";
import ToolsIndexPage from "#app/site/pages/tools-index.tsx";

afterEach(cleanup);

function openTools(url: string) {
  window.history.replaceState(null, "", url);
  const router = createMemoryRouter([{ path: "/tools", element: <ToolsIndexPage /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const typeSearch = (text: string) =>
  act(async () => {
    fireEvent.change(screen.getByRole("searchbox", { name: "Search tools" }), { target: { value: text } });
  });

const cardSlugs = () =>
  screen.getAllByRole("link", { name: /Open tool/ }).map((link) => link.getAttribute("href")?.replace("/tools/", ""));

describe("finding a tool on /tools", () => {
  it("narrows the list as you type, says how many match, and keeps the search in the URL", async () => {
    openTools("/tools");
    expect(cardSlugs()).toHaveLength(tools.length);
    expect(screen.getByText(`${tools.length} tools`)).toBeTruthy();
    await typeSearch("youtube title");
    expect(cardSlugs()).toEqual(["youtube-title-generator"]);
    expect(screen.getByText(`1 of ${tools.length} tools match`).getAttribute("aria-live")).toBe("polite");
    expect(window.location.search).toBe("?q=youtube+title");
    // Only the groups with a match stay, in the list and in the jump links.
    const jumps = within(screen.getByRole("navigation", { name: "Tool groups" })).getAllByRole("link");
    expect(jumps.map((link) => link.getAttribute("href"))).toEqual(["#group-youtube"]);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "YouTube",
      "Need more than a free tool?",
    ]);
  });

  it("opens with the URL's search, and offers every tool again when nothing matches", async () => {
    openTools("/tools?q=spreadsheet+wizardry");
    expect(await screen.findByText("No tool matches “spreadsheet wizardry”.", { exact: false })).toBeTruthy();
    expect(screen.queryAllByRole("link", { name: /Open tool/ })).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Show all tools" }));
    });
    expect(cardSlugs()).toHaveLength(tools.length);
  });

  it("links each group from the top of the page to its heading", () => {
    openTools("/tools");
    const jumps = within(screen.getByRole("navigation", { name: "Tool groups" })).getAllByRole("link");
    const headings = screen.getAllByRole("heading", { level: 2 }).slice(0, -1);
    expect(jumps.map((link) => link.getAttribute("href"))).toEqual(headings.map((heading) => `#${heading.id}`));
    expect(jumps[0]?.textContent).toBe("File conversion(10 tools)");
  });

  // Each router update renders in a transition; a key pressed while one was pending rendered
  // the box against the router's older location and lost what was typed. Typing replaces the
  // address in place and leaves the router alone.
  it("keeps the router out of typing, and starts afresh from the URL on a navigation", async () => {
    const router = openTools("/tools");
    const routerUpdates: string[] = [];
    router.subscribe((state) => routerUpdates.push(state.location.search));
    await typeSearch("pdf");
    await typeSearch("pdf to");
    expect(window.location.search).toBe("?q=pdf+to");
    expect(routerUpdates).toEqual([]);
    await typeSearch(" ");
    expect(window.location.search).toBe("");

    await act(() => router.navigate("/tools?q=jpg"));
    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: "Search tools" }).value).toBe("jpg");
    expect(cardSlugs().length).toBeLessThan(tools.length);
  });
});
