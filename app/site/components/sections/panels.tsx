import type { ReactNode } from "react";
import type { Step } from "#contracts/content/schema.ts";
import { HeadedSection } from "#app/ui/headed-section.tsx";
import { StepsList } from "./steps-list.tsx";

/** The big white card holding a page's form (contact, quote), headed by its title and subtitle. */
export function FormPanel({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <HeadedSection
      id={id}
      heading={title}
      className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-10"
      headingClassName="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl"
    >
      <p className="mt-3 leading-7 text-slate-600">{subtitle}</p>
      <div className="mt-8">{children}</div>
    </HeadedSection>
  );
}

/** A side panel with a numbered process (what happens next, our process). */
export function StepsPanel({ id, title, steps }: { id: string; title: string; steps: readonly Step[] }) {
  return (
    <HeadedSection
      id={id}
      heading={title}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      headingClassName="text-xl font-bold text-slate-900"
    >
      <div className="mt-5">
        <StepsList steps={steps} />
      </div>
    </HeadedSection>
  );
}
