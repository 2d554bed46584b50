import { describe, expect, it } from "vitest";
import { toWebAddress } from "./web-address.ts";

describe("toWebAddress", () => {
  it("puts https:// in front of an address typed without a scheme", () => {
    expect(toWebAddress("mehtajewels.com")).toBe("https://mehtajewels.com");
    expect(toWebAddress("www.mehtajewels.in")).toBe("https://www.mehtajewels.in");
    expect(toWebAddress("shop.mehtajewels.co.in/rings?sort=new#top")).toBe(
      "https://shop.mehtajewels.co.in/rings?sort=new#top",
    );
    expect(toWebAddress("mehtajewels.com:8080/admin")).toBe("https://mehtajewels.com:8080/admin");
    expect(toWebAddress("//mehtajewels.com")).toBe("https://mehtajewels.com");
    expect(toWebAddress("  Mehtajewels.COM  ")).toBe("https://Mehtajewels.COM");
    expect(toWebAddress("behance.net/neha-kapoor")).toBe("https://behance.net/neha-kapoor");
  });

  it("keeps an http(s) address as typed", () => {
    expect(toWebAddress("https://x.co/path")).toBe("https://x.co/path");
    expect(toWebAddress("http://mehtajewels.com")).toBe("http://mehtajewels.com");
    expect(toWebAddress("HTTPS://MEHTAJEWELS.COM/")).toBe("HTTPS://MEHTAJEWELS.COM/");
    expect(toWebAddress("https://drive.google.com/file/d/1AbC-xyz_9/view?usp=sharing")).toBe(
      "https://drive.google.com/file/d/1AbC-xyz_9/view?usp=sharing",
    );
    expect(toWebAddress("http://shop.example/path?q=<script>alert(1)</script>")).toBe(
      "http://shop.example/path?q=<script>alert(1)</script>",
    );
  });

  it("accepts internationalised domain names", () => {
    expect(toWebAddress("मेहता.भारत")).toBe("https://मेहता.भारत");
    expect(toWebAddress("https://bücher.de")).toBe("https://bücher.de");
  });

  it("gives null for text that cannot be a web address", () => {
    for (const typed of [
      "",
      "   ",
      "not a url",
      "http://",
      "https://",
      "https:///x.com",
      "https:////x.com",
      "http:x.com",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<b>x</b>",
      "ftp://x.com",
      "mailto:asha@x.com",
      "file:///etc/passwd",
      "asha@mehtajewels.com",
      "https://mehtajewels.com@evil.example",
      "https://user:pass@mehtajewels.com",
      "mehta jewels.com",
      "https://mehta jewels.com",
      "mehtajewels.com /about",
      "mehtajewels",
      "localhost",
      "http://localhost:3000",
      "localhost:3000",
      "192.168.1.1",
      "http://127.0.0.1/",
      "http://[::1]/",
      "x..com",
      "-x.com",
      "x_y.com",
      "x.c",
      "x.123",
      "mehtajewels.com.",
      "https://mehtajewels.com:99999",
      "mehtajewels.com:abc",
      "https://x.com\\evil",
      "x.com\u0000",
      ".com",
      "www.",
    ]) {
      expect(toWebAddress(typed), JSON.stringify(typed)).toBeNull();
    }
  });

  it("is stable: its own output reads back to itself", () => {
    for (const typed of ["mehtajewels.com", "www.x.in/a", "https://x.co/path", "मेहता.भारत"]) {
      const address = toWebAddress(typed);
      expect(address).not.toBeNull();
      expect(toWebAddress(address!)).toBe(address);
    }
  });
});
