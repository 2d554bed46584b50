import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#app/seo/meta.ts";
import { findTool, type ToolEntry } from "./registry.ts";

/** The registry entry of a tool page; throws at build time for a slug that is not registered. */
export function toolEntry(slug: string): ToolEntry {
  const tool = findTool(slug);
  if (!tool) throw new Error(`Unknown tool slug: ${slug}`);
  return tool;
}

export function toolMeta(slug: string): MetaDescriptor[] {
  const tool = toolEntry(slug);
  return pageMeta({
    title: `${tool.title} (Free, Online) | Crestline Digital`,
    description: tool.description,
    path: `/tools/${tool.slug}`,
  });
}
