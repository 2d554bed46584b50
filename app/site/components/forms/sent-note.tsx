import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { FocusedStatus } from "./form-parts.tsx";

/** "3:40 pm" in the visitor's own locale and time zone. */
function sentTime(at: Date): string {
  return at.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });
}

/**
 * What stays above a form once its 3-second thank-you is over, so a visitor who looked away
 * sees that it went and does not send it again: when it was sent, when we reply, and a way to
 * book a call at once. Focus moves here when the form comes back, so it is announced.
 */
export function SentNote({ at, reply, bookCall = true }: { at: Date; reply: string; bookCall?: boolean }) {
  return (
    <FocusedStatus className="mb-5 flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm text-slate-800 sm:flex-row sm:items-center sm:justify-between">
      <p>
        Sent at {sentTime(at)}. {reply}; the confirmation is in your inbox.
      </p>
      {bookCall ? (
        <Link
          to="/book"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 sm:self-auto"
        >
          <CalendarClock aria-hidden="true" className="h-4 w-4" />
          Book a call now
        </Link>
      ) : null}
    </FocusedStatus>
  );
}
