import { vi } from "vitest";
import type { ArticleInput, ContentItem } from "#contracts/content/content-admin.ts";

// The content API as the editor's component tests see it: each request is recorded and
// answered by the test's handler (JSON in, JSON out), in place of the real server.

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

export type Handler = (call: Call) => { status: number; body?: unknown };

export function mockContentApi(handler: Handler) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const raw = init.body;
    const body = typeof raw === "string" ? (JSON.parse(raw) as unknown) : raw;
    const call = { method: init.method ?? "GET", url, body };
    calls.push(call);
    const answer = handler(call);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

export const sampleArticle: ArticleInput = {
  title: "Facebook Ads for Jaipur boutiques",
  slug: "facebook-ads-for-jaipur-boutiques",
  excerpt: "How a small label can run Meta ads that pay for themselves.",
  category: "Paid Social",
  author: "Asha Rao",
  authorRole: "Head of Paid Social",
  date: "2026-11-20",
  image: { src: "/images/uploads/abc123-1200.webp", alt: "A boutique owner checking her ads dashboard" },
  body: "## Start with measurement\n\nInstall the pixel first.",
};

export function articleItem(overrides: Partial<ContentItem> = {}, input: ArticleInput = sampleArticle): ContentItem {
  return {
    kind: "article",
    id: 7,
    slug: input.slug,
    title: input.title,
    status: "draft",
    publishAt: null,
    updatedAt: "2026-11-25T10:00:00.000Z",
    updatedBy: "Asha Rao",
    input,
    ...overrides,
  } as ContentItem;
}
