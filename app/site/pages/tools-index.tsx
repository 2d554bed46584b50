import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { Route } from "./+types/tools-index";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { toolGroups, toolsInGroup } from "#app/tools/registry.ts";
import { DemoBadge } from "#app/tool-kit/ui/demo-badge.tsx";

export const meta: Route.MetaFunction = () => pageMeta(pages.tools);

export default function ToolsIndexPage() {
  return (
    <>
      <PageHero
        eyebrow="Free tools"
        title="Free Online Tools for Marketers and Creators"
        intro="26 tools, no sign-up. Converters work inside your browser, so your files never leave your device."
      />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-14 sm:px-6 lg:px-8">
        {toolGroups.map((group) => (
          <section key={group.id} aria-labelledby={`group-${group.id}`}>
            <h2 id={`group-${group.id}`} className="text-2xl font-bold text-slate-900">
              {group.title}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {toolsInGroup(group.id).map((tool) => (
                <li key={tool.slug}>
                  <Link
                    to={`/tools/${tool.slug}`}
                    className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md"
                  >
                    <span className="flex items-start justify-between gap-3">
                      <span className="text-base font-semibold text-slate-900 group-hover:text-brand-700">
                        {tool.title}
                      </span>
                      {tool.demo ? <DemoBadge /> : null}
                    </span>
                    <span className="mt-2 flex-1 text-sm text-slate-600">{tool.description}</span>
                    <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                      Open tool <ArrowRight aria-hidden="true" className="h-4 w-4" />
                    </span>
                  </Link>
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
