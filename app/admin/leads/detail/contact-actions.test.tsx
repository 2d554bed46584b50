import { load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactActions, REPLY_SUBJECT, contactLinks } from "./contact-actions.tsx";
import { ReplyDialog } from "./reply-dialog.tsx";
import { sampleLead } from "../lead-test-support.ts";

function render(replyByEmail: boolean, data = sampleLead().data) {
  return load(
    renderToStaticMarkup(
      <ContactActions lead={sampleLead({ data })} replyByEmail={replyByEmail} onReply={() => undefined} />,
    ),
  );
}

describe("contact at one click", () => {
  it("makes mailto (with a subject), tel and wa.me links of the lead's data", () => {
    expect(contactLinks(sampleLead().data)).toEqual({
      email: "asha@example.com",
      mailto: "mailto:asha@example.com?subject=Your%20enquiry%20with%20Crestline%20Digital",
      tel: "tel:+919876543210",
      whatsApp: "https://wa.me/919876543210",
    });
  });

  it("makes no link of a bad e-mail or a number that is not E.164", () => {
    expect(contactLinks({ email: "not an email", contactNumberE164: "98765 43210" })).toEqual({
      email: null,
      mailto: null,
      tel: null,
      whatsApp: null,
    });
  });

  it("without SMTP, Reply is the mailto link; WhatsApp opens a new tab", () => {
    const $ = render(false);
    const links = $("a")
      .map((_, link) => `${$(link).text()}=${$(link).attr("href")}`)
      .get();
    expect(links).toEqual([
      "Reply=mailto:asha@example.com?subject=Your%20enquiry%20with%20Crestline%20Digital",
      "E-mail=mailto:asha@example.com?subject=Your%20enquiry%20with%20Crestline%20Digital",
      "Call=tel:+919876543210",
      "WhatsApp (opens in a new tab)=https://wa.me/919876543210",
    ]);
    expect($("a").last().attr("target")).toBe("_blank");
    expect($("a").last().attr("rel")).toContain("noopener");
    expect($("button")).toHaveLength(0);
  });

  it("with SMTP, Reply is a button that opens the reply form", () => {
    const $ = render(true);
    expect($("button").text()).toBe("Reply");
    expect($("a").first().text()).toBe("E-mail");
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
