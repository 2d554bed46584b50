import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#app/seo/meta.ts";
import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The page title, description and canonical path of a tool page. */
export function toolMeta(tool: ToolMeta): MetaDescriptor[] {
  return pageMeta({
    title: `${tool.title} (Free, Online) | Crestline Digital`,
    description: tool.description,
    path: `/tools/${tool.slug}`,
  });
}
