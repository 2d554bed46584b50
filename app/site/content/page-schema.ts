// Schemas and types of each page's content module (home, about, services, contact,
// quote, careers, FAQ, case studies and blog list pages). Like schema.ts, only
// content.test.ts uses the schemas; data modules import the types. The privacy notice's
// schema is privacy/schema.ts.
import { z } from "zod";
import {
  CallToActionSchema,
  CareerOpeningSchema,
  FaqCategorySchema,
  FaqItemSchema,
  FeatureSchema,
  HeroSchema,
  IconNameSchema,
  ImageSchema,
  LinkSchema,
  SectionHeadingSchema,
  StatSchema,
  StepSchema,
  TeamMemberSchema,
  TestimonialSchema,
  text,
  textFields,
  textShape,
} from "#contracts/content/schema.ts";

/** A block under a section heading (title and subtitle): most sections are one. */
const headed = <S extends z.ZodRawShape>(shape: S) => z.strictObject({ heading: SectionHeadingSchema, ...shape });
/** A block under a plain title. */
const titled = <S extends z.ZodRawShape>(shape: S) => z.strictObject({ title: text, ...shape });

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
  whyChooseUs: headed({ points: z.array(FeatureSchema).length(4) }),
  servicesHeading: SectionHeadingSchema,
  aboutTeaser: titled({ paragraphs: z.array(text).min(1), highlights: z.array(text).min(3), cta: LinkSchema }),
  partnerBadges: headed({ badges: z.array(PartnerBadgeSchema).length(2) }),
  brandStrip: titled({ brands: z.array(text).min(10).max(16) }),
  industriesHeading: SectionHeadingSchema,
  quoteFormHeading: SectionHeadingSchema,
  testimonials: headed({ items: z.array(TestimonialSchema).length(3) }),
  successStories: headed({ caseStudyIds: z.array(z.number().int().min(1)).length(3), cta: LinkSchema }),
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
  mission: titled({ paragraphs: z.array(text).min(1) }),
  timeline: headed({ entries: z.array(TimelineEntrySchema).length(3) }),
  team: headed({ members: z.array(TeamMemberSchema).length(4) }),
  values: headed({ items: z.array(FeatureSchema).length(4) }),
  closingCta: CallToActionSchema,
});
export type AboutContent = z.infer<typeof AboutContentSchema>;

export const ServicesPageContentSchema = z.strictObject({
  hero: HeroSchema,
  summaryItems: z.array(FeatureSchema).length(4),
  blockLabels: textFields("platforms", "whatWeDo"),
  dashboard: titled({
    caption: text,
    growth: z.array(textFields("label", "value")).length(3),
    summary: z.array(StatSchema).length(3),
  }),
  closingBanner: CallToActionSchema,
});
export type ServicesPageContent = z.infer<typeof ServicesPageContentSchema>;

const contactInfoKinds = ["email", "phone", "office", "response"] as const;
const ContactInfoCardSchema = z.strictObject({
  /**
   * email, phone and office show the value from app/site/content/site.ts;
   * response shows `value`.
   */
  kind: z.enum(contactInfoKinds),
  icon: IconNameSchema,
  title: text,
  value: text.optional(),
  note: text,
});
export type ContactInfoCard = z.infer<typeof ContactInfoCardSchema>;

const OfficeHoursSchema = textFields("days", "hours");
export type OfficeHours = z.infer<typeof OfficeHoursSchema>;

export const ContactContentSchema = z.strictObject({
  hero: HeroSchema,
  infoCards: z.array(ContactInfoCardSchema).length(4),
  form: SectionHeadingSchema,
  officeHours: titled({ rows: z.array(OfficeHoursSchema).length(3) }),
  nextSteps: titled({ steps: z.array(StepSchema).length(4) }),
  faq: titled({ items: z.array(FaqItemSchema).length(4) }),
  successMessage: titled({ text: text }),
});
export type ContactContent = z.infer<typeof ContactContentSchema>;

export const QuoteContentSchema = z.strictObject({
  hero: HeroSchema,
  form: SectionHeadingSchema,
  trust: titled({ text: text, points: z.array(text).min(3) }),
  partners: z.array(PartnerBadgeSchema).length(2),
  satisfaction: StatSchema,
  process: titled({ steps: z.array(StepSchema).length(4) }),
  phonePanel: z.strictObject({
    title: text,
    /** The number itself comes from app/site/content/site.ts. */
    text: text,
  }),
  successMessage: titled({ text: text }),
});
export type QuoteContent = z.infer<typeof QuoteContentSchema>;

export const CareersContentSchema = z.strictObject({
  hero: HeroSchema,
  image: ImageSchema,
  culture: titled({ paragraphs: z.array(text).min(1) }),
  openingsHeading: SectionHeadingSchema,
  openings: z.array(CareerOpeningSchema).length(5),
  applyLabel: text,
  benefits: headed({ items: z.array(FeatureSchema).min(4) }),
  hiringProcess: headed({ steps: z.array(StepSchema).length(5) }),
  openApplication: titled({ text: text, buttonLabel: text }),
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
    ...textShape("backLabel", "overviewTitle", "clientLabel", "durationLabel", "resultsTitle"),
    ...textShape("challengeTitle", "strategyTitle"),
    resultLabels: textFields("roas", "conversions", "reach", "cpc", "engagement", "revenue"),
    cta: CallToActionSchema,
  }),
});
export type CaseStudiesPageContent = z.infer<typeof CaseStudiesPageContentSchema>;

export const BlogPageContentSchema = z.strictObject({
  hero: HeroSchema,
  readMoreLabel: text,
  sidebar: textFields("searchLabel", "searchPlaceholder", "categoriesTitle", "popularTitle"),
  noResults: text,
  newsletter: z.strictObject({
    title: z.literal("Stay Updated"),
    ...textShape("text", "emailLabel", "buttonLabel", "successMessage"),
  }),
  /** Labels of the article page (/blog/{id}). */
  article: z.strictObject({
    ...textShape("backLabel", "shareLabel", "relatedTitle"),
    cta: CallToActionSchema,
  }),
});
export type BlogPageContent = z.infer<typeof BlogPageContentSchema>;
