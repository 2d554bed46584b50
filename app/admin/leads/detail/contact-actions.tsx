import { MessageCircle, Mail, Phone, Reply } from "lucide-react";
import { type AdminSubmission, mailtoUrl, whatsAppUrl } from "#contracts/leads/lead-desk.ts";
import { reportContactClick } from "./contact-click.ts";

// Contact at one click: e-mail with a subject, a call, WhatsApp, and Reply (from the
// dashboard when the server can send e-mail, otherwise the e-mail link).

export const REPLY_SUBJECT = "Your enquiry with Crestline Digital";

const E164 = /^\+[1-9][0-9]{6,14}$/;

export interface ContactLinks {
  email: string | null;
  mailto: string | null;
  tel: string | null;
  whatsApp: string | null;
}

/** The links of a lead's contact data; null where it has no usable e-mail or number. Pure. */
export function contactLinks(data: Record<string, unknown>): ContactLinks {
  const mailto = mailtoUrl(data.email, REPLY_SUBJECT);
  const phone =
    typeof data.contactNumberE164 === "string" && E164.test(data.contactNumberE164) ? data.contactNumberE164 : null;
  return {
    email: mailto ? String(data.email) : null,
    mailto,
    tel: phone ? `tel:${phone}` : null,
    whatsApp: whatsAppUrl(phone),
  };
}

const linkClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-200 ring-inset hover:bg-brand-50";

interface ContactActionsProps {
  lead: AdminSubmission;
  /** True when the server sends e-mail: "Reply" opens the reply dialog instead of a mailto link. */
  replyByEmail: boolean;
  onReply: () => void;
}

export function ContactActions({ lead, replyByEmail, onReply }: ContactActionsProps) {
  const links = contactLinks(lead.data);
  // Each click may be the lead's first response (contracts/leads/first-response.ts).
  const clicked = (via: "call" | "email" | "whatsapp") => () => reportContactClick(lead.id, via);
  if (!links.mailto && !links.tel) {
    return <p className="text-sm text-slate-600">No e-mail address or phone number to contact.</p>;
  }
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Contact">
      {links.mailto ? (
        replyByEmail ? (
          <button type="button" className={linkClass} onClick={onReply}>
            <Reply aria-hidden="true" className="h-4 w-4" />
            Reply
          </button>
        ) : (
          <a className={linkClass} href={links.mailto} onClick={clicked("email")}>
            <Reply aria-hidden="true" className="h-4 w-4" />
            Reply
          </a>
        )
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
