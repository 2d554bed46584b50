import {
  REPLY_TEMPLATES_PATH,
  type ReplyTemplate,
  type ReplyTemplateEntry,
  type ReplyTemplatesAnswer,
  type ReplyTemplateType,
} from "#contracts/leads/reply-templates.ts";
import { request } from "../shared/api.ts";

export const replyTemplatesApi = {
  list: () => request<ReplyTemplatesAnswer>("GET", REPLY_TEMPLATES_PATH),
  save: (type: ReplyTemplateType, template: ReplyTemplate) =>
    request<ReplyTemplateEntry>("PUT", `${REPLY_TEMPLATES_PATH}/${type}`, template),
  reset: (type: ReplyTemplateType) => request<ReplyTemplateEntry>("DELETE", `${REPLY_TEMPLATES_PATH}/${type}`),
};
