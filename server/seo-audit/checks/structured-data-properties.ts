import type { CheerioAPI } from "cheerio";
import { type CheckFn, collapse, make, plural } from "./check-context.ts";
import { type PropertyRule, SCHEMA_REQUIREMENTS, type TypeRequirements } from "./schema-requirements.ts";

// Structured data against the required and recommended properties of Google's rich-result
// documentation (schema-requirements.ts): JSON-LD (with @graph) and microdata. Advice beyond
// Lighthouse's SEO audits: a missing required property is a warning, a missing recommended
// one is noted as info; never critical, no weight. The page's top-level items (and the members
// of an @graph) are checked, as Google's rich results read them; items nested inside another
// (an Organization as an Article's publisher) are not.

type Entity = Record<string, unknown>;

/** "https://schema.org/Article", "schema:Article" → "Article". */
const bareType = (t: string): string => t.trim().replace(/^.*[/:#]/, "");

function typesOf(entity: Entity): string[] {
  const t = entity["@type"];
  const list = Array.isArray(t) ? t : [t];
  return list.filter((x): x is string => typeof x === "string").map(bareType);
}

/** The typed top-level items of a JSON-LD value: the objects themselves and the members of @graph. */
function jsonLdEntities(value: unknown, out: Entity[]): void {
  if (Array.isArray(value)) {
    for (const v of value) jsonLdEntities(v, out);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  const obj = value as Entity;
  if (obj["@graph"] !== undefined) jsonLdEntities(obj["@graph"], out);
  if (obj["@type"] !== undefined) out.push(obj);
}

function jsonLdItems($: CheerioAPI): Entity[] {
  const out: Entity[] = [];
  $("script").each((_, el) => {
    if (($(el).attr("type") ?? "").trim().toLowerCase() !== "application/ld+json") return;
    try {
      jsonLdEntities(
        JSON.parse(
          $(el)
            .text()
            .trim()
            .replace(/^<!--|-->$/g, ""),
        ),
        out,
      );
    } catch {
      // reported by the structured-data check
    }
  });
  return out;
}

/** A microdata item as an object: its itemtype as @type, each itemprop of its own as a property. */
function microdataItem($: CheerioAPI, scope: ReturnType<CheerioAPI>): Entity {
  const item: Entity = {};
  const types = (scope.attr("itemtype") ?? "").split(/\s+/).filter((t) => t !== "");
  if (types.length > 0) item["@type"] = types;
  const add = (name: string, value: unknown) => {
    const existing = item[name];
    item[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  };
  scope.find("[itemprop]").each((_, node) => {
    const el = $(node);
    // Only the item's own properties: those whose nearest enclosing item is this one.
    if (el.parent().closest("[itemscope]")[0] !== scope[0]) return;
    const value =
      el.attr("itemscope") !== undefined
        ? microdataItem($, el)
        : (el.attr("content") ?? el.attr("href") ?? el.attr("src") ?? el.attr("datetime") ?? collapse(el.text()));
    for (const p of (el.attr("itemprop") ?? "").split(/\s+/).filter((x) => x !== "")) add(p, value);
  });
  return item;
}

function microdataItems($: CheerioAPI): Entity[] {
  const items: Entity[] = [];
  $("[itemscope]").each((_, el) => {
    const scope = $(el);
    if (scope.parents("[itemscope]").length === 0 && scope.attr("itemprop") === undefined)
      items.push(microdataItem($, scope));
  });
  return items;
}

function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some(present);
  return true;
}

/** The value at a dotted path; arrays on the way are read by their first element. */
function valueAt(entity: unknown, path: string): unknown {
  let value: unknown = entity;
  for (const key of path.split(".")) {
    if (Array.isArray(value)) value = value[0];
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Entity)[key];
  }
  return value;
}

const satisfied = (entity: unknown, rule: PropertyRule): boolean =>
  typeof rule === "string" ? present(valueAt(entity, rule)) : rule.some((r) => present(valueAt(entity, r)));

function ruleName(rule: PropertyRule): string {
  if (typeof rule === "string") return rule;
  return rule.length > 1 ? `${rule.slice(0, -1).join(", ")} or ${rule[rule.length - 1]}` : (rule[0] ?? "");
}

interface Findings {
  required: string[];
  recommended: string[];
}

function checkEntity(entity: Entity, name: string, req: TypeRequirements, out: Findings): void {
  for (const rule of req.required) {
    if (!satisfied(entity, rule)) out.required.push(`${name} is missing ${ruleName(rule)}`);
  }
  for (const rule of req.recommended) {
    if (!satisfied(entity, rule)) out.recommended.push(`Info: ${name} is missing the recommended ${ruleName(rule)}`);
  }
  const nested = req.items;
  if (!nested) return;
  const raw = entity[nested.property];
  const items = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  items.forEach((item, i) => {
    const rules = [...nested.required, ...(i < items.length - 1 ? (nested.requiredButLast ?? []) : [])];
    for (const rule of rules) {
      if (!satisfied(item, rule)) out.required.push(`${name}: ${nested.label} ${i + 1} is missing ${ruleName(rule)}`);
    }
  });
}

const requirementsOf = (entity: Entity): { type: string; req: TypeRequirements } | null => {
  for (const type of typesOf(entity)) {
    const req = SCHEMA_REQUIREMENTS.find((r) => r.types.includes(type));
    if (req) return { type, req };
  }
  return null;
};

/** Required properties of the rich-result types present; missing recommended ones noted. */
export const checkStructuredDataProperties: CheckFn = ({ $ }) => {
  const meta = { id: "structured-data-properties", title: "Structured data properties" } as const;
  const entities = [...jsonLdItems($), ...microdataItems($)].flatMap((entity) => {
    const match = requirementsOf(entity);
    return match ? [{ entity, ...match }] : [];
  });
  if (entities.length === 0)
    return make(
      meta,
      "passed",
      "No Organization, LocalBusiness, Article, Product, FAQPage or BreadcrumbList items",
      "None of the structured data types with rich-result property rules is on the page.",
    );
  const out: Findings = { required: [], recommended: [] };
  const counts = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const { type } of entities) counts.set(type, (counts.get(type) ?? 0) + 1);
  for (const { entity, type, req } of entities) {
    const n = (seen.get(type) ?? 0) + 1;
    seen.set(type, n);
    checkEntity(entity, (counts.get(type) ?? 0) > 1 ? `${type} ${n}` : type, req, out);
  }
  const types = [...counts.keys()].join(", ");
  const found =
    `${plural(entities.length, "item")} checked (${types}): ` +
    (out.required.length === 0 && out.recommended.length === 0
      ? "every required and recommended property present"
      : `${plural(out.required.length, "required property", "required properties")} missing, ${out.recommended.length} recommended missing`);
  const details = [...out.required, ...out.recommended];
  const outcome =
    out.required.length > 0
      ? make(
          meta,
          "warning",
          found,
          "Google shows rich results only for structured data that has every required property of its type.",
          "Add the missing required properties to the structured data (Google's Rich Results Test shows what each type needs).",
        )
      : make(
          meta,
          "passed",
          found,
          out.recommended.length > 0
            ? "Every required property is present; adding the recommended ones gives richer results."
            : "The structured data has every property Google documents for its rich results.",
        );
  return details.length > 0 ? { ...outcome, details } : outcome;
};
