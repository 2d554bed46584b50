import { officeHoursRows } from "#contracts/office-hours.ts";
import type { ContactContent } from "./page-schema.ts";

/**
 * Copy of /contact. The e-mail address, phone number and office address shown
 * on the email, phone and office cards come from site.ts.
 */
export const contact: ContactContent = {
  hero: {
    eyebrow: "Contact us",
    title: "Let's Talk About Your Growth",
    subtitle:
      "Have a question, a project or a campaign that is not performing? Send us a message and a strategist will get back to you within 24 hours.",
  },
  infoCards: [
    {
      kind: "email",
      icon: "Mail",
      title: "Email Us",
      note: "For project enquiries, proposals and partnerships.",
    },
    {
      kind: "phone",
      icon: "Phone",
      title: "Call Us",
      note: "Mon-Fri 9:00 AM-6:00 PM, Saturday 10:00 AM-4:00 PM.",
    },
    {
      kind: "office",
      icon: "MapPin",
      title: "Visit Our Office",
      note: "Meetings at our Connaught Place office are by appointment.",
    },
    {
      kind: "response",
      icon: "Clock",
      title: "Response Time",
      value: "Within 24 hours",
      note: "Every message is answered by a strategist within 24 hours on working days.",
    },
  ],
  form: {
    title: "Send Us a Message",
    subtitle:
      "Tell us a little about your business and what you need. The more detail you share, the more useful our first reply will be.",
  },
  officeHours: {
    title: "Office Hours",
    // From the one table of office hours; contact-office-hours.test.ts holds the spec's words.
    rows: officeHoursRows(),
  },
  nextSteps: {
    title: "What Happens Next?",
    steps: [
      {
        title: "We review your message",
        description:
          "A strategist reads your message and looks at your website and ads before replying within 24 hours.",
      },
      {
        title: "Free discovery call",
        description: "A 30-minute call to understand your goals, budget, audience and what you have tried so far.",
      },
      {
        title: "Custom strategy and proposal",
        description: "Within 3 working days you receive a channel plan, targets and a transparent monthly fee.",
      },
      {
        title: "Kick-off and launch",
        description:
          "Once you approve, we set up tracking and accounts and launch your first campaigns within 7 working days.",
      },
    ],
  },
  faq: {
    title: "Frequently Asked Questions",
    items: [
      {
        question: "How quickly will you respond to my message?",
        answer:
          "Within 24 hours on working days. Messages sent on Sunday are answered on Monday morning. If it is urgent, call us during office hours.",
      },
      {
        question: "Is the first consultation really free?",
        answer:
          "Yes. The discovery call and the proposal that follows are free and carry no obligation. We only start billing once you sign off on a plan.",
      },
      {
        question: "Do you work with businesses outside Delhi NCR?",
        answer:
          "Yes. More than half of our clients are in Mumbai, Bengaluru, Pune, Jaipur, Hyderabad and other cities, and we work with brands selling from India to the Gulf, the UK and the US. Meetings happen on video calls.",
      },
      {
        question: "What should I include in my message?",
        answer:
          "Your website, what you sell, your monthly marketing budget and the result you want, such as more leads, more online sales or a new website. Links to your current ads or social profiles help too.",
      },
    ],
  },
  successMessage: {
    title: "Thank You!",
    text: "Your message has been sent. A member of our team will get back to you within 24 hours.",
  },
};
