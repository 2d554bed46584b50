import { MessageCircle, Mail, Phone, Reply } from "lucide-react";
import { type AdminSubmission, mailtoUrl, whatsAppUrl } from "#contracts/leads/lead-desk.ts";
import { requestSubject, whatsAppGreeting } from "./request-words.ts";
import { reportContactClick } from "./contact-click.ts";

// Contact at one click, each way once: Reply (the reply form, sent by the server; only when
// it can send e-mail), E-mail (the staff member's own mail program, with a subject naming
// the request), Call, and WhatsApp (opening with a greeting that names the request).

export const REPLY_SUBJECT = "Your enquiry with Crestline Digital";

const E164 = /^\+[1-9][0-9]{6,14}$/;

export interface ContactLinks {
  email: string | null;
  mailto: string | null;
  tel: string | null;
  whatsApp: string | null;
}

/** The links of a lead's contact data; null where it has no usable e-mail or number. Pure. */
export function contactLinks(lead: Pick<AdminSubmission, "type" | "data">): ContactLinks {
  const { data } = lead;
  const mailto = mailtoUrl(data.email, requestSubject(lead));
  const phone =
    typeof data.contactNumberE164 === "string" && E164.test(data.contactNumberE164) ? data.contactNumberE164 : null;
  const whatsApp = whatsAppUrl(phone);
  return {
    email: mailto ? String(data.email) : null,
    mailto,
    tel: phone ? `tel:${phone}` : null,
    whatsApp: whatsApp ? `${whatsApp}?text=${encodeURIComponent(whatsAppGreeting(lead))}` : null,
  };
}

const linkClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-200 ring-inset hover:bg-brand-50";

interface ContactActionsProps {
  lead: AdminSubmission;
  /** True when the server sends e-mail: only then is there a Reply (the reply form). */
  replyByEmail: boolean;
  onReply: () => void;
}

export function ContactActions({ lead, replyByEmail, onReply }: ContactActionsProps) {
  const links = contactLinks(lead);
  // Each click may be the lead's first response (contracts/leads/first-response.ts).
  const clicked = (via: "call" | "email" | "whatsapp") => () => reportContactClick(lead.id, via);
  if (!links.mailto && !links.tel) {
    return <p className="text-sm text-slate-600">No e-mail address or phone number to contact.</p>;
  }
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Contact">
      {links.mailto && replyByEmail ? (
        <button type="button" className={linkClass} onClick={onReply}>
          <Reply aria-hidden="true" className="h-4 w-4" />
          Reply
        </button>
      ) : null}
      {links.mailto ? (
        <a className={linkClass} href={links.mailto} onClick={clicked("email")}>
          <Mail aria-hidden="true" className="h-4 w-4" />
          E-mail
        </a>
      ) : null}
      {links.tel ? (
        <a className={linkClass} href={links.tel} onClick={clicked("call")}>
          <Phone aria-hidden="true" className="h-4 w-4" />
          Call
        </a>
      ) : null}
      {links.whatsApp ? (
        <a
          className={linkClass}
          href={links.whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          onClick={clicked("whatsapp")}
        >
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}
