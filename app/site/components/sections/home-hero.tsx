import { ArrowRight } from "lucide-react";
import type { HomeContent } from "#app/site/content/page-schema.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { FigureList } from "#app/ui/figure-list.tsx";

/** A drawn campaign dashboard: the hero's decorative illustration (inline SVG, no image request). */
function HeroIllustration() {
  const bars = [38, 52, 47, 66, 74, 88, 112];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-brand-500/20 blur-2xl" />
      <div className="relative rounded-3xl bg-white/95 p-6 text-slate-900 shadow-2xl ring-1 ring-white/40">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">Revenue from ads</p>
            <p className="mt-1 text-3xl font-extrabold">₹48.6L</p>
          </div>
          <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-800">+212%</span>
        </div>
        <svg viewBox="0 0 280 130" className="mt-5 h-auto w-full">
          {bars.map((height, index) => (
            <rect
              key={index}
              x={8 + index * 39}
              y={124 - height}
              width="26"
              height={height}
              rx="6"
              fill={index === bars.length - 1 ? "#1647d6" : "#bcdaff"}
            />
          ))}
          <path
            d="M21 96 L60 84 L99 88 L138 66 L177 58 L216 40 L255 14"
            fill="none"
            stroke="#f59e0b"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="255" cy="14" r="5" fill="#f59e0b" />
        </svg>
        <div className="mt-5 grid grid-cols-3 gap-3 text-center">
          {[
            ["4.2x", "ROAS"],
            ["₹312", "CPA"],
            ["18.4K", "Leads"],
          ].map(([value, label]) => (
            <div key={label} className="rounded-xl bg-slate-50 py-3">
              <p className="text-lg font-extrabold text-brand-800">{value}</p>
              <p className="text-xs font-medium text-slate-500">{label}</p>
            </div>
          ))}
        </div>
      </div>
      <div className="absolute -bottom-10 -left-6 hidden rounded-2xl bg-accent-400 px-4 py-3 text-brand-950 shadow-xl sm:block">
        <p className="text-xs font-bold uppercase tracking-wider">Google &amp; Meta</p>
        <p className="text-sm font-extrabold">Certified Partner</p>
      </div>
    </div>
  );
}

/** The home page's opening banner with the page's one h1 and its two calls to action. */
export function HomeHero({ hero }: { hero: HomeContent["hero"] }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <svg
        aria-hidden="true"
        className="absolute inset-0 h-full w-full opacity-10"
        preserveAspectRatio="xMidYMid slice"
        viewBox="0 0 800 600"
      >
        <defs>
          <pattern id="home-hero-grid" width="40" height="40" patternUnits="userSpaceOnUse">
            <path d="M40 0H0V40" fill="none" stroke="#ffffff" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="800" height="600" fill="url(#home-hero-grid)" />
      </svg>
      <div className="relative mx-auto grid max-w-7xl items-center gap-14 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:px-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">{hero.subtitle}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={hero.primaryCta.href} variant="primary">
              {hero.primaryCta.label}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </ButtonLink>
            <ButtonLink to={hero.secondaryCta.href} variant="secondary">
              {hero.secondaryCta.label}
            </ButtonLink>
          </div>
          <FigureList figures={hero.highlights} variant="hero" />
        </div>
        <div className="hidden md:block">
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}
