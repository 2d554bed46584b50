import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";

const tool = toolEntry("webp-to-png");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

export default function WebpToPngPage() {
  return <ToolFrame tool={tool} />;
}
