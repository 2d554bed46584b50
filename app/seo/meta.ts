import type { MetaDescriptor } from "react-router";
import { site } from "#app/site/content/site.ts";

export interface MetaInput {
  title: string;
  description: string;
  path: string;
  /** Open Graph type: "website" by default, "article" for blog posts. */
  type?: "website" | "article";
  image?: string;
  noindex?: boolean;
  /** Open Graph locale; en_IN by default. */
  locale?: string;
  /** The same page in other languages: one `<link rel="alternate" hreflang>` each. */
  alternates?: readonly { hrefLang: string; path: string }[];
}

export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).toString();
}

/** Title, description, canonical, Open Graph and Twitter tags of one page. */
export function pageMeta(input: MetaInput): MetaDescriptor[] {
  const url = absoluteUrl(input.path);
  const image = absoluteUrl(input.image ?? "/og-image.jpg");
  return [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: input.locale ?? "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(input.alternates ?? []).map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate.hrefLang,
      href: absoluteUrl(alternate.path),
    })),
  ];
}
