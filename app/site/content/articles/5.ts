import { readTimeFor } from "#contracts/content/article-text.ts";
import type { Article } from "#contracts/content/schema.ts";

const content = `
<p>Reels are where Instagram finds new audiences for your brand. Photos and carousels mostly reach people who already follow you; short vertical video is shown to people who have never heard of you. For Indian brands competing for attention with creators, cricket highlights and film trailers, that reach is an opportunity, but only if your Reels are built to hold attention and lead somewhere.</p>
<p>This is the framework our social media team uses to plan, produce and measure Reels for brands in fashion, food, wellness, real estate and B2B.</p>

<h2>1. Decide what each Reel is for</h2>
<p>Before anyone picks up a phone, decide the job of the video. Most brand Reels fall into one of four content pillars:</p>
<ul>
<li><strong>Educate</strong>: tips, how-tos and myths busted, such as "3 ways to style a block-print kurta for office".</li>
<li><strong>Show</strong>: the product in use, behind the scenes, the making process, unboxings.</li>
<li><strong>Prove</strong>: customer stories, reviews, before-and-after results where platform policies allow them.</li>
<li><strong>Connect</strong>: founder stories, team moments and relatable humour that builds affinity.</li>
</ul>
<p>A healthy mix keeps your feed useful and human. We typically plan two educate or show Reels for every prove or connect Reel, then adjust based on what your audience saves and shares.</p>

<h2>2. Structure: hook, value, action</h2>
<h3>The hook (0 to 3 seconds)</h3>
<p>Most viewers decide whether to keep watching within the first few seconds. Open with movement, a face, a surprising visual or on-screen text that states the payoff. "You have been storing spices wrong" works; a logo animation does not.</p>
<h3>The value (3 to 25 seconds)</h3>
<p>Deliver the promise quickly. Cut pauses, use jump cuts, and change the shot every two or three seconds. Keep one idea per Reel. Shorter Reels that people watch to the end, or rewatch, usually travel further than long ones they abandon halfway.</p>
<h3>The action (last 3 seconds)</h3>
<p>Tell viewers what to do next: save the Reel for later, share it with a friend, comment a keyword to get a link, or visit the profile. One clear ask works better than several.</p>

<h2>3. Production that scales</h2>
<p>Consistency beats perfection. Brands that post three or four good Reels a week for six months almost always outgrow brands that post one expensive video a month. To make that sustainable:</p>
<ol>
<li><strong>Batch shoot.</strong> Plan a month of Reels, then film them in one or two half-day sessions with outfit and location changes.</li>
<li><strong>Use a phone and good light.</strong> A recent smartphone, daylight from a window and a clip-on microphone are enough for most brands.</li>
<li><strong>Add captions.</strong> Many people watch without sound. Burned-in captions or Instagram's own caption sticker make Reels watchable anywhere.</li>
<li><strong>Keep text inside safe zones.</strong> Instagram's interface covers the bottom and right edges of the screen, so keep headlines and faces in the centre.</li>
<li><strong>Mind the music.</strong> Business accounts have access to a more limited music library than creators. Use licensed audio from Meta's Sound Collection or original voice-overs to avoid muted videos.</li>
<li><strong>Speak your audience's language.</strong> Hinglish or regional language Reels often outperform polished English in Indian markets.</li>
</ol>

<h2>4. Use the features that extend reach</h2>
<ul>
<li><strong>Collab posts</strong> let you co-publish a Reel with a creator or partner brand so it appears to both audiences.</li>
<li><strong>Trial Reels</strong> let eligible professional accounts show a Reel to non-followers first, which is a low-risk way to test a new format before it appears on your grid.</li>
<li><strong>Cover images</strong> matter for your profile grid. Design covers that make the topic obvious, because profile visitors decide what to watch from the grid.</li>
<li><strong>Cross-posting</strong> the same vertical video to YouTube Shorts and Facebook extends its life at no extra production cost.</li>
</ul>

<h2>5. Measure what signals real interest</h2>
<p>Views are the headline number, but they do not tell you whether people cared. Look at these metrics in Instagram's professional dashboard for each Reel:</p>
<ul>
<li><strong>Average watch time and the retention graph</strong>: where do people drop off? If it is in the first two seconds, the hook needs work.</li>
<li><strong>Shares</strong>, especially sends by direct message: one of the strongest signs that content is valuable, and a major driver of reach to non-followers.</li>
<li><strong>Saves</strong>: people intend to come back, which is typical of educational content.</li>
<li><strong>Reach from non-followers</strong>: tells you whether Instagram is recommending the Reel beyond your existing audience.</li>
<li><strong>Profile visits, follows and link taps</strong>: the bridge from entertainment to business.</li>
</ul>

<blockquote>Judge a Reel after seven days, not seven hours. Some of our clients' best-performing videos picked up most of their reach in the second week.</blockquote>

<h2>6. Turn views into customers</h2>
<p>Reach only matters if it connects to sales. Make the path obvious:</p>
<ol>
<li>Optimise your profile: a clear one-line description of what you sell, a link to a focused landing page and highlights that answer common questions about price, delivery and reviews.</li>
<li>Reply to comments and DMs quickly. Questions such as "price?" are buying signals; answering them within an hour turns many into orders.</li>
<li>Pin your three best-converting Reels to the top of your grid.</li>
<li>Put ad spend behind proven organic winners. A Reel that performed well organically usually makes an efficient ad, because the hook has already been tested on real viewers.</li>
</ol>

<h2>A simple monthly rhythm</h2>
<p>In the first week, review last month's Reels and note the three hooks and formats that worked best. In the second, plan 12 to 16 Reels and write short scripts. In the third, batch shoot and edit. In the fourth, publish on a steady schedule, reply to every comment and promote the winners. Repeat, and within a quarter you will have a clear picture of what your audience wants from you, which is the real competitive advantage on Instagram.</p>
`;

export const article5: Article = {
  id: 5,
  slug: "instagram-reels-strategy-for-brands",
  title: "Instagram Reels Strategy for Brands: From Hook to Enquiry",
  excerpt:
    "How to plan, shoot and measure Reels that reach new audiences and turn views into enquiries, with the content pillars, structure and monthly rhythm our social team uses.",
  category: "Social Media",
  author: "Ishita Sharma",
  authorRole: "Social Media Lead",
  date: "2024-12-12",
  readTime: readTimeFor(content),
  image: {
    src: "/images/blog/5.webp",
    alt: "Content creator filming an Instagram Reel of a product on a smartphone mounted on a ring light",
  },
  content,
};
