import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Service } from "#contracts/content/schema.ts";
import { accentBorderTop, accentIconTile } from "./accent.ts";
import { ContentIcon } from "./content-icon.tsx";

/** What a home-page service card shows. */
export type ServiceCard = Pick<Service, "id" | "title" | "description" | "icon" | "colour">;

/** Only the card's fields (the Services-page texts stay out of the home page's bundle). */
export function toServiceCard({ id, title, description, icon, colour }: Service): ServiceCard {
  return { id, title, description, icon, colour };
}

/** The six service cards of the home page; each links to its block on /services. */
export function ServiceCards({ services }: { services: readonly ServiceCard[] }) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li
          key={service.id}
          className={`group relative flex flex-col rounded-2xl border-t-4 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg sm:p-8 ${accentBorderTop[service.colour]}`}
        >
          <span
            className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${accentIconTile[service.colour]}`}
          >
            <ContentIcon name={service.icon} />
          </span>
          <h3 className="mt-5 text-xl font-bold text-slate-900">
            <Link
              to={`/services#${service.id}`}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            >
              {service.title}
            </Link>
          </h3>
          <p className="mt-3 flex-1 leading-7 text-slate-600">{service.description}</p>
          <p
            aria-hidden="true"
            className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 group-hover:gap-2.5 transition-all"
          >
            Learn more <ArrowRight className="h-4 w-4" />
          </p>
        </li>
      ))}
    </ul>
  );
}
