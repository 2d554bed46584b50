import { useId, type ReactNode } from "react";
import { Alert } from "#app/ui/alert.tsx";
import { PanelHeading } from "#app/ui/panel-heading.tsx";

/** The outcome of a card's last action: a failure or a confirmation, shown under its introduction. */
export interface CardMessage {
  tone: "error" | "success";
  text: string;
}

/**
 * One card of an admin view: a white panel named by its heading, with an optional line of
 * introduction under it, then the outcome of its last action (`message`), then its content.
 * The views' cards share it.
 */
export function AdminCard({
  title,
  intro,
  message = null,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  message?: CardMessage | null;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <PanelHeading id={headingId}>{title}</PanelHeading>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      {message ? (
        <Alert tone={message.tone} className="mt-3">
          {message.text}
        </Alert>
      ) : null}
      {children}
    </section>
  );
}
