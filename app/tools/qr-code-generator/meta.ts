import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The QR Code Generator: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "qr-code-generator",
  group: "marketing",
  title: "QR Code Generator",
  description:
    "Make a QR code for a link, a WhatsApp chat, a phone number, an e-mail, your Wi-Fi or a contact card, in your colours and with your logo. PNG and SVG.",
  demo: false,
  offer: {
    text: "Putting this code on print or packaging? We can run the campaign behind it.",
    cta: "Plan my campaign",
    platforms: ["Performance Marketing", "Graphics Design"],
  },
} as const satisfies ToolMeta;
