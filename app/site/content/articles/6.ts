import { readTimeFor } from "#contracts/content/article-text.ts";
import type { Article } from "#contracts/content/schema.ts";

const content = `
<p>Google Analytics 4 is free, powerful and, for many marketing teams, still confusing. We regularly audit GA4 properties where purchases are counted twice, payment gateways appear as the top source of revenue and data older than two months has quietly disappeared. None of these problems is hard to fix, but each one makes every marketing decision built on the data a little less reliable.</p>
<p>This guide covers the set-up and the handful of reports that matter for a marketing team, in the order we work through them for new clients.</p>

<h2>1. Get the foundations right</h2>
<p>Most of these settings take minutes and are forgotten for years. Check them first:</p>
<ul>
<li><strong>Data retention</strong>: the default is two months for event-level data used in explorations. Change it to 14 months under Admin, Data collection and modification, Data retention. It only applies from the moment you change it, so do it today.</li>
<li><strong>Time zone and currency</strong>: set the property to India Standard Time and Indian rupees, so daily reports match your sales records.</li>
<li><strong>Internal traffic</strong>: define your office IP addresses and activate the internal traffic filter so your team's visits do not inflate the numbers.</li>
<li><strong>Unwanted referrals</strong>: add payment gateways such as Razorpay, PayU, CCAvenue and Paytm to the list of unwanted referrals. Otherwise a buyer who returns from the payment page starts a new session credited to the gateway, and your ads lose credit for the sale.</li>
<li><strong>Cross-domain measurement</strong>: if your journey spans several domains, such as a website and a separate booking engine, configure them in the web data stream so one visit stays one session.</li>
<li><strong>Product links</strong>: connect Google Ads, Search Console and, for larger sites, the free BigQuery export, which keeps raw event data beyond GA4's own retention limits.</li>
</ul>

<h2>2. Track the events that represent business value</h2>
<p>GA4 is built on events. Enhanced measurement records page views, scrolls, outbound clicks, site search, video engagement and file downloads automatically. What it cannot know is which actions matter to your business. That part is up to you.</p>
<h3>Use recommended event names</h3>
<p>Google publishes recommended events with standard names and parameters. Using them unlocks built-in reports and cleaner integration with Google Ads:</p>
<ul>
<li><strong>purchase</strong> for e-commerce orders, with transaction ID, value, currency and items.</li>
<li><strong>generate_lead</strong> for form submissions, with a value if you know what a lead is worth.</li>
<li><strong>sign_up</strong> for account creation, and <strong>begin_checkout</strong> and <strong>add_to_cart</strong> for the shopping funnel.</li>
</ul>
<h3>Mark key events</h3>
<p>In 2024 Google renamed conversions in GA4 to key events; the word conversion now refers to actions imported into Google Ads. Mark only the few events that represent real business outcomes as key events, typically purchases, qualified leads, calls and booked appointments. If everything is a key event, nothing is.</p>
<h3>Avoid double counting</h3>
<p>Thank-you pages that fire a purchase every time they are refreshed, or a tag installed both directly and through Google Tag Manager, are the most common causes of inflated numbers. Always send a unique transaction ID with purchases, and check the DebugView and real-time reports after every change.</p>

<h2>3. Tag every campaign with UTM parameters</h2>
<p>GA4 can only report on traffic sources it can identify. Google Ads passes its data automatically through auto-tagging, but e-mail, WhatsApp broadcasts, influencer links and most social posts need UTM parameters:</p>
<ol>
<li><strong>utm_source</strong>: where the traffic comes from, such as instagram, newsletter or whatsapp.</li>
<li><strong>utm_medium</strong>: the type of traffic, such as paid_social, email or referral. Use values that match GA4's default channel groups, or traffic will land in Unassigned.</li>
<li><strong>utm_campaign</strong>: the campaign name, such as diwali_sale_2024.</li>
<li><strong>utm_content</strong>: the creative or link variation, useful for comparing ads or influencers.</li>
</ol>
<p>Agree on a naming convention in a shared sheet and stick to lowercase. "Instagram" and "instagram" are two different sources in your reports.</p>

<h2>4. Understand attribution</h2>
<p>GA4 uses data-driven attribution by default, which distributes credit for a key event across the touchpoints that led to it, based on your property's own data. The alternatives are last-click models, since Google retired the first-click, linear, time-decay and position-based models in 2023.</p>
<p>Remember that GA4 and ad platforms will never agree exactly. Meta credits conversions to ads people viewed or clicked within its attribution window; GA4 sees only sessions on your site and gives credit across channels. Use GA4 to compare channels on a common basis, and each ad platform to optimise within that platform.</p>

<h2>5. The reports marketers actually need</h2>
<ul>
<li><strong>Traffic acquisition</strong>: sessions, engagement rate and key events by session source and medium. Your weekly view of which channels bring valuable visits.</li>
<li><strong>Landing pages</strong>: which pages visitors enter on and how well each converts. Essential for judging ad and SEO landing pages.</li>
<li><strong>Funnel exploration</strong>: step-by-step drop-off from product view to purchase or from landing page to lead. It shows where to focus design work.</li>
<li><strong>Path exploration</strong>: what people do before and after a key event, useful for finding unexpected journeys.</li>
<li><strong>Advertising, attribution paths</strong>: how channels work together before a conversion, which helps defend upper-funnel spend.</li>
</ul>
<p>Save your most-used explorations and share them with the team, or build a simple Looker Studio dashboard on top of GA4 for stakeholders who only need the headline numbers.</p>

<blockquote>Analytics is not about collecting more data. It is about trusting a small amount of data enough to act on it.</blockquote>

<h2>6. A monthly health check</h2>
<ol>
<li>Compare GA4 purchases or leads with your back-end or CRM. A gap of more than 10 to 15 percent deserves investigation.</li>
<li>Look for new unwanted referrals and self-referrals in the traffic acquisition report.</li>
<li>Check the share of Unassigned and direct traffic; a sudden rise usually means missing UTM parameters.</li>
<li>Confirm key events are still firing after website releases, using DebugView on a test order or lead.</li>
<li>Review who has access to the property, and remove former employees and agencies.</li>
</ol>
<p>A clean GA4 set-up takes a day or two of focused work. In return you get numbers your whole team can trust, faster decisions and marketing budgets that move towards what is really working.</p>
`;

export const article6: Article = {
  id: 6,
  slug: "ga4-for-marketers-key-events-attribution",
  title: "GA4 for Marketers: Key Events, Attribution and the Reports That Matter",
  excerpt:
    "Double-counted purchases, payment gateways stealing credit and data that disappears after two months: how to set up Google Analytics 4 so your marketing decisions rest on numbers you can trust.",
  category: "Analytics",
  author: "Nikhil Arora",
  authorRole: "Analytics Manager",
  date: "2024-12-04",
  readTime: readTimeFor(content),
  image: {
    src: "/images/blog/6.webp",
    alt: "Google Analytics 4 traffic acquisition report with charts of sessions and key events by channel",
  },
  content,
};
