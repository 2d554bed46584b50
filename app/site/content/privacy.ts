import type { PrivacyContent } from "./privacy/schema.ts";

/**
 * The privacy notice of /privacy (its Hindi translation: privacy/hindi.ts, same structure).
 * It describes what this site actually stores: keep it in step with the server (forms,
 * subscribers, consent records, data requests, the .doc converter and the SEO audit).
 * Periods are {kind} tokens filled from contracts/privacy/retention.ts, never written here.
 */
export const privacy: PrivacyContent = {
  lang: "en",
  eyebrow: "Legal",
  title: "Privacy Policy",
  lastUpdated: "2025-01-15",
  lastUpdatedLabel: "Last updated: January 15, 2025",
  versionLabel: "Notice version",
  tocHeading: "On this page",
  languageSwitch: { href: "/privacy/hi", label: "यह सूचना हिन्दी में पढ़ें", lang: "hi" },
  itemLabels: { data: "What we keep", purpose: "Why", kept: "How long" },
  contactLabels: { email: "E-mail", phone: "Phone", country: "India" },
  intro: [
    'Crestline Digital ("we") is a digital marketing agency in New Delhi, India. This notice tells you what personal data we keep, why, and for how long. It also tells you your rights and how to use them.',
    'We follow the Digital Personal Data Protection Act, 2023 (the "DPDP Act") and its Rules. For the data described here, Crestline Digital is the Data Fiduciary: we decide why and how it is used.',
  ],
  sections: [
    {
      id: "data-we-keep",
      heading: "1. What we keep, why, and for how long",
      blocks: [
        {
          type: "paragraph",
          text: "We keep only what you choose to send us, and the technical data every web request carries. Each item:",
        },
        {
          type: "data-items",
          items: [
            {
              id: "contact",
              name: "Contact form",
              data: "Your full name, phone number, e-mail address, website (if you give it) and your message.",
              purpose:
                "To answer your message. If you tick the optional box, also to send you occasional news and offers.",
              kept: "{leads} after our last contact with you. Then we delete it. If you become a client, we keep what our contract and tax law require.",
            },
            {
              id: "quote",
              name: "Quote request (Get a Quote page)",
              data: "Your full name, phone number, e-mail address, website (if you give it), monthly ad budget, the platforms you are interested in and your goals.",
              purpose:
                "To prepare a proposal for you and follow up on it. If you tick the optional box, also to send you occasional news and offers.",
              kept: "{leads} after our last contact with you. Then we delete it.",
            },
            {
              id: "home-quote",
              name: "Quote request (home page)",
              data: "Your full name, phone number, e-mail address, website (if you give it), monthly ad budget, the platforms you are interested in and your goals (if you write them).",
              purpose:
                "To prepare a proposal for you and follow up on it. If you tick the optional box, also to send you occasional news and offers.",
              kept: "{leads} after our last contact with you. Then we delete it.",
            },
            {
              id: "application",
              name: "Job applications (Careers page)",
              data: "Your full name, e-mail address, phone number, a link to your CV or portfolio, your cover note (if you write one) and the opening you applied for.",
              purpose:
                "To assess your application and contact you about it. If you tick the optional box, also to send you occasional news and offers.",
              kept: "{applications} after we receive it. Then we delete it.",
            },
            {
              id: "audit-report",
              name: "SEO audit report by e-mail ('E-mail me this report')",
              data: "Your full name and e-mail address, the web address you audited and the report's summary (score and issues found).",
              purpose:
                "To e-mail you the report and follow up on it. If you tick the optional box, also to send you occasional news and offers.",
              kept: "{leads} after our last contact with you. Then we delete it.",
            },
            {
              id: "newsletter",
              name: "Newsletter (Stay Updated box on the blog)",
              data: "Your e-mail address, and whether you have confirmed it.",
              purpose:
                "To send you our newsletter. We send it only after you confirm your address from the e-mail we send you.",
              kept: "Until you unsubscribe. An address that is never confirmed is deleted after {unconfirmedSubscribers}. After you unsubscribe, we keep only a note that the address left, for {leftSubscribers}, so that it is not added again by mistake. Then we delete it.",
            },
            {
              id: "consent",
              name: "Your consent record",
              data: "For each form you send and each subscription: the version of this notice you saw, the purposes you agreed to, the form and the time.",
              purpose: "To show what you agreed to, and when.",
              kept: "As long as the form or subscription it belongs to. It is deleted with it.",
            },
            {
              id: "data-requests",
              name: "Your requests on the My data page",
              data: "Your e-mail address, what you asked for (a copy, a correction or erasure) and our answer.",
              purpose: "To check that the request comes from you, and to answer it.",
              kept: "Until we have answered, at most {dataRequestDeadline}. Then we keep only a record that a request was handled, without your name or e-mail address.",
            },
            {
              id: "visit-note",
              name: "Note of how you found us",
              data: "The first page you opened and when; the website that linked you here (its name only, not the full address); the campaign tags in that link (utm_source, utm_medium, utm_campaign, utm_term, utm_content); whether the link came from a Google or Meta ad (yes or no; the ad's click code itself is never kept); whether you use a phone, tablet or computer; and which of our free tools you used and when.",
              purpose: "To learn which of our pages, campaigns and tools bring us clients.",
              kept: "Your browser keeps it in this tab's session storage (not a cookie) until you close the tab. Nothing of this leaves your browser unless you send us a form. Then it is stored with that form, for as long as the form.",
            },
            {
              id: "request-logs",
              name: "Technical request logs",
              data: "Your IP address, the page you asked for, your browser type and the time.",
              purpose: "To deliver pages, keep the site secure and limit abuse of our forms.",
              kept: "{requestLogs}. Then we delete them.",
            },
            {
              id: "staff-log",
              name: "Record of our staff's actions",
              data: "Which staff member did what, and when. It names your request by its number only, never by your name or e-mail address.",
              purpose: "To keep our staff accountable for how they handle your data.",
              kept: "{auditLog}. Then we delete it.",
            },
          ],
        },
        {
          type: "paragraph",
          text: "Please do not put sensitive information, such as health or financial details, in free-text fields. We do not need it to answer you.",
        },
      ],
    },
    {
      id: "how-we-use-data",
      heading: "2. How we use your data",
      blocks: [
        {
          type: "paragraph",
          text: "We use your data only for the purposes named above. Replying to your request is the purpose of every form. Marketing e-mails (occasional news and offers) are a separate choice: a box you tick yourself, never ticked for you. Our newsletter goes only to addresses that subscribed and confirmed.",
        },
        {
          type: "paragraph",
          text: "We do not sell your data. We do not use it for automated decisions about you.",
        },
      ],
    },
    {
      id: "cookies",
      heading: "3. Cookies and tracking",
      blocks: [
        {
          type: "paragraph",
          text: "Visitors get no cookies from us. The only cookie this site sets is a session cookie for our own staff when they sign in to the admin panel. It holds a random code and no personal details.",
        },
        {
          type: "paragraph",
          text: "This site uses no third-party trackers: no analytics service, no advertising pixels, no social media widgets, and no fonts, scripts or images from other companies' servers. Our share buttons load nothing from social networks.",
        },
        {
          type: "paragraph",
          text: "When one of our free tools finishes a task, your browser tells our server the tool's name, and the server adds one to that tool's count for the day. That count holds no address, identifier or other personal data.",
        },
      ],
    },
    {
      id: "free-tools",
      heading: "4. Our free tools",
      blocks: [
        {
          type: "paragraph",
          text: "Most of our free tools run entirely in your browser. Your files and text stay on your device. There are two exceptions:",
        },
        {
          type: "list",
          items: [
            "Legacy Word converter: an old-format .doc file is sent to our server, converted to PDF and returned to you. Both files are deleted as soon as the conversion ends. Modern .docx files are converted in your browser.",
            "SEO audit generator: the web address you enter is sent to our server, which reads that public page and returns the report. We do not store the address or the report, unless you ask us to e-mail you the report (see section 1).",
          ],
        },
      ],
    },
    {
      id: "sharing",
      heading: "5. Who we share data with",
      blocks: [
        {
          type: "paragraph",
          text: "Only the Crestline Digital staff who need your data to answer you see it. Two service providers handle it for us, under contracts that bind them to our instructions:",
        },
        {
          type: "list",
          items: [
            "our hosting and database provider, which stores the site and its data;",
            "our e-mail provider, which delivers our e-mails to you and to our team.",
          ],
        },
        {
          type: "paragraph",
          text: "We disclose data when Indian law requires it, for example to a court. We never share your details with advertisers or data brokers.",
        },
      ],
    },
    {
      id: "security",
      heading: "6. How we protect your data",
      blocks: [
        {
          type: "paragraph",
          text: "The site uses HTTPS, so what you send is encrypted on the way. Only signed-in staff can see submissions. Staff passwords are stored as slow, salted hashes. If a personal data breach happens, we tell the Data Protection Board of India and the people affected, as the DPDP Act requires.",
        },
      ],
    },
    {
      id: "your-rights",
      heading: "7. Your rights and how to use them",
      blocks: [
        {
          type: "paragraph",
          text: "You have these rights under the DPDP Act. Using them is free. We answer within {dataRequestDeadline}.",
        },
        {
          type: "rights",
          items: [
            {
              id: "access",
              name: "Get a copy of your data",
              how: "Open the My data page and enter your e-mail address. We e-mail you a link to confirm the address is yours. Nothing is shown before you confirm. Then we send you a summary and a copy of the data we hold for that address.",
              link: { href: "/my-data", label: "Open the My data page" },
            },
            {
              id: "correction",
              name: "Correct your data",
              how: "On the My data page, tell us what is wrong or missing and confirm from our e-mail. We correct or complete it.",
              link: { href: "/my-data", label: "Ask for a correction" },
            },
            {
              id: "erasure",
              name: "Erase your data",
              how: "On the My data page, ask for erasure and confirm from our e-mail. We delete your submissions, notes, subscriptions, consent records and files. We keep only a record that a request was handled, without your name or e-mail address.",
              link: { href: "/my-data", label: "Ask for erasure" },
            },
            {
              id: "withdraw-consent",
              name: "Withdraw your consent",
              how: "Every newsletter e-mail has an unsubscribe link: one click takes you off the list, without signing in. You can also withdraw consent to marketing on the My data page. Both work at once. What we did before you withdrew stays lawful.",
              link: { href: "/my-data", label: "Withdraw consent on the My data page" },
            },
            {
              id: "nomination",
              name: "Nominate someone",
              how: "You can name a person to use these rights for you if you die or cannot act yourself. Write to our Grievance Officer (section 12) with that person's name and e-mail address.",
            },
            {
              id: "grievance",
              name: "Complain to us",
              how: "If something is wrong with how we handle your data, write to our Grievance Officer (section 12). We answer within {dataRequestDeadline}.",
            },
          ],
        },
      ],
    },
    {
      id: "data-protection-board",
      heading: "8. Complaining to the Data Protection Board of India",
      blocks: [
        {
          type: "paragraph",
          text: "If you are not satisfied with our answer to your complaint, you can complain to the Data Protection Board of India. The law asks you to come to our Grievance Officer first. The Board works as a digital office: you file your complaint online, on the Board's website or app. The Government of India publishes how to reach it.",
          link: {
            href: "https://www.meity.gov.in/",
            label: "Ministry of Electronics and Information Technology (meity.gov.in)",
          },
        },
      ],
    },
    {
      id: "children",
      heading: "9. Children",
      blocks: [
        {
          type: "paragraph",
          text: "This site is meant for businesses and adults. We do not knowingly collect data from anyone under 18. If a child has sent us data, tell us and we will delete it.",
        },
      ],
    },
    {
      id: "transfers",
      heading: "10. Where your data is stored",
      blocks: [
        {
          type: "paragraph",
          text: "Our service providers may store data in India or abroad. We transfer data only to countries the Government of India does not restrict under the DPDP Act.",
        },
      ],
    },
    {
      id: "changes",
      heading: "11. Changes to this notice",
      blocks: [
        {
          type: "paragraph",
          text: "We update this notice when our website or the law changes. The notice version at the top changes with each update. Your consent record keeps the version you saw. If we change how we use data you have already given us, we tell you by e-mail first.",
        },
      ],
    },
    {
      id: "grievance-officer",
      heading: "12. Contact and Grievance Officer",
      blocks: [
        {
          type: "paragraph",
          text: "For any question about this notice, to use your rights or to raise a grievance, contact our Grievance Officer:",
        },
        { type: "contact-details" },
      ],
    },
  ],
};
