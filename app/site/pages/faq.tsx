import type { Route } from "./+types/faq";
import { CtaBanner } from "#app/site/components/sections/cta-banner.tsx";
import { FaqAccordion } from "#app/site/components/sections/faq-accordion.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { faq } from "#app/site/content/faq.ts";
import { faqPageJsonLd } from "#app/seo/faq-json-ld.ts";
import { JsonLd } from "#app/seo/json-ld.tsx";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { readOnlyPage } from "#app/lib/page-scripts.ts";

/** A page that only reads: served without React (app/lib/page-scripts.ts). */
export const handle = readOnlyPage;

export const meta: Route.MetaFunction = () => pageMeta(pages.faq);

function categorySlug(name: string) {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

export default function FaqPage() {
  return (
    <>
      <JsonLd data={faqPageJsonLd(faq.categories)} />
      <PageHero eyebrow={faq.hero.eyebrow} title={faq.hero.title} intro={faq.hero.subtitle}>
        <nav aria-label="FAQ categories">
          <ul className="flex flex-wrap gap-2">
            {faq.categories.map((category) => (
              <li key={category.name}>
                <a
                  href={`#${categorySlug(category.name)}`}
                  className="inline-flex min-h-11 items-center rounded-full bg-white/10 px-4 text-sm font-semibold text-white ring-1 ring-inset ring-white/30 hover:bg-white/20"
                >
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <div className="bg-slate-50">
        <div className="mx-auto max-w-4xl space-y-14 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          {faq.categories.map((category) => {
            const slug = categorySlug(category.name);
            return (
              <section key={category.name} id={slug} aria-labelledby={`${slug}-heading`} className="scroll-mt-24">
                <h2
                  id={`${slug}-heading`}
                  className="mb-5 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl"
                >
                  {category.name}
                </h2>
                <FaqAccordion items={category.items} />
              </section>
            );
          })}
        </div>
      </div>

      <CtaBanner id="faq-cta-heading" cta={faq.closingCta} />
    </>
  );
}
