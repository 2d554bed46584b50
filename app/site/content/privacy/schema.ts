// The privacy notice's content schema, shared by the English (/privacy) and Hindi
// (/privacy/hi) notices so both have the same structure. Periods are never written in the
// texts: a "{kind}" token names a period of contracts/privacy/retention.ts (periods.ts).
import { z } from "zod";
import { text } from "#contracts/content/schema.ts";

const NoticeLinkSchema = z.strictObject({
  /** A path on this site or an https address. */
  href: z.string().regex(/^(\/(?!\/)|https:\/\/)/),
  label: text,
});

const DataItemSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: text,
  /** What is kept. */
  data: text,
  purpose: text,
  /** How long: its periods as {kind} tokens. */
  kept: text,
});

const RightSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: text,
  how: text,
  link: NoticeLinkSchema.optional(),
});

const PolicyBlockSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("paragraph"), text: text, link: NoticeLinkSchema.optional() }),
  z.strictObject({ type: z.literal("list"), items: z.array(text).min(1) }),
  /** Each item of personal data with its purpose and period. */
  z.strictObject({ type: z.literal("data-items"), items: z.array(DataItemSchema).min(1) }),
  /** Each right and how to use it. */
  z.strictObject({ type: z.literal("rights"), items: z.array(RightSchema).min(1) }),
  /** The grievance contact from grievance.ts and the company's address and phone. */
  z.strictObject({ type: z.literal("contact-details") }),
]);
export type PolicyBlock = z.infer<typeof PolicyBlockSchema>;

const PolicySectionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  heading: text,
  blocks: z.array(PolicyBlockSchema).min(1),
});

export const PrivacyContentSchema = z.strictObject({
  /** The language of the texts; periods are written in it too. */
  lang: z.enum(["en", "hi"]),
  eyebrow: text,
  title: text,
  /** ISO date of the last update. */
  lastUpdated: z.iso.date(),
  /** The line shown under the title. */
  lastUpdatedLabel: text,
  /** Shown before the notice's version. */
  versionLabel: text,
  tocHeading: text,
  /** The link to the same notice in the other language. */
  languageSwitch: z.strictObject({ href: z.string().regex(/^\//), label: text, lang: z.enum(["en", "hi"]) }),
  /** The labels of a data item's three parts. */
  itemLabels: z.strictObject({ data: text, purpose: text, kept: text }),
  contactLabels: z.strictObject({ email: text, phone: text, country: text }),
  intro: z.array(text).min(1),
  sections: z.array(PolicySectionSchema).min(8),
});
export type PrivacyContent = z.infer<typeof PrivacyContentSchema>;
export type NoticeLanguage = PrivacyContent["lang"];
