import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";

const tool = toolEntry("pdf-to-jpg");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

export default function PdfToJpgPage() {
  return <ToolFrame tool={tool} />;
}
