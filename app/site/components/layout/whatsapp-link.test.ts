import { describe, expect, it } from "vitest";
import { site } from "#app/site/content/site.ts";
import { pageName, WHATSAPP_NUMBER, whatsAppHref } from "./whatsapp-link.ts";

describe("the contact bar's WhatsApp link", () => {
  it("opens a chat with the agency's number from its contact details, digits only", () => {
    expect(site.phone).toBe("+91 98765 43210");
    expect(WHATSAPP_NUMBER).toBe("919876543210");
    expect(whatsAppHref("/").startsWith("https://wa.me/919876543210?text=")).toBe(true);
  });

  it("greets with the name of the page the visitor is on", () => {
    const text = new URL(whatsAppHref("/services")).searchParams.get("text");
    expect(text).toBe("Hello Crestline Digital, I'm on the Services page and would like to talk about my marketing.");
  });

  it("names pages as a visitor would", () => {
    expect(pageName("/")).toBe("Home");
    expect(pageName("/services")).toBe("Services");
    expect(pageName("/faq")).toBe("FAQ");
    expect(pageName("/case-studies/3")).toBe("Case Studies");
    expect(pageName("/blog/some-article")).toBe("Blog");
    expect(pageName("/tools/word-counter")).toBe("Word Counter");
    expect(pageName("/tools")).toBe("Tools");
    expect(pageName("/thank-you/quote")).toBe("Thank You");
  });
});
