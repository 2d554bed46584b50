import { Link, useLocation } from "react-router";
import type { Route } from "./+types/tools-index";
import { onIntentPage } from "#app/lib/page-scripts.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { toolGroups, tools } from "#app/tools/registry.ts";
import { ToolCard } from "#app/site/components/tools/tool-card.tsx";
import { GroupJumpLinks, ToolSearchBox } from "#app/site/components/tools/tool-finder.tsx";
import { matchTools } from "#app/site/components/tools/tool-search.ts";
import { toolQueryOf, toolSearchString } from "#contracts/tools/tool-search.ts";
import { useSearchInAddress } from "#app/ui/use-search-in-address.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.tools);

// The list is links and a GET search form: it works as HTML, and the framework starts on the
// visitor's first tap, key or scroll (a load that is only looked at runs no script).
export const handle = onIntentPage;

const groupTitle = (tool: { group: string }) => toolGroups.find((group) => group.id === tool.group)?.title ?? "";

/**
 * The search is kept in the URL (`?q=`), replaced in place as it changes; a navigation to the
 * page (a link, Back) starts the list afresh from its URL. The server renders the page of a
 * search in its URL (server/site/searched-pages.ts), so the first render reads it.
 */
export default function ToolsIndexPage() {
  const location = useLocation();
  return <ToolsList key={location.key} initial={toolQueryOf(new URLSearchParams(location.search))} />;
}

function ToolsList({ initial }: { initial: string }) {
  const [query, setQuery] = useSearchInAddress(initial, toolSearchString);
  const found = matchTools(tools, query, groupTitle);
  const groups = toolGroups
    .map((group) => ({ ...group, tools: found.filter((tool) => tool.group === group.id) }))
    .filter((group) => group.tools.length > 0);
  return (
    <>
      <PageHero
        eyebrow="Free tools"
        title="Free Online Tools for Marketers and Creators"
        intro={`${tools.length} tools, no sign-up. Converters work inside your browser, so your files never leave your device.`}
      />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-14 sm:px-6 lg:px-8">
        <div className="space-y-5">
          <ToolSearchBox query={query} onQuery={setQuery} found={found.length} total={tools.length} />
          <GroupJumpLinks
            groups={groups.map(({ id, title, tools: inGroup }) => ({ id, title, count: inGroup.length }))}
          />
        </div>
        {groups.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            No tool matches “{query.trim()}”.{" "}
            <Link
              to={{ search: "" }}
              preventScrollReset
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
            >
              Show all tools
            </Link>
          </p>
        ) : null}
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`group-${group.id}`}>
            <h2 id={`group-${group.id}`} className="scroll-mt-24 text-2xl font-bold text-slate-900">
              {group.title}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.tools.map((tool) => (
                <li key={tool.slug}>
                  <ToolCard tool={tool} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="rounded-2xl bg-brand-50 p-8 text-center">
          <h2 className="text-2xl font-bold text-slate-900">Need more than a free tool?</h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-600">
            Our specialists plan and run campaigns, SEO and content that bring in customers.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/quote">Get a Free Quote</ButtonLink>
            <ButtonLink to="/contact" variant="outline">
              Contact Us
            </ButtonLink>
          </div>
        </section>
      </div>
    </>
  );
}
