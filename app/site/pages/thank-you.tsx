import { CheckCircle2 } from "lucide-react";
import { type MetaFunction, useLocation } from "react-router";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { thankYouPages } from "#app/site/content/thank-you.ts";
import { FORM_SENT_PAGES, type FormSentPage } from "#contracts/leads/form-constants.ts";
import { NotFoundContent } from "./not-found-content.tsx";

// Where a lead form sent without JavaScript lands (server/platform/form-pages.ts answers 303
// here). One prerendered page per form, each its own route (app/routes.ts); noindex and
// left out of the sitemap (contracts/site/site-routes.ts).

function pageAt(pathname: string) {
  const entry = Object.entries(FORM_SENT_PAGES).find(([, path]) => path === pathname.replace(/\/+$/, ""));
  return entry ? thankYouPages[entry[0] as FormSentPage] : undefined;
}

export const meta: MetaFunction = ({ location }) => {
  const page = pageAt(location.pathname);
  return [
    { title: `${page?.title ?? "Thank You"} | Crestline Digital` },
    { name: "description", content: page?.text ?? "Thank you for getting in touch with Crestline Digital." },
    { name: "robots", content: "noindex" },
  ];
};

export default function ThankYouPage() {
  const page = pageAt(useLocation().pathname);
  if (!page) return <NotFoundContent />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6 sm:py-24">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-green-600" />
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{page.title}</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">{page.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={page.next.to}>{page.next.label}</ButtonLink>
        <ButtonLink to="/" variant="outline">
          Go to the home page
        </ButtonLink>
      </div>
    </section>
  );
}
