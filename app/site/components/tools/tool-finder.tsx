import { useId, useRef } from "react";
import { Search } from "lucide-react";
import { TOOL_SEARCH_PARAM } from "#contracts/tools/tool-search.ts";
import { useTypedBeforeHydration } from "#app/ui/use-typed-before-hydration.ts";

/**
 * The search box and its result count, announced as it changes. Before and without
 * JavaScript it is a GET form the server answers with the list for the search; what was
 * typed before the page's script started is searched for once it has.
 */
export function ToolSearchBox({
  query,
  onQuery,
  found,
  total,
}: {
  query: string;
  onQuery: (query: string) => void;
  found: number;
  total: number;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, {
    [TOOL_SEARCH_PARAM]: (typed) => {
      if (typed !== query) onQuery(typed);
    },
  });
  return (
    <form
      ref={formRef}
      role="search"
      aria-label="Tools"
      className="max-w-xl"
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        Search tools
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-3.5 left-3 h-5 w-5 text-slate-400" />
        <input
          id={id}
          type="search"
          name={TOOL_SEARCH_PARAM}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          placeholder="e.g. PDF, JPG, caption"
          autoComplete="off"
          className="block min-h-12 w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-slate-600">
        {query.trim() ? `${found} of ${total} tools match` : `${total} tools`}
      </p>
    </form>
  );
}

/** Links to each group's section, so the long list on a phone is one tap from any group. */
export function GroupJumpLinks({ groups }: { groups: ReadonlyArray<{ id: string; title: string; count: number }> }) {
  return (
    <nav aria-label="Tool groups">
      <ul className="flex flex-wrap gap-2">
        {groups.map((group) => (
          <li key={group.id}>
            <a
              href={`#group-${group.id}`}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-4 text-sm font-semibold text-slate-700 hover:border-brand-300 hover:text-brand-700"
            >
              {group.title}
              <span className="text-slate-500">
                <span className="sr-only">(</span>
                {group.count}
                <span className="sr-only"> tools)</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
