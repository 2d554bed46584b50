// Schemas and types of the site's static content: shared building blocks, services,
// case studies, articles, careers and FAQ entries (the page modules' schemas: page-schema.ts).
//
// Data modules import only the *types* from here (`import type`), so zod never
// reaches a page bundle through the content; the schemas are used by
// content.test.ts (and by anyone who wants to validate content at build time).
import { z } from "zod";
import { blogCategories, caseStudyIndustries, caseStudyServices } from "#contracts/content/taxonomies.ts";

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
export const IconNameSchema = z.enum(iconNames);
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

export const text = z.string().trim().min(1);

/** The named text fields, each required and non-empty, to spread into an object's shape. */
export function textShape<const K extends string>(...keys: K[]) {
  return Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>;
}

/** An object of the named text fields and nothing else. */
export function textFields<const K extends string>(...keys: K[]) {
  return z.strictObject(textShape(...keys));
}

/** Lowercase words and digits joined by single hyphens ("google-ads"): ids and slugs. */
const KEBAB_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const KebabIdSchema = z.string().regex(KEBAB_ID);

/** A path inside this site ("/quote", "/services#seo"); never another host. */
const InternalHrefSchema = z.string().regex(/^\/(?!\/)[a-z0-9\-/#?=&.]*$/);

export const LinkSchema = z.strictObject({
  label: text,
  href: InternalHrefSchema,
});

/** An image served by our own server; alt text describes the picture. */
export const ImageSchema = z.strictObject({
  src: z.string().regex(/^\/images\/[a-z0-9\-/]+\.(webp|avif|png|jpg|svg)$/),
  alt: z.string().trim().min(15),
});
export type Image = z.infer<typeof ImageSchema>;

/** A small card: icon, title and one or two sentences. */
export const FeatureSchema = z.strictObject({
  icon: IconNameSchema,
  title: text,
  description: text,
});
export type Feature = z.infer<typeof FeatureSchema>;

/** One step of a numbered process. */
export const StepSchema = textFields("title", "description");
export type Step = z.infer<typeof StepSchema>;

export const HeroSchema = z.strictObject({
  eyebrow: text.optional(),
  title: text,
  subtitle: text,
});

export const SectionHeadingSchema = textFields("title", "subtitle");

export const CallToActionSchema = z.strictObject({
  title: text,
  text: text,
  primary: LinkSchema,
  secondary: LinkSchema.optional(),
});
export type CallToAction = z.infer<typeof CallToActionSchema>;

// ---------------------------------------------------------------------------
// Content kinds
// ---------------------------------------------------------------------------

/**
 * The URL name of an article or case study (`/blog/<slug>`): lowercase words joined by
 * hyphens, with at least one letter (an all-digit name would read as an old id URL, which
 * redirects) and never `not-found` (the path of the section's not-found page).
 */
export const ContentSlugSchema = z
  .string()
  .max(80)
  .regex(KEBAB_ID, "a slug is lowercase letters and digits joined by single hyphens")
  .regex(/[a-z]/, "a slug has at least one letter")
  .refine((slug) => slug !== "not-found", "not-found is the not-found page's path");

export const ServiceSchema = z.strictObject({
  /** Stable slug, also the anchor of the block on /services (`/services#seo`). */
  id: KebabIdSchema,
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

export const TestimonialSchema = z.strictObject({
  name: text,
  /** Role and company as shown under the name, e.g. "Founder, UrbanKettle Cafés". */
  company: text,
  city: text,
  text: text,
  rating: z.number().int().min(1).max(5),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const StatSchema = textFields("number", "label");

export const IndustrySchema = z.strictObject({
  name: text,
  icon: IconNameSchema,
  /** Short line under the name: who we work with in that industry. */
  blurb: text,
});
export type Industry = z.infer<typeof IndustrySchema>;

export const TeamMemberSchema = z.strictObject({
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

const ResultFigureSchema = textFields("value", "description");

const CardFigureSchema = textFields("value", "label");

export const CaseStudySchema = z.strictObject({
  id: z.number().int().min(1),
  /** Its URL name; `id` stays the stable key (lead sources, database rows). */
  slug: ContentSlugSchema,
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
  testimonial: textFields("text", "author", "position"),
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
  /** Its URL name; `id` stays the stable key (lead sources, database rows). */
  slug: ContentSlugSchema,
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

export const CareerOpeningSchema = z.strictObject({
  /** Slug, used to preselect the opening in the application form. */
  id: KebabIdSchema,
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

export const FaqItemSchema = textFields("question", "answer");
export type FaqItem = z.infer<typeof FaqItemSchema>;

const faqCategoryNames = [
  "General",
  "Services and Pricing",
  "Performance and Reporting",
  "Technical and Support",
] as const;
export const FaqCategorySchema = z.strictObject({
  name: z.enum(faqCategoryNames),
  items: z.array(FaqItemSchema).length(4),
});
export type FaqCategory = z.infer<typeof FaqCategorySchema>;
