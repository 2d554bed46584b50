import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#app/seo/meta.ts";
import { pages } from "#app/seo/pages.ts";

// Each notice names both languages (and English as the default), so a search engine
// shows a reader the notice in their language.
const alternates = [
  { hrefLang: "en", path: pages.privacy.path },
  { hrefLang: "hi", path: pages.privacyHindi.path },
  { hrefLang: "x-default", path: pages.privacy.path },
] as const;

export function privacyNoticeMeta(lang: "en" | "hi"): MetaDescriptor[] {
  return lang === "hi"
    ? pageMeta({ ...pages.privacyHindi, locale: "hi_IN", alternates })
    : pageMeta({ ...pages.privacy, alternates });
}
