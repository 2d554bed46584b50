import type { SeoAuditResult } from "#contracts/seo-audit/audit.ts";
import { analysePage, type AnalysePageInput } from "../audit.ts";
import { type FetchedPageBody, pageFromBody } from "../fetching/fetch-page.ts";
import { previewTags, type PreviewTags } from "../link-preview/preview-tags.ts";
import {
  analyseSitemap,
  analyseVisit,
  type SitemapInput,
  type SitemapLocs,
  type VisitInput,
  type VisitOutput,
} from "./crawl-analysis.ts";

// The work the analysis workers do, by name: the same functions run in-process when no pool
// is given (unit tests), so a task's result never depends on where it ran.

interface Tasks {
  audit: { input: AnalysePageInput; output: SeoAuditResult };
  visit: { input: VisitInput; output: VisitOutput };
  sitemap: { input: SitemapInput; output: SitemapLocs };
  preview: { input: FetchedPageBody; output: PreviewTags };
}

export type TaskKind = keyof Tasks;
export type TaskInput<K extends TaskKind> = Tasks[K]["input"];
export type TaskOutput<K extends TaskKind> = Tasks[K]["output"];

export async function runTask<K extends TaskKind>(kind: K, input: TaskInput<K>): Promise<TaskOutput<K>> {
  const table: { [T in TaskKind]: (input: TaskInput<T>) => TaskOutput<T> | Promise<TaskOutput<T>> } = {
    audit: analysePage,
    visit: analyseVisit,
    sitemap: analyseSitemap,
    preview: (page) => previewTags(pageFromBody(page).html),
  };
  return table[kind](input);
}

/** Runs a task in the pool, or here when there is none. */
export type Analyse = <K extends TaskKind>(
  kind: K,
  input: TaskInput<K>,
  budget?: { wallMs?: number; cpuMs?: number },
) => Promise<TaskOutput<K>>;

export const analyseInProcess: Analyse = (kind, input) => runTask(kind, input);
