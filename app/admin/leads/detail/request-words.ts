import type { AdminSubmission } from "#contracts/leads/lead-desk.ts";

// How staff name a lead's request to the person who sent it: the e-mail's subject and the
// WhatsApp greeting say what it is about, not "your enquiry" for everything. Pure (tested in
// contact-actions.test.tsx).

const AGENCY = "Crestline Digital";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** "A, B and C". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "your quote request for Web Design and SEO", "your application for Graphic Designer", … */
function requestPhrase({ type, data }: Pick<AdminSubmission, "type" | "data">): string {
  if (type === "quote") {
    const platforms = Array.isArray(data.platforms) ? data.platforms.map(text).filter(Boolean) : [];
    return platforms.length > 0 ? `your quote request for ${listed(platforms)}` : "your quote request";
  }
  if (type === "application") {
    const opening = text(data.openingTitle);
    return opening ? `your application for ${opening}` : "your application";
  }
  if (type === "audit") {
    const site = text(data.auditedUrl)
      .replace(/^https?:\/\//, "")
      .replace(/\/$/, "");
    return site ? `your SEO audit of ${site}` : "your SEO audit request";
  }
  return "your message";
}

const capitalised = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);

/** The e-mail's subject: "Your quote request for SEO – Crestline Digital". */
export function requestSubject(lead: Pick<AdminSubmission, "type" | "data">): string {
  return `${capitalised(requestPhrase(lead))} – ${AGENCY}`;
}

/** The first WhatsApp message: "Hello Asha, this is Crestline Digital about your quote request for SEO." */
export function whatsAppGreeting(lead: Pick<AdminSubmission, "type" | "data">): string {
  const firstName = text(lead.data.fullName).split(/\s+/)[0] ?? "";
  return `Hello${firstName ? ` ${firstName}` : ""}, this is ${AGENCY} about ${requestPhrase(lead)}.`;
}
