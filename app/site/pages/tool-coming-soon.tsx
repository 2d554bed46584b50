import type { Route } from "./+types/tool-coming-soon";
import { ButtonLink } from "#app/ui/button-link.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Tool Coming Soon | Crestline Digital" },
  { name: "robots", content: "noindex" },
];

/** Any /tools/* path that is not one of the tools. */
export default function ToolComingSoonPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Tool Coming Soon</h1>
      <p className="mt-4 text-lg text-slate-600">This tool is currently under development.</p>
      <div className="mt-8 flex justify-center">
        <ButtonLink to="/tools">See all free tools</ButtonLink>
      </div>
    </section>
  );
}
