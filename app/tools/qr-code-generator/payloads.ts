import { buildUtmUrl, type UtmFields } from "#app/tool-kit/marketing/utm-link.ts";

// What each kind of QR code holds: the text a phone's camera reads and acts on.

export const QR_KINDS = [
  { value: "url", label: "Website link" },
  { value: "whatsapp", label: "WhatsApp chat" },
  { value: "phone", label: "Phone call" },
  { value: "email", label: "E-mail" },
  { value: "wifi", label: "Wi-Fi network" },
  { value: "vcard", label: "Contact card (vCard)" },
] as const;
export type QrKind = (typeof QR_KINDS)[number]["value"];

export type PayloadResult = { ok: true; text: string } | { ok: false; error: string; field: string };

const MSG_PHONE =
  "Enter the number with its country code, e.g. +91 98765 43210 (8 to 15 digits; spaces and dashes are fine).";
const MSG_EMAIL = "Enter an e-mail address such as hello@example.com.";
const MSG_SSID = "Enter the network name (SSID).";
const MSG_WIFI_PASSWORD = "Enter the Wi-Fi password, or choose 'No password'.";
const MSG_VCARD_NAME = "Enter at least a first or last name.";

/** Digits of an international number: "+91 98765-43210" or "0091…" → "919876543210"; null when not 8–15 digits. */
export function phoneDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!/^(\+|00)?[\d\s\-().]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("00")) digits = digits.slice(2);
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Wi-Fi and MeCard fields escape \ ; , : and " with a backslash. */
export function escapeWifi(value: string): string {
  return value.replace(/([\\;,:"])/g, "\\$1");
}

/** vCard 3.0 text values escape \ , ; and line breaks. */
function escapeVcard(value: string): string {
  return value
    .trim()
    .replace(/([\\,;])/g, "\\$1")
    .replace(/\r?\n/g, "\\n");
}

export interface QrFields {
  url: string;
  utm: UtmFields;
  phone: string;
  message: string;
  email: string;
  subject: string;
  body: string;
  ssid: string;
  password: string;
  security: "WPA" | "WEP" | "nopass";
  hidden: boolean;
  firstName: string;
  lastName: string;
  organisation: string;
  jobTitle: string;
  website: string;
}

export const EMPTY_FIELDS: QrFields = {
  url: "",
  utm: {},
  phone: "",
  message: "",
  email: "",
  subject: "",
  body: "",
  ssid: "",
  password: "",
  security: "WPA",
  hidden: false,
  firstName: "",
  lastName: "",
  organisation: "",
  jobTitle: "",
  website: "",
};

export function qrPayload(kind: QrKind, f: QrFields): PayloadResult {
  switch (kind) {
    case "url": {
      const built = buildUtmUrl(f.url, f.utm);
      return built.ok ? { ok: true, text: built.url } : { ok: false, error: built.error, field: built.field };
    }
    case "whatsapp": {
      const digits = phoneDigits(f.phone);
      if (digits === null) return { ok: false, error: MSG_PHONE, field: "phone" };
      const message = f.message.trim();
      return { ok: true, text: `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ""}` };
    }
    case "phone": {
      const digits = phoneDigits(f.phone);
      return digits === null ? { ok: false, error: MSG_PHONE, field: "phone" } : { ok: true, text: `tel:+${digits}` };
    }
    case "email": {
      const address = f.email.trim();
      if (!EMAIL.test(address)) return { ok: false, error: MSG_EMAIL, field: "email" };
      const query = [
        f.subject.trim() ? `subject=${encodeURIComponent(f.subject.trim())}` : "",
        f.body.trim() ? `body=${encodeURIComponent(f.body.trim())}` : "",
      ].filter(Boolean);
      return { ok: true, text: `mailto:${address}${query.length ? `?${query.join("&")}` : ""}` };
    }
    case "wifi": {
      if (f.ssid === "") return { ok: false, error: MSG_SSID, field: "ssid" };
      if (f.security !== "nopass" && f.password === "") {
        return { ok: false, error: MSG_WIFI_PASSWORD, field: "password" };
      }
      const password = f.security === "nopass" ? "" : `P:${escapeWifi(f.password)};`;
      return {
        ok: true,
        text: `WIFI:T:${f.security};S:${escapeWifi(f.ssid)};${password}${f.hidden ? "H:true;" : ""};`,
      };
    }
    case "vcard": {
      const first = f.firstName.trim();
      const last = f.lastName.trim();
      if (!first && !last) return { ok: false, error: MSG_VCARD_NAME, field: "firstName" };
      if (f.email.trim() && !EMAIL.test(f.email.trim())) return { ok: false, error: MSG_EMAIL, field: "email" };
      const digits = f.phone.trim() ? phoneDigits(f.phone) : "";
      if (digits === null) return { ok: false, error: MSG_PHONE, field: "phone" };
      const lines = [
        "BEGIN:VCARD",
        "VERSION:3.0",
        `N:${escapeVcard(last)};${escapeVcard(first)};;;`,
        `FN:${escapeVcard([first, last].filter(Boolean).join(" "))}`,
        f.organisation.trim() ? `ORG:${escapeVcard(f.organisation)}` : "",
        f.jobTitle.trim() ? `TITLE:${escapeVcard(f.jobTitle)}` : "",
        digits ? `TEL;TYPE=CELL:+${digits}` : "",
        f.email.trim() ? `EMAIL:${f.email.trim()}` : "",
        f.website.trim() ? `URL:${escapeVcard(f.website)}` : "",
        "END:VCARD",
      ];
      return { ok: true, text: lines.filter(Boolean).join("\r\n") };
    }
  }
}
