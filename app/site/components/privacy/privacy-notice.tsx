import { Link } from "react-router";
import { PageHero } from "#app/ui/page-hero.tsx";
import type { PrivacyContent } from "#app/site/content/privacy/schema.ts";
import { NOTICE_VERSION as PRIVACY_NOTICE_VERSION } from "#contracts/privacy/notice.ts";
import { PolicyBlockView } from "./policy-block.tsx";

// Devanagari first from the system's own fonts (the CSP loads no web fonts): Android and
// Linux (Noto), Windows (Nirmala UI), Apple (Kohinoor); then the site's sans stack.
const hindiFonts =
  "font-['Noto_Sans_Devanagari','Nirmala_UI','Kohinoor_Devanagari','Devanagari_Sangam_MN','Mangal',ui-sans-serif,system-ui,sans-serif]";

/** The full privacy notice (/privacy, /privacy/hi): one layout, the language's content. */
export function PrivacyNotice({ content }: { content: PrivacyContent }) {
  const other = content.languageSwitch;
  return (
    <div lang={content.lang} className={content.lang === "hi" ? hindiFonts : undefined}>
      <PageHero
        eyebrow={content.eyebrow}
        title={content.title}
        intro={
          <>
            <p>
              <time dateTime={content.lastUpdated}>{content.lastUpdatedLabel}</time>
            </p>
            <p data-testid="notice-version">
              {content.versionLabel}: {PRIVACY_NOTICE_VERSION}
            </p>
            <p className="mt-3 text-base">
              <Link
                to={other.href}
                lang={other.lang}
                hrefLang={other.lang}
                className="font-semibold text-white underline underline-offset-4 hover:text-accent-400"
              >
                {other.label}
              </Link>
            </p>
          </>
        }
      />
      <div className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
          <nav
            aria-labelledby="toc-heading"
            className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 lg:sticky lg:top-24 lg:self-start lg:bg-transparent lg:p-0 lg:ring-0"
          >
            <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
              {content.tocHeading}
            </h2>
            <ol className="mt-4 space-y-1 border-l border-slate-200 text-sm">
              {content.sections.map((section) => (
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
            {content.intro.map((paragraph) => (
              <p key={paragraph} className="mb-4 text-lg leading-8 text-slate-700">
                {paragraph}
              </p>
            ))}
            {content.sections.map((section) => (
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
                  <PolicyBlockView key={index} block={block} content={content} />
                ))}
              </section>
            ))}
          </article>
        </div>
      </div>
    </div>
  );
}
