import { type ContactClick, contactClickPath } from "#contracts/leads/first-response.ts";

/**
 * Tells the server a contact link (Call, E-mail, WhatsApp) was clicked: it may be the lead's
 * first response. `keepalive` lets the request finish while the click opens the phone or mail
 * app, or leaves the page; same-origin, so the session cookie and Origin header go with it.
 * Fire and forget: a lost report must never stop the call.
 */
export function reportContactClick(leadId: number, via: ContactClick): void {
  try {
    void fetch(contactClickPath(leadId), {
      method: "POST",
      credentials: "same-origin",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ via }),
    }).catch(() => undefined);
  } catch {
    // No fetch (an old browser): the link still works.
  }
}
