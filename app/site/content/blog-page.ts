import { MSG_CHECK_INBOX } from "#contracts/leads/newsletter.ts";
import type { BlogPageContent } from "./page-schema.ts";

/**
 * Copy of /blog and /blog/{id} around the articles themselves
 * (articles/all.ts). Category buttons: `blogCategories` in contracts/content/taxonomies.ts, after "All".
 */
export const blogPage: BlogPageContent = {
  hero: {
    eyebrow: "Blog",
    title: "Digital Marketing Insights",
    subtitle:
      "Practical guides on paid social, Google Ads, SEO, web design, social media and analytics, written by the people who run our clients' campaigns every day.",
  },
  readMoreLabel: "Read More",
  sidebar: {
    searchLabel: "Search articles",
    searchPlaceholder: "Search articles...",
    categoriesTitle: "Categories",
    popularTitle: "Popular Posts",
  },
  noResults: "No articles match your search. Try another word or category.",
  newsletter: {
    title: "Stay Updated",
    text: "Get one practical marketing article a month from our strategists. No spam, unsubscribe any time.",
    emailLabel: "Your e-mail address",
    buttonLabel: "Subscribe",
    // The same for every address (double opt-in): contracts/leads/newsletter.ts.
    successMessage: MSG_CHECK_INBOX,
  },
  article: {
    backLabel: "Back to Blog",
    shareLabel: "Share this article",
    cta: {
      title: "Need Help With Your Marketing?",
      text: "Our team can put these ideas to work for your brand. Book a free consultation and get a tailored plan within 24 hours.",
      primary: { label: "Get Free Consultation", href: "/quote" },
      secondary: { label: "Talk to Us", href: "/contact" },
    },
    relatedTitle: "Related Articles",
  },
};
