// Schemas and types of the site's static content.
//
// Data modules import only the *types* from here (`import type`), so zod never
// reaches a page bundle through the content; the schemas are used by
// content.test.ts (and by anyone who wants to validate content at build time).
import { z } from "zod";
import { blogCategories, caseStudyIndustries, caseStudyServices } from "./taxonomies.ts";

// ---------------------------------------------------------------------------
// Shared building blocks
// ---------------------------------------------------------------------------

/**
 * The lucide-react icons the content refers to, by their export name
 * (`import { Megaphone } from "lucide-react"`). Kept as a closed list so the UI
 * can map names to components statically (tree-shaking keeps only these).
 */
export const iconNames = [
  "Award",
  "BadgeCheck",
  "Blocks",
  "BookOpen",
  "Briefcase",
  "Building2",
  "Car",
  "ChartColumn",
  "ChartLine",
  "Clock",
  "Cpu",
  "Factory",
  "FileSearch",
  "Gem",
  "GraduationCap",
  "Handshake",
  "Heart",
  "HeartPulse",
  "House",
  "Landmark",
  "Laptop",
  "Layers",
  "Mail",
  "MapPin",
  "Megaphone",
  "MessageCircle",
  "Monitor",
  "MousePointerClick",
  "Palette",
  "Phone",
  "Plane",
  "Rocket",
  "Search",
  "Share2",
  "ShieldCheck",
  "Shirt",
  "ShoppingBag",
  "Sparkles",
  "Target",
  "TrendingUp",
  "Trophy",
  "Users",
  "UtensilsCrossed",
  "Wallet",
  "Zap",
] as const;
const IconNameSchema = z.enum(iconNames);
export type IconName = z.infer<typeof IconNameSchema>;

/**
 * Accent colours, as Tailwind palette names. The UI maps them to classes
 * (e.g. `blue` → `text-blue-600 bg-blue-100` for an icon, `bg-blue-50` for a
 * block background), so no class string lives in the content.
 */
const accentColours = [
  "blue",
  "indigo",
  "violet",
  "pink",
  "rose",
  "orange",
  "amber",
  "emerald",
  "teal",
  "sky",
] as const;
const AccentColourSchema = z.enum(accentColours);
export type AccentColour = z.infer<typeof AccentColourSchema>;

const text = z.string().trim().min(1);

/** A path inside this site ("/quote", "/services#seo"); never another host. */
const InternalHrefSchema = z.string().regex(/^\/(?!\/)[a-z0-9\-/#?=&.]*$/);

const LinkSchema = z.strictObject({
  label: text,
  href: InternalHrefSchema,
});

/** An image served by our own server; alt text describes the picture. */
const ImageSchema = z.strictObject({
  src: z.string().regex(/^\/images\/[a-z0-9\-/]+\.(webp|avif|png|jpg|svg)$/),
  alt: z.string().trim().min(15),
});
export type Image = z.infer<typeof ImageSchema>;

/** A small card: icon, title and one or two sentences. */
const FeatureSchema = z.strictObject({
  icon: IconNameSchema,
  title: text,
  description: text,
});
export type Feature = z.infer<typeof FeatureSchema>;

/** One step of a numbered process. */
const StepSchema = z.strictObject({
  title: text,
  description: text,
});
export type Step = z.infer<typeof StepSchema>;

const HeroSchema = z.strictObject({
  eyebrow: text.optional(),
  title: text,
  subtitle: text,
});

const SectionHeadingSchema = z.strictObject({
  title: text,
  subtitle: text,
});

const CallToActionSchema = z.strictObject({
  title: text,
  text: text,
  primary: LinkSchema,
  secondary: LinkSchema.optional(),
});
export type CallToAction = z.infer<typeof CallToActionSchema>;

// ---------------------------------------------------------------------------
// Content kinds
// ---------------------------------------------------------------------------

export const ServiceSchema = z.strictObject({
  /** Stable slug, also the anchor of the block on /services (`/services#seo`). */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: text,
  /** One sentence for the home-page card. */
  description: text,
  icon: IconNameSchema,
  colour: AccentColourSchema,
  // Services-page block
  platforms: z.array(text).min(2),
  bgColor: AccentColourSchema,
  /** Longer text of the Services-page block. */
  longDescription: text,
  whatWeDo: z.array(text).min(4),
  ctaText: text,
});
export type Service = z.infer<typeof ServiceSchema>;

const TestimonialSchema = z.strictObject({
  name: text,
  /** Role and company as shown under the name, e.g. "Founder, UrbanKettle Cafés". */
  company: text,
  city: text,
  text: text,
  rating: z.number().int().min(1).max(5),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

const StatSchema = z.strictObject({
  number: text,
  label: text,
});

export const IndustrySchema = z.strictObject({
  name: text,
  icon: IconNameSchema,
  /** Short line under the name: who we work with in that industry. */
  blurb: text,
});
export type Industry = z.infer<typeof IndustrySchema>;

const TeamMemberSchema = z.strictObject({
  name: text,
  role: text,
  bio: text,
  initials: z.string().regex(/^[A-Z]{2,3}$/),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

// --- Case studies -----------------------------------------------------------

const CaseStudyIndustrySchema = z.enum(caseStudyIndustries);
export type CaseStudyIndustry = z.infer<typeof CaseStudyIndustrySchema>;

const CaseStudyServiceSchema = z.enum(caseStudyServices);
export type CaseStudyService = z.infer<typeof CaseStudyServiceSchema>;

/** "2 weeks" … "3 months". */
const TimeframeSchema = z
  .string()
  .regex(/^\d+ (weeks|months)$/)
  .refine((value) => {
    const days = timeframeInDays(value);
    return days !== undefined && days >= 14 && days <= 92;
  }, "timeframe must be between 2 weeks and 3 months");

/** Length of a "N weeks" / "N months" timeframe in days (months count as 30.5). */
export function timeframeInDays(value: string): number | undefined {
  const match = /^(\d+) (weeks|months)$/.exec(value);
  if (!match) return undefined;
  const n = Number(match[1]);
  return match[2] === "weeks" ? n * 7 : Math.round(n * 30.5);
}

const ResultFigureSchema = z.strictObject({
  value: text,
  description: text,
});

const CardFigureSchema = z.strictObject({
  value: text,
  label: text,
});

export const CaseStudySchema = z.strictObject({
  id: z.number().int().min(1),
  title: text,
  client: text,
  industry: CaseStudyIndustrySchema,
  service: CaseStudyServiceSchema,
  /** Headline metric of the card, e.g. "4.8x ROAS". */
  metric: text,
  /** Time to the headline result. */
  timeframe: TimeframeSchema,
  /** Length of the engagement shown on the detail page. */
  duration: text,
  /** Card text (list page and home page). */
  description: text,
  image: ImageSchema,
  overview: text,
  challenge: text,
  strategy: z.array(text).length(5),
  results: z.strictObject({
    roas: ResultFigureSchema,
    conversions: ResultFigureSchema,
    reach: ResultFigureSchema,
    cpc: ResultFigureSchema,
    engagement: ResultFigureSchema,
    revenue: ResultFigureSchema,
  }),
  /** The three figures shown on the list card. */
  cardResults: z.array(CardFigureSchema).length(3),
  testimonial: z.strictObject({
    text: text,
    author: text,
    position: text,
  }),
});
export type CaseStudy = z.infer<typeof CaseStudySchema>;
export type CaseStudyResultKey = keyof CaseStudy["results"];

// --- Blog -------------------------------------------------------------------

const BlogCategorySchema = z.enum(blogCategories);
export type BlogCategory = z.infer<typeof BlogCategorySchema>;

/** Tags an article body may use (no attributes, no links). */
export const articleTags = ["h2", "h3", "p", "ul", "ol", "li", "strong", "em", "blockquote"] as const;

export const ArticleSchema = z.strictObject({
  id: z.number().int().min(1),
  title: text,
  excerpt: text,
  category: BlogCategorySchema,
  author: text,
  /** Role of the author, shown next to the name. */
  authorRole: text,
  /** ISO date (YYYY-MM-DD). */
  date: z.iso.date(),
  readTime: z.string().regex(/^\d+ min read$/),
  image: ImageSchema,
  /** HTML body; only the tags in `articleTags`, without attributes. */
  content: z
    .string()
    .min(1)
    .refine((html) => {
      for (const match of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
        const tag = (match[1] ?? "").toLowerCase();
        if (!(articleTags as readonly string[]).includes(tag)) return false;
        if ((match[2] ?? "").trim() !== "") return false;
      }
      return true;
    }, "article HTML may only use plain h2, h3, p, ul, ol, li, strong, em, blockquote"),
});
export type Article = z.infer<typeof ArticleSchema>;

// --- Careers ----------------------------------------------------------------

const CareerOpeningSchema = z.strictObject({
  /** Slug, used to preselect the opening in the application form. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: text,
  department: text,
  location: text,
  type: z.enum(["Full-time", "Internship"]),
  experience: text,
  description: text,
  requirements: z.array(text).min(4),
});
export type CareerOpening = z.infer<typeof CareerOpeningSchema>;

// --- FAQ --------------------------------------------------------------------

const FaqItemSchema = z.strictObject({
  question: text,
  answer: text,
});
export type FaqItem = z.infer<typeof FaqItemSchema>;

const faqCategoryNames = [
  "General",
  "Services and Pricing",
  "Performance and Reporting",
  "Technical and Support",
] as const;
const FaqCategorySchema = z.strictObject({
  name: z.enum(faqCategoryNames),
  items: z.array(FaqItemSchema).length(4),
});
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

// ---------------------------------------------------------------------------
// Page content (one schema per page module)
// ---------------------------------------------------------------------------

const PartnerBadgeSchema = z.strictObject({
  name: z.enum(["Google Partner", "Meta Partner"]),
  icon: IconNameSchema,
  description: text,
});
export type PartnerBadge = z.infer<typeof PartnerBadgeSchema>;

export const HomeContentSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    subtitle: text,
    primaryCta: LinkSchema,
    secondaryCta: LinkSchema,
    highlights: z.array(StatSchema).length(3),
  }),
  whyChooseUs: z.strictObject({
    heading: SectionHeadingSchema,
    points: z.array(FeatureSchema).length(4),
  }),
  servicesHeading: SectionHeadingSchema,
  aboutTeaser: z.strictObject({
    title: text,
    paragraphs: z.array(text).min(1),
    highlights: z.array(text).min(3),
    cta: LinkSchema,
  }),
  partnerBadges: z.strictObject({
    heading: SectionHeadingSchema,
    badges: z.array(PartnerBadgeSchema).length(2),
  }),
  brandStrip: z.strictObject({
    title: text,
    brands: z.array(text).min(10).max(16),
  }),
  industriesHeading: SectionHeadingSchema,
  quoteFormHeading: SectionHeadingSchema,
  testimonials: z.strictObject({
    heading: SectionHeadingSchema,
    items: z.array(TestimonialSchema).length(3),
  }),
  successStories: z.strictObject({
    heading: SectionHeadingSchema,
    caseStudyIds: z.array(z.number().int().min(1)).length(3),
    cta: LinkSchema,
  }),
  closingCta: CallToActionSchema,
});
export type HomeContent = z.infer<typeof HomeContentSchema>;

const TimelineEntrySchema = z.strictObject({
  year: z.string().regex(/^\d{4}$/),
  title: text,
  description: text,
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

export const AboutContentSchema = z.strictObject({
  hero: HeroSchema,
  stats: z.array(StatSchema).length(4),
  mission: z.strictObject({
    title: text,
    paragraphs: z.array(text).min(1),
  }),
  timeline: z.strictObject({
    heading: SectionHeadingSchema,
    entries: z.array(TimelineEntrySchema).length(3),
  }),
  team: z.strictObject({
    heading: SectionHeadingSchema,
    members: z.array(TeamMemberSchema).length(4),
  }),
  values: z.strictObject({
    heading: SectionHeadingSchema,
    items: z.array(FeatureSchema).length(4),
  }),
  closingCta: CallToActionSchema,
});
export type AboutContent = z.infer<typeof AboutContentSchema>;

export const ServicesPageContentSchema = z.strictObject({
  hero: HeroSchema,
  summaryItems: z.array(FeatureSchema).length(4),
  blockLabels: z.strictObject({
    platforms: text,
    whatWeDo: text,
  }),
  dashboard: z.strictObject({
    title: text,
    caption: text,
    growth: z.array(z.strictObject({ label: text, value: text })).length(3),
    summary: z.array(StatSchema).length(3),
  }),
  closingBanner: CallToActionSchema,
});
export type ServicesPageContent = z.infer<typeof ServicesPageContentSchema>;

const contactInfoKinds = ["email", "phone", "office", "response"] as const;
const ContactInfoCardSchema = z.strictObject({
  /**
   * email, phone and office show the value from app/content/site.ts;
   * response shows `value`.
   */
  kind: z.enum(contactInfoKinds),
  icon: IconNameSchema,
  title: text,
  value: text.optional(),
  note: text,
});
export type ContactInfoCard = z.infer<typeof ContactInfoCardSchema>;

const OfficeHoursSchema = z.strictObject({
  days: text,
  hours: text,
});
export type OfficeHours = z.infer<typeof OfficeHoursSchema>;

export const ContactContentSchema = z.strictObject({
  hero: HeroSchema,
  infoCards: z.array(ContactInfoCardSchema).length(4),
  form: SectionHeadingSchema,
  officeHours: z.strictObject({
    title: text,
    rows: z.array(OfficeHoursSchema).length(3),
  }),
  nextSteps: z.strictObject({
    title: text,
    steps: z.array(StepSchema).length(4),
  }),
  faq: z.strictObject({
    title: text,
    items: z.array(FaqItemSchema).length(4),
  }),
  successMessage: z.strictObject({ title: text, text: text }),
});
export type ContactContent = z.infer<typeof ContactContentSchema>;

export const QuoteContentSchema = z.strictObject({
  hero: HeroSchema,
  form: SectionHeadingSchema,
  trust: z.strictObject({
    title: text,
    text: text,
    points: z.array(text).min(3),
  }),
  partners: z.array(PartnerBadgeSchema).length(2),
  satisfaction: StatSchema,
  process: z.strictObject({
    title: text,
    steps: z.array(StepSchema).length(4),
  }),
  phonePanel: z.strictObject({
    title: text,
    /** The number itself comes from app/content/site.ts. */
    text: text,
  }),
  successMessage: z.strictObject({ title: text, text: text }),
});
export type QuoteContent = z.infer<typeof QuoteContentSchema>;

const PolicyBlockSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("paragraph"), text: text }),
  z.strictObject({ type: z.literal("list"), items: z.array(text).min(1) }),
  /** Render the company's contact details from app/content/site.ts here. */
  z.strictObject({ type: z.literal("contact-details") }),
]);
export type PolicyBlock = z.infer<typeof PolicyBlockSchema>;

const PolicySectionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  heading: text,
  blocks: z.array(PolicyBlockSchema).min(1),
});

export const PrivacyContentSchema = z.strictObject({
  title: text,
  /** ISO date of the last update. */
  lastUpdated: z.iso.date(),
  /** The line shown under the title. */
  lastUpdatedLabel: text,
  intro: z.array(text).min(1),
  sections: z.array(PolicySectionSchema).min(8),
});
export type PrivacyContent = z.infer<typeof PrivacyContentSchema>;

export const CareersContentSchema = z.strictObject({
  hero: HeroSchema,
  image: ImageSchema,
  culture: z.strictObject({
    title: text,
    paragraphs: z.array(text).min(1),
  }),
  openingsHeading: SectionHeadingSchema,
  openings: z.array(CareerOpeningSchema).length(5),
  applyLabel: text,
  benefits: z.strictObject({
    heading: SectionHeadingSchema,
    items: z.array(FeatureSchema).min(4),
  }),
  hiringProcess: z.strictObject({
    heading: SectionHeadingSchema,
    steps: z.array(StepSchema).length(5),
  }),
  openApplication: z.strictObject({
    title: text,
    text: text,
    buttonLabel: text,
  }),
});
export type CareersContent = z.infer<typeof CareersContentSchema>;

export const FaqContentSchema = z.strictObject({
  hero: HeroSchema,
  categories: z.array(FaqCategorySchema).length(4),
  closingCta: CallToActionSchema,
});
export type FaqContent = z.infer<typeof FaqContentSchema>;

export const CaseStudiesPageContentSchema = z.strictObject({
  hero: HeroSchema,
  filters: z.strictObject({
    industryLabel: text,
    serviceLabel: text,
    allLabel: z.literal("All"),
  }),
  cardLinkLabel: text,
  emptyMessage: text,
  clearFiltersLabel: text,
  closingCta: CallToActionSchema,
  /** Labels of the detail page (/case-studies/{id}). */
  detail: z.strictObject({
    backLabel: text,
    overviewTitle: text,
    clientLabel: text,
    durationLabel: text,
    resultsTitle: text,
    resultLabels: z.strictObject({
      roas: text,
      conversions: text,
      reach: text,
      cpc: text,
      engagement: text,
      revenue: text,
    }),
    challengeTitle: text,
    strategyTitle: text,
    cta: CallToActionSchema,
  }),
});
export type CaseStudiesPageContent = z.infer<typeof CaseStudiesPageContentSchema>;

export const BlogPageContentSchema = z.strictObject({
  hero: HeroSchema,
  readMoreLabel: text,
  sidebar: z.strictObject({
    searchLabel: text,
    searchPlaceholder: text,
    categoriesTitle: text,
    popularTitle: text,
  }),
  noResults: text,
  newsletter: z.strictObject({
    title: z.literal("Stay Updated"),
    text: text,
    emailLabel: text,
    buttonLabel: text,
    successMessage: text,
    alreadySubscribedMessage: text,
  }),
  /** Labels of the article page (/blog/{id}). */
  article: z.strictObject({
    backLabel: text,
    shareLabel: text,
    cta: CallToActionSchema,
    relatedTitle: text,
  }),
});
export type BlogPageContent = z.infer<typeof BlogPageContentSchema>;
