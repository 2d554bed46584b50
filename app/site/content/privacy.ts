import type { PrivacyContent } from "./page-schema.ts";

/**
 * The privacy policy of /privacy. It describes what this site actually
 * stores: keep it in step with the server (forms, subscribers, admin session,
 * the .doc converter and the SEO audit) when they change.
 */
export const privacy: PrivacyContent = {
  title: "Privacy Policy",
  lastUpdated: "2025-01-15",
  lastUpdatedLabel: "Last updated: January 15, 2025",
  intro: [
    'Crestline Digital ("we", "us", "our") is a digital marketing agency based in New Delhi, India. This policy explains what personal data we collect through this website, why we collect it, how long we keep it and the choices and rights you have.',
    'We process personal data in accordance with the Digital Personal Data Protection Act, 2023 (the "DPDP Act") and the Information Technology Act, 2000 and the rules made under it. For the personal data described here, Crestline Digital is the Data Fiduciary.',
  ],
  sections: [
    {
      id: "data-we-collect",
      heading: "1. Personal data we collect",
      blocks: [
        {
          type: "paragraph",
          text: "We only collect personal data that you choose to give us through the forms on this site:",
        },
        {
          type: "list",
          items: [
            "Contact form: your full name, contact number, e-mail address, website (optional) and your message.",
            "Quote request forms (on the home page and the Get a Quote page): your full name, contact number, e-mail address, website URL (optional), monthly ad budget, the platforms you are interested in and your goals.",
            "Job applications on the Careers page: your full name, e-mail address, phone number, a link to your CV or portfolio, your cover note and the opening you applied for.",
            "Newsletter (Stay Updated box on the blog): your e-mail address.",
            "SEO audit report by e-mail ('E-mail me this report' on the SEO Audit Generator): your full name and e-mail address, with the web address you audited and the report's summary (score and issues found).",
          ],
        },
        {
          type: "paragraph",
          text: "Each submission is stored with the date and time it was received. Please do not include sensitive information, such as health or financial details, in free-text fields; we do not need it to respond to you.",
        },
        {
          type: "paragraph",
          text: "When you visit any page, our server also receives technical data that every web request carries, such as your IP address, browser type and the page requested. We use it only to deliver the page, keep the site secure and limit abuse of our forms (for example, by limiting how many submissions one address can send). It is kept in short-lived technical logs and is not used to identify or profile you.",
        },
      ],
    },
    {
      id: "how-we-use-data",
      heading: "2. How we use your data",
      blocks: [
        {
          type: "list",
          items: [
            "To reply to your message or quote request, prepare a proposal and follow up on it.",
            "To assess your job application and contact you about it.",
            "To send you our newsletter with marketing articles and agency news, if you subscribed.",
            "To protect the site and our forms against spam, fraud and misuse.",
            "To meet our legal obligations, for example accounting and tax records once you become a client.",
          ],
        },
        {
          type: "paragraph",
          text: "We process this data on the basis of the consent you give when you submit a form, and for the legitimate uses permitted by the DPDP Act, such as responding to a request you have voluntarily made. We do not sell your personal data, and we do not use it for automated decision-making.",
        },
      ],
    },
    {
      id: "cookies",
      heading: "3. Cookies and tracking",
      blocks: [
        {
          type: "paragraph",
          text: "Visitors to this site receive no cookies from us. The only cookie this site sets is a session cookie for our own staff when they sign in to the admin panel that lists form submissions. It is strictly necessary, contains a random identifier and no personal details, and expires when the staff member signs out or after 24 hours.",
        },
        {
          type: "paragraph",
          text: "This site uses no third-party trackers: no analytics service, no advertising pixels, no social media widgets and no fonts, scripts or images loaded from other companies' servers. The share buttons on our articles load nothing from social networks; they only act when you click them.",
        },
        {
          type: "paragraph",
          text: "To learn which of our pages, campaigns and tools bring us clients, your browser keeps a short note of your visit in this tab's session storage (not a cookie): the first page you opened and when, the website that linked you here (its name only, not the full address), the campaign tags in that link (utm_source, utm_medium, utm_campaign, utm_term, utm_content), whether the link came from a Google or Meta ad (yes or no; the ad's click code itself is never kept), whether you use a phone, tablet or computer, and which of our free tools you used and when. Nothing of this leaves your browser unless you send us a form: it then travels with that form and is stored with it, so we know what brought you to us. The note disappears when you close the tab, and the list of tools is cleared once a form has been sent. With JavaScript or storage turned off, your forms still reach us, just without this note.",
        },
        {
          type: "paragraph",
          text: "When one of our free tools finishes a task, your browser tells our server the tool's name, and the server adds one to that tool's count for the day. That count holds no address, identifier or other personal data; it only shows us how much each tool is used.",
        },
      ],
    },
    {
      id: "free-tools",
      heading: "4. Our free tools",
      blocks: [
        {
          type: "paragraph",
          text: "Most of our free tools (image, PDF, Word, Excel and video converters, the text generators, the word counter and the keyword density checker) run entirely in your browser. The files and text you use in them stay on your device and are never uploaded to us. There are two exceptions:",
        },
        {
          type: "list",
          items: [
            "Legacy Word converter: when you convert an old-format .doc file, the file is sent to our server, converted to PDF and returned to you. The file and the result are deleted from our server as soon as the conversion finishes; we do not keep, read or share them. Modern .docx files are converted in your browser.",
            "SEO audit generator: the web address you enter is sent to our server, which fetches that public page to analyse it and returns the report to you. We do not store the address or the report, unless you ask us to e-mail you the report: then we keep your request (see section 1) so that we can send it and follow up.",
          ],
        },
        {
          type: "paragraph",
          text: "Some tools, such as the username checkers and video downloaders, are demonstrations: they make no requests to Instagram, TikTok, X or any other platform.",
        },
      ],
    },
    {
      id: "sharing",
      heading: "5. Who we share data with",
      blocks: [
        {
          type: "paragraph",
          text: "Your data is seen only by the Crestline Digital staff who need it to answer you or assess your application. We share it with service providers only as far as they need it to run this site for us, under contracts that require them to protect it and use it only on our instructions:",
        },
        {
          type: "list",
          items: [
            "our hosting and database provider, which stores the site and its data;",
            "our e-mail provider, which delivers notifications of new submissions to our team and our newsletter.",
          ],
        },
        {
          type: "paragraph",
          text: "We may also disclose personal data where the law requires it, for example in response to a lawful request from a court or government authority in India. We never share your details with advertisers or data brokers.",
        },
      ],
    },
    {
      id: "retention",
      heading: "6. How long we keep your data",
      blocks: [
        {
          type: "list",
          items: [
            "Contact messages and quote requests: up to 24 months after our last conversation with you, unless you become a client, in which case we keep what our contract and tax law require.",
            "Job applications: up to 12 months after the hiring decision, so that we can consider you for similar roles, unless you ask us to delete it sooner.",
            "Newsletter e-mail addresses: until you unsubscribe.",
            "Technical logs: no longer than 30 days.",
          ],
        },
        {
          type: "paragraph",
          text: "When the purpose for which we collected your data has been served, or you withdraw your consent, we erase it unless the law requires us to keep it.",
        },
      ],
    },
    {
      id: "security",
      heading: "7. How we protect your data",
      blocks: [
        {
          type: "paragraph",
          text: "The site is served over HTTPS, so data you send us is encrypted in transit. Submissions can be viewed only by signed-in staff; staff passwords are stored as salted, slow hashes, never as plain text, and repeated failed sign-ins are blocked. Access to our database is restricted to the people who run the site. If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected as the DPDP Act requires.",
        },
      ],
    },
    {
      id: "your-rights",
      heading: "8. Your rights",
      blocks: [
        {
          type: "paragraph",
          text: "Under the DPDP Act you have the right to:",
        },
        {
          type: "list",
          items: [
            "obtain a summary of the personal data we hold about you and how we use it;",
            "have inaccurate or incomplete data corrected, completed or updated;",
            "have your data erased when it is no longer needed or you withdraw consent;",
            "withdraw your consent at any time, as easily as you gave it (withdrawal does not affect processing done before it);",
            "nominate another person to exercise these rights on your behalf in the event of your death or incapacity;",
            "have your grievances addressed by us, and, if you are not satisfied with our response, complain to the Data Protection Board of India.",
          ],
        },
        {
          type: "paragraph",
          text: "To exercise any of these rights, write to our Grievance Officer using the details below. We will respond within 30 days. To stop receiving our newsletter, reply to any newsletter e-mail or write to us and we will remove your address.",
        },
      ],
    },
    {
      id: "children",
      heading: "9. Children",
      blocks: [
        {
          type: "paragraph",
          text: "This site and its services are meant for businesses and adults. We do not knowingly collect personal data from anyone under 18 years of age. If you believe a child has sent us personal data, please contact us and we will delete it.",
        },
      ],
    },
    {
      id: "transfers",
      heading: "10. Where your data is stored",
      blocks: [
        {
          type: "paragraph",
          text: "Our service providers may store data on servers in India or abroad. Any transfer outside India is made only to countries not restricted by the Government of India under the DPDP Act, and with safeguards that protect your data to the standard described in this policy.",
        },
      ],
    },
    {
      id: "changes",
      heading: "11. Changes to this policy",
      blocks: [
        {
          type: "paragraph",
          text: "We may update this policy when our website or the law changes. The date at the top of this page shows when it was last revised. If we make a significant change to how we use personal data you have already given us, we will tell you by e-mail before the change takes effect.",
        },
      ],
    },
    {
      id: "grievance-officer",
      heading: "12. Contact and Grievance Officer",
      blocks: [
        {
          type: "paragraph",
          text: "For any question about this policy, to exercise your rights or to raise a grievance, contact our Grievance Officer:",
        },
        { type: "contact-details" },
      ],
    },
  ],
};
