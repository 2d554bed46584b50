import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { organizationJsonLd } from "#app/seo/structured-data.ts";
import { JsonLd } from "#app/seo/json-ld.tsx";
import { FEED_PATH, FEED_TITLE, FEED_TYPE } from "#contracts/content/blog-feed.ts";
import { FAVICON_DATA_URI } from "#app/lib/favicon-data.ts";
import { LANDING_NOTE_SCRIPT } from "#app/lib/landing-note.ts";
import { needsFramework, ON_INTENT_ATTRIBUTE, ON_INTENT_VALUE, startsOnIntent } from "#app/lib/page-scripts.ts";
import "./app.css";

export const links: Route.LinksFunction = () => [
  // The icon written into the page (205 bytes compressed): a browser asks for an icon file
  // after the page loads, on a connection of its own, which on a phone network is a round
  // trip or two before the page's hero image is counted as painted. A bitmap, not SVG: an
  // SVG icon costs each page load an SVG document in the main thread (about 40 ms on a slow
  // phone). /favicon.ico stays for readers and crawlers that ask for it by name.
  { rel: "icon", href: FAVICON_DATA_URI, sizes: "32x32", type: "image/gif" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "alternate", type: FEED_TYPE, title: FEED_TITLE, href: FEED_PATH },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  // A page that only reads is sent without the framework's scripts (app/lib/page-scripts.ts).
  // In the browser the root renders only on pages that hydrated: there they always stay, so a
  // client-side move to such a page keeps scroll restoration and the router.
  const handles = matches.map((match) => match.handle);
  const withScripts = typeof document !== "undefined" || needsFramework(handles);
  // Read by the build's rewrite: this page's scripts start on the visitor's first intent.
  const bodyAttributes = startsOnIntent(handles) ? { [ON_INTENT_ATTRIBUTE]: ON_INTENT_VALUE } : {};
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        {/* First in the head: the visit's landing page is noted before any tap can leave it. */}
        <script dangerouslySetInnerHTML={{ __html: LANDING_NOTE_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a4a" />
        <Meta />
        <Links />
        <JsonLd data={organizationJsonLd()} />
      </head>
      <body {...bodyAttributes}>
        {children}
        {withScripts ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive; e2e tests wait for it before clicking.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // The visit's first-party source: the head's script noted the landing page; the module
    // that reads it loads on its own, never part of a page's first load.
    void import("#app/lib/lead-source.ts").then((source) => source.settleVisit()).catch(() => undefined);
  }, []);
  return <Outlet />;
}

// The router's last-resort fallback ('Unexpected Application Error' + message).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let message = "An unexpected error occurred.";
  if (isRouteErrorResponse(error)) message = `${error.status} ${error.statusText}`.trim();
  else if (error instanceof Error) message = error.message;
  return (
    <main className="mx-auto max-w-2xl px-6 py-24">
      <h1 className="text-3xl font-bold text-slate-900">Unexpected Application Error</h1>
      <p className="mt-4 rounded-lg bg-red-50 p-4 font-mono text-sm text-red-800">{message}</p>
      <p className="mt-6">
        <a className="font-semibold text-brand-700 underline" href="/">
          Back to the home page
        </a>
      </p>
    </main>
  );
}
