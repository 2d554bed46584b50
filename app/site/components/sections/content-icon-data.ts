import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { LucideIcon } from "lucide-react";
import type { IconName } from "#contracts/content/schema.ts";
import type { ContentIconData, ContentIconSet } from "./content-icon.tsx";
import { contentIconComponents } from "./content-icon-components.ts";

// Build time only (route loaders, which React Router keeps out of the browser bundles):
// the drawing data of the content icons a page shows, so the page can draw them with
// lucide's generic `Icon` and its JavaScript carries no icon table. The data is read
// back from each icon component's own markup; content-icon-data.test.ts checks that
// `Icon` draws every content icon exactly as its component does.

const entities: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };
const decode = (value: string) => value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => entities[entity] ?? entity);
const propName = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of source.matchAll(/([\w:-]+)="([^"]*)"/g)) {
    if (name) attributes[propName(name)] = decode(value ?? "");
  }
  return attributes;
}

/** The `{ name, node }` data lucide's `Icon` needs to draw what `Component` draws. */
export function iconDataOf(Component: LucideIcon): ContentIconData {
  const markup = renderToStaticMarkup(createElement(Component));
  const svg = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
  if (!svg) throw new Error(`unexpected icon markup: ${markup.slice(0, 80)}`);
  const classes = (attributesOf(svg[1] ?? "").class ?? "").split(/\s+/);
  const [name, ...aliases] = classes.filter((value) => value.startsWith("lucide-")).map((value) => value.slice(7));
  const node: ContentIconData["node"] = [];
  for (const [, tag, attributes] of (svg[2] ?? "").matchAll(/<([a-z]+)([^>]*?)\/?>(?:<\/\1>)?/g)) {
    node.push([tag ?? "", { ...attributesOf(attributes ?? ""), key: String(node.length) }]);
  }
  if (node.length === 0) throw new Error(`no drawing in the icon markup: ${markup.slice(0, 80)}`);
  return { name, size: 24, node, ...(aliases.length > 0 ? { aliases } : {}) };
}

/** Every content icon name used anywhere in `values` (an `icon` field of any object). */
export function iconNamesIn(...values: unknown[]): IconName[] {
  const names = new Set<IconName>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "icon" && typeof child === "string" && child in contentIconComponents) names.add(child as IconName);
        else visit(child);
      }
    }
  };
  values.forEach(visit);
  return [...names].sort();
}

/** The drawing data of the named icons, for `<ContentIcons value={…}>`. */
export function contentIconData(names: Iterable<IconName>): ContentIconSet {
  const icons: ContentIconSet = {};
  for (const name of names) icons[name] = iconDataOf(contentIconComponents[name]);
  return icons;
}
