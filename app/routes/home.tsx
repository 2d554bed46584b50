import type { Route } from "./+types/home";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.home);

export default function HomePage() {
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">
          Digital marketing agency in New Delhi
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          Grow Faster with Marketing That Pays for Itself
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">
          Paid social, Google Ads, SEO and websites that convert, run by a team trusted by 300+
          brands with 95% client satisfaction.
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink to="/quote" variant="primary">
            Get a Free Quote
          </ButtonLink>
          <ButtonLink to="/services" variant="secondary">
            Explore Our Services
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
