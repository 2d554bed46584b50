import { describe, expect, it } from "vitest";
import { decodePng, decodeSvg, noisyLogo } from "#app/tool-kit/marketing/qr-test-support.ts";
import { EMPTY_FIELDS, escapeWifi, phoneDigits, qrPayload, type QrFields, type QrKind } from "./payloads.ts";

function payload(kind: QrKind, fields: Partial<QrFields>): string {
  const result = qrPayload(kind, { ...EMPTY_FIELDS, ...fields });
  if (!result.ok) throw new Error(result.error);
  return result.text;
}

/** Every code made here must read back as its payload: pixels, pixels with a logo, and SVG. */
async function expectScans(text: string): Promise<void> {
  expect(decodePng(text)).toBe(text);
  expect(decodePng(text, { foreground: "#14532d", background: "#f0fdf4", scale: 5 }, noisyLogo(48, 48))).toBe(text);
  expect(await decodeSvg(text)).toBe(text);
}

describe("QR payloads, each decoded back", () => {
  it("a website link with UTM fields", async () => {
    const text = payload("url", {
      url: "https://crestline.example/services?x=1#top",
      utm: { utm_source: "Print Flyer", utm_medium: "qr", utm_campaign: "Diwali" },
    });
    expect(text).toBe(
      "https://crestline.example/services?x=1&utm_source=print-flyer&utm_medium=qr&utm_campaign=diwali#top",
    );
    await expectScans(text);
  });

  it("a WhatsApp chat with a message", async () => {
    const text = payload("whatsapp", { phone: "+91 98765-43210", message: "Hi! I'd like a quote & a call" });
    expect(text).toBe("https://wa.me/919876543210?text=Hi!%20I'd%20like%20a%20quote%20%26%20a%20call");
    await expectScans(text);
  });

  it("a phone number, an e-mail", async () => {
    expect(phoneDigits("0044 20 7946 0958")).toBe("442079460958");
    expect(phoneDigits("12345")).toBeNull();
    const tel = payload("phone", { phone: "0044 20 7946 0958" });
    expect(tel).toBe("tel:+442079460958");
    await expectScans(tel);
    const mail = payload("email", {
      email: "hello@crestline.example",
      subject: "Quote, please",
      body: "Line 1\nLine 2",
    });
    expect(mail).toBe("mailto:hello@crestline.example?subject=Quote%2C%20please&body=Line%201%0ALine%202");
    await expectScans(mail);
  });

  it("Wi-Fi with the special characters escaped", async () => {
    expect(escapeWifi('a;b,c:d\\e"f')).toBe('a\\;b\\,c\\:d\\\\e\\"f');
    const text = payload("wifi", { ssid: "Café;Guest", password: 'p@ss:"word"', security: "WPA", hidden: true });
    expect(text).toBe('WIFI:T:WPA;S:Café\\;Guest;P:p@ss\\:\\"word\\";H:true;;');
    await expectScans(text);
    expect(payload("wifi", { ssid: "Open", security: "nopass", password: "ignored" })).toBe("WIFI:T:nopass;S:Open;;");
  });

  it("a vCard with escaped values", async () => {
    const text = payload("vcard", {
      firstName: "Asha",
      lastName: "Rao",
      organisation: "Rao, Sons; Co",
      phone: "+91 98765 43210",
      email: "asha@rao.example",
      website: "https://rao.example",
    });
    expect(text.split("\r\n")).toEqual([
      "BEGIN:VCARD",
      "VERSION:3.0",
      "N:Rao;Asha;;;",
      "FN:Asha Rao",
      "ORG:Rao\\, Sons\\; Co",
      "TEL;TYPE=CELL:+919876543210",
      "EMAIL:asha@rao.example",
      "URL:https://rao.example",
      "END:VCARD",
    ]);
    await expectScans(text);
  });

  it("says what is missing", () => {
    const missing = (kind: QrKind, fields: Partial<QrFields> = {}) => {
      const result = qrPayload(kind, { ...EMPTY_FIELDS, ...fields });
      return result.ok ? null : result.field;
    };
    expect(missing("url", { url: "crestline" })).toBe("url");
    expect(missing("whatsapp", { phone: "abc" })).toBe("phone");
    expect(missing("email", { email: "no-at-sign" })).toBe("email");
    expect(missing("wifi")).toBe("ssid");
    expect(missing("wifi", { ssid: "Home" })).toBe("password");
    expect(missing("vcard")).toBe("firstName");
  });
});
