import { articles } from "#app/site/content/articles/all.ts";
import { articleCards, expectGoodImages, expectTexts, forEachPageAtSlug } from "./content-pages-support.ts";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./support.ts";

// An article at its slug: its own content, share links, calls to action, related articles,
// images and axe; copy link, as served and as React renders it after a move from the blog.

test.describe("article", () => {
  test("each article at its slug shows its own article with share links, body, calls to action and three related articles", async ({
    page,
  }) => {
    await forEachPageAtSlug(page, "blog", articles, async (article) => {
      const main = page.getByRole("main");
      await expectTexts(main, [article.category, article.author, article.readTime]);
      await expect(main.locator("time").first()).toHaveAttribute("datetime", article.date);
      await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
      expect(await main.locator("article h2").count()).toBeGreaterThanOrEqual(3);
      expect(await main.locator("article li").count()).toBeGreaterThanOrEqual(3);

      const url = encodeURIComponent(`https://crestline.example/blog/${article.slug}`);
      const share = page.getByRole("list", { name: "Share this article" });
      await expect(share.getByRole("link", { name: /Share on X/ })).toHaveAttribute(
        "href",
        new RegExp(`^https://x\\.com/intent/post\\?url=${url}&text=`),
      );
      await expect(share.getByRole("link", { name: /Share on LinkedIn/ })).toHaveAttribute(
        "href",
        `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      );
      await expect(share.getByRole("link", { name: /Share on Facebook/ })).toHaveAttribute(
        "href",
        `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      );
      await expect(share.getByRole("link", { name: /Share on WhatsApp/ })).toHaveAttribute(
        "href",
        new RegExp(`^https://wa\\.me/\\?text=.+${url}$`),
      );
      await expect(share.getByRole("button", { name: /Copy link/ })).toBeVisible();

      await expect(page.getByRole("link", { name: "Get Free Consultation" })).toHaveAttribute("href", "/quote");
      await expect(page.getByRole("link", { name: "Talk to Us" })).toHaveAttribute("href", "/contact");

      const related = page.getByRole("region", { name: "Related Articles" }).getByRole("link", { name: /^Read More/ });
      await expect(related).toHaveCount(3);
      for (const link of await related.all()) {
        const href = (await link.getAttribute("href")) ?? "";
        const slug = href.replace("/blog/", "");
        expect(articles.some((other) => other.slug === slug)).toBe(true);
        expect(slug).not.toBe(article.slug);
      }
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
      expect(jsonLd).toContain('"@type":"Article"');
      expect(jsonLd).toContain(
        `"mainEntityOfPage":{"@type":"WebPage","@id":"https://crestline.example/blog/${article.slug}"}`,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `https://crestline.example/blog/${article.slug}`,
      );
      expect(jsonLd).toContain('"BreadcrumbList"');
      await expectGoodImages(page, 4);
      await expect(page.locator("main img").first()).toHaveAttribute("loading", "eager");
      await expectNoA11yViolations(page);
    });
  });

  test("a related article opens, and copy link copies the article's address", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/blog/google-ads-lead-generation-junk-leads");
    // The copy script is written into the page: an article loads no script file.
    await expect(page.locator("script[src]")).toHaveCount(0);
    await page.getByRole("button", { name: /Copy link/ }).click();
    await expect(page.getByRole("button", { name: /copied/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "https://crestline.example/blog/google-ads-lead-generation-junk-leads",
    );
    const first = page.getByRole("region", { name: "Related Articles" }).getByRole("article").first();
    const title = (await first.getByRole("heading").textContent()) ?? "";
    await first.getByRole("link", { name: /^Read More/ }).click();
    const slugs = articles.map((article) => article.slug);
    await expect(page).toHaveURL(new RegExp(`/blog/(${slugs.join("|")})$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("the blog card link opens the article, whose copy link works there too", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/blog");
    await articleCards(page)
      .nth(3)
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL("/blog/mobile-first-landing-page-checklist");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(articles[3]?.title ?? "");
    // Rendered by React in the page the blog hydrated, the button gets the script as a file.
    await page.getByRole("button", { name: /Copy link/ }).click();
    await expect(page.getByRole("button", { name: /copied/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "https://crestline.example/blog/mobile-first-landing-page-checklist",
    );
  });
});
