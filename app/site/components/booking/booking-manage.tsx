import { useEffect, useState } from "react";
import { Link } from "react-router";
import {
  BOOK_PAGE,
  BOOKING_CANCEL_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_TIME_ZONE,
  type BookingView,
  type Slot,
  type SlotTaken,
} from "#contracts/booking/booking.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { sameClock, visitorZone, whenIn, zoneName } from "./booking-format.ts";
import { SlotPicker, useSlots } from "./slot-picker.tsx";

export type ManageMode = "confirmed" | "reschedule" | "cancel";

const TITLES: Record<BookingView["status"], string> = {
  active: "Your call is booked",
  cancelled: "Your call is cancelled",
  rescheduled: "Your call has moved",
};

async function post(path: string, body: object) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    answer: (await response.json().catch(() => ({}))) as Partial<BookingView & SlotTaken>,
  };
}

/** The booked call's time, in the visitor's zone beside New Delhi's. */
function When({ view }: { view: BookingView }) {
  // Rendered only once the times have loaded in the browser, never prerendered: the zone is the browser's.
  const [zone] = useState(visitorZone);
  return (
    <dl className="grid gap-2 text-slate-800 sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="font-semibold">New Delhi time</dt>
      <dd>{whenIn(view.start, BOOKING_TIME_ZONE)}</dd>
      {zone && !sameClock(view.start, zone) ? (
        <>
          <dt className="font-semibold">Your time ({zoneName(zone)})</dt>
          <dd>{whenIn(view.start, zone)}</dd>
        </>
      ) : null}
      <dt className="font-semibold">With</dt>
      <dd>{view.staffName}, Crestline Digital</dd>
    </dl>
  );
}

/** Moving the call: the free times, and a button. */
function Reschedule({ token, onDone }: { token: string; onDone: (view: BookingView) => void }) {
  const { days, error, reload } = useSlots();
  const [start, setStart] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [suggested, setSuggested] = useState<Slot[]>([]);
  const [busy, setBusy] = useState(false);
  if (error) return <Alert>{error}</Alert>;
  if (!days) return <p role="status">Loading the free times…</p>;
  return (
    <form
      aria-label="Move the call"
      className="space-y-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!start) return setFailure("Please pick a time first.");
        setBusy(true);
        const { status, answer } = await post(BOOKING_RESCHEDULE_PATH, { token, start }).finally(() => setBusy(false));
        if (status === 200) return onDone(answer as BookingView);
        setFailure(answer.error ?? "Please try again.");
        if (status === 409) {
          setSuggested(answer.nextSlots ?? []);
          setStart("");
          reload();
        }
      }}
    >
      <SlotPicker days={days} value={start} onChange={setStart} suggested={suggested} />
      {failure ? <Alert>{failure}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {busy ? "Moving..." : "Move my call to this time"}
      </Button>
    </form>
  );
}

/** The page the booking's links open: the call, and moving or cancelling it. */
export function BookingManage({ mode }: { mode: ManageMode }) {
  // Read in the browser (the page is prerendered without it); nothing shows it before the booking loads.
  const [token] = useState(() =>
    typeof window === "undefined" ? null : (new URLSearchParams(window.location.search).get("token") ?? ""),
  );
  const [view, setView] = useState<BookingView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [action, setAction] = useState<"none" | "reschedule" | "cancel">(mode === "confirmed" ? "none" : mode);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    fetch(`${BOOKING_MANAGE_PATH}?token=${encodeURIComponent(token ?? "")}`, {
      headers: { accept: "application/json" },
    })
      .then(async (response) => {
        const answer = (await response.json().catch(() => ({}))) as Partial<BookingView> & { error?: string };
        if (response.ok) setView(answer as BookingView);
        else setFailure(answer.error ?? "This link does not work.");
      })
      .catch(() => setFailure("The server cannot be reached. Check your connection and reload the page."));
  }, [token]);

  if (failure && !view) return <Alert>{failure}</Alert>;
  if (!view || token === null) return <p role="status">Loading your booking…</p>;
  const active = view.status === "active";
  return (
    <div className="space-y-6">
      <div role="status" className="space-y-4">
        <h2 className="text-2xl font-bold text-slate-900">{notice ?? TITLES[view.status]}</h2>
        <When view={view} />
        {active ? (
          <p className="text-slate-700">
            We have e-mailed you the invitation for your calendar, with links to move or cancel the call.
          </p>
        ) : null}
      </div>
      {active && action === "none" ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => setAction("reschedule")}>
            Move to another time
          </Button>
          <Button variant="ghost" onClick={() => setAction("cancel")}>
            Cancel the call
          </Button>
        </div>
      ) : null}
      {active && action === "reschedule" ? (
        <section aria-labelledby="move-heading" className="space-y-4">
          <h3 id="move-heading" className="text-lg font-bold text-slate-900">
            Pick a new time
          </h3>
          <Reschedule
            token={token}
            onDone={(moved) => {
              setView(moved);
              setNotice("Your call has moved");
              setAction("none");
            }}
          />
        </section>
      ) : null}
      {active && action === "cancel" ? (
        <section aria-labelledby="cancel-heading" className="space-y-4 rounded-xl border border-red-200 bg-red-50 p-4">
          <h3 id="cancel-heading" className="text-lg font-bold text-slate-900">
            Cancel this call?
          </h3>
          {failure ? <Alert>{failure}</Alert> : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              variant="danger"
              onClick={async () => {
                const { status, answer } = await post(BOOKING_CANCEL_PATH, { token });
                if (status === 200) setView(answer as BookingView);
                else setFailure(answer.error ?? "Please try again.");
              }}
            >
              Yes, cancel the call
            </Button>
            <Button variant="secondary" onClick={() => setAction("none")}>
              Keep the call
            </Button>
          </div>
        </section>
      ) : null}
      {!active ? (
        <Link to={BOOK_PAGE} className="inline-block font-semibold text-brand-700 underline">
          Book another time
        </Link>
      ) : null}
    </div>
  );
}
