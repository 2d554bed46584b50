import type { z } from "zod";
import {
  contentInputSchemas,
  type ArticleInput,
  type CaseStudyInput,
  type ContentKind,
} from "#contracts/content/content-admin.ts";

// The editor's form, kept as plain text fields in the shape of the contract's input schemas
// (contracts/content/content-admin.ts), and the checks it runs before sending: the server's own
// schema, so a mistake shows beside its field at once, keyed by its path ("results.roas.value").

/** Every field as typed: selects may still be empty, so enums are plain strings here. */
export type ArticleForm = Omit<ArticleInput, "category"> & { category: string };
export type CaseStudyForm = Omit<CaseStudyInput, "industry" | "service"> & { industry: string; service: string };
export type ContentForm = ArticleForm | CaseStudyForm;

/** Messages keyed by a field's dotted path; "form" for one that belongs to no field. */
export type FieldErrors = Record<string, string>;

/** The id of a field's input (and of its error, with "-error"): the errors list links to it. */
export function fieldId(path: string): string {
  return `content-${path.replace(/\./g, "-")}`;
}

const figure = () => ({ value: "", description: "" });

function emptyArticle(author: string, today: string): ArticleForm {
  return {
    title: "",
    slug: "",
    excerpt: "",
    category: "",
    author,
    authorRole: "",
    date: today,
    image: { src: "", alt: "" },
    body: "",
  };
}

export function emptyCaseStudy(): CaseStudyForm {
  return {
    title: "",
    slug: "",
    client: "",
    industry: "",
    service: "",
    metric: "",
    timeframe: "",
    duration: "",
    description: "",
    image: { src: "", alt: "" },
    overview: "",
    challenge: "",
    strategy: ["", "", "", "", ""],
    results: {
      roas: figure(),
      conversions: figure(),
      reach: figure(),
      cpc: figure(),
      engagement: figure(),
      revenue: figure(),
    },
    cardResults: [
      { value: "", label: "" },
      { value: "", label: "" },
      { value: "", label: "" },
    ],
    testimonial: { text: "", author: "", position: "" },
  };
}

export function emptyForm(kind: ContentKind, author: string, today: string): ContentForm {
  return kind === "article" ? emptyArticle(author, today) : emptyCaseStudy();
}

const MAX_SLUG = 80;

/** A URL name suggested from a title: "Facebook Ads & ROI in 2026" → "facebook-ads-and-roi-in-2026". */
export function suggestSlug(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG) break;
    slug = next;
  }
  return slug;
}

/** The value at a dotted path ("strategy.2", "results.cpc.value"), or "" when absent. */
export function valueAt(form: ContentForm, path: string): string {
  let current: unknown = form;
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object") return "";
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === "string" ? current : "";
}

/** A copy of the form with the text at `path` replaced (arrays stay arrays). */
export function withValue<F extends ContentForm>(form: F, path: string, value: string): F {
  const set = (node: unknown, keys: string[]): unknown => {
    const [key, ...rest] = keys;
    if (key === undefined) return value;
    if (Array.isArray(node)) {
      const copy: unknown[] = [...node];
      copy[Number(key)] = set(copy[Number(key)], rest);
      return copy;
    }
    const record = (node ?? {}) as Record<string, unknown>;
    return { ...record, [key]: set(record[key], rest) };
  };
  return set(form, path.split(".")) as F;
}

/** Each field's first message, keyed by its whole path. */
function issueErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) fields[issue.path.length > 0 ? issue.path.join(".") : "form"] ??= issue.message;
  return fields;
}

export type Checked = { ok: true; input: ArticleInput | CaseStudyInput } | { ok: false; errors: FieldErrors };

/** The form checked by the contract's schema: the input to send, or the messages to show. */
export function checkForm(kind: ContentKind, form: ContentForm): Checked {
  const parsed = contentInputSchemas[kind].safeParse(form);
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: issueErrors(parsed.error.issues) };
}

/** Today's date as YYYY-MM-DD in the writer's own time zone (the article's shown date). */
export function localDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A `datetime-local` value ("2026-12-01T09:30", the writer's time) as an ISO instant, or null. */
export function localDateTimeToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
