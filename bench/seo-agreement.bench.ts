/**
 * Our SEO audit against Lighthouse's SEO category on the SEO corpus (corpus/seo): each page is
 * served alone on 127.0.0.1 (with its headers and robots.txt) and audited through the real
 * fetcher, with 127.0.0.1 allowed the way the e2e server allows it (allowHosts); Lighthouse's
 * results come from the committed snapshot corpus/seo/lighthouse-seo.json
 * (scripts/seo-lighthouse-snapshot.ts).
 *
 *   npm run bench -- seo-agreement
 *
 * Prints per page our verdict next to Lighthouse's for every shared audit and both SEO scores,
 * then the totals. Then crawls the corpus served as one site (serveCorpusSite) the way the crawl
 * endpoint does: 20 pages, 2 requests at a time. Bars: ≥ 97 % of verdicts agree, Spearman
 * correlation of our SEO sub-score with Lighthouse's SEO score ≥ 0.9, at most 1 s per page audit,
 * at most 30 s for the 20-page crawl. Exits non-zero when one is missed.
 */
import { CRAWL_BUDGET_MS, CRAWL_MAX_PAGES } from "#contracts/seo-audit/crawl.ts";
import { runSeoAudit } from "#server/seo-audit/audit.ts";
import { crawlSite } from "#server/seo-audit/crawl.ts";
import { AGREEMENT_BAR, type AuditComparison, compareVerdicts, spearman, SPEARMAN_BAR } from "./seo-agreement.ts";
import { loadCorpus, loadSnapshot, serveCorpusPage, serveCorpusSite, type Verdict } from "./seo-corpus.ts";

const TIME_BAR_MS = 1000;

const SHORT: Record<string, string> = {
  "is-crawlable": "crawl",
  "document-title": "title",
  "meta-description": "desc",
  "http-status-code": "status",
  "link-text": "ltext",
  "crawlable-anchors": "anchor",
  "robots-txt": "robots",
  "image-alt": "alt",
  hreflang: "hrefl",
  canonical: "canon",
};
const MARK: Record<Verdict, string> = { pass: "P", fail: "F", "n/a": "-" };

interface Row {
  name: string;
  ours: number;
  lighthouse: number;
  ms: number;
  comparisons: AuditComparison[];
}

function cell(c: AuditComparison | undefined): string {
  if (!c) return "";
  return c.ours === c.lighthouse ? ` ${MARK[c.ours]}=${MARK[c.lighthouse]}` : `*${MARK[c.ours]}≠${MARK[c.lighthouse]}`;
}

export default async function seoAgreement(): Promise<boolean> {
  const snapshot = loadSnapshot();
  const rows: Row[] = [];
  for (const page of loadCorpus()) {
    const lighthouse = snapshot.pages[page.name];
    if (!lighthouse) throw new Error(`${page.name} has no Lighthouse snapshot: run scripts/seo-lighthouse-snapshot.ts`);
    const served = await serveCorpusPage(page);
    try {
      const started = performance.now();
      const result = await runSeoAudit(served.url, { allowHosts: ["127.0.0.1"] });
      const ms = performance.now() - started;
      rows.push({
        name: page.name,
        ours: result.metrics.seoScore,
        lighthouse: lighthouse.score,
        ms,
        comparisons: compareVerdicts(result.checks, lighthouse),
      });
    } finally {
      await served.close();
    }
  }

  const audits = Object.keys(SHORT);
  const width = Math.max(...rows.map((r) => r.name.length));
  const header = `${"page".padEnd(width)}  ours   LH    ms ${audits.map((a) => (SHORT[a] ?? a).padStart(7)).join("")}`;
  console.log(
    `Lighthouse ${snapshot.lighthouseVersion} (${snapshot.chromium}); cells: ours=Lighthouse, P pass, F fail, - not applicable, * disagreement`,
  );
  console.log(header);
  console.log("-".repeat(header.length));
  for (const r of rows) {
    const cells = audits.map((a) => cell(r.comparisons.find((c) => c.audit === a)).padStart(7)).join("");
    console.log(
      `${r.name.padEnd(width)}  ${String(r.ours).padStart(4)} ${String(r.lighthouse).padStart(4)} ${r.ms.toFixed(0).padStart(5)} ${cells}`,
    );
  }

  const all = rows.flatMap((r) => r.comparisons);
  const agreed = all.filter((c) => c.ours === c.lighthouse).length;
  const share = agreed / all.length;
  const rho = spearman(
    rows.map((r) => r.ours),
    rows.map((r) => r.lighthouse),
  );
  const times = rows.map((r) => r.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const slowest = times[times.length - 1] ?? 0;
  const exact = rows.filter((r) => r.ours === r.lighthouse).length;

  console.log("");
  console.log(`pages: ${rows.length}; SEO score equal to Lighthouse's on ${exact} of them`);
  const ok = (pass: boolean) => (pass ? "✓" : "✗");
  console.log(
    `${ok(share >= AGREEMENT_BAR)} verdicts agreeing: ${agreed}/${all.length} = ${(share * 100).toFixed(1)} % (bar ≥ ${AGREEMENT_BAR * 100} %)`,
  );
  console.log(
    `${ok(rho >= SPEARMAN_BAR)} Spearman, SEO sub-score vs Lighthouse SEO: ${rho.toFixed(3)} (bar ≥ ${SPEARMAN_BAR})`,
  );
  console.log(
    `${ok(slowest <= TIME_BAR_MS)} time per page: median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms (bar ≤ ${TIME_BAR_MS} ms)`,
  );
  const crawled = await timeCrawl();
  return share >= AGREEMENT_BAR && rho >= SPEARMAN_BAR && slowest <= TIME_BAR_MS && crawled;
}

/** Crawls the corpus site with the endpoint's limits; true when 20 pages took at most 30 s. */
async function timeCrawl(): Promise<boolean> {
  const site = await serveCorpusSite();
  try {
    const started = performance.now();
    const result = await crawlSite(site.url, { allowHosts: ["127.0.0.1"] });
    const ms = performance.now() - started;
    const answered = result.pages.filter((p) => p.status === 200).length;
    console.log("");
    console.log(
      `crawl of the corpus site (${site.pageCount} pages, sitemap and robots.txt): ${result.pages.length} pages crawled (${answered} answered 200, ${result.brokenLinks.length} broken internal links found), ${result.notCrawled} more found, time limit reached: ${result.timedOut ? "yes" : "no"}`,
    );
    const pass = result.pages.length === CRAWL_MAX_PAGES && ms <= CRAWL_BUDGET_MS;
    console.log(
      `${pass ? "✓" : "✗"} ${CRAWL_MAX_PAGES}-page crawl: ${(ms / 1000).toFixed(2)} s (bar ≤ ${CRAWL_BUDGET_MS / 1000} s with all ${CRAWL_MAX_PAGES} pages)`,
    );
    return pass;
  } finally {
    await site.close();
  }
}
