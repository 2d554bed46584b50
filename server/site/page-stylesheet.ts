/**
 * A page's own stylesheet: the site's one Tailwind build (site, tools and admin together)
 * cut down to the rules that can apply to one page's HTML, so a page served without the
 * framework parses only what it uses (docs/decisions/014-pages-without-the-framework.md).
 *
 * A style rule stays when one of its selectors can match: every class and every element
 * name the selector names outside a pseudo-class's argument is in the page (a class
 * attribute, an element of the HTML; inside `:is()` or `:where()` one of the arguments must
 * qualify; `:not()`, `:has()` and the like count as matching). So the reset's rules for
 * tables, code or form fields, and an article's styles for the elements its text does not
 * have, go; attribute, `:root` and universal rules stay, and so do `@keyframes`, `@property`
 * and `@font-face`. Nothing on these pages adds a class or an element after load: the menu
 * is a popover, answers are `<details>` and the copy script (public/copy-link.js) sets
 * attributes, so their states are pseudo-classes and attribute selectors of what the HTML
 * already has. A rule of a kind not listed here fails the build instead of being dropped or
 * kept unchecked.
 */
import { transform, type Rule, type Selector, type SelectorComponent } from "lightningcss";

/** At-rules whose content is kept as it is: nothing in them names a page's classes. */
const keptAtRules = new Set<Rule["type"]>(["keyframes", "font-face", "property", "layer-statement"]);
/** At-rules that only group style rules, which are pruned one by one inside. */
const groupingRules = new Set<Rule["type"]>(["media", "supports", "layer-block", "container", "starting-style"]);

const classAttribute = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
const entities: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };

/** What a page's selectors can match: its class names and its elements' names. */
export interface PageSelectors {
  classes: ReadonlySet<string>;
  /** Lower case, as HTML parsers name elements. */
  elements: ReadonlySet<string>;
}

const startTag = /<([a-z][a-z\d-]*)[\s/>]/gi;

/** The page's class names and element names. */
export function pageSelectors(html: string): PageSelectors {
  const elements = new Set(["html", "head", "body"]);
  for (const match of html.matchAll(startTag)) elements.add((match[1] ?? "").toLowerCase());
  return { classes: pageClasses(html), elements };
}

/** Every class name in the page's class attributes (entities decoded, as the browser reads them). */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(classAttribute)) {
    const value = decodeEntities(match[1] ?? match[2] ?? match[3] ?? "");
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d+)|#x([\da-f]+)|([a-z]+));/gi,
    (entity, decimal?: string, hex?: string, name?: string) => {
      if (decimal) return String.fromCodePoint(Number(decimal));
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      return entities[name?.toLowerCase() ?? ""] ?? entity;
    },
  );
}

/** The stylesheet, minified, with only the rules that can apply to an element of the page. */
export function pruneStylesheet(css: string, page: PageSelectors): string {
  const { code } = transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule(rule) {
        if (rule.type === "style") {
          // The whole rule stays when one selector can match (lightningcss cannot take back
          // every rule it hands out, so a rule is kept or dropped, not rewritten).
          return rule.value.selectors.some((selector) => canMatch(selector, page)) ? undefined : [];
        }
        if (keptAtRules.has(rule.type) || groupingRules.has(rule.type)) return undefined;
        throw new Error(`unexpected @${rule.type} rule in the stylesheet: page CSS cannot tell whether it is used`);
      },
      // A group whose every rule was dropped goes too (a dropped rule reads as "ignored" here).
      RuleExit(rule) {
        const inner = groupedRules(rule);
        return inner?.every((each) => each.type === "ignored") ? [] : undefined;
      },
    },
  });
  return code.toString();
}

/** At most this many passes: each drops the properties only the last pass's drops read. */
const CUSTOM_PROPERTY_PASSES = 8;

/**
 * The stylesheet without the custom properties nothing reads: a `--name` declaration or an
 * `@property --name` stays only while a `var(--name)` is left in the stylesheet or anywhere
 * in the page's HTML (a style attribute). Tailwind's theme declares every colour, size and
 * font of the design, and its `@property` rules every utility's variables; a page reads about
 * half of them. Repeated until nothing more goes, as a dropped declaration may have been the
 * only reader of another. Scripts on these pages read no custom property (ADR 014), and a
 * page with React has the whole stylesheet before React starts.
 */
export function pruneCustomProperties(css: string, html: string): string {
  const inPage = new Set([...html.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? ""));
  let current = css;
  for (let pass = 0; pass < CUSTOM_PROPERTY_PASSES; pass++) {
    const read = new Set(inPage);
    transform({
      filename: "page.css",
      code: Buffer.from(current),
      visitor: {
        Variable(variable) {
          read.add(variable.name.ident);
        },
      },
    });
    const { code } = transform({
      filename: "page.css",
      code: Buffer.from(current),
      minify: true,
      visitor: {
        Declaration: {
          // lightningcss also reads a property it does not know (content-visibility) as "custom".
          custom: (property) => (!property.name.startsWith("--") || read.has(property.name) ? undefined : []),
        },
        Rule(rule) {
          return rule.type === "property" && !read.has(rule.value.name) ? [] : undefined;
        },
      },
    });
    const next = code.toString();
    if (next === current) break;
    current = next;
  }
  return current;
}

/** The rules a grouping at-rule holds; undefined for any other rule. */
function groupedRules(rule: Rule): readonly Rule[] | undefined {
  switch (rule.type) {
    case "media":
    case "supports":
    case "layer-block":
    case "container":
    case "starting-style":
      return rule.value.rules;
    default:
      return undefined;
  }
}

function canMatch(selector: Selector, page: PageSelectors): boolean {
  return selector.every((component) => componentCanMatch(component, page));
}

function componentCanMatch(component: SelectorComponent, page: PageSelectors): boolean {
  if (component.type === "class") return page.classes.has(component.name);
  if (component.type === "type") return page.elements.has(component.name.toLowerCase());
  if (component.type === "pseudo-class" && (component.kind === "is" || component.kind === "where")) {
    return component.selectors.some((inner) => canMatch(inner, page));
  }
  return true;
}
