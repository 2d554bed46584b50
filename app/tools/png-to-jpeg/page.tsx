import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";

const tool = toolEntry("png-to-jpeg");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

export default function PngToJpegPage() {
  return <ToolFrame tool={tool} />;
}
