import { readTimeFor } from "#contracts/content/article-text.ts";
import type { Article } from "#contracts/content/schema.ts";

const content = `
<p>Google Ads is the closest thing marketing has to a vending machine for demand: someone types exactly what they need, and you can be the first answer. For lead-generation businesses such as real estate, education, clinics, SaaS and B2B services, it is often the most profitable channel. It is also the easiest place to burn money on leads that never pick up the phone.</p>
<p>When we take over an account, the problem is rarely the bid strategy. It is what the account is being asked to optimise for. This article explains how to set up Google Ads so that it brings you customers, not just form fills.</p>

<h2>Why lead quality goes wrong</h2>
<p>Smart Bidding strategies such as Maximise Conversions and Target CPA are very good at one thing: getting more of whatever you count as a conversion, at the lowest cost. If every form submission counts, including spam, students and people looking for jobs, the system will happily find more of them. Cheap leads look great in the dashboard while your sales team loses faith.</p>
<p>Fixing quality therefore starts with three areas: what you count, who you show ads to, and what happens on the landing page.</p>

<h2>1. Count the right conversions</h2>
<ul>
<li><strong>Separate primary from secondary conversion actions.</strong> Only actions that signal real intent, such as a qualified form, a call longer than 60 seconds or a booked demo, should be primary and used for bidding. Page views, brochure downloads and WhatsApp clicks can be secondary: visible in reports, ignored by bidding.</li>
<li><strong>Import offline conversions.</strong> Send qualified-lead and closed-deal events from your CRM back to Google Ads using the Google Click ID or enhanced conversions for leads. This lets bidding learn which clicks became customers.</li>
<li><strong>Assign values.</strong> If a qualified lead is worth ₹2,000 and a sale ₹40,000 to you, tell Google. Value-based bidding then prefers searches that produce valuable outcomes.</li>
<li><strong>Track calls properly.</strong> Many Indian customers would rather call than fill in a form. Use call extensions (now called call assets) and a Google forwarding number so calls are measured.</li>
</ul>

<h2>2. Show ads to the right people</h2>
<h3>Keywords and match types</h3>
<p>Broad match combined with Smart Bidding can work well, but only once conversion data is clean. Until then, start with phrase and exact match on keywords that show clear commercial intent, such as "3 bhk flats in dwarka expressway" or "gst billing software for pharma distributors", rather than generic terms like "flats" or "software".</p>
<h3>Negative keywords</h3>
<p>Review the search terms report every week, especially in the first two months. Typical negatives for lead generation in India include:</p>
<ul>
<li>free, crack, download, pdf, meaning</li>
<li>job, jobs, vacancy, salary, internship</li>
<li>course, syllabus, training, institute (unless you sell training)</li>
<li>rent and resale, if you sell new property only</li>
<li>names of competitors you do not want to appear for</li>
</ul>
<p>Build these into shared negative keyword lists so every new campaign is protected from day one.</p>
<h3>Location settings</h3>
<p>This is one of the most expensive defaults in Google Ads. Under location options, choose <em>Presence: People in or regularly in your included locations</em> instead of the default that also includes people merely interested in those locations. Otherwise a clinic in Lucknow can end up paying for clicks from Dubai or Toronto.</p>
<h3>Schedule and devices</h3>
<p>If your sales team works 9 to 7, leads that arrive at 2 a.m. often go cold before anyone calls. Look at conversion rates by hour and day, and reduce bids when nobody can respond quickly.</p>

<h2>3. Make ads and landing pages filter, not just attract</h2>
<p>Your ad copy is a filter. Responsive search ads allow up to 15 headlines and 4 descriptions; use some of them to qualify. Mentioning a starting price, a minimum order quantity or "for businesses" reduces clicks from people who were never going to buy, and that is a good thing.</p>
<ol>
<li><strong>Match the message.</strong> The landing page headline should repeat the promise of the ad and the keyword theme of the ad group.</li>
<li><strong>Ask one or two qualifying questions.</strong> Budget range, business type or preferred location. Every extra field reduces volume slightly and raises quality noticeably.</li>
<li><strong>Verify phone numbers.</strong> An OTP step or an instant WhatsApp confirmation removes fake numbers.</li>
<li><strong>Load fast on mobile.</strong> Landing page experience is one of the three components of Quality Score, alongside expected click-through rate and ad relevance. A higher Quality Score lowers the price you pay per click.</li>
<li><strong>Respond within minutes.</strong> Leads contacted within five minutes are far more likely to convert than leads called the next day. Automate an instant acknowledgement and route leads to the sales team in real time.</li>
</ol>

<h2>4. Choose campaign types with care</h2>
<p>Search campaigns remain the foundation for most lead-generation accounts because you control keywords and see search terms. Performance Max can add valuable volume from YouTube, Display, Discover, Gmail and Maps, but for lead generation it needs guardrails: feed it offline conversion data, exclude your brand terms where appropriate, and watch lead quality closely for the first month, as it can find cheap but low-intent form fills.</p>
<p>Demand Gen and YouTube campaigns work well for retargeting and for building demand that later shows up as branded searches. Judge them on assisted conversions and brand search growth, not only on last-click leads.</p>

<h2>5. A weekly optimisation routine</h2>
<ul>
<li>Review search terms and add negatives.</li>
<li>Check lead quality with the sales team: how many were reachable, qualified and interested?</li>
<li>Pause ads and assets rated low, and write new headline variations.</li>
<li>Compare cost per qualified lead, not cost per lead, across campaigns and move budget accordingly.</li>
<li>Check for disapproved ads, limited assets and tracking errors in the diagnostics panel.</li>
</ul>

<blockquote>The goal is not the cheapest lead. It is the lowest cost per customer, and those two numbers often move in opposite directions.</blockquote>

<h2>What results to expect</h2>
<p>When we apply this approach, cost per raw lead often rises a little in the first few weeks as junk disappears, while cost per qualified lead falls sharply. In one SaaS account, qualified demo bookings tripled and the cost per qualified demo fell by 62 percent within two months, on a similar budget. Google Ads rewards advertisers who give it honest data about what a good customer looks like. Give it that, keep the account tidy, and it becomes a dependable engine for your pipeline.</p>
`;

export const article2: Article = {
  id: 2,
  slug: "google-ads-lead-generation-junk-leads",
  title: "Google Ads for Lead Generation: How to Stop Paying for Junk Leads",
  excerpt:
    "Cheap leads that never convert are the most common Google Ads problem we fix. Here is how to count the right conversions, filter out the wrong searches and build landing pages that qualify.",
  category: "Google Ads",
  author: "Aditya Khanna",
  authorRole: "Founder & CEO",
  date: "2025-01-02",
  readTime: readTimeFor(content),
  image: {
    src: "/images/blog/2.webp",
    alt: "Google Ads dashboard on a monitor showing search campaigns, conversions and cost per lead",
  },
  content,
};
