import { Link } from "react-router";
import type { NoticeLanguage, PolicyBlock, PrivacyContent } from "#app/site/content/privacy/schema.ts";
import { fillPeriods } from "#app/site/content/privacy/periods.ts";
import { grievanceContact } from "#app/site/content/privacy/grievance.ts";
import { site, siteAddressLine, sitePhoneHref } from "#app/site/content/site.ts";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** A link of the notice: a page of this site through the router, another site as a plain link. */
function NoticeLink({ href, label }: { href: string; label: string }) {
  return href.startsWith("/") ? (
    <Link to={href} className={linkClass}>
      {label}
    </Link>
  ) : (
    <a href={href} className={linkClass} rel="noopener noreferrer">
      {label}
    </a>
  );
}

interface BlockProps {
  block: PolicyBlock;
  content: PrivacyContent;
}

/** One block of a notice section; periods are filled in the notice's language. */
export function PolicyBlockView({ block, content }: BlockProps) {
  const lang: NoticeLanguage = content.lang;
  switch (block.type) {
    case "paragraph":
      return (
        <p className="mt-4 leading-7 text-slate-700">
          {fillPeriods(block.text, lang)}
          {block.link ? (
            <>
              {" "}
              <NoticeLink {...block.link} />
            </>
          ) : null}
        </p>
      );
    case "list":
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>{fillPeriods(item, lang)}</li>
          ))}
        </ul>
      );
    case "data-items":
      return (
        <ul className="mt-6 space-y-4">
          {block.items.map((item) => (
            <li
              key={item.id}
              id={`data-${item.id}`}
              data-item={item.id}
              className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200"
            >
              <h3 className="text-lg font-semibold text-slate-900">{item.name}</h3>
              <dl className="mt-3 grid gap-x-6 gap-y-2 leading-7 text-slate-700 sm:grid-cols-[9rem_1fr]">
                <dt className="font-semibold text-slate-900">{content.itemLabels.data}</dt>
                <dd>{item.data}</dd>
                <dt className="font-semibold text-slate-900">{content.itemLabels.purpose}</dt>
                <dd data-part="purpose">{item.purpose}</dd>
                <dt className="font-semibold text-slate-900">{content.itemLabels.kept}</dt>
                <dd data-part="kept">{fillPeriods(item.kept, lang)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      );
    case "rights":
      return (
        <ul className="mt-6 space-y-4">
          {block.items.map((right) => (
            <li key={right.id} data-right={right.id} className="border-l-4 border-brand-600 pl-4">
              <h3 className="text-lg font-semibold text-slate-900">{right.name}</h3>
              <p className="mt-1 leading-7 text-slate-700">{fillPeriods(right.how, lang)}</p>
              {right.link ? (
                <p className="mt-2">
                  <NoticeLink {...right.link} />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      );
    case "contact-details":
      return (
        <address
          data-testid="grievance-contact"
          className="mt-4 rounded-2xl bg-slate-50 p-6 not-italic leading-7 text-slate-700 ring-1 ring-slate-200"
        >
          <strong className="block text-slate-900">{grievanceContact.name}</strong>
          {site.name}, {siteAddressLine}, {content.contactLabels.country}
          <br />
          {content.contactLabels.email}:{" "}
          <a href={`mailto:${grievanceContact.email}`} className={linkClass}>
            {grievanceContact.email}
          </a>
          <br />
          {content.contactLabels.phone}:{" "}
          <a href={sitePhoneHref} className={linkClass}>
            {site.phone}
          </a>
        </address>
      );
  }
}
