import type { Route } from "./+types/page";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useRevealResult } from "#app/tool-kit/ui/reveal-result.ts";
import { Download, FileText, Globe, Loader2, Mail, Search } from "lucide-react";
import { ToolFrame } from "#app/tool-kit/ui/tool-frame.tsx";
import { NumberedList } from "#app/ui/numbered-list.tsx";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { downloadBlob, downloadText } from "#app/lib/download.ts";
import { InputError, UrlField } from "#app/tool-kit/ui/input-and-results.tsx";
import { TipsList, ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { ToolOffer } from "#app/tool-kit/ui/tool-offer.tsx";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { AS_SERVED_NOTE, buildSeoAuditReport, seoAuditReportFileName } from "#contracts/seo-audit/report.ts";
import {
  scoreColor,
  SEO_AUDIT_PATH,
  seoAuditErrorSchema,
  seoAuditRequestSchema,
  seoAuditResultSchema,
  type CheckStatus,
  type MetricKey,
  type SeoAuditResult,
} from "#contracts/seo-audit/audit.ts";
import { EmailReportForm } from "./email-report-form.tsx";
import { auditOffer, auditSummary } from "./logic.ts";
import type { SeoCrawlResult } from "#contracts/seo-audit/crawl.ts";
import { ScoreExplanation } from "./score-explanation.tsx";
import { SiteCrawl } from "./site-crawl.tsx";
import { CheckItem, STATUS } from "./check-item.tsx";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const MSG_NETWORK_FAILURE = "We could not reach the audit service. Check your internet connection and try again.";
const MSG_BAD_ANSWER = "The audit service sent an answer we could not read. Please try again in a moment.";
const MSG_RATE_LIMITED = "Too many audits from your connection. Please wait a minute and try again.";
const MSG_PDF_FAILED = "The PDF report could not be made. Please try again.";

const METRICS: { key: MetricKey; label: string }[] = [
  { key: "pageSpeed", label: "Page Speed" },
  { key: "mobileUsability", label: "Mobile Usability" },
  { key: "seoScore", label: "SEO Score" },
  { key: "accessibility", label: "Accessibility" },
];

const COLOUR = {
  green: { text: "text-green-700", ring: "#16a34a", bar: "bg-green-600", label: "Good" },
  yellow: { text: "text-amber-700", ring: "#f59e0b", bar: "bg-amber-500", label: "Needs improvement" },
  red: { text: "text-red-700", ring: "#dc2626", bar: "bg-red-600", label: "Poor" },
} as const;

const SEVERITY: Record<CheckStatus, number> = { critical: 0, warning: 1, passed: 2 };

const WHAT_WE_CHECK = [
  "The SEO score follows Lighthouse's SEO audits: the same rules and the same weights, on the HTML as served (no JavaScript is run).",
  "Search basics: HTTP status, HTTPS, indexability (robots meta, X-Robots-Tag, robots.txt), canonical URL and hreflang, and the XML sitemap (found, valid, and a sample of its URLs answering 200).",
  "Content: title and meta description length, one H1 and heading order, word count, link text and crawlable links.",
  "Sharing and rich results: Open Graph and Twitter/X card tags, structured data that parses and has the properties Google requires (and recommends) for Organization, LocalBusiness, Article, Product, FAQPage and BreadcrumbList rich results.",
  "Mobile: viewport, legible font sizes, tap targets, no browser plugins.",
  "Speed: server response time, HTML size, compression, render-blocking resources, DOM size, image dimensions, and the weight of each image (a warning for any image over 200 KB).",
  "Accessibility and security: image alt text, page language, form labels, HSTS and nosniff headers, mixed content (http:// resources on an https page).",
];

type AuditState =
  | { status: "idle" }
  | { status: "working"; url: string }
  | { status: "done"; result: SeoAuditResult }
  | { status: "failed"; message: string };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export default function SeoAuditGeneratorPage() {
  const [url, setUrl] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [state, setState] = useState<AuditState>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const { ref: reportBox, reveal } = useRevealResult();
  const id = useId();
  const inputId = `${id}-url`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    // The report comes under the form, below the fold on a phone: its top is scrolled into view.
    if (state.status !== "done") return;
    resultHeadingRef.current?.focus({ preventScroll: true });
    reveal();
  }, [state.status, reveal]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === "working") return;
    const parsed = seoAuditRequestSchema.safeParse({ url });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? "Please enter a website URL");
      setState({ status: "idle" });
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setState({ status: "working", url: parsed.data.url });
    const abort = new AbortController();
    controller.current = abort;
    let response: Response;
    try {
      response = await fetch(SEO_AUDIT_PATH, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ url }),
        signal: abort.signal,
      });
    } catch {
      if (!abort.signal.aborted) setState({ status: "failed", message: MSG_NETWORK_FAILURE });
      return;
    }
    const body = await readJson(response);
    if (abort.signal.aborted) return;
    if (response.ok) {
      const result = seoAuditResultSchema.safeParse(body);
      setState(
        result.success ? { status: "done", result: result.data } : { status: "failed", message: MSG_BAD_ANSWER },
      );
      // One finished audit, one run: noted for the visit's lead source and the tool's counter.
      if (result.success) {
        void import("#app/lib/lead-source.ts").then((source) => source.recordToolRun(tool.slug)).catch(() => undefined);
      }
      return;
    }
    const error = seoAuditErrorSchema.safeParse(body);
    const fieldMessage = error.success ? error.data.fields?.url : undefined;
    if (response.status === 400 && fieldMessage) {
      setFieldError(fieldMessage);
      setState({ status: "idle" });
      inputRef.current?.focus();
      return;
    }
    const message = error.success ? error.data.error : response.status === 429 ? MSG_RATE_LIMITED : MSG_BAD_ANSWER;
    setState({ status: "failed", message });
  }

  const working = state.status === "working";

  return (
    <ToolFrame tool={tool}>
      <div className="space-y-6">
        <ToolPanel title="Audit a web page">
          <form noValidate onSubmit={onSubmit}>
            <UrlField
              label="Website URL"
              id={inputId}
              ref={inputRef}
              value={url}
              onChange={(value) => {
                setUrl(value);
                setFieldError(null);
              }}
              placeholder="https://example.com"
              autoComplete="url"
              invalid={Boolean(fieldError)}
              describedBy={fieldError ? `${errorId} ${hintId}` : hintId}
            >
              <Button type="submit" disabled={working} className="sm:w-40">
                {working ? (
                  <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
                ) : (
                  <Search aria-hidden="true" className="h-4 w-4" />
                )}
                {working ? "Analyzing..." : "Analyze"}
              </Button>
            </UrlField>
            <InputError id={errorId} message={fieldError} />
            <p id={hintId} className="mt-2 text-sm text-slate-500">
              Any public page, e.g. your home page or a landing page. We fetch it once from our server and audit the
              HTML and headers, then ask the site for the size of each image (without downloading it) and for its
              sitemap. {AS_SERVED_NOTE}
            </p>
          </form>

          <p role="status" className="sr-only">
            {working
              ? "Analyzing the page…"
              : state.status === "done"
                ? `Audit complete. Overall score ${state.result.overallScore} out of 100.`
                : ""}
          </p>

          {state.status === "working" ? <WorkingPanel url={state.url} /> : null}
          {state.status === "failed" ? (
            <Alert className="mt-5">
              <p className="font-semibold">The audit could not be completed.</p>
              <p>{state.message}</p>
            </Alert>
          ) : null}
        </ToolPanel>

        <div ref={reportBox} className="scroll-mt-4">
          {state.status === "done" ? <AuditReport result={state.result} headingRef={resultHeadingRef} /> : null}
        </div>

        <TipsList title="What the audit checks" tips={WHAT_WE_CHECK} />
      </div>
    </ToolFrame>
  );
}

function WorkingPanel({ url }: { url: string }) {
  return (
    <div aria-busy="true" className="mt-5 rounded-xl border border-brand-100 bg-brand-50 p-5 text-brand-950">
      <p className="flex items-center gap-2 font-bold">
        <Loader2 aria-hidden="true" className="h-5 w-5 shrink-0 animate-spin motion-reduce:animate-none" />
        Analyzing <span className="break-all">{url}</span>
      </p>
      <p className="mt-1 text-sm text-brand-900">
        Fetching the page, robots.txt and headers, the sizes of its images and its sitemap, then running every check.
        This usually takes a few seconds (at most 20).
      </p>
      <div
        role="progressbar"
        aria-label="Audit in progress"
        className="mt-4 h-2.5 overflow-hidden rounded-full bg-white"
      >
        <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-600 motion-reduce:animate-none" />
      </div>
    </div>
  );
}

function ScoreRing({ score }: { score: number }) {
  const colour = COLOUR[scoreColor(score)];
  return (
    <div
      className="relative flex h-36 w-36 shrink-0 items-center justify-center rounded-full"
      style={{ background: `conic-gradient(${colour.ring} ${score * 3.6}deg, #e2e8f0 0deg)` }}
    >
      <div className="flex h-28 w-28 flex-col items-center justify-center rounded-full bg-white">
        <span className={`text-4xl font-extrabold tabular-nums ${colour.text}`} data-testid="overall-score">
          {score}
        </span>
        <span className="text-sm text-slate-600">out of 100</span>
      </div>
    </div>
  );
}

function AuditReport({
  result,
  headingRef,
}: {
  result: SeoAuditResult;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const overall = COLOUR[scoreColor(result.overallScore)];
  const sorted = result.checks
    .map((check, index) => ({ check, index }))
    .sort(
      (a, b) =>
        SEVERITY[a.check.status] - SEVERITY[b.check.status] || b.check.weight - a.check.weight || a.index - b.index,
    )
    .map(({ check }) => check);
  const problems = sorted.filter((check) => check.status !== "passed");
  const passed = sorted.filter((check) => check.status === "passed");
  const fetched = new Date(result.fetchedAt);
  const summary = auditSummary(result);
  const offer = auditOffer(summary);
  const [emailOpen, setEmailOpen] = useState(false);
  const emailFormId = useId();
  const [crawl, setCrawl] = useState<SeoCrawlResult | null>(null);
  const [pdf, setPdf] = useState<"idle" | "working" | "failed">("idle");

  // pdfmake is loaded only now, when the visitor asks for the PDF.
  async function downloadPdf() {
    setPdf("working");
    try {
      const { renderSeoAuditPdf, seoAuditPdfFileName } = await import("./pdf-report.ts");
      const bytes = await renderSeoAuditPdf(result, crawl);
      downloadBlob(
        new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/pdf" }),
        seoAuditPdfFileName(result),
      );
      setPdf("idle");
    } catch {
      setPdf("failed");
    }
  }

  return (
    <div className="space-y-6">
      <ToolPanel>
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
          Audit results
        </h2>
        <p className="mt-1 flex items-start gap-2 text-sm break-all text-slate-700">
          <Globe aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            {result.url}
            {result.finalUrl !== result.url ? <> → {result.finalUrl}</> : null}
          </span>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          HTTP {result.statusCode} · first byte in {result.responseTimeMs} ms · HTML{" "}
          {(result.pageBytes / 1024).toFixed(1)} KB
          {result.compression ? ` (${result.compression})` : " (not compressed)"} · audited{" "}
          <time dateTime={result.fetchedAt}>
            {Number.isNaN(fetched.getTime()) ? result.fetchedAt : fetched.toLocaleString("en-GB")}
          </time>
        </p>

        <div className="mt-6 flex flex-col items-center gap-6 sm:flex-row sm:items-center">
          <ScoreRing score={result.overallScore} />
          <div className="text-center sm:text-left">
            <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Overall score</p>
            <p className={`mt-1 text-2xl font-extrabold ${overall.text}`}>
              {result.overallScore}/100 · {overall.label}
            </p>
            <p className="mt-2 text-sm text-slate-600">
              Green from 90, yellow from 70, red below. Each check counts with a fixed weight, so the same page gets the
              same score: see how the score is made below.
            </p>
          </div>
        </div>

        <h3 className="sr-only">Metrics</h3>
        <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {METRICS.map(({ key, label }) => {
            const value = result.metrics[key];
            const colour = COLOUR[scoreColor(value)];
            return (
              <li key={key} className="rounded-xl border border-slate-200 p-4">
                <p className="text-sm font-semibold text-slate-700">{label}</p>
                <p className={`mt-1 text-2xl font-extrabold tabular-nums ${colour.text}`}>
                  {value}
                  <span className="text-sm font-semibold text-slate-500">/100</span>
                </p>
                <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200">
                  <div className={`h-full rounded-full ${colour.bar}`} style={{ width: `${value}%` }} />
                </div>
                <p className={`mt-1.5 text-xs font-semibold ${colour.text}`}>{colour.label}</p>
              </li>
            );
          })}
        </ul>

        <h3 className="sr-only">Issue counts</h3>
        <ul className="mt-3 grid grid-cols-3 gap-3">
          {(["critical", "warning", "passed"] as const).map((status) => {
            const { Icon, icon } = STATUS[status];
            const label = status === "critical" ? "Critical" : status === "warning" ? "Warnings" : "Passed";
            return (
              <li key={status} className="rounded-xl border border-slate-200 p-3 text-center sm:p-4">
                <Icon aria-hidden="true" className={`mx-auto h-5 w-5 ${icon}`} />
                <p className="mt-1 text-2xl font-extrabold text-slate-900 tabular-nums">{result.issues[status]}</p>
                <p className="text-sm text-slate-600">{label}</p>
              </li>
            );
          })}
        </ul>

        {/* The offer sits right under the headline result, before the downloads and the details. */}
        <ToolOffer
          text={offer.text}
          cta="Get a free quote"
          tool={tool.slug}
          context={offer.context}
          platforms={["SEO"]}
        />

        {/* The PDF (score, findings, fixes and the crawl) is the main download; the text file stays. */}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => void downloadPdf()} disabled={pdf === "working"}>
            {pdf === "working" ? (
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
            ) : (
              <FileText aria-hidden="true" className="h-4 w-4" />
            )}
            Download PDF report
          </Button>
          <Button
            variant="secondary"
            onClick={() => downloadText(buildSeoAuditReport(result), seoAuditReportFileName(result))}
          >
            <Download aria-hidden="true" className="h-4 w-4" /> Download Report
          </Button>
          <Button
            variant="secondary"
            aria-expanded={emailOpen}
            aria-controls={emailFormId}
            onClick={() => setEmailOpen((open) => !open)}
          >
            <Mail aria-hidden="true" className="h-4 w-4" /> E-mail me this report
          </Button>
        </div>
        <p role="status" className="sr-only">
          {pdf === "working" ? "Preparing the PDF report…" : ""}
        </p>
        {pdf === "failed" ? (
          <Alert className="mt-3">
            <p>{MSG_PDF_FAILED}</p>
          </Alert>
        ) : null}
        <EmailReportForm id={emailFormId} open={emailOpen} summary={summary} reportToken={result.reportToken} />
      </ToolPanel>

      <ToolPanel title="Technical Issues">
        {problems.length === 0 ? (
          <p className="text-slate-700">No critical issues or warnings: every check passed.</p>
        ) : null}
        <ul className="space-y-3">
          {problems.map((check) => (
            <CheckItem key={check.id} check={check} />
          ))}
        </ul>
        {passed.length > 0 ? (
          <details className="mt-4 rounded-xl border border-slate-200">
            <summary className="cursor-pointer px-4 py-3 font-semibold text-slate-800">
              Passed checks ({passed.length})
            </summary>
            <ul className="space-y-3 px-4 pb-4">
              {passed.map((check) => (
                <CheckItem key={check.id} check={check} />
              ))}
            </ul>
          </details>
        ) : null}
      </ToolPanel>

      <ToolPanel title="Recommendations">
        <NumberedList
          items={result.recommendations}
          className="space-y-3"
          itemClassName="gap-3 text-slate-800"
          badgeClassName="h-7 w-7 bg-brand-50 text-brand-700"
          textClassName="pt-0.5"
        />
      </ToolPanel>

      <ScoreExplanation result={result} />

      <SiteCrawl url={result.finalUrl} onResult={setCrawl} />
    </div>
  );
}
