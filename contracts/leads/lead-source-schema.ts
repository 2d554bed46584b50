import { z } from "zod";
import { channelOf, DEVICE_CLASSES, type LeadContext, MAX_TOOLS_PER_LEAD, type Channel } from "./lead-source.ts";

// The server's check of the `context` a form sends (contracts/leads/lead-source.ts). The context is
// a courtesy of the browser, never a condition of the lead: anything that does not pass is
// dropped and the lead is stored without it.

const path = z.string().startsWith("/").max(500);
const time = z.iso.datetime({ offset: true });
const slug = z.string().regex(/^[a-z0-9-]{1,80}$/);
const utmValue = z.string().trim().min(1).max(200).optional();

const leadContextSchema = z.object({
  landingPage: path,
  landedAt: time,
  formPage: path,
  referrerHost: z
    .string()
    .max(253)
    .regex(/^[a-z0-9.-]+$/i)
    .nullable(),
  utm: z.object({
    utm_source: utmValue,
    utm_medium: utmValue,
    utm_campaign: utmValue,
    utm_term: utmValue,
    utm_content: utmValue,
  }),
  gclid: z.boolean(),
  fbclid: z.boolean(),
  device: z.enum(DEVICE_CLASSES),
  toolsUsed: z.array(z.object({ tool: slug, at: time })).max(MAX_TOOLS_PER_LEAD),
  offerTool: slug.optional(),
}) satisfies z.ZodType<LeadContext>;

export type StoredLeadSource = LeadContext & { channel: Channel };

/**
 * The context as it is stored: checked, its tools limited to the site's own, and its channel
 * derived. Null when the browser sent none or something that does not pass.
 */
export function storedLeadSource(context: unknown, isKnownTool: (slug: string) => boolean): StoredLeadSource | null {
  const parsed = leadContextSchema.safeParse(context);
  if (!parsed.success) return null;
  const source = parsed.data;
  const { offerTool, ...rest } = source;
  return {
    ...rest,
    utm: Object.fromEntries(Object.entries(source.utm).filter(([, value]) => value !== undefined)),
    toolsUsed: source.toolsUsed.filter((use) => isKnownTool(use.tool)),
    ...(offerTool && isKnownTool(offerTool) ? { offerTool } : {}),
    channel: channelOf(source),
  };
}
