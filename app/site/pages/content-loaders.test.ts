import { describe, expect, it } from "vitest";
import { loader as articleLoader } from "./article.tsx";
import { loader as caseStudyLoader } from "./case-study.tsx";

// The loaders run at build time for the prerendered slugs, and on each request under the
// dev server, where an old id URL redirects like the built server's.

type LoaderArgs<T extends (args: never) => unknown> = Parameters<T>[0];

function args<T extends (args: never) => unknown>(url: string, slug: string): LoaderArgs<T> {
  return { params: { slug }, request: new Request(`http://localhost${url}`) } as unknown as LoaderArgs<T>;
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("nothing thrown");
}

describe("article loader", () => {
  it("finds the article by its slug, with three related cards", () => {
    const data = articleLoader(
      args<typeof articleLoader>(
        "/blog/ga4-for-marketers-key-events-attribution",
        "ga4-for-marketers-key-events-attribution",
      ),
    );
    expect(data.article?.id).toBe(6);
    expect(data.related).toHaveLength(3);
  });

  it("redirects an old id URL to the slug URL with its query", () => {
    const response = thrownBy(() => articleLoader(args<typeof articleLoader>("/blog/1?utm_source=x", "1")));
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(301);
    expect((response as Response).headers.get("location")).toBe(
      "/blog/facebook-advertising-guide-indian-brands?utm_source=x",
    );
  });

  it("gives no article for an unknown slug or id", () => {
    for (const slug of ["no-such-article", "99", "01", "not-found"]) {
      expect(articleLoader(args<typeof articleLoader>(`/blog/${slug}`, slug)).article, slug).toBeNull();
    }
  });
});

describe("case study loader", () => {
  it("finds the case study by its slug", () => {
    const data = caseStudyLoader(
      args<typeof caseStudyLoader>("/case-studies/x", "nirmaya-diagnostics-creative-sprint-ctr"),
    );
    expect(data.caseStudy?.id).toBe(6);
  });

  it("redirects an old id URL to the slug URL", () => {
    const response = thrownBy(() => caseStudyLoader(args<typeof caseStudyLoader>("/case-studies/2", "2")));
    expect((response as Response).status).toBe(301);
    expect((response as Response).headers.get("location")).toBe("/case-studies/ledgerloop-google-ads-cost-per-demo");
  });

  it("gives no case study for an unknown slug or id", () => {
    for (const slug of ["no-such-study", "7", "1.0"]) {
      expect(caseStudyLoader(args<typeof caseStudyLoader>(`/case-studies/${slug}`, slug)).caseStudy, slug).toBeNull();
    }
  });
});
