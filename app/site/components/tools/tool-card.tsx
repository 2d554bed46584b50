import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";
import { DemoBadge } from "#app/tool-kit/ui/demo-badge.tsx";

/** One tool on the /tools index: its title (and Demo badge), what it does, "Open tool". */
export function ToolCard({ tool }: { tool: ToolMeta }) {
  return (
    <Link
      to={`/tools/${tool.slug}`}
      className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md"
    >
      <span className="flex items-start justify-between gap-3">
        <span className="text-base font-semibold text-slate-900 group-hover:text-brand-700">{tool.title}</span>
        {tool.demo ? <DemoBadge /> : null}
      </span>
      <span className="mt-2 flex-1 text-sm text-slate-600">{tool.description}</span>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        Open tool <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </span>
    </Link>
  );
}
