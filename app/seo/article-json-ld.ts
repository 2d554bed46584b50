import { wordCount } from "#contracts/content/article-text.ts";
import { articlePath } from "#contracts/content/content-paths.ts";
import type { Article } from "#contracts/content/schema.ts";
import { site } from "#app/site/content/site.ts";
import { absoluteUrl } from "./meta.ts";

/** schema.org Article of a blog post, published by the site's organisation. */
export function articleJsonLd(article: Article) {
  const url = absoluteUrl(articlePath(article));
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#article`,
    headline: article.title,
    description: article.excerpt,
    image: [absoluteUrl(article.image.src)],
    datePublished: article.date,
    dateModified: article.date,
    author: {
      "@type": "Person",
      name: article.author,
      jobTitle: article.authorRole,
      worksFor: { "@id": `${site.origin}/#organization` },
    },
    publisher: {
      "@type": "Organization",
      "@id": `${site.origin}/#organization`,
      name: site.name,
      logo: absoluteUrl("/favicon.svg"),
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    articleSection: article.category,
    wordCount: wordCount(article.content),
    inLanguage: "en-IN",
  };
}
