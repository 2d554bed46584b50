import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { CalendarCheck } from "lucide-react";
import {
  BOOK_PAGES,
  type BookingCreated,
  BOOKINGS_PATH,
  type Slot,
  type SlotTaken,
} from "#contracts/booking/booking.ts";
import { HONEYPOT_FIELD, MSG_INVALID_FIELDS, MSG_SUBMIT_FAILED } from "#contracts/leads/form-constants.ts";
import { Alert } from "#app/ui/alert.tsx";
import { marketingConsentOf } from "../forms/consent-notice.tsx";
import { EmailField, FormActions, NameField, PhoneField } from "../forms/form-parts.tsx";
import type { BoundField } from "../forms/use-lead-form.ts";
import { SlotPicker, useSlots } from "./slot-picker.tsx";

type Values = { fullName: string; contactNumber: string; email: string };
const empty: Values = { fullName: "", contactNumber: "", email: "" };

/** /book: pick a day and a time, give name, phone and e-mail, book. Needs JavaScript (the times are live). */
export function BookingForm() {
  const navigate = useNavigate();
  const { days, error: slotsError, reload } = useSlots();
  const [start, setStart] = useState("");
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [suggested, setSuggested] = useState<Slot[]>([]);
  const [sending, setSending] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);

  const field = (name: keyof Values): BoundField => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const honeypot = new FormData(form).get(HONEYPOT_FIELD);
    const [{ bookingFormSchema }, { fieldErrors }] = await Promise.all([
      import("#contracts/booking/booking-schemas.ts"),
      import("#contracts/leads/forms.ts"),
    ]);
    const data = { start, ...values, ...marketingConsentOf(form) };
    const parsed = bookingFormSchema.safeParse(data);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setFailure(
        parsed.error.issues.some((issue) => issue.path[0] === "start")
          ? "Please pick a time first."
          : MSG_INVALID_FIELDS,
      );
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const { leadContext } = await import("#app/lib/lead-source.ts").catch(() => ({ leadContext: () => null }));
      const response = await fetch(BOOKINGS_PATH, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          ...data,
          context: leadContext(window.location.pathname),
          [HONEYPOT_FIELD]: honeypot ?? "",
        }),
      });
      const answer = (await response.json().catch(() => null)) as
        | (Partial<BookingCreated & SlotTaken> & {
            fields?: Record<string, string>;
          })
        | null;
      if (response.status === 201 && answer?.token) {
        await navigate(`${BOOK_PAGES.confirmed}?token=${encodeURIComponent(answer.token)}`);
        return;
      }
      if (response.status === 409) {
        setStart("");
        setSuggested(answer?.nextSlots ?? []);
        reload();
      }
      if (response.status === 400 && answer?.fields) setErrors(answer.fields);
      setFailure(answer?.error ?? MSG_SUBMIT_FAILED);
      failureRef.current?.focus();
    } catch {
      setFailure("The server cannot be reached. Check your connection and try again.");
    } finally {
      setSending(false);
    }
  }

  if (slotsError) return <Alert>{slotsError}</Alert>;
  return (
    <form onSubmit={onSubmit} aria-label="Book a call" className="relative space-y-8" noValidate>
      <section aria-labelledby="book-time-heading" className="space-y-4">
        <h2 id="book-time-heading" className="text-lg font-bold text-slate-900">
          1. Pick a time
        </h2>
        {days ? (
          <SlotPicker
            days={days}
            value={start}
            suggested={suggested}
            onChange={(value) => {
              setStart(value);
              setFailure(null);
            }}
          />
        ) : (
          <p role="status" className="text-sm text-slate-600">
            Loading the free times…
          </p>
        )}
      </section>
      <section aria-labelledby="book-you-heading" className="space-y-5">
        <h2 id="book-you-heading" className="text-lg font-bold text-slate-900">
          2. Tell us who you are
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <NameField {...field("fullName")} />
          <PhoneField {...field("contactNumber")} />
          <EmailField {...field("email")} />
        </div>
      </section>
      <div ref={failureRef} tabIndex={-1} className="space-y-4 outline-none">
        <FormActions failure={failure} errors={errors} sending={sending} consent="booking">
          <CalendarCheck aria-hidden="true" className="h-4 w-4" />
          {sending ? "Booking..." : "3. Book the call"}
        </FormActions>
      </div>
    </form>
  );
}
