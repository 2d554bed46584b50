import { articles } from "#app/site/content/articles/all.ts";
import { stripTags } from "#contracts/content/article-text.ts";
import { caseStudies } from "#app/site/content/case-studies/all.ts";
import {
  articleCards,
  cards,
  expectGoodImages,
  expectListPage,
  expectTexts,
  forEachPageAtSlug,
} from "./content-pages-support.ts";
import { expect, expectNoA11yViolations, gotoHydrated, sidewaysOverflow, test } from "./support.ts";

// Case study list and detail, blog list: filters, per-slug content, old id URLs redirected,
// 404s, search, categories, images, axe, phone width. Articles: article.spec.ts.

test.describe("case study list", () => {
  test("six cards with tags, metric, timeframe, figures and a link to their own slug", async ({ page }) => {
    await expectListPage(page, "/case-studies", "Real Results for Real Brands", cards(page), 6);
    for (const [index, caseStudy] of caseStudies.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole("heading", { name: caseStudy.title })).toBeVisible();
      const { service, industry, metric, timeframe, cardResults } = caseStudy;
      await expectTexts(card, [service, industry, metric, timeframe, ...cardResults.map((figure) => figure.value)]);
      await expect(card.getByRole("link", { name: /^See Full Case Study/ })).toHaveAttribute(
        "href",
        `/case-studies/${caseStudy.slug}`,
      );
    }
    await expect(page.getByRole("link", { name: "Get a Free Quote" }).last()).toHaveAttribute("href", "/quote");
    await expect(page.getByRole("heading", { name: "Let's Work Together" })).toBeVisible();
    await expectGoodImages(page, 6);
    await expect(page.locator("main img").first()).toHaveAttribute("loading", "eager");
    await expect(page.locator("main img").last()).toHaveAttribute("loading", "lazy");
    await expectNoA11yViolations(page);
  });

  test("filters by industry alone, service alone and both; no match shows the message and Clear Filters resets", async ({
    page,
  }) => {
    await gotoHydrated(page, "/case-studies");
    const industry = page.getByLabel("Industry");
    const service = page.getByLabel("Service");
    await expect(industry).toHaveValue("All");
    await expect(service).toHaveValue("All");

    await industry.selectOption("Technology");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("LedgerLoop");

    await industry.selectOption("All");
    await service.selectOption("SEO");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Aravali Heights");

    await industry.selectOption("Real Estate");
    await expect(cards(page)).toHaveCount(1);

    await industry.selectOption("Fashion");
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText("No case studies found for the selected filters.")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(industry).toHaveValue("All");
    await expect(service).toHaveValue("All");
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByText("No case studies found for the selected filters.")).toHaveCount(0);
  });
});

test.describe("case study detail", () => {
  test("each case study at its slug shows its own story, results, strategy, testimonial and calls to action", async ({
    page,
  }) => {
    await forEachPageAtSlug(page, "case-studies", caseStudies, async (caseStudy) => {
      await expect(page).toHaveTitle(new RegExp(caseStudy.client));
      const main = page.getByRole("main");
      const { client, duration, overview, challenge, results } = caseStudy;
      await expectTexts(main, [client, duration, overview, challenge, ...Object.values(results).map((f) => f.value)]);
      await expect(page.getByRole("region", { name: "The Results" }).locator("dl > div")).toHaveCount(6);
      await expect(page.getByRole("region", { name: "Our Strategy" }).getByRole("listitem")).toHaveCount(5);
      await expectTexts(main, [caseStudy.testimonial.text, caseStudy.testimonial.author]);
      await expect(page.getByRole("link", { name: "Get Your Free Quote" })).toHaveAttribute("href", "/quote");
      // The case study's call to action books the call itself (/book) instead of sending another form.
      await expect(page.getByRole("link", { name: "Schedule a Call" })).toHaveAttribute("href", "/book");
      await expect(page.getByRole("link", { name: "Back to Case Studies" })).toHaveAttribute("href", "/case-studies");
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(
        jsonLd.some(
          (text) =>
            text.includes('"BreadcrumbList"') &&
            text.includes(`https://crestline.example/case-studies/${caseStudy.slug}"`),
        ),
      ).toBe(true);
      await expectGoodImages(page, 1);
      await expectNoA11yViolations(page);
    });
  });

  test("the list's card link opens that case study", async ({ page }) => {
    await gotoHydrated(page, "/case-studies");
    await cards(page)
      .nth(4)
      .getByRole("link", { name: /^See Full Case Study/ })
      .click();
    await expect(page).toHaveURL("/case-studies/precimax-engineering-linkedin-youtube-rfqs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(caseStudies[4]?.title ?? "");
    await page.getByRole("link", { name: "Back to Case Studies" }).click();
    await expect(page).toHaveURL("/case-studies");
  });
});

test.describe("old id URLs", () => {
  for (const [url, slugUrl, heading] of [
    ["/blog/1", "/blog/facebook-advertising-guide-indian-brands", articles[0]?.title],
    [
      "/case-studies/3?utm_source=deck",
      "/case-studies/aravali-heights-technical-local-seo?utm_source=deck",
      caseStudies[2]?.title,
    ],
  ] as const) {
    test(`${url} answers 301 and the browser lands on ${slugUrl}`, async ({ page }) => {
      const response = await gotoHydrated(page, url);
      expect(response?.status()).toBe(200);
      const redirect = await response?.request().redirectedFrom()?.response();
      expect(redirect?.status()).toBe(301);
      expect(redirect?.url()).toMatch(new RegExp(`${url.replace("?", "\\?")}$`));
      await expect(page).toHaveURL(slugUrl);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `https://crestline.example${slugUrl.split("?")[0]}`,
      );
    });
  }
});

test.describe("unknown ids and slugs", () => {
  for (const [url, heading, back, list] of [
    ["/case-studies/99", "Case study not found", "Back to case studies", "/case-studies"],
    ["/case-studies/01", "Case study not found", "Back to case studies", "/case-studies"],
    ["/case-studies/abc", "Case study not found", "Back to case studies", "/case-studies"],
    ["/blog/7", "Article not found", "Back to the blog", "/blog"],
    ["/blog/1.0", "Article not found", "Back to the blog", "/blog"],
    ["/blog/facebook-advertising", "Article not found", "Back to the blog", "/blog"],
  ] as const) {
    test(`${url} answers 404 with a not-found page linking back to the list`, async ({ page }) => {
      const response = await gotoHydrated(page, url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expectNoA11yViolations(page);
      await page.getByRole("link", { name: back }).click();
      await expect(page).toHaveURL(list);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});

/** A word of the article's body that is in no title or excerpt and in no other article. */
function bodyOnlyWord(index: number): string {
  const others = articles
    .map((article, i) =>
      i === index
        ? `${article.title} ${article.excerpt}`
        : `${article.title} ${article.excerpt} ${stripTags(article.content)}`,
    )
    .join(" ")
    .toLowerCase();
  const words =
    stripTags(articles[index]?.content ?? "")
      .toLowerCase()
      .match(/[a-z]{8,}/g) ?? [];
  const word = words.find((candidate) => !others.includes(candidate));
  if (!word) throw new Error(`no body-only word in article ${index + 1}`);
  return word;
}

test.describe("blog list", () => {
  test("six cards, categories, popular posts and the subscribe box", async ({ page }) => {
    await expectListPage(page, "/blog", "Digital Marketing Insights", articleCards(page), 6);
    for (const [index, article] of articles.entries()) {
      const card = articleCards(page).nth(index);
      await expect(card.getByRole("heading", { name: article.title })).toBeVisible();
      await expectTexts(card, [article.category, article.excerpt, article.author, article.readTime]);
      await expect(card.locator("time")).toHaveAttribute("datetime", article.date);
      await expect(card.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", `/blog/${article.slug}`);
    }
    const categories = page.getByRole("list", { name: "Categories" }).getByRole("button");
    await expect(categories).toHaveText([
      "All",
      "Paid Social",
      "Google Ads",
      "SEO",
      "Web Design",
      "Social Media",
      "Analytics",
    ]);
    const popular = page.getByRole("list", { name: "Popular Posts" }).getByRole("link");
    await expect(popular).toHaveText(articles.slice(0, 3).map((article) => article.title));
    for (const [index, link] of (await popular.all()).entries())
      await expect(link).toHaveAttribute("href", `/blog/${articles[index]?.slug}`);
    await expect(page.getByRole("heading", { name: "Stay Updated" })).toBeVisible();
    await expectGoodImages(page, 6);
    await expectNoA11yViolations(page);
  });

  test("search matches title, excerpt and body, and shows a no-result state", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    const search = page.getByRole("searchbox", { name: "Search articles" });

    await search.fill("reels");
    await expect(articleCards(page).getByRole("heading", { name: articles[4]?.title })).toBeVisible();

    // A word from an excerpt only (article 2: "junk" is in its title; use its excerpt).
    const excerptWord = (articles[1]?.excerpt.toLowerCase().match(/[a-z]{7,}/g) ?? []).find(
      (word) =>
        !articles.some(
          (other, i) =>
            i !== 1 && `${other.title} ${other.excerpt} ${stripTags(other.content)}`.toLowerCase().includes(word),
        ) && !(articles[1]?.title.toLowerCase().includes(word) ?? false),
    );
    expect(excerptWord, "a word only article 2's excerpt has").toBeTruthy();
    await search.fill(excerptWord ?? "");
    await expect(articleCards(page)).toHaveCount(1);
    await expect(articleCards(page).first()).toContainText(articles[1]?.title ?? "");

    for (const index of [0, 2, 5]) {
      await search.fill(bodyOnlyWord(index));
      await expect(articleCards(page)).toHaveCount(1);
      await expect(articleCards(page).first()).toContainText(articles[index]?.title ?? "");
    }

    await search.fill("zzzz no such topic");
    await expect(articleCards(page)).toHaveCount(0);
    await expect(page.getByText("No articles match your search. Try another word or category.")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Show all articles" }).click();
    await expect(search).toHaveValue("");
    await expect(articleCards(page)).toHaveCount(6);
  });

  test("category buttons filter the list, combine with search, and report their state with aria-pressed", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    const categories = page.getByRole("list", { name: "Categories" });
    await expect(categories.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    for (const article of articles) {
      await categories.getByRole("button", { name: article.category, exact: true }).click();
      await expect(categories.getByRole("button", { name: article.category, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(categories.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
      await expect(articleCards(page)).toHaveCount(
        articles.filter((other) => other.category === article.category).length,
      );
      await expect(articleCards(page).first()).toContainText(article.title);
    }
    await categories.getByRole("button", { name: "SEO", exact: true }).click();
    await page.getByRole("searchbox", { name: "Search articles" }).fill("reels");
    await expect(articleCards(page)).toHaveCount(0);
    await categories.getByRole("button", { name: "All" }).click();
    await expect(articleCards(page)).not.toHaveCount(0);
  });
});

test.describe("blog search in the URL", () => {
  const reels = articles[4]!;
  const matches = (category?: string) =>
    articles.filter(
      (article) =>
        (!category || article.category === category) &&
        `${article.title} ${article.excerpt} ${stripTags(article.content)}`.toLowerCase().includes("reels"),
    ).length;

  test("typing writes the URL, the count is announced beside the box, and Back from an article returns to the list", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    const search = page.getByRole("search");
    await expect(search.getByRole("status")).toHaveText(`${articles.length} articles`);
    await search.getByRole("searchbox", { name: "Search articles" }).fill("reels");
    await page
      .getByRole("list", { name: "Categories" })
      .getByRole("button", { name: reels.category, exact: true })
      .click();
    const listUrl = `/blog?q=reels&category=${encodeURIComponent(reels.category).replaceAll("%20", "+")}`;
    await expect(page).toHaveURL(listUrl);
    await expect(search.getByRole("status")).toHaveText(
      `${matches(reels.category)} of ${articles.length} articles match`,
    );
    await expect(search.getByRole("status")).toHaveAttribute("aria-live", "polite");

    await articleCards(page).filter({ hasText: reels.title }).getByRole("link").first().click();
    await expect(page).toHaveURL(`/blog/${reels.slug}`);
    await page.goBack();
    await expect(page).toHaveURL(listUrl);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("reels");
    await expect(articleCards(page)).toHaveCount(matches(reels.category));

    // A shared link opens the same list, rendered so by the server.
    await gotoHydrated(page, "/blog?q=reels");
    await expect(articleCards(page)).toHaveCount(matches());
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("reels");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the box and the category buttons are a GET form the server answers", async ({ page }) => {
      await page.goto("/blog");
      await page.getByRole("searchbox", { name: "Search articles" }).fill("reels");
      await page.getByRole("searchbox", { name: "Search articles" }).press("Enter");
      await expect(page).toHaveURL(/\/blog\?q=reels&category=All$/);
      await expect(articleCards(page)).toHaveCount(matches());
      await expect(articleCards(page).filter({ hasText: reels.title })).toHaveCount(1);
      await expect(page.getByRole("search").getByRole("status")).toHaveText(
        `${matches()} of ${articles.length} articles match`,
      );

      await page.getByRole("list", { name: "Categories" }).getByRole("button", { name: "SEO", exact: true }).click();
      await expect(page).toHaveURL(/\/blog\?q=reels&category=SEO$/);
      await expect(articleCards(page)).toHaveCount(matches("SEO"));
    });
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const url of [
    "/case-studies",
    "/case-studies/aravali-heights-technical-local-seo",
    "/blog",
    "/blog/instagram-reels-strategy-for-brands",
  ]) {
    test(`${url} fits the screen and passes axe`, async ({ page }) => {
      await gotoHydrated(page, url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await sidewaysOverflow(page);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoA11yViolations(page);
    });
  }

  test("filters and search work at phone width", async ({ page }) => {
    await gotoHydrated(page, "/case-studies");
    await page.getByLabel("Service").selectOption("Web Design");
    await expect(cards(page)).toHaveCount(1);
    await gotoHydrated(page, "/blog");
    await page.getByRole("list", { name: "Categories" }).getByRole("button", { name: "Analytics" }).click();
    await expect(articleCards(page)).toHaveCount(1);
  });
});
