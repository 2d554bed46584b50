import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { BOOK_PAGE, DEFAULT_AVAILABILITY } from "#contracts/booking/booking.ts";

/** The offer's words: the call is as long as the default bookable call. */
const BOOK_CALL_TEXT = `Prefer to talk? Book a ${DEFAULT_AVAILABILITY.callMinutes}-minute call`;

/**
 * A short link to /book beside a form or its thank-you, for a visitor who would rather talk
 * than type. One line of text, so it moves nothing the page already shows.
 */
export function BookCallLink({ className = "" }: { className?: string }) {
  return (
    <Link
      to={BOOK_PAGE}
      className={`inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline ${className}`}
    >
      <CalendarClock aria-hidden="true" className="h-4 w-4 shrink-0" />
      {BOOK_CALL_TEXT}
    </Link>
  );
}
