import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#app/seo/meta.ts";
import { findTool } from "#app/tools/registry.ts";
import type { ToolMeta } from "#app/tools/tool-definition.ts";

/** The metadata of a registered tool; throws at build time for a slug that is not registered. */
export function toolEntry(slug: string): ToolMeta {
  const tool = findTool(slug);
  if (!tool) throw new Error(`Unknown tool slug: ${slug}`);
  return tool;
}

/** The page title, description and canonical path of a tool page. */
export function toolMeta(slug: string): MetaDescriptor[] {
  const tool = toolEntry(slug);
  return pageMeta({
    title: `${tool.title} (Free, Online) | Crestline Digital`,
    description: tool.description,
    path: `/tools/${tool.slug}`,
  });
}
