import { describe, expect, it } from "vitest";
import { checkStructuredDataProperties } from "./structured-data-properties.ts";
import { body, head, run } from "./checks-test-support.ts";

const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const check = (html: string) => run(checkStructuredDataProperties, html);

describe("structured data properties", () => {
  it("passes when no checked type is present", () => {
    expect(check(head(ld({ "@context": "https://schema.org", "@type": "WebSite", name: "x" })))).toMatchObject({
      status: "passed",
      found: "No Organization, LocalBusiness, Article, Product, FAQPage or BreadcrumbList items",
    });
  });

  it("warns about missing required properties and notes missing recommended ones as info", () => {
    const result = check(
      head(ld({ "@context": "https://schema.org", "@type": "Product", image: "https://x.example/p.jpg" })),
    );
    expect(result.status).toBe("warning");
    expect(result.found).toBe("1 item checked (Product): 2 required properties missing, 6 recommended missing");
    expect(result.details?.slice(0, 3)).toEqual([
      "Product is missing name",
      "Product is missing offers, review or aggregateRating",
      "Info: Product is missing the recommended description",
    ]);
  });

  it("names the article type; Google lists no required Article property, so only info", () => {
    const result = check(
      head(
        ld({
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          image: ["https://x.example/a.jpg"],
          datePublished: "2025-01-01",
          dateModified: "2025-01-02",
          author: [{ "@type": "Person", name: "Ana", url: "https://x.example/ana" }],
        }),
      ),
    );
    expect(result.status).toBe("passed");
    expect(result.details).toEqual(["Info: BlogPosting is missing the recommended headline"]);
  });

  it("reads @graph, full type URLs, and every question of an FAQ page", () => {
    const result = check(
      head(
        ld({
          "@context": "https://schema.org",
          "@graph": [
            { "@type": "https://schema.org/Organization", name: "Acme", url: "https://acme.example" },
            {
              "@type": "FAQPage",
              mainEntity: [
                { "@type": "Question", name: "Why?", acceptedAnswer: { "@type": "Answer", text: "Because." } },
                { "@type": "Question", name: "How?", acceptedAnswer: { "@type": "Answer" } },
                { "@type": "Question", acceptedAnswer: { "@type": "Answer", text: "Yes" } },
              ],
            },
          ],
        }),
      ),
    );
    expect(result.status).toBe("warning");
    expect(result.found).toMatch(/^2 items checked \(Organization, FAQPage\)/);
    expect(result.details?.filter((d) => !d.startsWith("Info:"))).toEqual([
      "FAQPage: Question 2 is missing acceptedAnswer.text",
      "FAQPage: Question 3 is missing name",
    ]);
  });

  it("breadcrumbs need a URL on every item but the last; several of a type are numbered", () => {
    const crumbs = (items: unknown[]) =>
      ld({ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: items });
    const result = check(
      head(
        crumbs([
          { "@type": "ListItem", position: 1, name: "Home", item: "https://x.example/" },
          { "@type": "ListItem", position: 2, name: "Blog" },
          { "@type": "ListItem", position: 3, name: "Post" },
        ]) + crumbs([{ "@type": "ListItem", position: 1, item: { "@id": "https://x.example/", name: "Home" } }]),
      ),
    );
    expect(result.details).toEqual(["BreadcrumbList 1: ListItem 2 is missing item"]);
    expect(result.status).toBe("warning");
  });

  it("reads simple microdata, nested items as objects", () => {
    const html = body(
      '<div itemscope itemtype="https://schema.org/LocalBusiness"><span itemprop="name">Crestline Café</span>' +
        '<div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="name">ignored</span>' +
        '<span itemprop="streetAddress">1 Main St</span></div><a itemprop="url" href="https://x.example/">site</a></div>',
    );
    const result = check(html);
    expect(result.status).toBe("passed");
    expect(result.found).toBe("1 item checked (LocalBusiness): 0 required properties missing, 6 recommended missing");
    expect(result.details).toContain("Info: LocalBusiness is missing the recommended telephone");
    expect(result.details).not.toContain("Info: LocalBusiness is missing the recommended url");
  });

  it("says so when everything is present", () => {
    const org = {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "A",
      url: "https://a.example",
      logo: "l",
      description: "d",
      sameAs: ["s"],
      address: "x",
      telephone: "t",
      email: "e",
      contactPoint: {},
    };
    expect(check(head(ld(org))).found).toBe(
      "1 item checked (Organization): every required and recommended property present",
    );
  });
});
