import { readTimeFor } from "#contracts/content/article-text.ts";
import type { Article } from "#contracts/content/schema.ts";

const content = `
<p>Facebook and Instagram are still the fastest way for most Indian brands to reach new customers at scale. India is Meta's largest market by number of users, CPMs remain far lower than in the US or the UK, and the ad platform has become very good at finding buyers on its own. Yet most of the accounts we audit waste a third or more of their budget. The cause is rarely the algorithm. It is almost always weak tracking, a cluttered campaign structure or tired creative.</p>
<p>This guide walks through the approach we use for D2C, lead-generation and local businesses, from the first pixel event to scaling spend profitably.</p>

<h2>1. Fix tracking before you spend a rupee</h2>
<p>Meta's delivery system optimises for whatever event you tell it to. If that event is missing, duplicated or delayed, the system learns from bad data and your costs rise. Before launching anything, check these basics:</p>
<ul>
<li><strong>Meta Pixel on every page</strong>, firing standard events such as ViewContent, AddToCart, InitiateCheckout, Purchase and Lead, with the correct value and currency (INR).</li>
<li><strong>Conversions API (CAPI)</strong> sending the same events from your server or e-commerce platform. Browser tracking alone now misses a meaningful share of conversions because of ad blockers and privacy settings. Shopify, WooCommerce and most CRMs offer a ready integration.</li>
<li><strong>Deduplication</strong>: send the same event ID from the pixel and the server, so one purchase is counted once, not twice.</li>
<li><strong>Event Match Quality</strong>: pass hashed e-mail and phone numbers with server events. Higher match quality means better attribution and cheaper results.</li>
<li><strong>Domain verification</strong> in Business Manager, so you control which events can be used for optimisation.</li>
</ul>
<p>For cash-on-delivery businesses, add one more step: track return-to-origin (RTO) orders in your own reports. A campaign with a 4x ROAS on paper but a 35% RTO rate may be losing money.</p>

<h2>2. Keep the campaign structure simple</h2>
<p>The most common mistake we see is fragmentation: ten campaigns, forty ad sets and a daily budget of ₹500 each. Meta's delivery needs volume to learn. An ad set leaves the learning phase after roughly 50 optimisation events within seven days of its last significant edit. Split your budget too thinly and nothing ever exits learning.</p>
<h3>Prospecting</h3>
<p>Use one or two campaigns to find new customers. For e-commerce, Advantage+ shopping campaigns usually outperform manual set-ups once you have reliable purchase tracking. For lead generation, a single campaign with broad targeting and Advantage+ audience suggestions is a strong starting point. Let the creative define who sees the ad rather than stacking interests.</p>
<h3>Retargeting</h3>
<p>A separate campaign for people who visited your site, engaged with your Instagram profile or added to cart in the last 7 to 30 days. Keep it to 10 to 20 percent of total spend and use messages that answer objections: reviews, delivery times, return policy, cash on delivery.</p>
<h3>Testing</h3>
<p>A small campaign with a fixed budget where new creatives compete. Winners move into prospecting; losers are switched off. This protects your main campaigns from constant edits that reset learning.</p>

<h2>3. Creative is your new targeting</h2>
<p>With broad audiences, the ad itself decides who stops scrolling. A saree ad that opens on a wedding ceremony finds a different buyer from one that opens on office wear, even with identical targeting. That is why creative testing matters more than audience testing today.</p>
<ol>
<li><strong>Win the first three seconds.</strong> Open with the product in use, a bold claim or a question your customer asks. Logos and slow brand intros lose attention.</li>
<li><strong>Design for sound off.</strong> Most people watch with the sound muted. Add captions and on-screen text that tell the story without audio.</li>
<li><strong>Use vertical 9:16 video</strong> for Reels and Stories, where most inventory now sits, and 4:5 for the feed.</li>
<li><strong>Show real people.</strong> Customer try-ons, unboxings and founder videos shot on a phone often beat polished studio shoots at a fraction of the cost.</li>
<li><strong>Test one variable at a time.</strong> Change the hook, not the whole ad, so you learn what actually made the difference.</li>
<li><strong>Localise.</strong> Hindi, Tamil, Telugu or Marathi versions of a winning ad can reduce costs in regional markets noticeably.</li>
</ol>
<blockquote>A good rule of thumb: if your best ad is more than six weeks old, you are probably already paying a fatigue tax.</blockquote>

<h2>4. How much budget do you need?</h2>
<p>Work backwards from your target cost per acquisition. If you can afford ₹500 per lead, an ad set needs about ₹25,000 a week (₹500 multiplied by 50 events) to exit the learning phase reliably. If your budget is smaller, optimise for an event higher up the funnel, such as add-to-cart, until you have enough volume, or consolidate into fewer ad sets.</p>
<p>Scale in steps. Raising a budget by 20 to 30 percent every few days is usually safer than doubling it overnight, which can throw an ad set back into learning and spike costs.</p>

<h2>5. The metrics that matter</h2>
<p>Reach and likes are easy to grow and easy to mislead with. Judge campaigns on these instead:</p>
<ul>
<li><strong>Cost per acquisition (CPA) and ROAS</strong>, checked against your own back-end data, not only Ads Manager.</li>
<li><strong>Link click-through rate</strong>: below about 0.8% on prospecting usually signals weak creative or the wrong offer.</li>
<li><strong>CPM</strong>: rising CPMs at festive peaks such as Diwali are normal; plan budgets and offers around them.</li>
<li><strong>Frequency</strong>: above 3 to 4 in a week on prospecting, performance tends to drop. Refresh creative.</li>
<li><strong>Hook rate</strong>: three-second video plays divided by impressions. It tells you whether the opening works, separately from the offer.</li>
</ul>

<h2>6. Mistakes to avoid</h2>
<ul>
<li>Boosting Instagram posts instead of running campaigns from Ads Manager with a clear objective.</li>
<li>Judging an ad after 48 hours and a handful of conversions.</li>
<li>Editing budgets, audiences and creatives every day, which keeps ad sets in learning.</li>
<li>Sending paid traffic to a slow homepage instead of a focused product or landing page.</li>
<li>Ignoring comments on ads. Unanswered questions about price or delivery quietly kill conversion rates.</li>
</ul>

<h2>A 30-day launch plan</h2>
<ol>
<li><strong>Week 1:</strong> audit and fix pixel, Conversions API and deduplication; prepare 10 to 15 creatives around three different hooks.</li>
<li><strong>Week 2:</strong> launch one prospecting and one retargeting campaign with a fixed testing budget; do not edit for at least five days.</li>
<li><strong>Week 3:</strong> review hook rate, click-through rate and CPA; pause the bottom half of creatives and brief new variations of the winners.</li>
<li><strong>Week 4:</strong> scale the budget of campaigns meeting your CPA target by 20 percent, and set up a weekly creative refresh routine.</li>
</ol>
<p>Facebook advertising rewards discipline more than clever hacks. Get the data right, keep the structure simple, feed the system fresh creative every week and judge results on real revenue. Do that consistently and paid social becomes one of the most predictable growth channels your business has.</p>
`;

export const article1: Article = {
  id: 1,
  slug: "facebook-advertising-guide-indian-brands",
  title: "Facebook Advertising in 2025: A Practical Guide for Indian Brands",
  excerpt:
    "Tracking, campaign structure, creative testing and budgets: the step-by-step approach we use to make Facebook and Instagram ads profitable for Indian D2C and lead-generation businesses.",
  category: "Paid Social",
  author: "Meera Kapoor",
  authorRole: "Head of Performance Marketing",
  date: "2025-01-10",
  readTime: readTimeFor(content),
  image: {
    src: "/images/blog/1.webp",
    alt: "Marketer reviewing Facebook and Instagram ad performance in Meta Ads Manager on a laptop",
  },
  content,
};
