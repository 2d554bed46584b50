import type { Route } from "./+types/page";
import { ToolFrame } from "#app/components/layout/tool-frame.tsx";
import { toolEntry, toolMeta } from "#app/tools/tool-meta.ts";

const tool = toolEntry("mp4-to-mp3");

export const meta: Route.MetaFunction = () => toolMeta(tool.slug);

export default function Mp4ToMp3Page() {
  return <ToolFrame tool={tool} />;
}
