import type { Route } from "./+types/article";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { articleIds } from "#app/content/content-ids.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { NotFoundContent } from "./not-found-content.tsx";

// Runs at build time for each prerendered id. An unknown id yields no article: that
// prerendered page is what the server sends, with HTTP 404, for every unknown id.
export function loader({ params }: Route.LoaderArgs) {
  const id = Number(params.id);
  return { id: articleIds.some((known) => known === id) ? id : null };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.id
    ? pageMeta({
        title: `Article ${loaderData.id} | Crestline Digital Blog`,
        description: "An article from the Crestline Digital blog.",
        path: `/blog/${loaderData.id}`,
        type: "article",
      })
    : [{ title: "Article not found | Crestline Digital" }, { name: "robots", content: "noindex" }];

function ArticleNotFound() {
  return (
    <NotFoundContent
      title="Article not found"
      message="We could not find that article. It may have been moved or the link may be mistyped."
      backTo={{ to: "/blog", label: "Back to the blog" }}
    />
  );
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.id === null) return <ArticleNotFound />;
  return <PageHero eyebrow="Blog" title={`Article ${loaderData.id}`} />;
}

// A client-side visit to an unknown id finds no data file (HTTP 404).
export function ErrorBoundary() {
  return <ArticleNotFound />;
}
