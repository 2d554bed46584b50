import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";
import { ToolOffer } from "#app/tool-kit/ui/tool-offer.tsx";

/** A real tool's offer from its meta.ts (`offer`), for the shared result panels; nothing for a demo. */
export function ToolResultOffer({ tool }: { tool: ToolMeta }) {
  if (tool.demo || !tool.offer) return null;
  return <ToolOffer tool={tool.slug} context={`the ${tool.title}`} {...tool.offer} />;
}
