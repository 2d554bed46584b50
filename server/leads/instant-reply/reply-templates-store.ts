import type { FastifyInstance } from "fastify";
import {
  DEFAULT_REPLY_TEMPLATES,
  REPLY_TEMPLATE_TYPES,
  type ReplyTemplate,
  type ReplyTemplateEntry,
  type ReplyTemplateType,
} from "#contracts/leads/reply-templates.ts";

// The owner's instant-reply templates, one admin_settings row per form; an empty or missing
// row (never saved, or reset) means the default.

const key = (type: ReplyTemplateType) => `reply-template.${type}`;

function parse(value: string | undefined): ReplyTemplate | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<ReplyTemplate>;
    return typeof parsed.subject === "string" && typeof parsed.body === "string"
      ? { subject: parsed.subject, body: parsed.body }
      : null;
  } catch {
    return null;
  }
}

export async function replyTemplate(app: FastifyInstance, type: ReplyTemplateType): Promise<ReplyTemplateEntry> {
  const saved = parse(await app.adminUsers.setting(key(type)));
  return { type, ...(saved ?? DEFAULT_REPLY_TEMPLATES[type]), custom: saved !== null };
}

export function allReplyTemplates(app: FastifyInstance): Promise<ReplyTemplateEntry[]> {
  return Promise.all(REPLY_TEMPLATE_TYPES.map((type) => replyTemplate(app, type)));
}

/** Saves the owner's template, or goes back to the default when `template` is null. */
export async function saveReplyTemplate(
  app: FastifyInstance,
  type: ReplyTemplateType,
  template: ReplyTemplate | null,
): Promise<ReplyTemplateEntry> {
  await app.adminUsers.saveSetting(key(type), template ? JSON.stringify(template) : "");
  return template ? { type, ...template, custom: true } : { type, ...DEFAULT_REPLY_TEMPLATES[type], custom: false };
}
