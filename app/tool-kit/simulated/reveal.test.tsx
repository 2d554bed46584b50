// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { watchScrolls } from "#app/tool-kit/reveal-test-support.ts";
import InstagramUsernameCheckerPage from "#app/tools/instagram-username-checker/page.tsx";
import TwitterVideoDownloaderPage from "#app/tools/twitter-video-downloader/page.tsx";

// The simulated tools' result appears under the form: once ready it is scrolled into view.

// Each run is counted on the server: not here.
vi.mock("#app/lib/lead-source.ts", () => ({ recordToolRun: () => undefined }));

const scrolled = watchScrolls({ fakeTimers: true });

const page = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
const later = () => act(async () => vi.advanceTimersByTimeAsync(10_000));

describe("the simulated tools reveal their result", () => {
  it("UsernameChecker: the answer for the username", async () => {
    page(<InstagramUsernameCheckerPage />);
    fireEvent.change(screen.getByLabelText("Instagram username"), { target: { value: "crestline_test" } });
    await later();
    expect(scrolled).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    await later();
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]?.textContent).toMatch(/Available!|Not Available/);
  });

  it("VideoDownloader: the video card", async () => {
    page(<TwitterVideoDownloaderPage />);
    fireEvent.change(screen.getByLabelText("Twitter/X post URL"), {
      target: { value: "https://x.com/crestline/status/1234567890" },
    });
    fireEvent.click(screen.getByRole("button", { name: /get video/i }));
    await later();
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]?.textContent).toContain("Ready to Download");
  });
});
