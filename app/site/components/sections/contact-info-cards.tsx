import type { ContactInfoCard } from "#app/site/content/page-schema.ts";
import { site, siteAddressLine, sitePhoneHref } from "#app/site/content/site.ts";
import { ContentIcon } from "./content-icon.tsx";

/** The value of a card: email, phone and office come from site.ts, response from the card. */
function CardValue({ card }: { card: ContactInfoCard }) {
  const link =
    "inline-flex min-h-11 items-center font-semibold break-words text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700";
  switch (card.kind) {
    case "email":
      return (
        <a href={`mailto:${site.email}`} className={link}>
          {site.email}
        </a>
      );
    case "phone":
      return (
        <a href={sitePhoneHref} className={link}>
          {site.phone}
        </a>
      );
    case "office":
      return <address className="font-semibold not-italic text-slate-900">{siteAddressLine}, India</address>;
    case "response":
      return <span className="font-semibold text-slate-900">{card.value}</span>;
  }
}

/** The four contact cards: email, phone, office, response time. */
export function ContactInfoCards({ cards }: { cards: readonly ContactInfoCard[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.kind} className="flex flex-col rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white">
            <ContentIcon name={card.icon} />
          </span>
          <h2 className="mt-4 text-lg font-bold text-slate-900">{card.title}</h2>
          <div className="mt-2">
            <CardValue card={card} />
          </div>
          <p className="mt-2 text-sm leading-6 text-slate-600">{card.note}</p>
        </li>
      ))}
    </ul>
  );
}
