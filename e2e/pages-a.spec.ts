import type { Page } from "@playwright/test";
import { about } from "#app/site/content/about.ts";
import { careers } from "#app/site/content/careers.ts";
import { faq } from "#app/site/content/faq.ts";
import { home } from "#app/site/content/home.ts";
import { industries } from "#app/site/content/industries.ts";
import { privacy } from "#app/site/content/privacy.ts";
import { services } from "#app/site/content/services.ts";
import { expect, expectNoA11yViolations, gotoHydrated, sidewaysOverflow, test } from "./support.ts";

// The marketing pages: Home, About, Services, Contact, Quote, Privacy,
// Careers and FAQ. Texts and figures are the spec's (section 2 and 9).

const main = (page: Page) => page.getByRole("main");

test.describe("Home", () => {
  test("shows every section in the spec's order, with working links", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const hero = main(page).locator("section").first();
    await expect(hero.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/quote");
    await expect(hero.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");

    // Section order: the h2 of each section, top to bottom.
    const headings = await main(page).getByRole("heading", { level: 2 }).allTextContents();
    const expected = [
      home.whyChooseUs.heading.title,
      home.servicesHeading.title,
      home.aboutTeaser.title,
      home.partnerBadges.heading.title,
      home.brandStrip.title,
      home.industriesHeading.title,
      home.quoteFormHeading.title,
      home.testimonials.heading.title,
      home.successStories.heading.title,
      home.closingCta.title,
    ];
    expect(headings).toEqual(expected);

    // Why choose us (4 points), six service cards, partner badges.
    for (const point of home.whyChooseUs.points)
      await expect(main(page).getByRole("heading", { name: point.title })).toBeVisible();
    for (const service of services) {
      await expect(main(page).getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
        "href",
        `/services#${service.id}`,
      );
    }
    await expect(main(page).getByRole("heading", { name: "Google Partner", exact: true })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Meta Partner", exact: true })).toBeVisible();

    // Quote form in place.
    await expect(page.getByRole("form", { name: "Quote request form" })).toBeVisible();

    // Three testimonials, 5 stars each.
    await expect(main(page).getByText("Rated 5 out of 5")).toHaveCount(3);
    for (const item of home.testimonials.items)
      await expect(main(page).getByText(item.name, { exact: true })).toBeVisible();

    // Success stories link to the first three case studies' slugs, and the closing CTA to /quote and /contact.
    const stories = page.getByRole("region", { name: home.successStories.heading.title });
    const storyLinks = stories.getByRole("listitem").getByRole("link");
    await expect(storyLinks).toHaveCount(3);
    for (const [index, slug] of [
      "aangan-threads-paid-social-roas",
      "ledgerloop-google-ads-cost-per-demo",
      "aravali-heights-technical-local-seo",
    ].entries())
      await expect(storyLinks.nth(index)).toHaveAttribute("href", `/case-studies/${slug}`);
    await expect(stories.getByRole("img")).toHaveCount(3);
    const closing = page.getByRole("region", { name: home.closingCta.title });
    await expect(closing.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/quote");
    await expect(closing.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");

    await hero.getByRole("link", { name: "Explore Our Services" }).click();
    await expect(page).toHaveURL("/services");
    await page.goBack();
    await storyLinks.nth(1).click();
    await expect(page).toHaveURL("/case-studies/ledgerloop-google-ads-cost-per-demo");
  });

  test("the brand strip loops every 20 s, and its copy is hidden from assistive technology", async ({ page }) => {
    await gotoHydrated(page, "/");
    const strip = page.getByRole("region", { name: home.brandStrip.title });
    const track = strip.locator(".brand-strip-track");
    await expect(track).toHaveCSS("animation-duration", "20s");
    await expect(track).toHaveCSS("animation-iteration-count", "infinite");
    const lists = track.locator("ul");
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(1)).toHaveAttribute("aria-hidden", "true");
    await expect(strip.getByRole("listitem")).toHaveCount(home.brandStrip.brands.length);
    await expectNoA11yViolations(page);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the brand strip stands still and the carousel does not advance on its own", async ({ page }) => {
      await page.clock.install();
      await gotoHydrated(page, "/");
      const track = page.locator(".brand-strip-track");
      await expect(track).toHaveCSS("animation-name", "none");
      await expect(page.locator(".brand-strip-copy")).toBeHidden();
      const carousel = page.getByRole("region", { name: "Industries", exact: true });
      await expect(carousel.getByRole("button", { name: /automatic slide show/ })).toHaveCount(0);
      await expect(carousel.getByRole("heading", { name: industries[0]!.name })).toBeVisible();
      await page.clock.runFor(20_000);
      await expect(carousel.getByRole("heading", { name: industries[0]!.name })).toBeVisible();
    });

    test("the industries carousel shows 4 of 14 per page, wraps both ways, and its dots jump", async ({ page }) => {
      await gotoHydrated(page, "/");
      const carousel = page.getByRole("region", { name: "Industries", exact: true });
      await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
      const visibleNames = carousel.getByRole("heading", { level: 3 });
      const pageOf = (n: number) => industries.slice(n * 4, n * 4 + 4).map((industry) => industry.name);
      const dots = carousel.getByRole("button", { name: /^Go to page \d$/ });
      await expect(dots).toHaveCount(4);

      await expect(visibleNames).toHaveText(pageOf(0));
      await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");

      // Previous from the first page wraps to the last (industries 13 and 14).
      await carousel.getByRole("button", { name: "Previous industries" }).click();
      await expect(visibleNames).toHaveText(pageOf(3));
      expect(pageOf(3)).toHaveLength(2);
      await expect(dots.nth(3)).toHaveAttribute("aria-current", "true");

      // Next from the last page wraps to the first.
      await carousel.getByRole("button", { name: "Next industries" }).click();
      await expect(visibleNames).toHaveText(pageOf(0));
      await carousel.getByRole("button", { name: "Next industries" }).click();
      await expect(visibleNames).toHaveText(pageOf(1));

      // Dots jump straight to a page.
      await carousel.getByRole("button", { name: "Go to page 3" }).click();
      await expect(visibleNames).toHaveText(pageOf(2));
      await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
      await expect(dots.nth(0)).not.toHaveAttribute("aria-current");

      // By keyboard.
      await carousel.getByRole("button", { name: "Next industries" }).focus();
      await page.keyboard.press("Enter");
      await expect(visibleNames).toHaveText(pageOf(3));
      await page.keyboard.press("Space");
      await expect(visibleNames).toHaveText(pageOf(0));

      // All 14 industries are in the page for search engines and no-JS visitors.
      await expect(carousel.locator("h3")).toHaveCount(14);
      await expectNoA11yViolations(page);
    });
  });

  test("the carousel advances on its own when motion is allowed, and can be stopped", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    const carousel = page.getByRole("region", { name: "Industries", exact: true });
    await expect(carousel.getByRole("heading", { name: industries[0]!.name })).toBeVisible();
    await page.clock.runFor(6100);
    await expect(carousel.getByRole("heading", { name: industries[4]!.name })).toBeVisible();
    await carousel.getByRole("button", { name: "Stop automatic slide show" }).click();
    await page.mouse.move(0, 0);
    await carousel.getByRole("button", { name: "Start automatic slide show" }).blur();
    await page.clock.runFor(20000);
    await expect(carousel.getByRole("heading", { name: industries[4]!.name })).toBeVisible();
  });
});

test.describe("About", () => {
  test("stats, mission, timeline, team and values", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.hero.title);
    for (const figure of ["$25M+", "500+", "300+", "95%"])
      await expect(main(page).getByText(figure, { exact: true })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Our Mission" })).toBeVisible();
    const story = page.getByRole("region", { name: about.timeline.heading.title });
    await expect(story.locator("time")).toHaveText(["2019", "2021", "2025"]);
    for (const member of about.team.members) {
      await expect(main(page).getByRole("heading", { name: member.name })).toBeVisible();
      await expect(main(page).getByText(member.role, { exact: true })).toBeVisible();
    }
    for (const value of about.values.items)
      await expect(main(page).getByRole("heading", { name: value.title })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe("Services", () => {
  test("hero, summary, six service blocks with dashboards, and the closing banner", async ({ page }) => {
    await gotoHydrated(page, "/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Full-Funnel Solutions for Digital Growth");
    for (const service of services) {
      const block = page.locator(`section#${service.id}`);
      await expect(block.getByRole("heading", { level: 2 })).toHaveText(service.title);
      await expect(block.getByRole("heading", { name: "What we do" })).toBeVisible();
      await expect(block.getByRole("heading", { name: "Platforms" })).toBeVisible();
      await expect(block.getByRole("link", { name: service.ctaText })).toHaveAttribute("href", "/quote");
      await expect(block.getByText("Performance Dashboard")).toBeVisible();
      for (const figure of ["+245%", "+180%", "+320%", "3x", "2.3M", "95%"]) {
        await expect(block.getByText(figure, { exact: true })).toBeVisible();
      }
      for (const item of service.whatWeDo) await expect(block.getByText(item)).toBeVisible();
    }
    await expect(page.locator("main section[id]")).toHaveCount(6);
    const banner = page.getByRole("region", { name: "Not sure what you need?" });
    await expect(banner.getByRole("link", { name: "Get Free Consultation" })).toHaveAttribute("href", "/quote");
    await expect(banner.getByRole("link", { name: "Let's Chat" })).toHaveAttribute("href", "/contact");
    await expectNoA11yViolations(page);
  });
});

test.describe("Contact", () => {
  test("info cards from the site settings, form, office hours, next steps and FAQ", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's Talk About Your Growth");
    await expect(main(page).getByRole("link", { name: "hello@crestline.example" })).toHaveAttribute(
      "href",
      "mailto:hello@crestline.example",
    );
    await expect(main(page).getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    await expect(main(page).getByText("Connaught Place, New Delhi 110001, India")).toBeVisible();
    await expect(main(page).getByText("Within 24 hours", { exact: true })).toBeVisible();
    await expect(page.getByRole("form", { name: "Contact form" })).toBeAttached();

    const hours = page.getByRole("region", { name: "Office Hours" });
    await expect(hours.locator("dt")).toHaveText(["Mon-Fri", "Saturday", "Sunday"]);
    await expect(hours.locator("dd")).toHaveText(["9:00 AM-6:00 PM", "10:00 AM-4:00 PM", "Closed"]);

    await expect(page.getByRole("region", { name: "What Happens Next?" }).getByRole("listitem")).toHaveCount(4);
    const faqItems = page.getByRole("region", { name: "Frequently Asked Questions" }).locator("details");
    await expect(faqItems).toHaveCount(4);
    await faqItems.first().locator("summary").click();
    await expect(faqItems.first()).toHaveAttribute("open", "");
    await expectNoA11yViolations(page);
  });
});

test.describe("Quote", () => {
  test("form and side panels", async ({ page }) => {
    await gotoHydrated(page, "/quote");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Your Free Marketing Quote");
    await expect(page.getByRole("form", { name: "Quote request form" })).toBeAttached();
    await expect(main(page).getByRole("heading", { name: "Trusted by 300+ brands" })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Google Partner" })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Meta Partner" })).toBeVisible();
    await expect(main(page).getByText("95%", { exact: true })).toBeVisible();
    await expect(main(page).getByText("client satisfaction", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Our Process" }).getByRole("listitem")).toHaveCount(4);
    await expect(
      page.getByRole("region", { name: "Prefer to talk?" }).getByRole("link", { name: "+91 98765 43210" }),
    ).toHaveAttribute("href", "tel:+919876543210");
    await expectNoA11yViolations(page);
  });
});

test.describe("Privacy", () => {
  test("policy with its last-updated date, sections and contact details", async ({ page }) => {
    await gotoHydrated(page, "/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(main(page).locator("time[datetime='2025-01-15']")).toHaveText("Last updated: January 15, 2025");
    for (const section of privacy.sections)
      await expect(main(page).getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
    await main(page).getByRole("navigation").getByRole("link", { name: privacy.sections[7]!.heading }).click();
    await expect(page).toHaveURL(`/privacy#${privacy.sections[7]!.id}`);
    await expect(main(page).locator("address").getByRole("link", { name: "hello@crestline.example" })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe("Careers", () => {
  test("five openings, benefits, hiring process; Apply Now opens the form for that opening", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(careers.hero.title);
    const titles = [
      "Senior Digital Marketing Strategist",
      "Social Media Manager",
      "SEO Specialist",
      "Graphic Designer",
      "Marketing Intern",
    ];
    const openings = page.getByRole("region", { name: "Open Positions" }).getByRole("article");
    await expect(openings).toHaveCount(5);
    await expect(openings.getByRole("heading", { level: 3 })).toHaveText(titles);
    await expect(openings.getByText("Full-time", { exact: true })).toHaveCount(4);
    await expect(openings.getByText("Internship", { exact: true })).toHaveCount(1);

    const benefits = page.getByRole("region", { name: careers.benefits.heading.title });
    for (const benefit of careers.benefits.items)
      await expect(benefits.getByRole("heading", { name: benefit.title })).toBeVisible();
    const hiring = page.getByRole("region", { name: careers.hiringProcess.heading.title });
    await expect(hiring.getByRole("listitem")).toHaveCount(5);
    await expect(hiring).toContainText("3-5 business days");
    await expect(hiring).toContainText("30-minute");
    await expect(hiring).toContainText("1-2 weeks");
    await expect(main(page).getByRole("img", { name: careers.image.alt })).toBeVisible();
    await expectNoA11yViolations(page);

    // Apply Now on the third opening opens the application dialog for the SEO Specialist.
    await openings.nth(2).getByRole("button", { name: "Apply Now" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("SEO Specialist");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(openings.nth(2).getByRole("button", { name: "Apply Now" })).toBeFocused();

    await page.getByRole("button", { name: "Apply Now for Marketing Intern" }).click();
    await expect(page.getByRole("dialog")).toContainText("Marketing Intern");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    // Send Your Resume opens the same form with no opening chosen.
    await page.getByRole("button", { name: "Send Your Resume" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    for (const title of titles)
      await expect(page.getByRole("dialog").getByRole("heading", { name: title })).toHaveCount(0);
  });
});

test.describe("FAQ", () => {
  test("16 questions in 4 categories, each toggling on its own, with FAQPage JSON-LD", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect(main(page).getByRole("heading", { level: 2 })).toHaveText([
      "General",
      "Services and Pricing",
      "Performance and Reporting",
      "Technical and Support",
      faq.closingCta.title,
    ]);
    // Native <details>: each answer opens on its own, with no JavaScript on the page.
    const questions = main(page).locator("details > summary");
    await expect(questions).toHaveCount(16);
    for (const category of faq.categories) {
      const region = page.getByRole("region", { name: category.name, exact: true });
      await expect(region.locator("details > summary")).toHaveText(category.items.map((item) => item.question));
    }

    const details = main(page).locator("details");
    const first = questions.nth(0);
    const sixth = questions.nth(5);
    const firstAnswer = details.nth(0).locator("p");
    const sixthAnswer = details.nth(5).locator("p");
    await expect(firstAnswer).toBeHidden();
    await first.click();
    await expect(details.nth(0)).toHaveAttribute("open", "");
    await expect(firstAnswer).toHaveText(faq.categories[0]!.items[0]!.answer);
    await sixth.click();
    await expect(details.nth(0)).toHaveAttribute("open", "");
    await expect(sixthAnswer).toBeVisible();
    await first.click();
    await expect(details.nth(0)).not.toHaveAttribute("open");
    await expect(firstAnswer).toBeHidden();
    await expect(sixthAnswer).toBeVisible();
    // By keyboard.
    await questions.nth(15).focus();
    await page.keyboard.press("Enter");
    await expect(details.nth(15)).toHaveAttribute("open", "");
    await expectNoA11yViolations(page);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = jsonLd
      .map((text) => JSON.parse(text) as { "@type": unknown; mainEntity?: unknown[] })
      .find((data) => data["@type"] === "FAQPage");
    expect(faqPage?.mainEntity).toHaveLength(16);
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/", "/about", "/services", "/contact", "/quote", "/privacy", "/careers", "/faq"]) {
    test(`${path} fits the screen and passes axe`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await sidewaysOverflow(page);
      expect(overflow, "horizontal overflow in px").toBe(0);
      await expectNoA11yViolations(page);
    });
  }
});
