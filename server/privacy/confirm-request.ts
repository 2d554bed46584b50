import type { FastifyInstance } from "fastify";
import { emailKey, type PersonalDataStore } from "./personal-data.ts";
import { emailHash, type LinkValue } from "./request-links.ts";

// The button of a mailed link: the request is confirmed for staff, and a withdrawal of
// marketing consent takes effect at once (no one needs to act on it).

export interface ConfirmOutcome {
  status: number;
  title: string;
  message: string;
}

const dayText = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

export async function confirmRequest(
  app: FastifyInstance,
  store: PersonalDataStore,
  [id, email]: LinkValue,
  at: Date,
): Promise<ConfirmOutcome> {
  const stored = await app.dataRequests.get(id);
  if (!stored) return { status: 404, title: "This request is closed", message: "There is nothing left to confirm." };
  // The link names the address it was mailed to; it must be the one the request was made for.
  if ((await emailHash(app, email)) !== stored.emailHash) {
    return { status: 400, title: "This link does not work", message: "Please ask again on the My data page." };
  }
  const confirmed = stored.status === "received" && (await app.dataRequests.confirm(id, email, at));
  if (!confirmed) {
    return {
      status: 200,
      title: "Already confirmed",
      message: "This request was confirmed before; there is nothing more to do.",
    };
  }
  if (stored.kind === "withdraw-marketing") {
    // As the unsubscribe link does: off the list at once, the row kept as the proof until the
    // retention purge removes it (leftSubscribers).
    const ended = Number(await app.subscribers.unsubscribe(emailKey(email), at));
    const withdrawn = await store.consent.withdrawMarketing(email, at);
    await app.dataRequests.close(id, {
      status: "completed",
      outcome: `Marketing stopped at once: ${ended} newsletter subscription(s) ended, ${withdrawn} consent record(s) marked withdrawn.`,
      by: null,
      at,
    });
    return {
      status: 200,
      title: "Marketing stopped",
      message: "We will send no more newsletters or marketing to this address. You can subscribe again at any time.",
    };
  }
  return {
    status: 200,
    title: "Request confirmed",
    message: `Thank you. Our team will answer your request by ${dayText(stored.deadlineAt)} at the latest, by e-mail to this address.`,
  };
}
