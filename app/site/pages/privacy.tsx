import type { Route } from "./+types/privacy";
import { PageHero } from "#app/ui/page-hero.tsx";
import { privacy } from "#app/site/content/privacy.ts";
import type { PolicyBlock } from "#app/site/content/page-schema.ts";
import { site, siteAddressLine, sitePhoneHref } from "#app/site/content/site.ts";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.privacy);

const link = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

function Block({ block }: { block: PolicyBlock }) {
  switch (block.type) {
    case "paragraph":
      return <p className="mt-4 leading-7 text-slate-700">{block.text}</p>;
    case "list":
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "contact-details":
      return (
        <address className="mt-4 rounded-2xl bg-slate-50 p-6 not-italic leading-7 text-slate-700 ring-1 ring-slate-200">
          <strong className="block text-slate-900">Grievance Officer, {site.name}</strong>
          {siteAddressLine}, India
          <br />
          E-mail:{" "}
          <a href={`mailto:${site.email}`} className={link}>
            {site.email}
          </a>
          <br />
          Phone:{" "}
          <a href={sitePhoneHref} className={link}>
            {site.phone}
          </a>
        </address>
      );
  }
}

export default function PrivacyPage() {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={privacy.title}
        intro={<time dateTime={privacy.lastUpdated}>{privacy.lastUpdatedLabel}</time>}
      />
      <div className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
          <nav
            aria-labelledby="toc-heading"
            className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 lg:sticky lg:top-24 lg:self-start lg:bg-transparent lg:p-0 lg:ring-0"
          >
            <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
              On this page
            </h2>
            <ol className="mt-4 space-y-1 border-l border-slate-200 text-sm">
              {privacy.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-slate-700 hover:border-brand-600 hover:text-brand-800"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="max-w-3xl">
            {privacy.intro.map((paragraph) => (
              <p key={paragraph} className="mb-4 text-lg leading-8 text-slate-700">
                {paragraph}
              </p>
            ))}
            {privacy.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="mt-12 scroll-mt-24"
              >
                <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
                  {section.heading}
                </h2>
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}
