import { load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactActions, REPLY_SUBJECT, contactLinks } from "./contact-actions.tsx";
import { ReplyDialog } from "./reply-dialog.tsx";
import { sampleLead } from "../lead-test-support.ts";
import { requestSubject, whatsAppGreeting } from "./request-words.ts";

function render(replyByEmail: boolean, data = sampleLead().data) {
  return load(
    renderToStaticMarkup(
      <ContactActions lead={sampleLead({ data })} replyByEmail={replyByEmail} onReply={() => undefined} />,
    ),
  );
}

describe("contact at one click", () => {
  it("makes mailto (with a subject), tel and wa.me (with a greeting) links of the lead's data", () => {
    expect(contactLinks(sampleLead())).toEqual({
      email: "asha@example.com",
      mailto: "mailto:asha@example.com?subject=Your%20message%20%E2%80%93%20Crestline%20Digital",
      tel: "tel:+919876543210",
      whatsApp: `https://wa.me/919876543210?text=${encodeURIComponent("Hello Asha, this is Crestline Digital about your message.")}`,
    });
  });

  it("names the request in the e-mail's subject and the WhatsApp greeting", () => {
    const quote = sampleLead({
      type: "quote",
      data: { fullName: "Asha Rao", platforms: ["Web Design", "SEO", "Google Ads"] },
    });
    expect(requestSubject(quote)).toBe("Your quote request for Web Design, SEO and Google Ads – Crestline Digital");
    expect(whatsAppGreeting(quote)).toBe(
      "Hello Asha, this is Crestline Digital about your quote request for Web Design, SEO and Google Ads.",
    );
    const application = sampleLead({
      type: "application",
      data: { fullName: "Ravi", openingTitle: "Graphic Designer" },
    });
    expect(whatsAppGreeting(application)).toBe(
      "Hello Ravi, this is Crestline Digital about your application for Graphic Designer.",
    );
    const audit = sampleLead({ type: "audit", data: { auditedUrl: "https://shop.example.in/" } });
    expect(requestSubject(audit)).toBe("Your SEO audit of shop.example.in – Crestline Digital");
    expect(whatsAppGreeting(audit)).toBe("Hello, this is Crestline Digital about your SEO audit of shop.example.in.");
    expect(requestSubject(sampleLead({ type: "quote", data: {} }))).toBe("Your quote request – Crestline Digital");
  });

  it("makes no link of a bad e-mail or a number that is not E.164", () => {
    expect(contactLinks(sampleLead({ data: { email: "not an email", contactNumberE164: "98765 43210" } }))).toEqual({
      email: null,
      mailto: null,
      tel: null,
      whatsApp: null,
    });
  });

  it("without SMTP, there is no Reply, only the E-mail link; WhatsApp opens a new tab", () => {
    const $ = render(false);
    const links = $("a")
      .map((_, link) => `${$(link).text()}=${$(link).attr("href")?.split("?")[0]}`)
      .get();
    expect(links).toEqual([
      "E-mail=mailto:asha@example.com",
      "Call=tel:+919876543210",
      "WhatsApp (opens in a new tab)=https://wa.me/919876543210",
    ]);
    expect($("a").last().attr("target")).toBe("_blank");
    expect($("a").last().attr("rel")).toContain("noopener");
    expect($("button")).toHaveLength(0);
  });

  it("with SMTP, Reply is a button that opens the reply form, and E-mail the one mailto link", () => {
    const $ = render(true);
    expect($("button").text()).toBe("Reply");
    expect($("a").first().text()).toBe("E-mail");
    expect($('a[href^="mailto:"]')).toHaveLength(1);
  });

  it("says so when there is nothing to contact", () => {
    expect(render(false, { fullName: "Nobody" }).text()).toBe("No e-mail address or phone number to contact.");
  });
});

describe("the reply form", () => {
  it("starts with the usual subject, labelled Subject and Message fields, and Send", () => {
    const $ = load(
      renderToStaticMarkup(
        <ReplyDialog
          open={false}
          leadId={1}
          to="asha@example.com"
          onClose={() => undefined}
          onSignedOut={() => false}
          onSent={() => undefined}
        />,
      ),
    );
    const subject = $("input");
    expect($(`label[for="${subject.attr("id")}"]`).text()).toMatch(/^Subject/);
    expect(subject.attr("value")).toBe(REPLY_SUBJECT);
    expect($(`label[for="${$("textarea").attr("id")}"]`).text()).toMatch(/^Message/);
    expect($("form").text()).toContain("To: asha@example.com");
    expect($('button[type="submit"]').text()).toBe("Send");
  });
});
