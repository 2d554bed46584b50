import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { type CheckStatus, scoreColor, type SeoAuditResult } from "#contracts/seo-audit/audit.ts";
import {
  AS_SERVED_NOTE,
  formatPoints,
  formatShare,
  formatWeight,
  overallFormula,
  resultLabel,
  seoAuditReportFileName,
} from "#contracts/seo-audit/report.ts";
import { overallScore, scoreBreakdown } from "#contracts/seo-audit/scoring.ts";
import type { SeoCrawlResult } from "#contracts/seo-audit/crawl.ts";

// The branded PDF report of an audit (and of the site crawl when one ran): the same content as
// the result page, laid out for print. Built in the browser with pdfmake, which this module
// loads only when the visitor asks for the PDF (the page imports this module on click).

const BRAND = "Crestline Digital";
/** The site's theme colours (app/app.css: --color-brand-700, -950, -50, --color-accent-500). */
const COLOURS = { brand: "#1647d6", ink: "#0f2a4a", tint: "#eef6ff", accent: "#f59e0b", muted: "#475569" };
/** The score colours of the result page (green from 90, yellow from 70, red below). */
const SCORE_COLOURS = { green: "#15803d", yellow: "#b45309", red: "#b91c1c" } as const;
const STATUS_LABEL: Record<CheckStatus, string> = { critical: "Critical", warning: "Warning", passed: "Passed" };
const STATUS_COLOUR: Record<CheckStatus, string> = { critical: "#b91c1c", warning: "#b45309", passed: "#15803d" };
const SEVERITY: CheckStatus[] = ["critical", "warning", "passed"];

/** "2025-03-04T05:06:07.890Z" → "2025-03-04 05:06 UTC". */
const auditedAt = (iso: string): string => iso.replace("T", " ").replace(/:\d\d(\.\d+)?Z$/, " UTC");

const heading = (text: string): Content => ({ text, style: "h2" });

/** One row per score, label then score, so that the PDF reads (and extracts) each label with its score. */
function scores(result: SeoAuditResult): Content {
  const m = result.metrics;
  const rows: [string, number][] = [
    ["Overall score", result.overallScore],
    ["Page Speed", m.pageSpeed],
    ["Mobile Usability", m.mobileUsability],
    ["SEO Score", m.seoScore],
    ["Accessibility", m.accessibility],
  ];
  return {
    table: {
      widths: [140, 80],
      body: rows.map(([label, score], i) => [
        { text: label, bold: i === 0, fontSize: i === 0 ? 12 : 10, margin: [6, 4, 0, 4] },
        {
          text: `${score}/100`,
          bold: true,
          fontSize: i === 0 ? 16 : 12,
          color: SCORE_COLOURS[scoreColor(score)],
          alignment: "right",
          margin: [0, 2, 6, 2],
        },
      ]),
    },
    layout: {
      fillColor: () => COLOURS.tint,
      hLineColor: () => "#ffffff",
      vLineColor: () => "#ffffff",
      hLineWidth: () => 2,
      vLineWidth: () => 0,
    },
  };
}

function explanation(result: SeoAuditResult): Content[] {
  const breakdown = scoreBreakdown(result.checks);
  const overall = overallScore(breakdown, result.checks);
  const out: Content[] = [
    heading("How the score is made"),
    { text: AS_SERVED_NOTE, style: "body" },
    { text: [{ text: "Overall score: ", bold: true }, overallFormula(breakdown, overall)], style: "body" },
  ];
  for (const sub of breakdown) {
    out.push(
      { text: `${sub.label}: ${sub.score}/100 (${formatShare(sub.share)} of the overall score)`, style: "h3" },
      { text: sub.how, style: "small" },
      {
        table: {
          headerRows: 1,
          widths: ["*", 45, 45, 130],
          body: [
            ["Check", "Weight", "Lost", "Result"].map((text) => ({ text, bold: true, style: "small" })),
            ...sub.rows.map((row) => [
              { text: row.title, style: "small" },
              { text: formatWeight(row.weight), style: "small" },
              { text: formatPoints(row.pointsLost), style: "small" },
              { text: resultLabel(row.score), style: "small" },
            ]),
          ],
        },
        layout: "lightHorizontalLines",
        margin: [0, 4, 0, 4],
      },
    );
  }
  const advice = result.checks.filter((check) => check.weight === 0).map((check) => check.title);
  if (advice.length > 0) out.push({ text: `Advice, not scored: ${advice.join(", ")}.`, style: "small" });
  return out;
}

function findings(result: SeoAuditResult): Content[] {
  const out: Content[] = [heading("Findings")];
  for (const status of SEVERITY) {
    const checks = result.checks.filter((check) => check.status === status);
    if (checks.length === 0) continue;
    out.push({
      text: `${status === "passed" ? "Passed" : status === "warning" ? "Warnings" : "Critical issues"} (${checks.length})`,
      style: "h3",
      color: STATUS_COLOUR[status],
    });
    for (const check of checks) {
      const block: Content[] = [
        {
          text: [
            { text: `${STATUS_LABEL[status]}: `, color: STATUS_COLOUR[status], bold: true },
            { text: check.title, bold: true },
          ],
        },
        { text: [{ text: "Found: ", bold: true }, check.found], style: "small" },
        { text: check.description, style: "small", color: COLOURS.muted },
      ];
      if (check.details && check.details.length > 0)
        block.push({ ul: check.details.map((d) => ({ text: d, style: "small" })), margin: [8, 2, 0, 0] });
      if (check.recommendation)
        block.push({ text: [{ text: "Recommendation: ", bold: true }, check.recommendation], style: "small" });
      out.push({ stack: block, margin: [0, 4, 0, 6], unbreakable: block.length < 5 });
    }
  }
  out.push(heading("Recommendations"), { ol: result.recommendations.map((r) => ({ text: r, style: "body" })) });
  return out;
}

function crawlSummary(crawl: SeoCrawlResult): Content[] {
  const origin = new URL(crawl.startUrl).origin;
  const short = (u: string) => (u.startsWith(origin) ? u.slice(origin.length) || "/" : u);
  const list = (title: string, items: string[]): Content[] => [
    { text: `${title} (${items.length})`, style: "h3" },
    items.length === 0
      ? { text: "None found.", style: "small" }
      : { ul: items.map((i) => ({ text: i, style: "small" })) },
  ];
  const summary =
    `${crawl.pages.length} pages crawled in ${(crawl.elapsedMs / 1000).toFixed(1)} s` +
    (crawl.timedOut ? " (the 30-second limit ended the crawl)" : "") +
    (crawl.notCrawled > 0 ? `; ${crawl.notCrawled} more found but not crawled` : "") +
    (crawl.blockedByRobots.length > 0 ? `; ${crawl.blockedByRobots.length} left out as robots.txt asks` : "") +
    `.${crawl.sitemapUrl ? ` Sitemap: ${crawl.sitemapUrl}` : " No sitemap found."}`;
  const duplicates = (d: SeoCrawlResult["duplicateTitles"]) =>
    d.map((x) => `“${x.text}” on ${x.urls.map(short).join(", ")}`);
  return [
    heading("Site crawl"),
    { text: summary, style: "body" },
    ...list(
      "Broken internal links",
      crawl.brokenLinks.map(
        (l) =>
          `${short(l.url)}: ${l.status === null ? "no answer" : `HTTP ${l.status}`}; linked from ${l.linkedFrom.map(short).join(", ")}`,
      ),
    ),
    ...list("Duplicate titles", duplicates(crawl.duplicateTitles)),
    ...list("Duplicate descriptions", duplicates(crawl.duplicateDescriptions)),
    ...list(
      "Orphan pages",
      crawl.orphanPages.map((u) => `${short(u)} is in the sitemap but no crawled page links to it`),
    ),
    ...list(
      "Redirect chains",
      crawl.redirectChains.map((chain) => chain.map(short).join(" → ")),
    ),
    { text: "Crawled pages", style: "h3" },
    {
      table: {
        headerRows: 1,
        widths: ["*", 40, "*", 40],
        body: [
          ["Page", "Status", "Title", "Words"].map((text) => ({ text, bold: true, style: "small" })),
          ...crawl.pages.map((p) => [
            { text: short(p.url), style: "small" },
            { text: p.status === null ? "no answer" : String(p.status), style: "small" },
            { text: p.error ?? (p.title || "none"), style: "small" },
            { text: p.error ? "" : String(p.wordCount), style: "small" },
          ]),
        ],
      },
      layout: "lightHorizontalLines",
    },
  ];
}

/** The pdfmake document of the report. Pure: same result and crawl → same document. */
export function seoAuditPdfDefinition(result: SeoAuditResult, crawl?: SeoCrawlResult | null): TDocumentDefinitions {
  const issues = result.issues;
  return {
    info: { title: `SEO audit of ${result.url}`, author: BRAND, subject: "SEO audit report" },
    pageSize: "A4",
    pageMargins: [40, 70, 40, 50],
    header: {
      margin: [40, 24, 40, 0],
      columns: [
        { text: BRAND, bold: true, fontSize: 14, color: COLOURS.brand },
        { text: "SEO audit report", alignment: "right", color: COLOURS.ink, fontSize: 10, margin: [0, 3, 0, 0] },
      ],
    },
    footer: (page: number, pages: number) => ({
      margin: [40, 16, 40, 0],
      columns: [
        { text: `${BRAND} · ${result.url}`, style: "small", color: COLOURS.muted },
        { text: `Page ${page} of ${pages}`, alignment: "right", style: "small", color: COLOURS.muted },
      ],
    }),
    content: [
      { canvas: [{ type: "rect", x: 0, y: 0, w: 515, h: 4, color: COLOURS.accent }] },
      { text: "SEO audit report", style: "h1" },
      { text: [{ text: "Website: ", bold: true }, result.url], style: "body" },
      ...(result.finalUrl !== result.url
        ? [{ text: [{ text: "Final URL: ", bold: true }, result.finalUrl], style: "body" }]
        : []),
      { text: [{ text: "Audited: ", bold: true }, auditedAt(result.fetchedAt)], style: "body" },
      {
        text: `HTTP ${result.statusCode} · first byte in ${result.responseTimeMs} ms · HTML ${(result.pageBytes / 1024).toFixed(1)} KB${result.compression ? ` (${result.compression})` : " (not compressed)"}`,
        style: "small",
        color: COLOURS.muted,
        margin: [0, 0, 0, 10],
      },
      scores(result),
      {
        text: `Critical: ${issues.critical}   Warnings: ${issues.warning}   Passed: ${issues.passed}`,
        style: "body",
        margin: [0, 8, 0, 0],
      },
      ...explanation(result),
      ...findings(result),
      ...(crawl ? crawlSummary(crawl) : []),
      {
        text: `Generated by the ${BRAND} SEO audit tool.`,
        style: "small",
        color: COLOURS.muted,
        margin: [0, 16, 0, 0],
      },
    ],
    styles: {
      h1: { fontSize: 20, bold: true, color: COLOURS.ink, margin: [0, 10, 0, 8] },
      h2: { fontSize: 14, bold: true, color: COLOURS.brand, margin: [0, 16, 0, 6] },
      h3: { fontSize: 11, bold: true, color: COLOURS.ink, margin: [0, 8, 0, 3] },
      body: { fontSize: 10, margin: [0, 0, 0, 3] },
      small: { fontSize: 8.5 },
    },
    defaultStyle: { font: "Roboto", fontSize: 10, color: "#1e293b" },
  };
}

/** File name for the download: the text report's, as .pdf. */
export const seoAuditPdfFileName = (result: SeoAuditResult): string =>
  seoAuditReportFileName(result).replace(/\.txt$/, ".pdf");

/**
 * Renders the report to PDF bytes (loads pdfmake on first use). Page titles and findings in
 * other scripts (Chinese, Hindi, Arabic…) get a font that draws them, as in the converters.
 */
export async function renderSeoAuditPdf(result: SeoAuditResult, crawl?: SeoCrawlResult | null): Promise<Uint8Array> {
  const [{ renderPdfmake }, { withScriptFonts }] = await Promise.all([
    import("#app/tool-kit/pdf/pdfmake-render.ts"),
    import("#app/tool-kit/fonts/script-fonts.ts"),
  ]);
  const { doc } = await withScriptFonts(seoAuditPdfDefinition(result, crawl));
  return renderPdfmake(doc);
}
