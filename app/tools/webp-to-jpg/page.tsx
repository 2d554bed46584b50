import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";

const tool = toolEntry("webp-to-jpg");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

export default function WebpToJpgPage() {
  return <ToolFrame tool={tool} />;
}
