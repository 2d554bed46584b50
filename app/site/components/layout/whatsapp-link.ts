import { site } from "#app/site/content/site.ts";

/** Page names a visitor would say, where the path's own words would not do. */
const PAGE_NAMES: Readonly<Record<string, string>> = {
  "": "Home",
  faq: "FAQ",
  "case-studies": "Case Studies",
  blog: "Blog",
  "thank-you": "Thank You",
};

function titleCase(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** "Services", "Word Counter" (a tool), "Blog" (any article): what the greeting calls the page. */
export function pageName(pathname: string): string {
  const [section = "", detail] = pathname.split("/").filter(Boolean);
  if (section === "tools" && detail) return titleCase(detail);
  return PAGE_NAMES[section] ?? titleCase(section);
}

/** The agency's number as wa.me wants it: digits only, with the country code, no "+". */
export const WHATSAPP_NUMBER = site.phone.replace(/\D/g, "");

/** WhatsApp click-to-chat with a greeting that names the page the visitor is on. */
export function whatsAppHref(pathname: string): string {
  const text = `Hello ${site.name}, I'm on the ${pageName(pathname)} page and would like to talk about my marketing.`;
  return `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(text)}`;
}
