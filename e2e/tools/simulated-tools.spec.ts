import fs from "node:fs";
import type { Page } from "@playwright/test";
import { INSTAGRAM_CLAIM_URL } from "../../app/tools/instagram-username-checker/logic.ts";
import { INSTAGRAM_REELS } from "../../app/tools/instagram-reels-downloader/logic.ts";
import { TIKTOK_VIDEOS } from "../../app/tools/tiktok-video-downloader/logic.ts";
import * as transcript from "../../app/tools/tiktok-transcript-generator/logic.ts";
import * as usernames from "../../app/tool-kit/simulated/username-check.ts";
import { TWITTER_VIDEOS } from "../../app/tools/twitter-video-downloader/logic.ts";
import * as tiktokLinks from "../../app/tool-kit/simulated/tiktok-url.ts";
import * as videos from "../../app/tool-kit/simulated/video-download.ts";
import { expect, expectNoA11yViolations, gotoHydrated, sidewaysOverflow, test } from "../support.ts";

// The simulated social tools: username checkers, video downloaders and the TikTok
// transcript, which say on the page that they are demos. Every state and message; the chance
// behind a username check is pinned by replacing Math.random in the page.

/** Every later Math.random() call in the page returns `value` (the checkers' only source of chance). */
async function pinRandom(page: Page, value: number) {
  await page.evaluate((v) => {
    Math.random = () => v;
  }, value);
}

/**
 * Opens `path`, types `name` into the field `label` and checks it with Math.random pinned to
 * `random` (the simulated answer); returns the field.
 */
async function checkUsername(page: Page, path: string, label: string, name: string, random: number) {
  await gotoHydrated(page, path);
  const input = page.getByLabel(label);
  await input.fill(name);
  await pinRandom(page, random);
  await page.getByRole("button", { name: "Check", exact: true }).click();
  return input;
}

/** axe waits on its own timers: move the paused fake clock 1 ms at a time until it is done. */
async function expectNoA11yViolationsOnPausedClock(page: Page) {
  let done = false;
  let failure: unknown = null;
  const check = expectNoA11yViolations(page)
    .catch((error: unknown) => {
      failure = error;
    })
    .finally(() => {
      done = true;
    });
  // The clock belongs to the context: runFor can fail while axe opens and closes its own blank page.
  while (!done) await page.clock.runFor(1).catch(() => undefined);
  await check;
  if (failure !== null) throw failure;
}

/** Messages are shown in the page: no window.alert / confirm anywhere. */
function failOnDialogs(page: Page) {
  page.on("dialog", (dialog) => {
    throw new Error(`unexpected ${dialog.type()} dialog: ${dialog.message()}`);
  });
}

test.beforeEach(({ page }) => failOnDialogs(page));

test.describe("Instagram username checker", () => {
  const path = "/tools/instagram-username-checker";

  test("shapes the input, checks for 1.5 s, shows 'Available!' and the claim link, then starts over", async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1, name: "Instagram Username Checker" })).toBeVisible();
    await expect(page.getByText(usernames.USERNAME_DEMO_NOTICE)).toBeVisible();
    const input = page.getByLabel("Instagram username");
    const check = page.getByRole("button", { name: "Check", exact: true });
    await expect(page.getByText("@", { exact: true })).toBeVisible();
    await expect(check).toBeDisabled();
    await expectNoA11yViolations(page);

    // Lower case, only a-z 0-9 . _, at most 30 characters.
    await input.fill("Crest Line!_Digital.IN");
    await expect(input).toHaveValue("crestline_digital.in");
    await input.fill("a".repeat(40));
    await expect(input).toHaveValue("a".repeat(30));

    await input.fill("crestline.digital");
    await expect(check).toBeEnabled();
    await pinRandom(page, 0.1); // < 0.7: available
    const started = Date.now();
    await check.click();
    const checking = page.getByRole("button", { name: "Checking..." });
    await expect(checking).toBeDisabled(); // Instagram: disabled while busy
    await expect(page.getByText("Checking @crestline.digital on Instagram…")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Available!" })).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(usernames.CHECK_DELAY_MS - 100);
    await expect(page.getByText("looks free on Instagram.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Alternative Suggestions" })).toHaveCount(0);
    const claim = page.getByRole("link", { name: /Claim on Instagram/ });
    await expect(claim).toHaveAttribute("href", INSTAGRAM_CLAIM_URL);
    await expect(claim).toHaveAttribute("target", "_blank");
    await expect(claim).toHaveAttribute("rel", /noopener/);
    await expect(
      page.getByRole("status").filter({ hasText: "@crestline.digital is available on Instagram." }),
    ).toBeAttached();
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Check Another Username" }).click();
    await expect(input).toHaveValue("");
    await expect(input).toBeFocused();
    await expect(page.getByRole("heading", { name: "Available!" })).toHaveCount(0);
    await expect(check).toBeDisabled();
  });

  test("a taken name gets six suggestions; a suggestion fills the input and clears the result", async ({ page }) => {
    const input = await checkUsername(page, path, "Instagram username", "crestline", 0.9); // ≥ 0.7: taken
    await expect(page.getByRole("heading", { name: "Not Available" })).toBeVisible();
    await expect(page.getByText("is already taken on Instagram.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Claim on Instagram/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Alternative Suggestions" })).toBeVisible();
    // The spec's six: 'official', '_', '2024', 'the' before, 'pro', '.ig'.
    const expected = [
      "crestlineofficial",
      "crestline_",
      "crestline2024",
      "thecrestline",
      "crestlinepro",
      "crestline.ig",
    ];
    const list = page.getByRole("list").filter({ has: page.getByRole("button", { name: "Check @crestlineofficial" }) });
    await expect(list.getByRole("listitem")).toHaveText(
      expected.map((name) => new RegExp(`^@${name.replace(".", "\\.")}\\s*Check$`)),
    );
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Check @thecrestline" }).click();
    await expect(input).toHaveValue("thecrestline");
    await expect(input).toBeFocused();
    await expect(page.getByRole("heading", { name: "Not Available" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Alternative Suggestions" })).toHaveCount(0);

    await pinRandom(page, 0.69);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Available!" })).toBeVisible();
    await expect(page.getByText("@thecrestline", { exact: true })).toBeVisible();
  });

  test("a name under 3 characters gets the spec's message next to the input, and the text stays", async ({ page }) => {
    await gotoHydrated(page, path);
    const input = page.getByLabel("Instagram username");
    await input.fill("ab");
    await input.press("Enter");
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText(usernames.SHORT_USERNAME_MESSAGE);
    await expect(input).toHaveValue("ab");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(new RegExp(usernames.SHORT_USERNAME_MESSAGE));
    await expect(page.getByRole("button", { name: "Checking..." })).toHaveCount(0);
    await expectNoA11yViolations(page);
    // Typing again clears the message.
    await input.pressSequentially("c");
    await expect(page.getByRole("alert")).toHaveCount(0);
    // An empty box cannot be sent: 'Check' stays disabled, Enter does nothing.
    await input.fill("");
    await expect(page.getByRole("button", { name: "Check", exact: true })).toBeDisabled();
  });
});

test.describe("Twitter/X username checker", () => {
  const path = "/tools/twitter-username-checker";

  test("shapes to 15 characters, checks, links 'Claim on Twitter/X' to the intent page", async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1, name: "Twitter/X Username Checker" })).toBeVisible();
    await expect(page.getByText(usernames.USERNAME_DEMO_NOTICE)).toBeVisible();
    const input = page.getByLabel("Twitter/X username");
    const check = page.getByRole("button", { name: "Check", exact: true });
    await expect(check).toBeDisabled();
    await expectNoA11yViolations(page);

    await input.fill("Crest.Line Digital_Agency");
    await expect(input).toHaveValue("crestlinedigita"); // no periods, at most 15
    await input.fill("ab");
    await check.click();
    await expect(page.getByRole("alert")).toHaveText(usernames.SHORT_USERNAME_MESSAGE);
    await expect(input).toHaveValue("ab");

    await input.fill("crestline");
    await pinRandom(page, 0.59); // < 0.6: available
    const started = Date.now();
    await check.click();
    // Twitter/X disables 'Check' only while the input is empty.
    await expect(page.getByRole("button", { name: "Checking..." })).toBeEnabled();
    await expect(page.getByRole("heading", { name: "Available!" })).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(usernames.CHECK_DELAY_MS - 100);
    const claim = page.getByRole("link", { name: /Claim on Twitter\/X/ });
    await expect(claim).toHaveAttribute("href", "https://twitter.com/intent/user?screen_name=crestline");
    await expect(claim).toHaveAttribute("target", "_blank");
    await expect(claim).toHaveAttribute("rel", /noopener/);
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Check Another Username" }).click();
    await expect(input).toHaveValue("");
    await expect(page.getByRole("heading", { name: "Available!" })).toHaveCount(0);
  });

  test("a taken handle gets six suggestions that fit 15 characters", async ({ page }) => {
    const input = await checkUsername(page, path, "Twitter/X username", "crestlinedigita", 0.6); // ≥ 0.6: taken
    await expect(page.getByRole("heading", { name: "Not Available" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Claim on Twitter\/X/ })).toHaveCount(0);
    // The same six, the name shortened so each fits 15 characters; X's own suffix is '_x'.
    const expected = [
      "crestliofficial",
      "crestlinedigit_",
      "crestlinedi2024",
      "thecrestlinedig",
      "crestlinedigpro",
      "crestlinedigi_x",
    ];
    for (const name of expected) {
      expect(name.length).toBeLessThanOrEqual(15);
      await expect(page.getByRole("button", { name: `Check @${name}` })).toBeVisible();
    }
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Check @crestlinedigi_x" }).click();
    await expect(input).toHaveValue("crestlinedigi_x");
    await expect(page.getByRole("heading", { name: "Not Available" })).toHaveCount(0);
  });
});

const downloaders: {
  name: string;
  path: string;
  platform: videos.VideoPlatform<unknown>;
  valid: string;
  invalid: string;
  fileName: string;
  details: string[];
}[] = [
  {
    name: "Instagram Reels downloader",
    path: "/tools/instagram-reels-downloader",
    platform: INSTAGRAM_REELS,
    valid: "https://www.instagram.com/reel/C8xYz12AbCd/?igsh=abc",
    invalid: "https://www.instagram.com/p/C8xYz12AbCd/",
    fileName: "instagram-reel-C8xYz12AbCd.mp4",
    details: ["Instagram Reel C8xYz12AbCd", INSTAGRAM_REELS.demoCard.duration, INSTAGRAM_REELS.demoCard.quality],
  },
  {
    name: "TikTok video downloader",
    path: "/tools/tiktok-video-downloader",
    platform: TIKTOK_VIDEOS,
    valid: "https://www.tiktok.com/@chef.anu/video/7351234567890123456",
    invalid: "https://www.youtube.com/watch?v=abc",
    fileName: "tiktok-7351234567890123456.mp4",
    details: [
      "@chef.anu",
      TIKTOK_VIDEOS.demoCard.duration,
      TIKTOK_VIDEOS.demoCard.quality,
      TIKTOK_VIDEOS.demoCard.size ?? "",
    ],
  },
  {
    name: "Twitter/X video downloader",
    path: "/tools/twitter-video-downloader",
    platform: TWITTER_VIDEOS,
    valid: "https://x.com/crestline/status/1790000000000000000",
    invalid: "https://xcom.example/crestline/status/1",
    fileName: "x-video-1790000000000000000.mp4",
    details: [
      "@crestline",
      TWITTER_VIDEOS.demoCard.text ?? "",
      TWITTER_VIDEOS.demoCard.duration,
      TWITTER_VIDEOS.demoCard.quality,
      TWITTER_VIDEOS.demoCard.size ?? "",
    ],
  },
];

for (const tool of downloaders) {
  test.describe(tool.name, () => {
    test("shows the spec's messages for an empty and a wrong link, keeping the text", async ({ page }) => {
      await gotoHydrated(page, tool.path);
      await expect(page.getByText(tool.platform.demoNotice)).toBeVisible();
      const input = page.getByLabel(tool.platform.urlLabel);
      const getVideo = page.getByRole("button", { name: "Get Video" });
      await getVideo.click();
      await expect(page.getByRole("alert")).toHaveText(tool.platform.emptyUrlMessage);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toBeFocused();
      await expectNoA11yViolations(page);

      await input.fill(tool.invalid);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await getVideo.click();
      await expect(page.getByRole("alert")).toHaveText(tool.platform.invalidUrlMessage);
      await expect(input).toHaveValue(tool.invalid);
      await expect(page.getByRole("heading", { name: "Ready to Download" })).toHaveCount(0);
    });

    test("processes for 2 s, shows the demo card, and 'Download Video' saves the clip and says so in the page", async ({
      page,
    }) => {
      await gotoHydrated(page, tool.path);
      await expect(page.getByRole("heading", { name: "Important Notice" })).toBeVisible();
      await expect(page.getByText(tool.platform.copyrightNotice)).toBeVisible();
      await expect(page.getByRole("heading", { name: "Why use this tool" })).toBeVisible();
      await expectNoA11yViolations(page);

      await page.getByLabel(tool.platform.urlLabel).fill(tool.valid);
      const started = Date.now();
      await page.getByRole("button", { name: "Get Video" }).click();
      await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
      await expect(page.getByText("Processing video… fetching the details of your link.")).toBeVisible();
      const card = page.getByRole("region", { name: "Ready to Download" });
      await expect(card).toBeVisible();
      expect(Date.now() - started).toBeGreaterThanOrEqual(videos.PROCESSING_DELAY_MS - 100);
      await expect(page.getByRole("button", { name: "Get Video" })).toBeEnabled();
      for (const detail of tool.details) await expect(card).toContainText(detail);
      const thumbnail = card.getByRole("img", { name: "Video thumbnail (demo)" });
      await expect(thumbnail).toHaveAttribute("src", "/images/tools/demo-thumbnail.webp");
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(640);
      await expect(page.getByText("Download started! (This is a demo)")).toHaveCount(0);
      await expectNoA11yViolations(page);

      const downloadPromise = page.waitForEvent("download");
      await card.getByRole("button", { name: "Download Video" }).click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toBe(tool.fileName);
      const saved = fs.readFileSync(await download.path());
      expect(saved.subarray(4, 8).toString("latin1")).toBe("ftyp"); // an MP4 file
      await expect(card.getByRole("status")).toHaveText("Download started! (This is a demo)");
      await expectNoA11yViolations(page);
    });
  });
}

/** The demo transcript: one "[mm:ss] text" line per segment. */
const DEMO_TRANSCRIPT = [
  "[00:00] Stop scrolling, because this one tip doubled our video engagement.",
  "[00:04] Most brands lose their viewers in the first three seconds.",
  "[00:08] The fix is simple: open with a hook that names your viewer's problem.",
  '[00:13] Instead of "Hi guys, welcome back", try "Your ads aren\'t converting, and here\'s why."',
  "[00:19] Next, show the result before you explain the process.",
  "[00:23] People stay for the payoff, so tease it early.",
  "[00:27] Keep captions on screen, because most people watch with the sound off.",
  "[00:32] Finally, end with one clear call to action, not three.",
  "[00:36] Tell them exactly what to do next: follow, comment, or tap the link in your bio.",
  "[00:41] Try this on your next three videos and watch your retention climb.",
  "[00:45] Follow for more marketing tips that actually work.",
].join("\n");

test.describe("TikTok transcript generator", () => {
  const path = "/tools/tiktok-transcript-generator";
  const url = "https://www.tiktok.com/@crestline/video/7351234567890123456";
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("messages for an empty and a wrong link", async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByText(transcript.DEMO_NOTICE)).toBeVisible();
    const input = page.getByLabel("TikTok video URL");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByRole("alert")).toHaveText(tiktokLinks.TIKTOK_EMPTY_URL_MESSAGE);
    await input.fill("tiktok video please");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByRole("alert")).toHaveText(tiktokLinks.TIKTOK_INVALID_URL_MESSAGE);
    await expect(input).toHaveValue("tiktok video please");
    await expectNoA11yViolations(page);
  });

  test("'Generating...' for 3 s with the 'Processing Video' panel, then a timestamped transcript to copy and download", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { name: "Why Use TikTok Transcripts?" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What you get" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Timestamped lines" })).toBeVisible();
    await page.getByLabel("TikTok video URL").fill(url);
    // A fake clock makes the 3 s exact.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
    const panel = page.getByRole("region", { name: "Processing Video" });
    await expect(panel).toBeVisible();
    const progress = panel.getByRole("progressbar");
    const steps = panel.getByRole("listitem");
    await expect(progress).toHaveAttribute("aria-valuenow", "0");
    await expect(steps.first()).toHaveText(`${transcript.PROCESSING_STEPS[0]} (in progress)`);
    await page.clock.runFor(transcript.DELAY_MS / 2);
    await expect(progress).toHaveAttribute("aria-valuenow", "50");
    await expect(steps.nth(1)).toHaveText(`${transcript.PROCESSING_STEPS[1]} (done)`);
    await expect(steps.nth(2)).toHaveText(`${transcript.PROCESSING_STEPS[2]} (in progress)`);
    await page.clock.runFor(transcript.DELAY_MS / 2 - 1);
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
    await page.clock.runFor(1);
    const result = page.getByRole("region", { name: "Transcript" });
    await expect(result).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Generate" })).toBeEnabled();
    await expect(result.getByRole("listitem")).toHaveText(DEMO_TRANSCRIPT.split("\n"));
    await expectNoA11yViolationsOnPausedClock(page);

    // Generating again: the working state passes axe too (axe's own timers need the clock to move).
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(panel).toBeVisible();
    await expect(result).toHaveCount(0);
    await expectNoA11yViolationsOnPausedClock(page);
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
    await page.clock.runFor(transcript.DELAY_MS);
    await expect(result).toBeVisible();
    await page.clock.resume();

    await result.getByRole("button", { name: "Copy transcript" }).click();
    await expect(result.getByRole("button", { name: "Copy transcript: copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEMO_TRANSCRIPT);

    const downloadPromise = page.waitForEvent("download");
    await result.getByRole("button", { name: "Download" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("tiktok-transcript-7351234567890123456.txt");
    const text = fs.readFileSync(await download.path(), "utf8");
    expect(text).toBe(DEMO_TRANSCRIPT);
    expect(text.split("\n").every((line) => /^\[\d{2}:\d{2}\] \S/.test(line))).toBe(true);
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of [
    "/tools/instagram-username-checker",
    "/tools/twitter-username-checker",
    "/tools/instagram-reels-downloader",
    "/tools/tiktok-video-downloader",
    "/tools/twitter-video-downloader",
    "/tools/tiktok-transcript-generator",
  ]) {
    test(`${path} fits the screen`, async ({ page }) => {
      await gotoHydrated(page, path);
      expect(await sidewaysOverflow(page), "horizontal overflow in px").toBe(0);
      await expectNoA11yViolations(page);
    });
  }
});
