import { Link } from "react-router";
import { ArrowLeft, Home } from "lucide-react";
import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

interface ToolFrameProps {
  tool: ToolMeta;
  children?: React.ReactNode;
}

/** The shared frame of every tool page: title, description, back-to-tools and home links. */
export function ToolFrame({ tool, children }: ToolFrameProps) {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <nav aria-label="Tool navigation" className="flex flex-wrap gap-x-6 text-sm font-semibold">
          <Link to="/tools" className="inline-flex min-h-11 items-center gap-1 text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Tools
          </Link>
          <Link to="/" className="inline-flex min-h-11 min-w-11 items-center gap-1 text-slate-600 hover:underline">
            <Home aria-hidden="true" className="h-4 w-4" /> Home
          </Link>
        </nav>
        <header className="mt-4">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{tool.title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">{tool.description}</p>
        </header>
        <div className="mt-8">{children}</div>
        <aside className="mt-12 rounded-2xl bg-brand-950 p-6 text-white sm:flex sm:items-center sm:justify-between sm:gap-6">
          <p className="text-base">
            <strong className="block text-lg">Want results, not just tools?</strong>
            Our team runs paid ads, SEO and content for 300+ brands.
          </p>
          <Link
            to="/quote"
            className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-accent-400 px-5 py-3 text-sm font-semibold text-brand-950 hover:bg-accent-500 sm:mt-0"
          >
            Get expert help
          </Link>
        </aside>
      </div>
    </div>
  );
}
