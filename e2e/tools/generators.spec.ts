import { expect, expectNoA11yViolations, gotoHydrated, test } from "../support.ts";
import {
  readClipboard,
  expectOptions,
  expectFieldAlert,
  texts,
  generate,
  expectCopies,
  expectNewList,
  generateList,
} from "./text-tools-support.ts";

// The generators: generate, copy, regenerate, every validation message, axe. Option lists
// and hashtag pools are the product spec's, written out here so a broken generator fails.

/** The spec's category options of the YouTube tools. */
const YOUTUBE_CATEGORIES =
  "general General, gaming Gaming, tech Technology, lifestyle Lifestyle, education Education, " +
  "entertainment Entertainment, music Music, fitness Fitness, food Food & Cooking, travel Travel";

/** The spec's 11 generic tags every hashtag result draws from, as Copy All would write them. */
const GENERIC_HASHTAGS = (
  "#youtube #youtuber #subscribe #youtubechannel #newvideo #video #viral #trending #contentcreator " +
  "#youtubevideo #watchnow"
).split(" ");

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("YouTube name generator: validation, 20 names, copy, Generate More Names, tips", async ({ page }) => {
  await gotoHydrated(page, "/tools/youtube-name-generator");
  const keywords = page.getByRole("textbox", { name: "Keywords" });
  const category = page.getByRole("combobox", { name: "Category" });
  await expectOptions(category, YOUTUBE_CATEGORIES);

  await page.getByRole("button", { name: "Generate Names" }).click();
  await expectFieldAlert(page, keywords, "Please enter some keywords");
  await keywords.fill(" ,  , ");
  await page.getByRole("button", { name: "Generate Names" }).click();
  await expectFieldAlert(page, keywords, "Please enter some keywords");
  await expect(keywords).toHaveValue(" ,  , ");

  await keywords.fill("retro, speedrun");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await category.selectOption({ label: "Gaming" });
  const { list, first } = await generateList(page, "Generate Names", "Channel name ideas", 20);
  expect(first.every((name) => /Retro|Speedrun/.test(name))).toBe(true);

  await expectCopies(page, list.getByRole("button", { name: "Copy name 1", exact: true }), first[0] ?? "");

  await expectNewList(page, "Generate More Names", list, 20, first);

  await expect(page.getByRole("heading", { name: "Tips for Choosing a Channel Name" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Tips for Choosing a Channel Name" }).locator("..").getByRole("listitem"),
  ).toHaveCount(6);
  await expectNoA11yViolations(page);
});

test("YouTube hashtag generator: validation, 30 hashtags (or the whole smaller pool), chips copy one, Copy All, regenerate", async ({
  page,
}) => {
  await gotoHydrated(page, "/tools/youtube-hashtag-generator");
  const topic = page.getByRole("textbox", { name: "Video topic" });
  await expectOptions(page.getByRole("combobox", { name: "Category" }), YOUTUBE_CATEGORIES);

  await page.getByRole("button", { name: "Generate Hashtags" }).click();
  await expectFieldAlert(page, topic, "Please enter a topic");

  // A one-word topic has a pool of 3 + 8 + 11 = 22 tags: all of them are shown.
  const smallPool = [
    ...["#cats", "#catstips", "#catstutorial"],
    ...["#vlog", "#howto", "#tips", "#lifehacks", "#dailyvlog", "#community", "#ideas", "#creator"],
    ...GENERIC_HASHTAGS,
  ];
  expect(smallPool).toHaveLength(22);
  await topic.fill("cats");
  await generate(page, page.getByRole("button", { name: "Generate Hashtags" }));
  const chips = page.getByRole("list", { name: "Hashtags" }).getByRole("button");
  await expect(chips).toHaveCount(22);
  expect((await chips.allTextContents()).sort()).toEqual(smallPool.sort());

  // Four topic words make a pool of 4 × 3 + 8 + 11 = 31 tags: cut to 30.
  const largePool = [
    ...["#easy", "#easytips", "#easytutorial", "#vegan", "#vegantips", "#vegantutorial"],
    ...["#dinner", "#dinnertips", "#dinnertutorial", "#recipes", "#recipestips", "#recipestutorial"],
    ...["#food", "#cooking", "#recipe", "#foodie", "#homecooking", "#easyrecipes", "#baking", "#foodlover"],
    ...GENERIC_HASHTAGS,
  ];
  expect(largePool).toHaveLength(31);
  await topic.fill("easy vegan dinner recipes");
  await page.getByRole("combobox", { name: "Category" }).selectOption("food");
  await generate(page, page.getByRole("button", { name: "Generate Hashtags" }));
  await expect(chips).toHaveCount(30);
  const tags = await chips.allTextContents();
  expect(new Set(tags).size).toBe(30);
  expect(tags.filter((tag) => !largePool.includes(tag))).toEqual([]);

  const chip = chips.nth(2);
  await chip.click();
  await expect(chip).toContainText("Copied");
  expect(await readClipboard(page)).toBe(tags[2]);

  await expectCopies(page, page.getByRole("button", { name: "Copy All", exact: true }), tags.join(" "));

  await generate(page, page.getByRole("button", { name: "Generate More Hashtags" }));
  await expect(chips).toHaveCount(30);
  expect(await chips.allTextContents()).not.toEqual(tags);

  await expect(page.getByRole("heading", { name: "Hashtag Best Practices" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Features" }).getByRole("listitem")).toHaveCount(3);
  await expectNoA11yViolations(page);
});

test("YouTube title generator: validation, 15 titles with length counters, copy, Generate More Titles", async ({
  page,
}) => {
  await gotoHydrated(page, "/tools/youtube-title-generator");
  const topic = page.getByRole("textbox", { name: "Video topic" });
  await expectOptions(page.getByRole("combobox", { name: "Category" }), YOUTUBE_CATEGORIES);

  await topic.fill("   ");
  await page.getByRole("button", { name: "Generate Titles" }).click();
  await expectFieldAlert(page, topic, "Please enter a topic");

  await topic.fill("home workouts");
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Fitness" });
  const { list, first } = await generateList(page, "Generate Titles", "Title ideas", 15);
  expect(first.every((title) => title.includes("Home Workouts"))).toBe(true);
  // Each title shows its length against the 60 recommended.
  await expect(list.getByRole("listitem").first()).toContainText(`${first[0]?.length} / 60 recommended (100 maximum)`);

  await expectCopies(page, list.getByRole("button", { name: "Copy title 3", exact: true }), first[2] ?? "");

  await expectNewList(page, "Generate More Titles", list, 15, first);
  await expect(page.getByRole("heading", { name: "Title Best Practices" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("YouTube description generator: both fields required, checkboxes on by default, preview, copy, new description", async ({
  page,
}) => {
  await gotoHydrated(page, "/tools/youtube-description-generator");
  const title = page.getByRole("textbox", { name: "Video title" });
  const topic = page.getByRole("textbox", { name: "Main topic" });
  const hashtags = page.getByRole("checkbox", { name: "Include hashtags" });
  const callToAction = page.getByRole("checkbox", { name: "Include call-to-action" });
  await expect(hashtags).toBeChecked();
  await expect(callToAction).toBeChecked();
  await expectOptions(page.getByRole("combobox", { name: "Category" }), YOUTUBE_CATEGORIES);

  await page.getByRole("button", { name: "Generate Description" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter both video title and topic");
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(topic).toHaveAccessibleDescription("Please enter both video title and topic");

  await title.fill("Morning Yoga for Beginners");
  await page.getByRole("button", { name: "Generate Description" }).click();
  await expectFieldAlert(page, topic, "Please enter both video title and topic");
  await expect(title).toHaveValue("Morning Yoga for Beginners");
  await expect(title).not.toHaveAttribute("aria-invalid", "true");

  await topic.fill("morning yoga");
  await page.getByRole("combobox", { name: "Category" }).selectOption("fitness");
  await generate(page, page.getByRole("button", { name: "Generate Description" }), 1500);
  const preview = page.getByRole("region", { name: "Description preview" });
  await expect(preview).toContainText("Morning Yoga for Beginners");
  for (const time of ["0:00", "1:30", "3:45", "7:20", "9:15"]) await expect(preview).toContainText(time);
  await expect(preview).toContainText("#morningyoga #YouTube #Tutorial #HowTo #Tips #fitness");
  await expect(preview).toContainText("© 2025");
  await expect(preview).toContainText(/subscribe/i);
  const description = (await preview.textContent()) ?? "";
  await expect(page.getByText(`${description.length.toLocaleString("en-US")} / 5,000`)).toBeVisible();

  await expectCopies(page, page.getByRole("button", { name: "Copy Description", exact: true }), description);

  await hashtags.uncheck();
  await callToAction.uncheck();
  await generate(page, page.getByRole("button", { name: "Generate New Description" }), 1500);
  await expect(preview).not.toContainText("#YouTube");
  await expect(preview).not.toContainText(/subscribe/i);
  await expect(preview).toContainText("Morning Yoga for Beginners");
  await expect(page.getByRole("heading", { name: "Description Best Practices" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("Instagram caption generator: validation, moods, 4 numbered captions with 5 hashtags, copy, Generate More Captions", async ({
  page,
}) => {
  await gotoHydrated(page, "/tools/instagram-caption-generator");
  const topic = page.getByRole("textbox", { name: "Post topic" });
  await expectOptions(
    page.getByRole("combobox", { name: "Mood" }),
    "casual Casual & Friendly, professional Professional, inspirational Inspirational, " +
      "funny Funny & Humorous, motivational Motivational, storytelling Storytelling",
  );
  await expect(page.getByRole("checkbox", { name: "Include hashtags" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Include emojis" })).toBeChecked();

  await page.getByRole("button", { name: "Generate Captions" }).click();
  await expectFieldAlert(page, topic, "Please enter a post topic");

  await topic.fill("weekend brunch");
  await page.getByRole("combobox", { name: "Mood" }).selectOption({ label: "Funny & Humorous" });
  const { list, first } = await generateList(page, "Generate Captions", "Instagram captions", 4);
  const cards = list.getByRole("listitem");
  await expect(cards.nth(3).getByRole("heading", { name: "Caption 4" })).toBeVisible();
  for (const caption of first) {
    const tagLine = caption.split("\n").at(-1) ?? "";
    expect(tagLine.split(" ")).toHaveLength(5);
    expect(tagLine.startsWith("#weekendbrunch")).toBe(true);
  }
  await expect(cards.first()).toContainText(`${first[0]?.length} / 2,200 characters (Instagram limit)`);

  await expectCopies(page, cards.nth(1).getByRole("button", { name: "Copy caption 2", exact: true }), first[1] ?? "");

  await expectNewList(page, "Generate More Captions", list, 4, first);

  // Options off: no hashtags, no emojis.
  await page.getByRole("checkbox", { name: "Include hashtags" }).uncheck();
  await page.getByRole("checkbox", { name: "Include emojis" }).uncheck();
  await generate(page, page.getByRole("button", { name: "Generate Captions" }));
  for (const caption of await texts(list)) {
    expect(caption).not.toContain("#");
    expect(caption).not.toMatch(/\p{Extended_Pictographic}/u);
  }
  await expect(page.getByRole("heading", { name: "Caption Best Practices" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("TikTok caption generator: validation, styles, the style's fixed 4-5 captions with 6 hashtags, copy, regenerate", async ({
  page,
}) => {
  await gotoHydrated(page, "/tools/tiktok-caption-generator");
  const topic = page.getByRole("textbox", { name: "Video topic" });
  const style = page.getByRole("combobox", { name: "Caption style" });
  await expectOptions(
    style,
    "trendy Trendy & Viral, funny Funny & Humorous, educational Educational, " +
      "motivational Motivational, lifestyle Lifestyle, dance Dance & Music",
  );
  await expect(page.getByRole("checkbox", { name: "Include hashtags" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Include emojis" })).toBeChecked();

  await page.getByRole("button", { name: "Generate Captions" }).click();
  await expectFieldAlert(page, topic, "Please enter a video topic");

  await topic.fill("pasta recipe");
  await style.selectOption({ label: "Educational" });
  // The fixed sets: 5 educational captions, 4 motivational ones.
  const { list, first } = await generateList(page, "Generate Captions", "TikTok captions", 5);
  for (const caption of first) {
    const tagLine = caption.split("\n").at(-1) ?? "";
    expect(tagLine.split(" ")).toHaveLength(6);
    expect(tagLine.startsWith("#pastarecipe")).toBe(true);
  }
  await expect(list.getByRole("listitem").first()).toContainText("/ 2,200 characters (TikTok limit)");
  await expectCopies(page, list.getByRole("button", { name: "Copy caption 1", exact: true }), first[0] ?? "");

  await style.selectOption("motivational");
  await expectNewList(page, "Generate Captions", list, 4, first);
  await expect(page.getByRole("heading", { name: "Caption Best Practices" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("Ad hook generator: both fields required, platforms and styles, 6 hooks, copy, Generate More Hooks", async ({
  page,
}) => {
  await gotoHydrated(page, "/tools/ad-hook-generator");
  const product = page.getByRole("textbox", { name: "Product or service" });
  const audience = page.getByRole("textbox", { name: "Target audience" });
  await expectOptions(
    page.getByRole("combobox", { name: "Ad platform" }),
    "facebook Facebook Ads, google Google Ads, instagram Instagram Ads, " +
      "linkedin LinkedIn Ads, youtube YouTube Ads, tiktok TikTok Ads",
  );
  await expectOptions(
    page.getByRole("combobox", { name: "Hook style" }),
    "curiosity Curiosity, problem Problem & Solution, benefit Benefit-Driven, " +
      "urgency Urgency, social Social Proof, question Question",
  );

  await page.getByRole("button", { name: "Generate Hooks" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter both product and target audience");
  await product.fill("meal planning app");
  await page.getByRole("button", { name: "Generate Hooks" }).click();
  await expectFieldAlert(page, audience, "Please enter both product and target audience");
  await expect(product).toHaveValue("meal planning app");

  await audience.fill("busy parents");
  await page.getByRole("combobox", { name: "Ad platform" }).selectOption({ label: "LinkedIn Ads" });
  await page.getByRole("combobox", { name: "Hook style" }).selectOption("question");
  const { list, first } = await generateList(page, "Generate Hooks", "Ad hooks", 6);
  expect(first.some((hook) => hook.includes("busy parents"))).toBe(true);

  await expectCopies(page, list.getByRole("button", { name: "Copy hook 6", exact: true }), first[5] ?? "");

  await expectNewList(page, "Generate More Hooks", list, 6, first);
  await expectNoA11yViolations(page);
});
