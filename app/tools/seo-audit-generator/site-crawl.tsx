import { useEffect, useRef, useState } from "react";
import { Loader2, Network } from "lucide-react";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { seoAuditErrorSchema } from "#contracts/seo-audit/audit.ts";
import {
  CRAWL_BUDGET_MS,
  CRAWL_CONCURRENCY,
  CRAWL_MAX_PAGES,
  SEO_CRAWL_PATH,
  type SeoCrawlResult,
  seoCrawlResultSchema,
} from "#contracts/seo-audit/crawl.ts";

// "Site crawl": up to 20 pages of the audited site, with per-page basics and site-wide
// findings (broken links, duplicates, orphans, redirects). Started by the visitor, since
// it fetches many pages.

const MSG_FAILED = "The crawl could not be completed. Please try again in a moment.";

type CrawlState =
  | { status: "idle" }
  | { status: "working" }
  | { status: "done"; result: SeoCrawlResult }
  | { status: "failed"; message: string };

function shortUrl(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) || "/" : url;
}

/** `onResult` hears of each finished crawl (the PDF report includes it). */
export function SiteCrawl({ url, onResult }: { url: string; onResult?: (result: SeoCrawlResult) => void }) {
  const [state, setState] = useState<CrawlState>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function crawl() {
    setState({ status: "working" });
    const abort = new AbortController();
    controller.current = abort;
    try {
      const response = await fetch(SEO_CRAWL_PATH, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ url }),
        signal: abort.signal,
      });
      const body: unknown = await response.json().catch(() => null);
      if (abort.signal.aborted) return;
      const result = seoCrawlResultSchema.safeParse(body);
      if (response.ok && result.success) {
        setState({ status: "done", result: result.data });
        onResult?.(result.data);
        return;
      }
      const error = seoAuditErrorSchema.safeParse(body);
      setState({ status: "failed", message: error.success ? error.data.error : MSG_FAILED });
    } catch {
      if (!abort.signal.aborted) setState({ status: "failed", message: MSG_FAILED });
    }
  }

  return (
    <ToolPanel title="Site crawl">
      <p className="text-sm text-slate-700">
        Crawl up to {CRAWL_MAX_PAGES} pages of the same site: the links of this page and the sitemap, as robots.txt
        allows, at most {CRAWL_CONCURRENCY} requests at a time and {CRAWL_BUDGET_MS / 1000} seconds in all.
      </p>
      <Button className="mt-3" onClick={() => void crawl()} disabled={state.status === "working"}>
        {state.status === "working" ? (
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
        ) : (
          <Network aria-hidden="true" className="h-4 w-4" />
        )}
        {state.status === "working" ? "Crawling..." : "Crawl the site"}
      </Button>
      <p role="status" className="sr-only">
        {state.status === "working"
          ? "Crawling the site…"
          : state.status === "done"
            ? `Crawl complete: ${state.result.pages.length} pages.`
            : ""}
      </p>
      {state.status === "failed" ? (
        <Alert className="mt-4">
          <p>{state.message}</p>
        </Alert>
      ) : null}
      {state.status === "done" ? <CrawlReport result={state.result} /> : null}
    </ToolPanel>
  );
}

function Finding({ title, empty, items }: { title: string; empty: string; items: React.ReactNode[] }) {
  return (
    <section className="mt-4">
      <h3 className="font-semibold text-slate-900">
        {title} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm break-all text-slate-800">{items}</ul>
      )}
    </section>
  );
}

function CrawlReport({ result }: { result: SeoCrawlResult }) {
  const origin = new URL(result.startUrl).origin;
  const short = (u: string) => shortUrl(u, origin);
  /** A text found on several pages (a title, a description), with where. */
  const duplicateItems = (duplicates: SeoCrawlResult["duplicateTitles"]) =>
    duplicates.map((d) => (
      <li key={d.text}>
        “{d.text}” on {d.urls.map(short).join(", ")}
      </li>
    ));
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-800" data-testid="crawl-summary">
        {result.pages.length} pages crawled in {(result.elapsedMs / 1000).toFixed(1)} s
        {result.timedOut ? " (the 30-second limit ended the crawl)" : ""}
        {result.notCrawled > 0 ? `; ${result.notCrawled} more found but not crawled` : ""}
        {result.blockedByRobots.length > 0 ? `; ${result.blockedByRobots.length} left out as robots.txt asks` : ""}.
        {result.sitemapUrl ? ` Sitemap: ${result.sitemapUrl}` : " No sitemap found."}
      </p>
      <Finding
        title="Broken internal links"
        empty="None found."
        items={result.brokenLinks.map((link) => (
          <li key={link.url}>
            {short(link.url)}: {link.status === null ? "no answer" : `HTTP ${link.status}`}; linked from{" "}
            {link.linkedFrom.map(short).join(", ")}
          </li>
        ))}
      />
      <Finding title="Duplicate titles" empty="None found." items={duplicateItems(result.duplicateTitles)} />
      <Finding
        title="Duplicate descriptions"
        empty="None found."
        items={duplicateItems(result.duplicateDescriptions)}
      />
      <Finding
        title="Orphan pages"
        empty="None found: every sitemap page is linked from a crawled page (or there is no sitemap)."
        items={result.orphanPages.map((u) => (
          <li key={u}>{short(u)} is in the sitemap but no crawled page links to it</li>
        ))}
      />
      <Finding
        title="Redirect chains"
        empty="None found."
        items={result.redirectChains.map((chain) => (
          <li key={chain.join(" ")}>{chain.map(short).join(" → ")}</li>
        ))}
      />
      <h3 className="mt-5 font-semibold text-slate-900">Crawled pages</h3>
      <ul className="mt-2 space-y-2">
        {result.pages.map((page) => (
          <li key={page.url} className="rounded-xl border border-slate-200 p-3 text-sm break-words text-slate-800">
            <p className="font-semibold break-all">
              {short(page.url)} · {page.status === null ? "no answer" : `HTTP ${page.status}`}
              {page.error ? "" : ` · ${page.wordCount} words`}
            </p>
            {page.error ? (
              <p className="text-slate-600">{page.error}</p>
            ) : (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                <dt className="text-slate-600">Title</dt>
                <dd>{page.title || "none"}</dd>
                <dt className="text-slate-600">Description</dt>
                <dd>{page.description || "none"}</dd>
                <dt className="text-slate-600">H1</dt>
                <dd>{page.h1 || "none"}</dd>
                <dt className="text-slate-600">Canonical</dt>
                <dd className="break-all">{page.canonical || "none"}</dd>
              </dl>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
