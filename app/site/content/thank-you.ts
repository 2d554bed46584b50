import type { FormSentPage } from "#contracts/leads/form-constants.ts";
import { blogPage } from "./blog-page.ts";
import { contact } from "./contact.ts";
import { quote } from "./quote.ts";

/** The careers application's success screen: in the dialog, and on its thank-you page. */
export const applicationSuccess = {
  title: "Application Received",
  text: "Thank you for applying! Our team reviews every application within 3-5 business days and will contact you about the next step.",
};

export interface ThankYouPage {
  title: string;
  text: string;
  /** Where to go next, beside the home page. */
  next: { to: string; label: string };
}

/**
 * The pages a lead form sent without JavaScript lands on (contracts FORM_SENT_PAGES), with
 * the same title and text as the form's own success screen.
 */
export const thankYouPages: Record<FormSentPage, ThankYouPage> = {
  contact: { ...contact.successMessage, next: { to: "/services", label: "Explore Our Services" } },
  quote: { ...quote.successMessage, next: { to: "/case-studies", label: "See Our Case Studies" } },
  application: { ...applicationSuccess, next: { to: "/careers", label: "Back to Careers" } },
  subscribed: {
    title: "Check Your Inbox",
    text: blogPage.newsletter.successMessage,
    next: { to: "/blog", label: "Back to Blog" },
  },
};
