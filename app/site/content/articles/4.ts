import { readTimeFor } from "#contracts/content/article-text.ts";
import type { Article } from "#contracts/content/schema.ts";

const content = `
<p>Every rupee you spend on ads ends on a landing page. If that page is slow, confusing or untrustworthy, no amount of bid optimisation will save the campaign. In our experience, improving the landing page is often the cheapest way to cut cost per acquisition: doubling a conversion rate from 2 to 4 percent halves the cost of every lead or sale, without touching the ad budget.</p>
<p>Indian audiences bring their own realities: most visits come from mid-range Android phones, connections vary from fast 4G to patchy, and buyers look hard for signs that a business is genuine before they share a phone number or pay online. Here is the checklist we use when we design landing pages for our clients.</p>

<h2>1. Start with message match</h2>
<p>A visitor who clicked an ad for "2 BHK flats under ₹80 lakh in Noida" should land on a page that says exactly that, above the fold, in the first second. Sending every ad to the homepage forces people to search again, and most will not.</p>
<ul>
<li>Repeat the ad's main promise in the headline, using the same words.</li>
<li>Show the product, service or offer they clicked on, not a generic brand banner.</li>
<li>Create separate pages, or dynamic headlines, for each major ad group or audience.</li>
</ul>

<h2>2. One page, one goal</h2>
<p>A landing page exists to get one action: a purchase, a form submission, a call or a WhatsApp message. Navigation menus, links to the blog and five different offers all compete with that action.</p>
<ol>
<li><strong>Pick one primary call to action</strong> and repeat it after each major section, so it is always within a thumb's reach.</li>
<li><strong>Write action-specific button text</strong>, such as "Book a Free Site Visit" or "Get My Quote", rather than "Submit".</li>
<li><strong>Offer a secondary contact route</strong> for people who prefer to talk. In India, click-to-call and WhatsApp buttons often convert better than forms for high-value services.</li>
</ol>

<h2>3. Design for the phone first</h2>
<p>Design the mobile version first and adapt it for desktop, not the other way round.</p>
<ul>
<li><strong>Tap targets</strong> of at least 48 by 48 pixels, with space between them, so buttons are easy to hit with a thumb.</li>
<li><strong>Readable text</strong>: a base font size of 16 pixels and enough contrast between text and background, including for people reading outdoors in bright sun.</li>
<li><strong>Short paragraphs and clear headings</strong> that can be scanned while scrolling.</li>
<li><strong>Forms that fit the keyboard</strong>: the numeric keypad for phone numbers, the e-mail keyboard for e-mail addresses and autofill turned on.</li>
<li><strong>No pop-ups on arrival</strong>. Intrusive interstitials frustrate visitors and can hurt your search visibility.</li>
</ul>

<h2>4. Make it fast on real connections</h2>
<p>A page that loads in one second on office Wi-Fi can take six on a crowded mobile network. Aim for the main content to appear within about two and a half seconds on a mid-range phone.</p>
<ul>
<li>Serve images in WebP or AVIF, sized for the screen, with width and height set so the layout does not jump.</li>
<li>Load the hero image immediately and lazy-load everything below the fold.</li>
<li>Remove scripts you do not need. Every chat widget, heatmap tool and extra tag slows the page and delays interaction.</li>
<li>Self-host fonts and limit yourself to one or two families and a few weights.</li>
<li>Test with throttled mobile settings in Lighthouse or PageSpeed Insights, not just on your own phone.</li>
</ul>

<h2>5. Build trust on the page</h2>
<p>Indian buyers have learned to be careful online. Before they share their number or pay, they look for proof that you are real, reliable and accountable. Include the signals that matter in your category:</p>
<ul>
<li>Customer reviews with names and cities, and ratings from Google where you have them.</li>
<li>Recognisable client logos, certifications, awards and partner badges.</li>
<li>Your physical address, a working phone number and business hours.</li>
<li>For e-commerce: delivery times by pin code, return and exchange policy, cash on delivery if you offer it, and familiar payment options such as UPI and cards.</li>
<li>Category-specific proof: RERA numbers for real estate, hallmarking for jewellery, doctors' qualifications for healthcare, GST registration for B2B.</li>
</ul>

<h2>6. Keep forms short and honest</h2>
<p>Ask only for what you need for the first conversation. For most lead-generation pages that is a name, a phone number and one qualifying question. Explain what will happen after submission, such as "Our advisor will call you within 30 minutes during business hours", and then keep that promise. If you need more information, collect it on the call or in a second, optional step.</p>
<h3>Handling validation</h3>
<p>Show errors next to the field that caused them, in plain language, and never clear the whole form because one field was wrong. These small details separate a page that converts from one that frustrates.</p>

<h2>7. Make it accessible</h2>
<p>Accessible pages convert better for everyone. Give every form field a visible label, describe images with alt text, make sure the page works with a keyboard and do not rely on colour alone to show errors. These steps also help search engines understand your page.</p>

<blockquote>A landing page is never finished. It is a hypothesis about what your customer needs to see before they act.</blockquote>

<h2>8. Test, measure, repeat</h2>
<p>Track the primary action as a conversion in GA4 and in your ad platforms before launch. Then improve the page with structured tests:</p>
<ol>
<li>Test big ideas first: the headline and offer, the hero image, the length of the page, the form versus WhatsApp.</li>
<li>Change one major element at a time so you know what caused the difference.</li>
<li>Let each test run long enough to collect a meaningful number of conversions, usually at least one or two full weeks to cover weekday and weekend behaviour.</li>
<li>Record every result, including losing tests, so your team builds on what it learns.</li>
</ol>
<p>When we rebuilt a Hyderabad jeweller's online store around these principles, its conversion rate rose from 0.42 to 1.13 percent, and the same advertising budget produced almost three times the sales. Your ads bring people to the door. A well-designed landing page is what invites them in.</p>
`;

export const article4: Article = {
  id: 4,
  slug: "mobile-first-landing-page-checklist",
  title: "Landing Pages That Convert: A Mobile-First Checklist for Indian Audiences",
  excerpt:
    "Doubling your conversion rate halves your cost per lead. The landing-page checklist our designers use, from message match and page speed to trust signals Indian buyers look for.",
  category: "Web Design",
  author: "Priya Nair",
  authorRole: "Creative Director",
  date: "2024-12-18",
  readTime: readTimeFor(content),
  image: {
    src: "/images/blog/4.webp",
    alt: "Mobile landing page wireframes sketched beside a smartphone showing the finished design",
  },
  content,
};
