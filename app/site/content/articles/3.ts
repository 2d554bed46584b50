import { readTimeFor } from "#contracts/content/article-text.ts";
import type { Article } from "#contracts/content/schema.ts";

const content = `
<p>You can write the best content in your industry and still get no organic traffic if Google cannot crawl, render and index your pages. Technical SEO is the foundation everything else stands on. The good news is that most technical problems are finite: once fixed and monitored, they stay fixed.</p>
<p>This is the checklist our SEO team runs on every new website, ordered from the issues that block rankings completely to the ones that give you an edge.</p>

<h2>1. Crawling: can Google reach your pages?</h2>
<ul>
<li><strong>robots.txt</strong>: make sure it does not block important sections, CSS or JavaScript files. A single stray "Disallow: /" left over from a staging site can remove a whole website from search.</li>
<li><strong>Internal links</strong>: every important page should be reachable through normal links within three or four clicks of the homepage. Pages that exist only in a sitemap or behind a search box are hard for Google to discover and value.</li>
<li><strong>XML sitemaps</strong>: list only canonical, indexable URLs that return status 200. A single sitemap file can hold up to 50,000 URLs; larger sites should split sitemaps by section and submit a sitemap index in Search Console.</li>
<li><strong>Redirects</strong>: replace redirect chains (A to B to C) with single 301 redirects, and update internal links to point straight at the final URL.</li>
<li><strong>Server errors</strong>: check the Crawl stats report in Search Console for spikes in 5xx errors or slow response times, which make Google crawl less.</li>
</ul>

<h2>2. Rendering: can Google see your content?</h2>
<p>Many modern sites build pages with JavaScript in the browser. Google can render JavaScript, but rendering can be delayed, and anything that fails to load is invisible. We regularly find real-estate and e-commerce sites where product or project details only appear after scripts run, and Google has indexed a fraction of the pages as a result.</p>
<ol>
<li>Use the URL Inspection tool in Search Console and view the rendered HTML of key templates. Is the main content there?</li>
<li>Prefer server-side rendering or static pre-rendering for content pages, so the HTML already contains the text, links and metadata.</li>
<li>Make sure every page has its own URL. Content that only changes through tabs or filters without a URL change cannot rank on its own.</li>
</ol>

<h2>3. Indexing: are the right pages in the index?</h2>
<p>Open the Page indexing report in Search Console and read the reasons pages are not indexed. Some are expected, such as redirects or intentional noindex tags. Others point to real problems:</p>
<ul>
<li><strong>Crawled, currently not indexed</strong>: Google saw the page and decided it was not worth indexing. Usually thin or near-duplicate content.</li>
<li><strong>Duplicate without user-selected canonical</strong>: several URLs show the same content. Add a rel canonical tag pointing to the preferred version.</li>
<li><strong>Soft 404</strong>: a page returns status 200 but looks empty or like an error. Out-of-stock product pages and empty category pages are common causes.</li>
<li><strong>Blocked by robots.txt but indexed</strong>: remember that robots.txt controls crawling, not indexing. To keep a page out of the index, allow crawling and use a noindex meta tag.</li>
</ul>

<h2>4. Core Web Vitals and page speed</h2>
<p>Core Web Vitals are part of Google's page experience signals. They are measured on real visitors, at the 75th percentile, and most Indian traffic is on mobile, often on mid-range Android phones. The current thresholds for a good experience are:</p>
<ul>
<li><strong>Largest Contentful Paint (LCP)</strong>: 2.5 seconds or less. Usually a hero image or heading; compress it, serve it in WebP or AVIF and do not lazy-load it.</li>
<li><strong>Interaction to Next Paint (INP)</strong>: 200 milliseconds or less. INP replaced First Input Delay in March 2024 and measures responsiveness across all interactions. Heavy JavaScript, chat widgets and tag clutter are the usual culprits.</li>
<li><strong>Cumulative Layout Shift (CLS)</strong>: 0.1 or less. Set width and height on images and embeds, reserve space for banners, and load fonts so that text does not jump.</li>
</ul>
<p>Speed is rarely the reason a page ranks first, but a slow page loses visitors before they read a word, which hurts conversions from every channel, paid and organic.</p>

<h2>5. On-page technical elements</h2>
<h3>Titles and meta descriptions</h3>
<p>Every indexable page needs a unique, descriptive title. Templates that give hundreds of pages the same title make it hard for Google to tell them apart. Meta descriptions do not affect rankings directly but influence clicks.</p>
<h3>Headings and structure</h3>
<p>Use one clear H1 per page and logical H2 and H3 subheadings. They help both readers scanning on a phone and search engines understanding the topic.</p>
<h3>Structured data</h3>
<p>Add schema markup where it matches your content: Organization and LocalBusiness for your company, Product with price and availability for e-commerce, Article for blog posts and BreadcrumbList for navigation. Note that since 2023 Google shows FAQ rich results mainly for well-known government and health websites, so FAQ markup alone will rarely change how your listing looks.</p>
<h3>Language versions</h3>
<p>If you publish in English and Hindi, or for India and other countries, use hreflang annotations such as en-IN and hi-IN so the right version appears for each audience.</p>

<h2>6. Security and hygiene</h2>
<ul>
<li>Serve the whole site over HTTPS and redirect all HTTP and non-preferred hostnames to one version.</li>
<li>Fix broken internal links and images found by a crawl.</li>
<li>Return a real 404 status for pages that do not exist, with a helpful page that links back to important sections.</li>
<li>Keep CMS, themes and plugins updated; hacked sites full of spam pages can lose rankings overnight.</li>
</ul>

<blockquote>Run a full crawl of your site every month and after every redesign. Most technical SEO disasters happen during launches and migrations.</blockquote>

<h2>How to prioritise</h2>
<p>Not every issue deserves the same urgency. We rank fixes in this order: anything that blocks crawling or indexing of important pages; problems affecting many pages at once, such as template-level duplicate titles or missing canonical tags; Core Web Vitals on your highest-traffic templates; and finally enhancements such as structured data. Fix the blockers first and you will often see movement within weeks, which is exactly what happened when we moved a Gurugram developer's project pages from client-side rendering to server-rendered HTML.</p>
<p>Technical SEO is not glamorous, but it multiplies the value of every article, product page and link you earn. Build it into your routine, and your content will finally get the visibility it deserves.</p>
`;

export const article3: Article = {
  id: 3,
  slug: "technical-seo-checklist-core-web-vitals",
  title: "Technical SEO Checklist for 2025: Crawling, Indexing and Core Web Vitals",
  excerpt:
    "Great content cannot rank if Google cannot crawl, render and index it. The technical SEO checklist we run on every new site, from robots.txt to INP, in order of priority.",
  category: "SEO",
  author: "Siddharth Rao",
  authorRole: "SEO & Analytics Lead",
  date: "2024-12-26",
  readTime: readTimeFor(content),
  image: {
    src: "/images/blog/3.webp",
    alt: "Google Search Console page indexing report and Core Web Vitals chart on a laptop screen",
  },
  content,
};
