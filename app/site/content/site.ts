// One place for the brand and its contact details.
// Every page, the footer, structured data and e-mails read from here.
import { TOOL_COUNT } from "#app/tools/tool-count.ts";

export const site = {
  name: "Crestline Digital",
  tagline: "Performance marketing that pays for itself",
  description: `Crestline Digital is a New Delhi digital marketing agency for paid social, Google Ads, SEO, web design and analytics, with ${TOOL_COUNT} free online tools.`,
  origin: "https://crestline.example",
  email: "hello@crestline.example",
  phone: "+91 98765 43210",
  address: {
    street: "Connaught Place",
    locality: "New Delhi",
    postalCode: "110001",
    region: "Delhi",
    country: "IN",
  },
  social: [
    { name: "Facebook", href: "https://www.facebook.com/crestlinedigital" },
    { name: "Instagram", href: "https://www.instagram.com/crestlinedigital" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/crestlinedigital" },
    { name: "X (Twitter)", href: "https://x.com/crestlinedigital" },
  ],
} as const;

export const siteAddressLine = `${site.address.street}, ${site.address.locality} ${site.address.postalCode}`;

/** The phone number as a tel: link target (digits and a leading plus only). */
export const sitePhoneHref = `tel:${site.phone.replace(/[^+\d]/g, "")}`;
