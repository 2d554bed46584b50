import { ArrowRight, Check } from "lucide-react";
import type { Service } from "#contracts/content/schema.ts";
import type { ServicesPageContent } from "#app/site/content/page-schema.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { accentIconTile, accentSoftBackground, accentText } from "./accent.ts";
import { ContentIcon } from "./content-icon.tsx";
import { PerformanceDashboard } from "./performance-dashboard.tsx";

interface ServiceBlockProps {
  service: Service;
  labels: ServicesPageContent["blockLabels"];
  dashboard: ServicesPageContent["dashboard"];
  /** Mirror the layout (dashboard on the left) on large screens. */
  reversed: boolean;
}

/** One service on /services: title, platforms, description, 'What we do', CTA and dashboard. */
export function ServiceBlock({ service, labels, dashboard, reversed }: ServiceBlockProps) {
  const headingId = `${service.id}-heading`;
  return (
    <section
      id={service.id}
      aria-labelledby={headingId}
      className={`scroll-mt-20 ${accentSoftBackground[service.bgColor]}`}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className={reversed ? "lg:order-2" : undefined}>
          <span
            className={`inline-flex h-14 w-14 items-center justify-center rounded-2xl ${accentIconTile[service.colour]}`}
          >
            <ContentIcon name={service.icon} className="h-7 w-7" />
          </span>
          <h2
            id={headingId}
            className="mt-5 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {service.title}
          </h2>
          <div className="mt-5">
            <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-600">{labels.platforms}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {service.platforms.map((platform) => (
                <li
                  key={platform}
                  className="rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-slate-200"
                >
                  {platform}
                </li>
              ))}
            </ul>
          </div>
          <p className="mt-6 text-lg leading-8 text-slate-700">{service.longDescription}</p>
          <h3 className="mt-8 text-lg font-bold text-slate-900">{labels.whatWeDo}</h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {service.whatWeDo.map((item) => (
              <li key={item} className="flex items-start gap-2.5 text-slate-700">
                <span
                  className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-white ring-1 ring-slate-200 ${accentText[service.colour]}`}
                >
                  <Check aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={3} />
                </span>
                <span className="text-sm leading-6">{item}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <ButtonLink to="/quote" variant="brand">
              {service.ctaText}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </ButtonLink>
          </div>
        </div>
        <div className={reversed ? "lg:order-1" : undefined}>
          <PerformanceDashboard dashboard={dashboard} />
        </div>
      </div>
    </section>
  );
}
